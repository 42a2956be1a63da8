import {
  fitted,
  POSTER_FONT,
  POSTER_HEIGHT,
  POSTER_WIDTH,
  paintPosterFooter,
  paintPosterFrame,
  roundRect,
} from '@/runtime/poster'

/**
 * The invitation poster, drawn on the runtime's poster frame (`@/runtime/poster`) through
 * `canvasImage`: text and shapes only, so the canvas is never tainted and the PNG can always be saved.
 */

export { POSTER_HEIGHT, POSTER_WIDTH }

export interface PosterContent {
  productName: string
  inviterName: string
  code: string
  link: string
}

export function paintInvitePoster(context: CanvasRenderingContext2D, content: PosterContent): void {
  paintPosterFrame(context, content.productName)

  context.fillStyle = '#1f2329'
  context.font = `600 20px ${POSTER_FONT}`
  context.fillText(
    fitted(context, `${content.inviterName || '您的好友'} 邀请您加入`, 290),
    POSTER_WIDTH / 2,
    188,
  )
  context.fillStyle = '#646a73'
  context.font = `14px ${POSTER_FONT}`
  context.fillText('精品课程 · 临床指南 · 名医直播 · 考试证书', POSTER_WIDTH / 2, 218)

  roundRect(context, 68, 246, POSTER_WIDTH - 136, 92, 12)
  context.fillStyle = '#f0f6ff'
  context.fill()
  context.fillStyle = '#2b6de5'
  context.font = `13px ${POSTER_FONT}`
  context.fillText('注册时填写邀请码', POSTER_WIDTH / 2, 274)
  context.font = `700 32px "SF Mono", Menlo, monospace`
  context.fillText(content.code, POSTER_WIDTH / 2, 318)

  context.fillStyle = '#676d77'
  context.font = `12px ${POSTER_FONT}`
  context.fillText('或打开邀请链接', POSTER_WIDTH / 2, 372)
  context.fillStyle = '#3c4047'
  context.fillText(fitted(context, content.link, 290), POSTER_WIDTH / 2, 394)
  context.fillStyle = '#a36807'
  context.font = `600 14px ${POSTER_FONT}`
  context.fillText('完成医师认证，双方共享学习好礼', POSTER_WIDTH / 2, 436)

  paintPosterFooter(context, '长按保存图片，分享给医生好友')
}
