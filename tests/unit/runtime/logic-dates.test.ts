import { describe, expect, it } from 'vitest'
import { applyLogic } from '@/runtime/expr/logic-engine'
import { clock, countdownText, setClock } from '@/runtime/format'

// JSON Logic's date operators (src/runtime/format/shanghai-date.ts through logic-engine.ts). The clock is
// set back after every test (tests/unit/setup.ts).

const run = (rule: object, data: Record<string, unknown> = {}) => applyLogic(rule, data)

/** Runs `check` with the device in another time zone (Node reads TZ again when it is assigned). */
function inZone(zone: string, check: () => void): void {
  const before = process.env.TZ
  process.env.TZ = zone
  try {
    check()
  } finally {
    if (before === undefined) delete process.env.TZ
    else process.env.TZ = before
  }
}

const NOW = Date.parse('2026-11-24T16:00:00Z') // 2026-11-25 00:00 in Shanghai

describe('now', () => {
  it('is the runtime clock as an ISO string, and follows setClock', () => {
    setClock(NOW)
    expect(run({ now: [] })).toBe('2026-11-24T16:00:00.000Z')
    setClock('2027-01-01T00:00:00+08:00')
    expect(run({ now: [] })).toBe('2026-12-31T16:00:00.000Z')
    let tick = NOW
    setClock(() => tick)
    tick += 1500
    expect(run({ now: [] })).toBe('2026-11-24T16:00:01.500Z')
    setClock()
    const device = Date.now()
    expect(Math.abs(clock.now() - device)).toBeLessThan(1000)
    expect(() => setClock('tomorrow')).toThrow(/not a time/)
  })
})

describe('formatDate', () => {
  it('prints on the Shanghai calendar: a UTC evening is the next day there', () => {
    const instant = '2026-11-24T16:30:00Z'
    expect(run({ formatDate: [instant] })).toBe('2026-11-25')
    expect(run({ formatDate: [instant, 'YYYY.MM.DD HH:mm'] })).toBe('2026.11.25 00:30')
    expect(run({ formatDate: [Date.parse(instant), 'M月D日 HH:mm'] })).toBe('11月25日 00:30')
    expect(run({ formatDate: [String(Date.parse(instant)), 'HH:mm:ss Z'] })).toBe('00:30:00 +08:00')
    expect(run({ formatDate: [instant, '[Z] ZZ'] })).toBe('Z +0800')
    expect(run({ formatDate: ['2026-11-25T09:00:00+08:00', 'YYYY年M月D日 HH:mm'] })).toBe(
      '2026年11月25日 09:00',
    )
  })

  it('is the same whatever the device zone; a time without a zone is Shanghai wall-clock time', () => {
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      inZone(zone, () => {
        expect(run({ formatDate: ['2026-11-24T16:30:00Z', 'YYYY.MM.DD HH:mm'] }), zone).toBe(
          '2026.11.25 00:30',
        )
        expect(run({ formatDate: ['2026-03-08 02:30', 'YYYY-MM-DD HH:mm'] }), zone).toBe('2026-03-08 02:30')
        expect(run({ formatDate: ['2026/11/25'] }), zone).toBe('2026-11-25')
      })
    }
  })

  it('reads a var, as an activity window prints it', () => {
    const data = { data: { activity: { startTime: '2035-04-10T01:00:00Z' } } }
    expect(run({ formatDate: [{ var: 'data.activity.startTime' }, 'YYYY.MM.DD HH:mm'] }, data)).toBe(
      '2035.04.10 09:00',
    )
  })

  it('is empty for a time it cannot read or a pattern that is not a string', () => {
    for (const value of [
      '',
      'soon',
      '2023-02-30',
      '2026-11-25 25:00',
      null,
      undefined,
      true,
      {},
      [],
      Number.NaN,
    ]) {
      expect(run({ formatDate: [value as never, 'YYYY'] }), String(value)).toBe('')
    }
    expect(run({ formatDate: [{ var: 'missing' }] })).toBe('')
    expect(run({ formatDate: ['2026-11-25', 5] })).toBe('')
    expect(run({ formatDate: ['2026-11-25', ''] })).toBe('2026-11-25')
  })
})

