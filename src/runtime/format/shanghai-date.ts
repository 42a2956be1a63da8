import { TIME_LEFT_UNITS, type TimeLeftUnit } from '@schemas/validator/logic-operators'
import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { countdownText } from './countdown'
import { SHANGHAI_OFFSET_MINUTES, toEpochMs } from './instant'
import { timeLeft as shortTimeLeft } from './learning'

/*
 * The date operations of JSON Logic (logic-engine.ts): pure functions of their arguments and the time
 * passed in. Dates show on the Asia/Shanghai calendar whatever the device's zone; a time without a zone
 * ('2026-11-25 09:00') is read as Shanghai wall-clock time. Not re-exported from format/index: the utc
 * plugin they need loads with the JSON Logic chunk only.
 */
dayjs.extend(utc)

const UNIT_MS: Readonly<Record<Exclude<TimeLeftUnit, 'text' | 'short'>, number>> = {
  days: 86_400_000,
  hours: 3_600_000,
  minutes: 60_000,
  seconds: 1000,
}

function instant(value: unknown): number {
  return toEpochMs(value, 'shanghai')
}

/** The time as an ISO string in UTC ('2026-11-24T16:00:00.000Z'). */
export function isoTime(now: number): string {
  return new Date(now).toISOString()
}

/**
 * A time in a dayjs pattern on the Shanghai calendar: ('2026-11-24T16:30:00Z', 'YYYY.MM.DD HH:mm') →
 * '2026.11.25 00:30'. The pattern defaults to 'YYYY-MM-DD'. '' for a time that cannot be read or a
 * pattern that is not a string.
 */
export function formatDate(value: unknown, pattern: unknown = 'YYYY-MM-DD'): string {
  const time = instant(value)
  if (Number.isNaN(time)) return ''
  const format = pattern === null || pattern === undefined || pattern === '' ? 'YYYY-MM-DD' : pattern
  if (typeof format !== 'string') return ''
  // The Shanghai wall clock as a UTC dayjs: its fields are read with getUTC*, so no device-zone rule (a
  // daylight-saving gap) can move them, as dayjs's utcOffset() would. The zone tokens print +08:00.
  const zoned = format.replace(/\[[^\]]*]|Z{1,2}/g, (token) =>
    token === 'Z' ? '[+08:00]' : token === 'ZZ' ? '[+0800]' : token,
  )
  return dayjs.utc(time + SHANGHAI_OFFSET_MINUTES * 60_000).format(zoned)
}

/**
 * What remains until `target` at `now`. `unit` 'text' (the default): the countdown '3天 04:05:06' (days
 * only when there are some); 'short': its largest unit, '2天' / '5小时' / '12分钟'; 'days', 'hours',
 * 'minutes', 'seconds': the whole units left, a number. At or after the target, or for a target that
 * cannot be read: '' (text, short) or 0 (numbers); '' for an unknown unit.
 */
export function timeLeftUntil(target: unknown, now: number, unit: unknown = 'text'): string | number {
  const kind = unit === null || unit === undefined ? 'text' : unit
  if (typeof kind !== 'string' || !(TIME_LEFT_UNITS as readonly string[]).includes(kind)) return ''
  const time = instant(target)
  if (kind === 'text') return Number.isNaN(time) ? '' : countdownText(time, now)
  if (kind === 'short') return Number.isNaN(time) ? '' : shortTimeLeft(time, now)
  if (Number.isNaN(time) || time <= now) return 0
  return Math.floor((time - now) / UNIT_MS[kind as keyof typeof UNIT_MS])
}

/** Whether `a` is strictly earlier than `b`; false when either cannot be read. */
export function isBefore(a: unknown, b: unknown): boolean {
  const first = instant(a)
  const second = instant(b)
  return !Number.isNaN(first) && !Number.isNaN(second) && first < second
}

/** Whether `a` is strictly later than `b`; false when either cannot be read. */
export function isAfter(a: unknown, b: unknown): boolean {
  return isBefore(b, a)
}
