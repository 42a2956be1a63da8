/**
 * Draws a certificate or a poster on a 2D canvas, from texts only (no images: the canvas must stay
 * exportable). Three templates by spec §3 poster type: GRADUATION_CERTIFICATE 结业证书,
 * EXAMINATION_CERTIFICATE 考试合格证书, POSTER a share poster.
 */

import { breakLines } from '@/runtime/format'
import { roundRect as roundedRect } from '@/runtime/poster'
export type PosterType = 'GRADUATION_CERTIFICATE' | 'EXAMINATION_CERTIFICATE' | 'POSTER'

export interface Printable {
  readonly posterType: PosterType
  readonly title: string
  readonly holderName: string
  readonly certificateNo: string
  /** Already formatted, e.g. 2026年11月22日. */
  readonly issuedOn: string
  readonly issuer: string
  /** 课程, 活动 or 任务. */
  readonly relatedLabel: string
  readonly relatedTitle: string
  readonly score: number | null
}

/** CSS pixels of the picture (drawn at twice that for sharp phones). */
export function sizeOf(posterType: PosterType): { width: number; height: number } {
  return posterType === 'POSTER' ? { width: 375, height: 620 } : { width: 375, height: 530 }
}

const FONT = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif'
const font = (size: number, weight: number | string = 400) => `${weight} ${size}px ${FONT}`

interface Palette {
  background: string
  border: string
  accent: string
  soft: string
  heading: string
  subtitle: string
}

const PALETTES: Record<Exclude<PosterType, 'POSTER'>, Palette> = {
  GRADUATION_CERTIFICATE: {
    background: '#fffaf0',
    border: '#c9a45c',
    accent: '#8b6a2b',
    soft: '#f3e6c8',
    heading: '结业证书',
    subtitle: 'CERTIFICATE OF COMPLETION',
  },
  EXAMINATION_CERTIFICATE: {
    background: '#f6f9ff',
    border: '#5b8def',
    accent: '#1f5fbf',
    soft: '#dce8fc',
    heading: '考试合格证书',
    subtitle: 'CERTIFICATE OF EXAMINATION',
  },
}

/**
 * Breaks text into lines no wider than `maxWidth`, by the Chinese line-breaking rules (no closing
 * punctuation at a line's start, no opening one at its end, Latin words kept whole: breakLines).
 */
export function wrapText(
  context: Pick<CanvasRenderingContext2D, 'measureText'>,
  text: string,
  maxWidth: number,
): string[] {
  return breakLines(text, (line) => context.measureText(line).width <= maxWidth)
}

function drawLines(
  context: CanvasRenderingContext2D,
  lines: readonly string[],
  x: number,
  y: number,
  lineHeight: number,
): number {
  lines.forEach((line, index) => {
    context.fillText(line, x, y + index * lineHeight)
  })
  return y + lines.length * lineHeight
}

function star(context: CanvasRenderingContext2D, cx: number, cy: number, outer: number, inner: number): void {
  context.beginPath()
  for (let point = 0; point < 10; point += 1) {
    const radius = point % 2 === 0 ? outer : inner
    const angle = -Math.PI / 2 + (point * Math.PI) / 5
    const x = cx + Math.cos(angle) * radius
    const y = cy + Math.sin(angle) * radius
    if (point === 0) context.moveTo(x, y)
    else context.lineTo(x, y)
  }
  context.closePath()
  context.fill()
}

function diamond(context: CanvasRenderingContext2D, cx: number, cy: number, size: number): void {
  context.beginPath()
  context.moveTo(cx, cy - size)
  context.lineTo(cx + size, cy)
  context.lineTo(cx, cy + size)
  context.lineTo(cx - size, cy)
  context.closePath()
  context.fill()
}

