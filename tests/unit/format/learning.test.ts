import { describe, expect, it } from 'vitest'
import { clockTime, LESSON_TYPE_LABELS, lessonTypeLabel, timeLeft, yuan } from '@/runtime/format'

describe('learning display helpers', () => {
  it('clockTime reads mm:ss, and h:mm:ss from an hour', () => {
    expect(clockTime(0)).toBe('00:00')
    expect(clockTime(65)).toBe('01:05')
    expect(clockTime(1325.9)).toBe('22:05')
    expect(clockTime(3725)).toBe('1:02:05')
    expect(clockTime(null)).toBe('')
    expect(clockTime(-3)).toBe('')
    expect(clockTime(Number.NaN)).toBe('')
  })

  it('yuan truncates to 2 decimals (spec §5) and compact drops a zero fraction', () => {
    expect(yuan(199)).toBe('¥199.00')
    expect(yuan(59.999)).toBe('¥59.99')
    expect(yuan(99, { compact: true })).toBe('¥99')
    expect(yuan(59.9, { compact: true })).toBe('¥59.90')
    expect(yuan(null)).toBe('')
  })

  it('timeLeft reads the largest unit and nothing once passed', () => {
    const now = Date.UTC(2026, 0, 1)
    expect(timeLeft(now + 2 * 86_400_000 + 5 * 3_600_000, now)).toBe('2天')
    expect(timeLeft(now + 5 * 3_600_000 + 1, now)).toBe('5小时')
    expect(timeLeft(now + 12 * 60_000, now)).toBe('12分钟')
    expect(timeLeft(now + 5_000, now)).toBe('1分钟')
    expect(timeLeft(now - 1, now)).toBe('')
    expect(timeLeft('not a time', now)).toBe('')
    expect(timeLeft(new Date(now + 86_400_000).toISOString(), now)).toBe('1天')
  })

  it('labels the lesson types (spec §3)', () => {
    expect(LESSON_TYPE_LABELS).toEqual({
      ARTICLE: '图文',
      VIDEO: '视频',
      LIVE: '直播',
      SHORT_VIDEO: '短视频',
    })
    expect(lessonTypeLabel('LIVE')).toBe('直播')
    expect(lessonTypeLabel('toString')).toBe('')
    expect(lessonTypeLabel(undefined)).toBe('')
  })
})
