import dayjs from 'dayjs'
import { afterAll, describe, expect, it } from 'vitest'
import { monthDay, monthDayTime } from '@/runtime/cards/card-format'
import { activityTimeRange, relativeTime } from '@/runtime/format'
import { toEpochMs } from '@/runtime/format/instant'

// The first load's date formatters left dayjs for src/runtime/format/local-date.ts (decision 0039): the
// strings they print must be the ones dayjs printed. These are the dayjs versions as they were, compared
// with the new ones over many dates, in Asia/Shanghai (the doctors' zone) and in zones with daylight
// saving or half-hour offsets, whose clock changes and day ends are where a calendar computation slips.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function dayjsRelativeTime(
  input: number | string,
  options: { now: number; longForm?: boolean; dateFormat?: string },
): string {
  const time = toEpochMs(input)
  const now = options.now
  if (Number.isNaN(time)) return ''
  const elapsed = now - time
  if (elapsed < 5 * MINUTE) return '刚刚'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / DAY)}天前`
  if (!options.longForm) return dayjs(time).format(options.dateFormat ?? 'YYYY-MM-DD')
  const months = Math.max(1, dayjs(now).diff(time, 'month'))
  if (months < 12) return `${months}个月前`
  return `${Math.max(1, dayjs(now).diff(time, 'year'))}年前`
}

function dayjsActivityTimeRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = start ? dayjs(start) : null
  const to = end ? dayjs(end) : null
  if (!from?.isValid() || !to?.isValid()) return from?.isValid() ? from.format('YYYY.MM.DD HH:mm') : ''
  if (from.isSame(to, 'day')) return `${from.format('YYYY.MM.DD HH:mm')}-${to.format('HH:mm')}`
  return `${from.format('YYYY.MM.DD HH:mm')} - ${to.format('YYYY.MM.DD HH:mm')}`
}

function dayjsMonthDayTime(value: string | number, now: number): string {
  const time = dayjs(value)
  if (!time.isValid()) return ''
  return time.format(time.year() === dayjs(now).year() ? 'M月D日 HH:mm' : 'YYYY年M月D日 HH:mm')
}

function dayjsMonthDay(value: string | number, now: number): string {
  const time = dayjs(value)
  if (!time.isValid()) return ''
  return time.format(time.year() === dayjs(now).year() ? 'M月D日' : 'YYYY年M月D日')
}

const ZONES = [
  'Asia/Shanghai',
  'UTC',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
]

/** Instants from 2019 to 2028, 1,000 of them at uneven steps, and the Shanghai calendar's edges. */
function instants(): number[] {
  const list: number[] = []
  const start = Date.UTC(2019, 0, 1)
  for (let i = 0; i < 1000; i += 1) list.push(start + i * 3_271_000_123)
  // Shanghai midnights (16:00 UTC the day before) at year, month and leap-day ends, a millisecond either side.
  for (const iso of [
    '2026-12-31T16:00:00Z',
    '2027-01-31T16:00:00Z',
    '2024-02-28T16:00:00Z',
    '2024-02-29T16:00:00Z',
    '2026-11-24T16:00:00Z',
    '2026-03-08T07:00:00Z', // New York springs forward
    '2026-11-01T06:00:00Z', // New York falls back
    '2026-03-29T01:00:00Z', // London springs forward
  ]) {
    const at = Date.parse(iso)
    list.push(at - 1, at, at + 1, at + 3_600_000)
  }
  return list
}

/** What the backend and config send: wall-clock strings, ISO with a zone, and what neither reads. */
function texts(at: number): string[] {
  const d = new Date(at)
  const p = (n: number) => String(n).padStart(2, '0')
  const day = `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`
  const clock = `${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`
  return [
    `${day} ${clock}:${p(d.getUTCSeconds())}`,
    `${day}T${clock}`,
    `${day.replaceAll('-', '/')} ${clock}`,
    day,
    d.toISOString(),
    `${day}T${clock}:00+08:00`,
  ]
}

const original = process.env.TZ
afterAll(() => {
  process.env.TZ = original
})

describe.each(ZONES)('the first load’s date formatters print what dayjs printed (TZ=%s)', (zone) => {
  const now = Date.UTC(2026, 10, 28, 4, 0, 0)

  it('relative time: dates, months and years ago', () => {
    process.env.TZ = zone
    for (const at of instants()) {
      for (const reference of [now, at + 40 * DAY, at + 400 * DAY, Date.UTC(2029, 0, 31)]) {
        for (const options of [{}, { longForm: true }, { dateFormat: 'YYYY年M月D日 HH:mm:ss.SSS [YY]' }]) {
          const settings = { now: reference, ...options }
          expect(relativeTime(at, settings), `${at} at ${reference}`).toBe(dayjsRelativeTime(at, settings))
        }
      }
    }
  })

  it('activity windows and card dates, from the strings the server sends', () => {
    process.env.TZ = zone
    const odd = ['', 'abc', '2026', '20261125', '2026-11-25 9:5', '2026-13-40', '2026-11-25T09:00:00.123456']
    const list = instants().flatMap(texts)
    for (const [index, start] of [...list, ...odd].entries()) {
      for (const end of [list[index + 1], list[index + 7], start, null, 'abc']) {
        expect(activityTimeRange(start, end), `${start} → ${end}`).toBe(dayjsActivityTimeRange(start, end))
      }
      expect(monthDayTime(start, now), start).toBe(dayjsMonthDayTime(start, now))
      expect(monthDay(start, now), start).toBe(dayjsMonthDay(start, now))
    }
    // The same day of the month and of the year, in another month or year: not one day.
    for (const [start, end] of [
      ['2026-11-25 09:00', '2027-11-25 10:00'],
      ['2026-11-25 09:00', '2026-12-25 10:00'],
      ['2026-11-25 09:00', '2026-11-25 17:30'],
    ] as const) {
      expect(activityTimeRange(start, end)).toBe(dayjsActivityTimeRange(start, end))
    }
    for (const at of instants()) {
      expect(monthDayTime(at, now)).toBe(dayjsMonthDayTime(at, now))
      expect(monthDay(at, now)).toBe(dayjsMonthDay(at, now))
    }
  })
})

describe('dates on the Shanghai calendar (TZ=Asia/Shanghai)', () => {
  it('shows a midnight in Shanghai as the new day and year', () => {
    process.env.TZ = 'Asia/Shanghai'
    const newYear = Date.parse('2026-12-31T16:00:00Z')
    expect(activityTimeRange('2026-12-31T15:59:59Z', '2026-12-31T16:00:00Z')).toBe(
      '2026.12.31 23:59 - 2027.01.01 00:00',
    )
    expect(monthDayTime(newYear, Date.UTC(2026, 10, 28))).toBe('2027年1月1日 00:00')
    expect(relativeTime(newYear, { now: newYear + 40 * DAY })).toBe('2027-01-01')
  })
})
