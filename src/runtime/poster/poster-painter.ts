import { productConfig } from '../config/index'
import { breakLines } from '../format/line-break'

/**
 * Posters drawn on a canvas (through `canvasImage`): text and shapes only, no pictures, so the canvas is
 * never tainted and the PNG can always be saved. The invitation poster (InvitePanel) and the share
 * poster of a screen's share config (`sharePoster` + `posterParams`, the `share` action's 生成海报) are
 * both drawn on this frame.
 */

export const POSTER_WIDTH = 375
export const POSTER_HEIGHT = 560

export const POSTER_FONT = '-apple-system, "PingFang SC", "Microsoft YaHei", sans-serif'

/** What a screen's share config may put on its poster (spec §3 posterParams; its fields are ours). */
export interface PosterParams {
  /** The big line; default the share title. */
  title?: string
  /** Under it; default the share description. */
  subtitle?: string
  /** A line in the accent colour, e.g. 分享可得 10 麦豆. */
  highlight?: string
  /** The line at the foot; default 长按保存图片，分享给医生好友. */
  footer?: string
}

/** A rounded rectangle path (CanvasRenderingContext2D.roundRect is missing in older webviews). */
export function roundRect(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  context.beginPath()
  context.moveTo(x + r, y)
  context.arcTo(x + w, y, x + w, y + h, r)
  context.arcTo(x + w, y + h, x, y + h, r)
  context.arcTo(x, y + h, x, y, r)
  context.arcTo(x, y, x + w, y, r)
  context.closePath()
}

/** Cuts a line to `width` pixels with an ellipsis. */
export function fitted(context: CanvasRenderingContext2D, text: string, width: number): string {
  if (context.measureText(text).width <= width) return text
  let cut = text
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1)
  return `${cut}…`
}

/** The poster's frame: the brand gradient, soft circles, the product name and the white card. */
export function paintPosterFrame(context: CanvasRenderingContext2D, productName: string): void {
  const gradient = context.createLinearGradient(0, 0, POSTER_WIDTH, POSTER_HEIGHT)
  gradient.addColorStop(0, '#2b6de5')
  gradient.addColorStop(0.6, '#5b8def')
  gradient.addColorStop(1, '#8352f5')
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
  context.font = `600 24px ${POSTER_FONT}`
  // The whole product name at 24 px when it fits, else one size down before it is cut.
  if (context.measureText(productName).width > 320) context.font = `600 20px ${POSTER_FONT}`
  context.fillText(fitted(context, productName, 320), POSTER_WIDTH / 2, 72)
  context.font = `15px ${POSTER_FONT}`
  context.fillStyle = 'rgba(255, 255, 255, 0.85)'
  context.fillText(productConfig.shareDescription, POSTER_WIDTH / 2, 102)

  roundRect(context, 28, 136, POSTER_WIDTH - 56, 330, 18)
  context.fillStyle = '#ffffff'
  context.fill()
}

/** The foot line under the card. */
export function paintPosterFooter(context: CanvasRenderingContext2D, text: string): void {
  context.fillStyle = 'rgba(255, 255, 255, 0.9)'
  context.font = `13px ${POSTER_FONT}`
  context.fillText(fitted(context, text, 320), POSTER_WIDTH / 2, 510)
}

/** Breaks `text` into at most `lines` lines of `width` pixels, the last one cut with an ellipsis. */
function wrapped(context: CanvasRenderingContext2D, text: string, width: number, lines: number): string[] {
  const all = breakLines(text, (line) => context.measureText(line).width <= width)
  if (all.length <= lines) return all
  return [...all.slice(0, lines - 1), fitted(context, `${all.slice(lines - 1).join('')}…`, width)]
}

export interface SharePosterContent {
  productName: string
  /** The share title and description (the poster's defaults). */
  title: string
  desc: string
  /** The shared address, printed under the card. */
  link: string
  params?: PosterParams
}

/** The poster of a screen's share config (spec §3 sharePoster, posterParams). */
export function paintSharePoster(context: CanvasRenderingContext2D, content: SharePosterContent): void {
  const params = content.params ?? {}
  paintPosterFrame(context, content.productName)

  context.fillStyle = '#1f2329'
  context.font = `600 20px ${POSTER_FONT}`
  const titleLines = wrapped(context, params.title || content.title, 280, 3)
  titleLines.forEach((line, index) => {
    context.fillText(line, POSTER_WIDTH / 2, 190 + index * 30)
  })
  let y = 190 + titleLines.length * 30 + 6
  context.fillStyle = '#646a73'
  context.font = `14px ${POSTER_FONT}`
  for (const line of wrapped(context, params.subtitle || content.desc, 280, 3)) {
    context.fillText(line, POSTER_WIDTH / 2, y)
    y += 22
  }
  if (params.highlight) {
    // Under the text, never lower than the link's heading.
    context.fillStyle = '#a36807'
    context.font = `600 15px ${POSTER_FONT}`
    context.fillText(fitted(context, params.highlight, 280), POSTER_WIDTH / 2, Math.min(y + 22, 384))
  }
  context.fillStyle = '#676d77'
  context.font = `12px ${POSTER_FONT}`
  context.fillText('打开链接查看', POSTER_WIDTH / 2, 414)
  context.fillStyle = '#3c4047'
  context.fillText(fitted(context, content.link, 290), POSTER_WIDTH / 2, 436)

  paintPosterFooter(context, params.footer || '长按保存图片，分享给医生好友')
}
