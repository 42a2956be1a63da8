import { truncateDecimal } from './numbers'

// Display helpers of the learning screens (course, lesson, note, group purchase). Unreadable input
// reads '' so a missing field never shows NaN or a raw code.

export type LessonType = 'ARTICLE' | 'VIDEO' | 'LIVE' | 'SHORT_VIDEO'

/** spec §3 lesson types, as the lists label them. */
export const LESSON_TYPE_LABELS: Readonly<Record<LessonType, string>> = {
  ARTICLE: '图文',
  VIDEO: '视频',
  LIVE: '直播',
  SHORT_VIDEO: '短视频',
}

export function lessonTypeLabel(type: string | null | undefined): string {
  return typeof type === 'string' && Object.hasOwn(LESSON_TYPE_LABELS, type)
    ? (LESSON_TYPE_LABELS[type as LessonType] ?? '')
    : ''
}

function wholeSeconds(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : null
}

/**
 * A video length or a time position: mm:ss, h:mm:ss from one hour (65 → '01:05', 3725 → '1:02:05').
 * '' for a missing or negative value.
 */
export function clockTime(seconds: number | null | undefined): string {
  const total = wholeSeconds(seconds)
  if (total === null) return ''
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const rest = total % 60
  const mmss = `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`
  return hours > 0 ? `${hours}:${mmss}` : mmss
}

/**
 * A price in yuan: '¥199.00' (spec §5: truncated, never rounded, to 2 decimals). `compact` drops a
 * zero fraction ('¥99'), for strips where space is short. '' for a missing value.
 */
export function yuan(
  amount: number | string | null | undefined,
  options: { compact?: boolean } = {},
): string {
  if (amount === null || amount === undefined || amount === '') return ''
  const text = truncateDecimal(amount, 2)
  return `¥${options.compact ? text.replace(/\.00$/, '') : text}`
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Time left until `end`, in its largest unit: '2天', '5小时', '12分钟' (under a minute: '1分钟').
 * '' when the time has passed or cannot be read.
 */
export function timeLeft(end: string | number | Date | null | undefined, now: number = Date.now()): string {
  if (end === null || end === undefined || end === '') return ''
  const time = end instanceof Date ? end.getTime() : typeof end === 'number' ? end : Date.parse(end)
  if (!Number.isFinite(time)) return ''
  const left = time - now
  if (left <= 0) return ''
  if (left >= DAY) return `${Math.floor(left / DAY)}天`
  if (left >= HOUR) return `${Math.floor(left / HOUR)}小时`
  return `${Math.max(1, Math.floor(left / MINUTE))}分钟`
}