describe('timeLeft', () => {
  const target = '2026-11-28T05:05:06+08:00' // 3 days 05:05:06 after NOW

  it('is the countdown text the vote page shows, days only when there are some', () => {
    setClock(NOW)
    expect(run({ timeLeft: [target] })).toBe('3天 05:05:06')
    expect(run({ timeLeft: [target, 'text'] })).toBe(countdownText(Date.parse(target), NOW))
    expect(run({ timeLeft: [NOW + 3_723_000] })).toBe('01:02:03')
    expect(run({ timeLeft: ['2026-11-25 00:00:59'] })).toBe('00:00:59')
  })

  it('in whole units, or its largest unit', () => {
    setClock(NOW)
    expect(run({ timeLeft: [target, 'days'] })).toBe(3)
    expect(run({ timeLeft: [target, 'hours'] })).toBe(77)
    expect(run({ timeLeft: [target, 'minutes'] })).toBe(77 * 60 + 5)
    expect(run({ timeLeft: [target, 'seconds'] })).toBe((77 * 60 + 5) * 60 + 6)
    expect(run({ timeLeft: [target, 'short'] })).toBe('3天')
    expect(run({ timeLeft: [NOW + 90_000, 'short'] })).toBe('1分钟')
  })

  it('is "" or 0 at and after the target, for an unreadable target, and "" for an unknown unit', () => {
    setClock(NOW)
    for (const at of [NOW, NOW - 1, NOW + 999, '2026-11-24T15:00:00Z', 'soon', null]) {
      expect(run({ timeLeft: [at as never] }), String(at)).toBe('')
      expect(run({ timeLeft: [at as never, 'short'] }), String(at)).toBe(at === NOW + 999 ? '1分钟' : '')
      expect(run({ timeLeft: [at as never, 'seconds'] }), String(at)).toBe(0)
    }
    expect(run({ timeLeft: [target, 'weeks'] })).toBe('')
  })

  it('follows the clock', () => {
    setClock(NOW)
    expect(run({ timeLeft: [target, 'days'] })).toBe(3)
    setClock(Date.parse(target) - 1000)
    expect(run({ timeLeft: [target] })).toBe('00:00:01')
    setClock(Date.parse(target))
    expect(run({ timeLeft: [target] })).toBe('')
  })
})

describe('before and after', () => {
  it('compare ISO strings, epoch ms and Shanghai wall-clock times, strictly', () => {
    const a = '2026-11-24T16:00:00Z'
    expect(run({ before: [a, NOW + 1] })).toBe(true)
    expect(run({ after: [NOW + 1, a] })).toBe(true)
    expect(run({ before: [a, NOW] })).toBe(false)
    expect(run({ after: [a, NOW] })).toBe(false)
    // 2026-11-25 00:00 in Shanghai is the same instant as a
    expect(run({ before: ['2026-11-24 23:59:59', a] })).toBe(true)
    expect(run({ after: ['2026-11-25 00:00:01', a] })).toBe(true)
    expect(run({ after: ['2026-11-25T00:00:01+09:00', a] })).toBe(false)
  })

  it('are false when either side cannot be read', () => {
    for (const bad of ['', 'soon', null, undefined, {}, '2023-02-30']) {
      expect(run({ before: [bad as never, NOW] }), String(bad)).toBe(false)
      expect(run({ before: [NOW, bad as never] }), String(bad)).toBe(false)
      expect(run({ after: [bad as never, NOW] }), String(bad)).toBe(false)
      expect(run({ after: [NOW, bad as never] }), String(bad)).toBe(false)
    }
  })

  it('with now, decide whether an activity has started', () => {
    const data = { data: { activity: { startTime: '2026-11-25T09:00:00+08:00' } } }
    const started = { after: [{ now: [] }, { var: 'data.activity.startTime' }] }
    setClock('2026-11-25T08:59:59+08:00')
    expect(run(started, data)).toBe(false)
    setClock('2026-11-25T09:00:01+08:00')
    expect(run(started, data)).toBe(true)
  })
})