/** The red seal: two rings, a star, and the issuer's words along the top arc. */
function seal(
  context: CanvasRenderingContext2D,
  cx: number,
  cy: number,
  radius: number,
  issuer: string,
): void {
  context.save()
  context.translate(cx, cy)
  context.rotate(-0.2)
  context.globalAlpha = 0.88
  context.strokeStyle = '#d9363e'
  context.fillStyle = '#d9363e'
  context.lineWidth = 3
  context.beginPath()
  context.arc(0, 0, radius, 0, Math.PI * 2)
  context.stroke()
  context.lineWidth = 1
  context.beginPath()
  context.arc(0, 0, radius - 6, 0, Math.PI * 2)
  context.stroke()
  star(context, 0, 0, radius * 0.3, radius * 0.12)
  // The issuer around the upper arc, one character at a time.
  const words = [...issuer.replace(/\s+/g, '')].slice(0, 14)
  context.font = font(9, 600)
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  const sweep = Math.min(Math.PI * 1.3, words.length * 0.24)
  words.forEach((char, index) => {
    const angle = -Math.PI / 2 - sweep / 2 + (sweep * (index + 0.5)) / words.length
    context.save()
    context.rotate(angle + Math.PI / 2)
    context.fillText(char, 0, -(radius - 15))
    context.restore()
  })
  context.font = font(9, 600)
  context.fillText('专用章', 0, radius * 0.55)
  context.restore()
}

function paintCertificate(
  context: CanvasRenderingContext2D,
  printable: Printable,
  width: number,
  height: number,
) {
  const palette =
    PALETTES[
      printable.posterType === 'EXAMINATION_CERTIFICATE'
        ? 'EXAMINATION_CERTIFICATE'
        : 'GRADUATION_CERTIFICATE'
    ]
  const center = width / 2
  context.fillStyle = palette.background
  context.fillRect(0, 0, width, height)
  // A faint band behind the heading, its lower edge curved.
  context.fillStyle = palette.soft
  context.fillRect(22, 22, width - 44, 128)
  context.beginPath()
  context.ellipse(center, 150, width / 2 - 22, 22, 0, 0, Math.PI)
  context.fill()
  // Double border with corner diamonds.
  context.strokeStyle = palette.border
  context.lineWidth = 6
  context.strokeRect(12, 12, width - 24, height - 24)
  context.lineWidth = 1.5
  context.strokeRect(22, 22, width - 44, height - 44)
  context.fillStyle = palette.border
  for (const [x, y] of [
    [22, 22],
    [width - 22, 22],
    [22, height - 22],
    [width - 22, height - 22],
  ] as const) {
    diamond(context, x, y, 7)
  }

  context.textAlign = 'center'
  context.textBaseline = 'alphabetic'
  context.fillStyle = palette.accent
  context.font = font(12, 500)
  context.fillText(printable.issuer, center, 62)
  context.font = font(34, 700)
  context.fillText(palette.heading, center, 110)
  context.font = font(10, 500)
  context.fillText(palette.subtitle.split('').join(' '), center, 134)

  // Divider.
  context.strokeStyle = palette.border
  context.lineWidth = 1
  context.beginPath()
  context.moveTo(70, 196)
  context.lineTo(center - 12, 196)
  context.moveTo(center + 12, 196)
  context.lineTo(width - 70, 196)
  context.stroke()
  context.fillStyle = palette.border
  diamond(context, center, 196, 5)

  // The holder.
  context.fillStyle = '#1f2329'
  context.font = font(26, 700)
  context.fillText(printable.holderName, center, 244)
  const nameWidth = Math.max(90, context.measureText(printable.holderName).width + 32)
  context.strokeStyle = palette.accent
  context.beginPath()
  context.moveTo(center - nameWidth / 2, 254)
  context.lineTo(center + nameWidth / 2, 254)
  context.stroke()

  // The citation.
  const related = printable.relatedTitle ? `《${printable.relatedTitle}》` : ''
  const citation =
    printable.posterType === 'EXAMINATION_CERTIFICATE'
      ? `兹证明 ${printable.holderName} 参加${related}考试${printable.score === null ? '' : `，成绩 ${printable.score} 分`}，考核合格，特发此证。`
      : `兹证明 ${printable.holderName} 已完成${related}全部学习内容，并通过结业考核，特发此证。`
  context.textAlign = 'left'
  context.fillStyle = '#3a3f47'
  context.font = font(15)
  const bodyEnd = drawLines(
    context,
    wrapText(context, `　　${citation}`, width - 96).slice(0, 5),
    48,
    292,
    26,
  )

  // The certificate's title, small, under the citation while there is room above the facts.
  context.fillStyle = palette.accent
  context.font = font(12)
  const titleLines = wrapText(context, printable.title, width - 96)
  const room = Math.max(0, Math.floor((height - 104 - (bodyEnd + 8)) / 18))
  drawLines(context, titleLines.slice(0, Math.min(2, room)), 48, bodyEnd + 8, 18)

  // Facts at the bottom left, the seal on the right.
  context.fillStyle = '#5c6370'
  context.font = font(12)
  context.fillText(`证书编号：${printable.certificateNo}`, 48, height - 84)
  context.fillText(`颁发日期：${printable.issuedOn}`, 48, height - 62)
  seal(context, width - 92, height - 100, 46, printable.issuer)
}

