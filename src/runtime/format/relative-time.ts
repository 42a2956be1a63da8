import { toEpochMs } from './instant'
import { formatLocalDate, wholeMonthsBetween, wholeYearsBetween } from './local-date'

export interface RelativeTimeOptions {
  /** Reference time; defaults to the current clock. Tests pass a fixed value. */
  now?: Date | number
  /** When true, times older than 30 days read `N个月前` / `N年前` instead of a date. */
  longForm?: boolean
  /** Pattern for times older than 30 days (dayjs's numeric tokens, local-date.ts); default `YYYY-MM-DD`. */
  dateFormat?: string
}

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

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

  if (!options.longForm) return formatLocalDate(new Date(time), options.dateFormat ?? 'YYYY-MM-DD')

  // Calendar months, not 30-day blocks; at least 1 because 30 days can be under a calendar month.
  const months = Math.max(1, wholeMonthsBetween(now, time))
  if (months < 12) return `${months}个月前`
  return `${Math.max(1, wholeYearsBetween(now, time))}年前`
}
