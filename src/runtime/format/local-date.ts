/*
 * Dates on the device's calendar, read and printed exactly as dayjs does, for the formatters home's first
 * load runs (relative time, activity windows, the cards' dates) without dayjs in it (decision 0039).
 * Widgets that load later keep dayjs; tests/unit/format/local-date.test.ts compares these with dayjs.
 */

// dayjs's own string reading (dayjs/esm/constant.js REGEX_PARSE): a date and time without a trailing Z is
// read on the device's calendar; anything else goes to `new Date`.
const DAYJS_PARSE =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/

// dayjs's format tokens (REGEX_FORMAT). Only the numeric ones print here; a token this file does not print
// (weekday and month names, am/pm, 12-hour clock, zone) stays as written.
const DAYJS_TOKENS = /\[([^\]]+)]|YYYY|YY|M{1,4}|D{1,2}|d{1,4}|H{1,2}|h{1,2}|a|A|m{1,2}|s{1,2}|Z{1,2}|SSS/g

/** The time as `dayjs(value)` reads it: an Invalid Date for what dayjs cannot read. */
export function readDate(value: string | number | Date): Date {
  if (typeof value === 'string' && !/Z$/i.test(value)) {
    const parts = DAYJS_PARSE.exec(value)
    if (parts) {
      const [, year, month, day, hours, minutes, seconds, fraction] = parts
      return new Date(
        Number(year),
        Number(month) - 1 || 0,
        Number(day || 1),
        Number(hours || 0),
        Number(minutes || 0),
        Number(seconds || 0),
        Number((fraction || '0').substring(0, 3)),
      )
    }
  }
  return new Date(value instanceof Date ? value.getTime() : value)
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/**
 * `dayjs(date).format(pattern)` for the numeric tokens (YYYY YY M MM D DD H HH m mm s ss SSS) and
 * `[escaped]` text; '' for an invalid date.
 */
export function formatLocalDate(date: Date, pattern: string): string {
  if (Number.isNaN(date.getTime())) return ''
  const values: Readonly<Record<string, string>> = {
    YYYY: pad(date.getFullYear(), 4),
    YY: String(date.getFullYear()).slice(-2),
    M: String(date.getMonth() + 1),
    MM: pad(date.getMonth() + 1),
    D: String(date.getDate()),
    DD: pad(date.getDate()),
    H: String(date.getHours()),
    HH: pad(date.getHours()),
    m: String(date.getMinutes()),
    mm: pad(date.getMinutes()),
    s: String(date.getSeconds()),
    ss: pad(date.getSeconds()),
    SSS: pad(date.getMilliseconds(), 3),
  }
  return pattern.replace(DAYJS_TOKENS, (token, escaped?: string) => escaped ?? values[token] ?? token)
}

/** A date, with `otherYear`'s pattern when it is not in `now`'s year; '' for what dayjs cannot read. */
export function formatInYear(
  value: string | number | Date,
  now: number,
  sameYear: string,
  otherYear: string,
): string {
  const date = readDate(value)
  return formatLocalDate(date, date.getFullYear() === new Date(now).getFullYear() ? sameYear : otherYear)
}

/** Whether two dates fall on the same day of the device's calendar (dayjs `isSame(other, 'day')`). */
export function isSameLocalDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()
}

/** dayjs `add(months, 'month')`: the same day of the month, or the month's last day when it has fewer. */
function addMonths(date: Date, months: number): number {
  const moved = new Date(date.getTime())
  moved.setDate(1)
  moved.setMonth(moved.getMonth() + months)
  const daysInMonth = new Date(moved.getFullYear(), moved.getMonth() + 1, 0).getDate()
  moved.setDate(Math.min(date.getDate(), daysInMonth))
  return moved.getTime()
}

/** dayjs's (and moment's) month difference, with the fraction of the month under way. */
function monthDifference(a: Date, b: Date): number {
  if (a.getDate() < b.getDate()) return -monthDifference(b, a)
  const whole = (b.getFullYear() - a.getFullYear()) * 12 + (b.getMonth() - a.getMonth())
  const anchor = addMonths(a, whole)
  const before = b.getTime() - anchor < 0
  const next = addMonths(a, whole + (before ? -1 : 1))
  return +(-(whole + (b.getTime() - anchor) / (before ? anchor - next : next - anchor)) || 0)
}

/** dayjs's rounding of a difference toward zero. */
const absFloor = (n: number) => (n < 0 ? Math.ceil(n) || 0 : Math.floor(n))

/** Whole calendar months from `earlier` to `later`, as `dayjs(later).diff(earlier, 'month')`. */
export function wholeMonthsBetween(later: number, earlier: number): number {
  return absFloor(monthDifference(new Date(later), new Date(earlier)))
}

/** Whole years from `earlier` to `later`, as `dayjs(later).diff(earlier, 'year')`. */
export function wholeYearsBetween(later: number, earlier: number): number {
  return absFloor(monthDifference(new Date(later), new Date(earlier)) / 12)
}
