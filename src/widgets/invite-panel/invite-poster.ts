/**
 * The invitation poster, drawn on a canvas (through `canvasImage` of the runtime): text and shapes only,
 * no pictures, so the canvas is never tainted and the PNG can always be saved.
 */

export const POSTER_WIDTH = 375
export const POSTER_HEIGHT = 560

export interface PosterContent {
  productName: string
  inviterName: string
  code: string
  link: string
}

const FONT = '-apple-system, "PingFang SC", "Microsoft YaHei", sans-serif'

function roundRect(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  context.beginPath()
  context.moveTo(x + r, y)
  context.arcTo(x + w, y, x + w, y + h, r)
  context.arcTo(x + w, y + h, x, y + h, r)
  context.arcTo(x, y + h, x, y, r)
  context.arcTo(x, y, x + w, y, r)
  context.closePath()
}

/** Cuts a line to `width` pixels with an ellipsis. */
function fitted(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text
  let cut = text
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

export function paintInvitePoster(context: CanvasRenderingContext2D, content: PosterContent): void {
  const gradient = context.createLinearGradient(0, 0, POSTER_WIDTH, POSTER_HEIGHT)
  gradient.addColorStop(0, '#2b6de5')
  gradient.addColorStop(0.6, '#5b8def')
  gradient.addColorStop(1, '#8a5cf6')
  context.fillStyle = gradient
  context.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT)

  // Soft circles for depth.
  context.fillStyle = 'rgba(255, 255, 255, 0.08)'
  context.beginPath()
  context.arc(330, 60, 90, 0, Math.PI * 2)
  context.fill()
  context.beginPath()
  context.arc(30, 520, 70, 0, Math.PI * 2)
  context.fill()

  context.textAlign = 'center'
  context.fillStyle = '#ffffff'
  context.font = `600 24px ${FONT}`
  context.fillText(fitted(context, content.productName, 320), POSTER_WIDTH / 2, 72)
  context.font = `15px ${FONT}`
  context.fillStyle = 'rgba(255, 255, 255, 0.85)'
  context.fillText('皮肤科医生的学习与协作平台', POSTER_WIDTH / 2, 102)

  roundRect(context, 28, 136, POSTER_WIDTH - 56, 330, 18)
  context.fillStyle = '#ffffff'
  context.fill()

  context.fillStyle = '#1f2329'
  context.font = `600 20px ${FONT}`
  context.fillText(
    fitted(context, `${content.inviterName || '您的好友'} 邀请您加入`, 290),
    POSTER_WIDTH / 2,
    188,
  )
  context.fillStyle = '#646a73'
  context.font = `14px ${FONT}`
  context.fillText('精品课程 · 临床指南 · 名医直播 · 考试证书', POSTER_WIDTH / 2, 218)

  roundRect(context, 68, 246, POSTER_WIDTH - 136, 92, 12)
  context.fillStyle = '#f0f6ff'
  context.fill()
  context.fillStyle = '#2b6de5'
  context.font = `13px ${FONT}`
  context.fillText('注册时填写邀请码', POSTER_WIDTH / 2, 274)
  context.font = `700 32px "SF Mono", Menlo, monospace`
  context.fillText(content.code, POSTER_WIDTH / 2, 318)

  context.fillStyle = '#8a8f99'
  context.font = `12px ${FONT}`
  context.fillText('或打开邀请链接', POSTER_WIDTH / 2, 372)
  context.fillStyle = '#3c4047'
  context.fillText(fitted(context, content.link, 290), POSTER_WIDTH / 2, 394)
  context.fillStyle = '#f5a623'
  context.font = `600 14px ${FONT}`
  context.fillText('完成医师认证，双方共享学习好礼', POSTER_WIDTH / 2, 436)

  context.fillStyle = 'rgba(255, 255, 255, 0.9)'
  context.font = `13px ${FONT}`
  context.fillText('长按保存图片，分享给医生好友', POSTER_WIDTH / 2, 510)
}
