import { describe, expect, it } from 'vitest'
import { relativeTime } from '@/runtime/format'

// Built from local parts so the expectations hold in any time zone.
const NOW = new Date(2024, 5, 15, 12, 0, 0)
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function ago(ms: number): number {
  return NOW.getTime() - ms
}

describe('relativeTime', () => {
  it('reads 刚刚 under 5 minutes', () => {
    expect(relativeTime(ago(0), { now: NOW })).toBe('刚刚')
    expect(relativeTime(ago(5 * MINUTE - 1), { now: NOW })).toBe('刚刚')
  })

  it('reads N分钟前 from 5 minutes to under 1 hour', () => {
    expect(relativeTime(ago(5 * MINUTE), { now: NOW })).toBe('5分钟前')
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), { now: NOW })).toBe('59分钟前')
  })

  it('reads N小时前 from 1 hour to under 1 day', () => {
    expect(relativeTime(ago(HOUR), { now: NOW })).toBe('1小时前')
    expect(relativeTime(ago(DAY - 1), { now: NOW })).toBe('23小时前')
  })

  it('reads N天前 from 1 day to under 30 days', () => {
    expect(relativeTime(ago(DAY), { now: NOW })).toBe('1天前')
    expect(relativeTime(ago(30 * DAY - 1), { now: NOW })).toBe('29天前')
  })

  it('shows a YYYY-MM-DD date from 30 days on', () => {
    expect(relativeTime(ago(30 * DAY), { now: NOW })).toBe('2024-05-16')
    expect(relativeTime(new Date(2020, 0, 2, 8, 0, 0), { now: NOW })).toBe('2020-01-02')
  })

  it('uses the dateFormat option for dates from 30 days on', () => {
    expect(relativeTime(new Date(2020, 0, 2), { now: NOW, dateFormat: 'YYYY年M月D日' })).toBe('2020年1月2日')
  })

  it('reads N个月前 under 12 months when longForm is set', () => {
    // 30 days back is not yet a calendar month; it still reads 1个月前, never 0个月前.
    expect(relativeTime(ago(30 * DAY), { now: NOW, longForm: true })).toBe('1个月前')
    expect(relativeTime(new Date(2024, 2, 15, 12, 0, 0), { now: NOW, longForm: true })).toBe('3个月前')
    expect(relativeTime(new Date(2023, 5, 16, 12, 0, 0), { now: NOW, longForm: true })).toBe('11个月前')
  })

  it('reads N年前 from 12 months on when longForm is set', () => {
    expect(relativeTime(new Date(2023, 5, 15, 12, 0, 0), { now: NOW, longForm: true })).toBe('1年前')
    expect(relativeTime(new Date(2021, 0, 1), { now: NOW, longForm: true })).toBe('3年前')
  })

  it('reads future times (clock skew) as 刚刚', () => {
    expect(relativeTime(NOW.getTime() + 10 * MINUTE, { now: NOW })).toBe('刚刚')
    expect(relativeTime(NOW.getTime() + 400 * DAY, { now: NOW, longForm: true })).toBe('刚刚')
  })

  it('accepts ms timestamps, Date objects and digit-only timestamp strings', () => {
    expect(relativeTime(ago(2 * HOUR), { now: NOW })).toBe('2小时前')
    expect(relativeTime(new Date(ago(2 * HOUR)), { now: NOW })).toBe('2小时前')
    expect(relativeTime(String(ago(2 * HOUR)), { now: NOW })).toBe('2小时前')
  })

  it('accepts ISO strings with a zone', () => {
    expect(relativeTime(new Date(ago(3 * DAY)).toISOString(), { now: NOW })).toBe('3天前')
    expect(relativeTime('2024-06-15T12:00:00Z', { now: Date.parse('2024-06-15T14:30:00Z') })).toBe('2小时前')
    expect(relativeTime('2024-06-15T20:00:00+08:00', { now: Date.parse('2024-06-15T12:10:00Z') })).toBe(
      '10分钟前',
    )
  })

  it("accepts local 'YYYY-MM-DD HH:mm:ss' strings (and the / and date-only forms)", () => {
    expect(relativeTime('2024-06-15 10:30:00', { now: NOW })).toBe('1小时前')
    expect(relativeTime('2024/06/15 11:50', { now: NOW })).toBe('10分钟前')
    expect(relativeTime('2024-06-14', { now: NOW })).toBe('1天前')
    expect(relativeTime('2024-01-05 08:00:00', { now: NOW })).toBe('2024-01-05')
  })

  it("returns '' for invalid input", () => {
    expect(relativeTime('', { now: NOW })).toBe('')
    expect(relativeTime('abc', { now: NOW })).toBe('')
    expect(relativeTime('2023-02-30 10:00:00', { now: NOW })).toBe('')
    expect(relativeTime('2024-06-15 25:00:00', { now: NOW })).toBe('')
    expect(relativeTime(Number.NaN, { now: NOW })).toBe('')
    expect(relativeTime(new Date('invalid'), { now: NOW })).toBe('')
    expect(relativeTime(null as unknown as string, { now: NOW })).toBe('')
  })

  it('defaults now to the current clock', () => {
    expect(relativeTime(Date.now() - 2 * HOUR - MINUTE)).toBe('2小时前')
  })
})
