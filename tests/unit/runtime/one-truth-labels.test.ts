import { describe, expect, it } from 'vitest'
import { progressPercent, shownPrice, studyLabel } from '@/runtime/cards'

describe('studyLabel (issue 27: one study label everywhere)', () => {
  it('no doctor or NOT_STARTED: 开始学习, from 第1节', () => {
    for (const study of [
      null,
      undefined,
      { state: 'NOT_STARTED' as const, lessonIndex: null, lessonId: null },
    ]) {
      expect(studyLabel(study)).toEqual({
        state: 'NOT_STARTED',
        action: '开始学习',
        hint: '从第1节开始学习',
        lessonId: null,
      })
    }
  })

  it('IN_PROGRESS: 继续学习 第N节 and 上次学到：第N节, opening that lesson', () => {
    expect(studyLabel({ state: 'IN_PROGRESS', lessonIndex: 7, lessonId: 1007 })).toEqual({
      state: 'IN_PROGRESS',
      action: '继续学习 第7节',
      hint: '上次学到：第7节',
      lessonId: 1007,
    })
  })

  it('FINISHED: 已学完, never 开始学习 or 继续学习', () => {
    const label = studyLabel({ state: 'FINISHED', lessonIndex: 5, lessonId: 1005 })
    expect(label.action).toBe('已学完')
    expect(`${label.action} ${label.hint}`).not.toMatch(/开始学习|继续学习/)
  })
})

describe('shownPrice (issue 27: one price function)', () => {
  it('shows payPrice (what the order charges) with 限时优惠, the list price struck through', () => {
    expect(shownPrice({ price: 299, originalPrice: 299, payPrice: 239, discountLabel: '限时优惠' })).toEqual({
      amount: 239,
      label: '¥239.00',
      original: '¥299.00',
      tag: '限时优惠',
    })
  })

  it('without a limited-time price: payPrice with the original struck through, no tag', () => {
    expect(shownPrice({ price: 199, originalPrice: 299, payPrice: 199, discountLabel: null })).toEqual({
      amount: 199,
      label: '¥199.00',
      original: '¥299.00',
      tag: '',
    })
  })

  it('free is 免费; an answer without payPrice (an offline class) shows its price', () => {
    expect(shownPrice({ price: 0, originalPrice: 0, payPrice: 0 }).label).toBe('免费')
    expect(shownPrice({ price: 880 }).label).toBe('¥880.00')
    expect(shownPrice({}).label).toBe('')
  })
})

describe('progressPercent (issue 27: completion never goes backwards)', () => {
  it('shows the server’s furthest percent, not the last position over the duration', () => {
    expect(progressPercent({ seconds: 9, duration: 24, finished: false, percent: 58 })).toBe(58)
  })

  it('a finished lesson is 100', () => {
    expect(progressPercent({ seconds: 0, duration: 24, finished: true, percent: 100 })).toBe(100)
  })
})
