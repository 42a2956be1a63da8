import { describe, expect, it } from 'vitest'
import { lessonOpens, lessonQuery, nextLesson } from '@/runtime/cards'

const lessons = [
  { id: 1001, title: '课程导读', lessonType: 'ARTICLE', freePreview: true },
  { id: 1002, title: '免疫学机制', lessonType: 'VIDEO', freePreview: true },
  { id: 1003, title: '系统治疗进展', lessonType: 'VIDEO', freePreview: false },
  { id: 1004, title: '病例直播', lessonType: 'LIVE', freePreview: false },
]

describe('next lesson (issue 15: 下一节 and auto-advance follow the course page’s lock)', () => {
  it('the next lesson is the following one in course order, opened on its own screen', () => {
    expect(nextLesson(lessons, 1001, { purchased: true })).toEqual({
      kind: 'open',
      lesson: lessons[1],
      number: 2,
      route: 'videoDetail',
    })
    // Ids from an address are strings.
    expect(nextLesson(lessons, '1003', { purchased: true })).toMatchObject({
      kind: 'open',
      route: 'liveDetail',
    })
  })

  it('a next lesson of a course not bought is locked unless it is 试看', () => {
    expect(nextLesson(lessons, 1001, {})).toMatchObject({ kind: 'open', lesson: { id: 1002 } })
    expect(nextLesson(lessons, 1002, {})).toEqual({ kind: 'locked', lesson: lessons[2], number: 3 })
  })

  it('a free course, a bought one and an operator’s preview open every lesson', () => {
    for (const access of [{ free: true }, { purchased: true }, { preview: true }]) {
      expect(nextLesson(lessons, 1002, access).kind).toBe('open')
    }
  })

  it('after the last lesson there is none; a lesson not in the course has no next', () => {
    expect(nextLesson(lessons, 1004, { purchased: true })).toEqual({ kind: 'last' })
    expect(nextLesson(lessons, 999, { purchased: true })).toEqual({ kind: 'none' })
    expect(nextLesson([], 1001, { purchased: true })).toEqual({ kind: 'none' })
  })

  it('the lock is the course page’s: bought, free, preview or 试看', () => {
    expect(lessonOpens({ freePreview: false }, {})).toBe(false)
    expect(lessonOpens({ freePreview: true }, {})).toBe(true)
    expect(lessonOpens({ freePreview: false }, { purchased: true })).toBe(true)
  })

  it('a lesson opens with its id, its course and an operator’s preview', () => {
    expect(lessonQuery({ id: 1003 }, 1)).toEqual({ id: '1003', courseId: '1' })
    expect(lessonQuery({ id: 1003 }, null, true)).toEqual({ id: '1003', preview: 1 })
  })
})
