import { isRealCalendarDate, isRealClockTime } from './calendar'

// Reading the times config and the backend send: epoch ms, ISO 8601 with a zone, and wall-clock strings.

/** Asia/Shanghai is UTC+8 all year (no daylight saving since 1991): the calendar dates show on. */
export const SHANGHAI_OFFSET_MINUTES = 480

// Wall-clock strings: 'YYYY-MM-DD', 'YYYY/MM/DD', optionally ' HH:mm', ' HH:mm:ss', '.SSS'.
// Parsed by hand because iOS Safari's `new Date` rejects 'YYYY-MM-DD HH:mm:ss'.
const WALL_CLOCK =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/

// ISO 8601 with an explicit zone: the instant is unambiguous, so Date.parse is safe everywhere.
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i

/** Where a wall-clock string without a zone is read: the device's zone, or the Shanghai calendar. */
export type WallClockZone = 'device' | 'shanghai'

function parseWallClock(match: RegExpExecArray, zone: WallClockZone): number {
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match
  const parts = [Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s)] as const
  const [year, month, day, hours, minutes, seconds] = parts
  if (!isRealCalendarDate(year, month, day) || !isRealClockTime(hours, minutes, seconds)) {
    return Number.NaN
  }
  const millis = Number(ms.padEnd(3, '0'))
  if (zone === 'device') return new Date(year, month - 1, day, hours, minutes, seconds, millis).getTime()
  const utc = Date.UTC(year, month - 1, day, hours, minutes, seconds, millis)
  return utc - SHANGHAI_OFFSET_MINUTES * 60_000
}

/**
 * Epoch milliseconds of a time: a Date, a finite number (epoch ms), a digit string (epoch ms, as
 * backends sometimes send them), ISO 8601 with a zone, or a wall-clock string read in `zone`. NaN for
 * anything else, including dates that do not exist (2023-02-30).
 */
export function toEpochMs(input: unknown, zone: WallClockZone = 'device'): number {
  if (input instanceof Date) return input.getTime()
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN
  if (typeof input !== 'string') return Number.NaN
  const text = input.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const wallClock = WALL_CLOCK.exec(text)
  if (wallClock) return parseWallClock(wallClock, zone)
  if (ISO_WITH_ZONE.test(text)) return Date.parse(text)
  return Number.NaN
}