function paintPoster(context: CanvasRenderingContext2D, printable: Printable, width: number, height: number) {
  const center = width / 2
  const gradient = context.createLinearGradient(0, 0, width, height)
  gradient.addColorStop(0, '#2fb58a')
  gradient.addColorStop(1, '#1b6bc5')
  context.fillStyle = gradient
  context.fillRect(0, 0, width, height)
  // Soft circles for depth.
  context.fillStyle = 'rgba(255, 255, 255, 0.08)'
  for (const [x, y, r] of [
    [40, 60, 90],
    [width - 20, 180, 120],
    [80, height - 160, 70],
  ] as const) {
    context.beginPath()
    context.arc(x, y, r, 0, Math.PI * 2)
    context.fill()
  }

  context.textAlign = 'center'
  context.fillStyle = '#ffffff'
  context.font = font(13, 500)
  context.fillText(printable.issuer, center, 44)

  // The medal: ribbons, a gold disc, a star.
  context.fillStyle = '#ae5700'
  context.beginPath()
  context.moveTo(center - 30, 100)
  context.lineTo(center - 8, 100)
  context.lineTo(center - 20, 190)
  context.lineTo(center - 44, 176)
  context.closePath()
  context.fill()
  context.fillStyle = '#d90011'
  context.beginPath()
  context.moveTo(center + 8, 100)
  context.lineTo(center + 30, 100)
  context.lineTo(center + 44, 176)
  context.lineTo(center + 20, 190)
  context.closePath()
  context.fill()
  context.fillStyle = '#ffd666'
  context.beginPath()
  context.arc(center, 196, 52, 0, Math.PI * 2)
  context.fill()
  context.strokeStyle = '#f0b429'
  context.lineWidth = 4
  context.beginPath()
  context.arc(center, 196, 42, 0, Math.PI * 2)
  context.stroke()
  context.fillStyle = '#f0b429'
  star(context, center, 196, 26, 11)

  context.fillStyle = '#ffffff'
  context.font = font(26, 700)
  context.fillText(`恭喜 ${printable.holderName}`, center, 300)
  context.font = font(17, 600)
  const titleEnd = drawLines(
    context,
    wrapText(context, printable.title, width - 64).slice(0, 3),
    center,
    336,
    26,
  )
  if (printable.relatedTitle) {
    context.font = font(13)
    context.fillStyle = 'rgba(255, 255, 255, 0.88)'
    drawLines(
      context,
      wrapText(context, `${printable.relatedLabel}：${printable.relatedTitle}`, width - 64).slice(0, 2),
      center,
      titleEnd + 8,
      20,
    )
  }

  // The card at the bottom with the facts.
  const top = height - 150
  context.fillStyle = '#ffffff'
  roundedRect(context, 24, top, width - 48, 120, 12)
  context.fill()
  context.textAlign = 'left'
  context.fillStyle = '#1f2329'
  context.font = font(14, 600)
  context.fillText('学习成就', 44, top + 32)
  context.fillStyle = '#5c6370'
  context.font = font(12)
  context.fillText(`编号：${printable.certificateNo}`, 44, top + 58)
  context.fillText(`日期：${printable.issuedOn}`, 44, top + 80)
  context.fillStyle = '#1b6bc5'
  context.fillText('长按保存图片，分享你的学习成果', 44, top + 102)
  seal(context, width - 80, top + 60, 40, printable.issuer)
}

/** Draws `printable` with its poster type's template on a canvas of `sizeOf(posterType)`. */
export function paintPrintable(context: CanvasRenderingContext2D, printable: Printable): void {
  const { width, height } = sizeOf(printable.posterType)
  if (printable.posterType === 'POSTER') paintPoster(context, printable, width, height)
  else paintCertificate(context, printable, width, height)
}
