import dayjs from 'dayjs'
import { isRealCalendarDate, isRealClockTime } from './calendar'

export interface RelativeTimeOptions {
  /** Reference time; defaults to the current clock. Tests pass a fixed value. */
  now?: Date | number
  /** When true, times older than 30 days read `N个月前` / `N年前` instead of a date. */
  longForm?: boolean
  /** dayjs format for times older than 30 days; default `YYYY-MM-DD`. */
  dateFormat?: string
}

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// Local wall-clock strings: 'YYYY-MM-DD', 'YYYY/MM/DD', optionally ' HH:mm', ' HH:mm:ss', '.SSS'.
// Parsed by hand because iOS Safari's `new Date` rejects 'YYYY-MM-DD HH:mm:ss'.
const LOCAL_DATE_TIME =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/

// ISO 8601 with an explicit zone: the instant is unambiguous, so Date.parse is safe everywhere.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i

function parseLocal(match: RegExpExecArray): number {
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hours = Number(h)
  const minutes = Number(mi)
  const seconds = Number(s)
  if (!isRealCalendarDate(year, month, day) || !isRealClockTime(hours, minutes, seconds)) {
    return Number.NaN
  }
  return new Date(year, month - 1, day, hours, minutes, seconds, Number(ms.padEnd(3, '0'))).getTime()
}

/** Converts the accepted inputs to epoch milliseconds; NaN for anything unreadable. */
function toEpochMs(input: unknown): number {
  if (input instanceof Date) return input.getTime()
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN
  if (typeof input !== 'string') return Number.NaN
  const text = input.trim()
  // ms timestamps are accepted; backends sometimes send them as digit strings.
  if (/^\d+$/.test(text)) return Number(text)
  const local = LOCAL_DATE_TIME.exec(text)
  if (local) return parseLocal(local)
  if (ISO_WITH_ZONE.test(text)) return Date.parse(text)
  return Number.NaN
}

/**
 * Relative time label (spec §9): 刚刚 / N分钟前 / N小时前 / N天前, then a date (or, with
 * `longForm`, N个月前 / N年前). Returns '' for input that is not a readable time.
 */
export function relativeTime(input: Date | number | string, options: RelativeTimeOptions = {}): string {
  const time = toEpochMs(input)
  const now = toEpochMs(options.now ?? Date.now())
  if (Number.isNaN(time) || Number.isNaN(now)) return ''

  const elapsed = now - time
  // A future time comes from clock skew between server and phone: read it as 刚刚, never a negative age.
  // spec §9 thresholds: 5 minutes, 1 hour, 1 day, 30 days.
  if (elapsed < 5 * MINUTE) return '刚刚'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / DAY)}天前`

  if (!options.longForm) return dayjs(time).format(options.dateFormat ?? 'YYYY-MM-DD')

  // Calendar months, not 30-day blocks; at least 1 because 30 days can be under a calendar month.
  const months = Math.max(1, dayjs(now).diff(time, 'month'))
  if (months < 12) return `${months}个月前`
  return `${Math.max(1, dayjs(now).diff(time, 'year'))}年前`
}
