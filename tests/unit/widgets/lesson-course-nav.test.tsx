import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RuntimeContext } from '@/runtime/render'
import LessonCourseNav from '@/widgets/lesson-course-nav/lesson-course-nav'
import { renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { lecturer, runtimeWithAnswers } from './fake-api'

const summary = {
  courseId: 1,
  bigPicUrl: '',
  sortOrder: 1,
  viewCount: 0,
  likeCount: 0,
  commentCount: 0,
  lecturer,
  publishedAt: '2026-01-01T00:00:00.000Z',
  liveStatus: null,
  liveStartTime: null,
}
const lessons = [
  {
    ...summary,
    id: 1001,
    title: '课程导读：特应性皮炎的疾病负担',
    lessonType: 'ARTICLE',
    duration: null,
    freePreview: true,
  },
  {
    ...summary,
    id: 1002,
    title: '特应性皮炎的免疫学机制',
    lessonType: 'VIDEO',
    duration: 1860,
    freePreview: true,
  },
  {
    ...summary,
    id: 1003,
    title: '特应性皮炎系统治疗进展',
    lessonType: 'VIDEO',
    duration: 2460,
    freePreview: true,
  },
  {
    ...summary,
    id: 1004,
    title: '度普利尤单抗的临床应用',
    lessonType: 'VIDEO',
    duration: 2280,
    freePreview: false,
  },
]

function courseRuntime(purchased = false) {
  return runtimeWithAnswers((name) =>
    name === 'course.detail'
      ? { id: 1, title: '特应性皮炎系统治疗进展', price: 199, purchased, lessons }
      : new Error(`unexpected ${name}`),
  )
}

/** The last navigation as path + query, and whether it replaced the entry. */
function lastVisit(runtime: TestRuntime) {
  const visit = runtime.visits.at(-1)
  if (!visit) return undefined
  const url = new URL(visit.path, 'http://app.test')
  return { path: url.pathname, query: Object.fromEntries(url.searchParams), replace: visit.replace }
}

/** The loaded block, once it names the course. */
async function shown() {
  const nav = await screen.findByRole('region', { name: '所属课程' })
  const course = await within(nav).findByRole('button', { name: /^所属课程/ })
  expect(course.textContent).toContain('特应性皮炎系统治疗进展')
  return nav
}

/** Renders the widget under the runtime; `update` gives it new props (the page state changing). */
function mountNav(runtime: TestRuntime, props: ComponentProps<typeof LessonCourseNav>) {
  const element = (next: ComponentProps<typeof LessonCourseNav>) => (
    <RuntimeContext.Provider value={runtime}>
      <LessonCourseNav {...next} />
    </RuntimeContext.Provider>
  )
  const view = render(element(props))
  return { update: (next: ComponentProps<typeof LessonCourseNav>) => view.rerender(element(next)) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('LessonCourseNav (issue 15: a lesson names its course, lists its lessons, 下一节, auto-advance)', () => {
  it('names the course, without counting a view of it, and its name opens the course', async () => {
    const runtime = courseRuntime()
    renderWithRuntime(<LessonCourseNav courseId={1} lessonId={1002} />, runtime)
    const nav = await shown()
    expect(runtime.calls).toEqual([{ name: 'course.detail', params: { id: '1', countView: false } }])

    fireEvent.click(within(nav).getByRole('button', { name: /所属课程/ }))
    expect(lastVisit(runtime)).toEqual({ path: '/v3/course/detail', query: { id: '1' }, replace: false })
  })

  it('lists the course’s lessons with the current one marked and the locked ones as the course page locks them', async () => {
    renderWithRuntime(<LessonCourseNav courseId={1} lessonId={1002} />, courseRuntime())
    const nav = await shown()
    const list = within(nav).getByRole('list', { name: '课程列表' })
    const items = within(list).getAllByRole('button')
    expect(items).toHaveLength(4)
    expect(items[1]?.getAttribute('aria-current')).toBe('true')
    expect(within(items[1] as HTMLElement).getByText('学习中')).toBeTruthy()
    expect(items.map((item) => item.dataset.locked)).toEqual(['false', 'false', 'false', 'true'])
    expect(within(nav).getByText('第2节 / 共4节')).toBeTruthy()
  })

  it('a write that changes purchases (a redeemed course) refreshes the cached course: its locked lesson opens', async () => {
    let purchased = false
    const runtime = runtimeWithAnswers((name) => {
      if (name === 'course.detail')
        return { id: 1, title: '特应性皮炎系统治疗进展', price: 199, purchased, lessons }
      if (name === 'videoExchange.redeem') {
        purchased = true
        return {}
      }
      return new Error(`unexpected ${name}`)
    })
    renderWithRuntime(<LessonCourseNav courseId={1} lessonId={1002} />, runtime)
    const nav = await shown()
    const locked = () =>
      within(nav)
        .getAllByRole('button')
        .filter((item) => item.dataset.locked === 'true')
    expect(locked()).toHaveLength(1)

    await act(() => runtime.data.write('videoExchange.redeem', { code: 'ABCD1234' }))

    expect(locked()).toHaveLength(0)
  })

  it('the course page and the lesson nav asking course.detail with the same params share one answer', async () => {
    const runtime = courseRuntime()
    const page = runtime.data.query('course.detail', { id: '1', countView: false })
    const stop = page.subscribe(() => undefined)
    renderWithRuntime(<LessonCourseNav courseId={1} lessonId={1002} />, runtime)
    await shown()

    expect(runtime.calls.filter((call) => call.name === 'course.detail')).toHaveLength(1)
    stop()
  })

  it('下一节 opens the next lesson in place of this one, a video playing at once', async () => {
    const runtime = courseRuntime()
    renderWithRuntime(<LessonCourseNav courseId={1} lessonId={1002} />, runtime)
    const nav = await shown()
    fireEvent.click(within(nav).getByRole('button', { name: '下一节' }))
    expect(lastVisit(runtime)).toEqual({
      path: '/v3/video/detail',
      query: { id: '1003', courseId: '1', autoplay: '1' },
      replace: true,
    })
    expect(runtime.stores.course.lastLessonByCourse['1']).toBe('1003')
  })

  it('下一节 onto a locked lesson says 购买课程后即可学习 and opens nothing', async () => {
    const runtime = courseRuntime()
    renderWithRuntime(<LessonCourseNav courseId={1} lessonId={1003} />, runtime)
    const nav = await shown()
    fireEvent.click(within(nav).getByRole('button', { name: /下一节/ }))
    await waitFor(() => expect(document.body.textContent).toContain('购买课程后即可学习'))
    expect(runtime.visits).toEqual([])
  })

  it('on the last lesson 下一节 reads 已是最后一节 and cannot be tapped', async () => {
    renderWithRuntime(<LessonCourseNav courseId={1} lessonId={1004} />, courseRuntime(true))
    const nav = await shown()
    expect(within(nav).getByRole('button', { name: '已是最后一节' }).hasAttribute('disabled')).toBe(true)
  })

  it('a video that ends counts down 5 seconds, then the next lesson opens', async () => {
    const runtime = courseRuntime()
    const view = mountNav(runtime, { courseId: 1, lessonId: 1002, endedAt: null })
    await shown()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    view.update({ courseId: 1, lessonId: 1002, endedAt: 1_700_000_000_000 })
    const notice = screen.getByRole('status')
    expect(notice.textContent).toContain('5 秒后播放下一节')
    expect(notice.textContent).toContain('第3节 特应性皮炎系统治疗进展')
    for (const left of [4, 3, 2, 1]) {
      act(() => vi.advanceTimersByTime(1000))
      expect(screen.getByRole('status').textContent).toContain(`${left} 秒后播放下一节`)
    }
    expect(runtime.visits).toEqual([])
    act(() => vi.advanceTimersByTime(1000))
    expect(lastVisit(runtime)).toMatchObject({
      path: '/v3/video/detail',
      query: { id: '1003' },
      replace: true,
    })
  })

  it('取消 stops the countdown: nothing opens', async () => {
    const runtime = courseRuntime()
    const view = mountNav(runtime, { courseId: 1, lessonId: 1002, endedAt: null })
    await shown()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    view.update({ courseId: 1, lessonId: 1002, endedAt: 1 })
    act(() => vi.advanceTimersByTime(1000))
    act(() => vi.advanceTimersByTime(1000))
    fireEvent.click(screen.getByRole('button', { name: '取消' }))
    for (let second = 0; second < 6; second++) act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByRole('status')).toBeNull()
    expect(runtime.visits).toEqual([])
  })

  it('a video that ends before a locked lesson never opens it: the notice says why and offers the course', async () => {
    const runtime = courseRuntime()
    const view = mountNav(runtime, { courseId: 1, lessonId: 1003, endedAt: null })
    await shown()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    view.update({ courseId: 1, lessonId: 1003, endedAt: 1 })
    const notice = screen.getByRole('status')
    expect(notice.textContent).toContain('购买课程后即可学习')
    expect(notice.textContent).toContain('下一节：第4节 度普利尤单抗的临床应用')
    for (let second = 0; second < 6; second++) act(() => vi.advanceTimersByTime(1000))
    expect(runtime.visits).toEqual([])
    fireEvent.click(within(notice).getByRole('button', { name: '查看课程' }))
    expect(lastVisit(runtime)).toMatchObject({ path: '/v3/course/detail', query: { id: '1' } })
  })

  it('a lesson on its own (no course) shows nothing and asks for nothing', () => {
    const runtime = courseRuntime()
    const view = renderWithRuntime(<LessonCourseNav courseId={null} lessonId={7} />, runtime)
    expect(view.container.innerHTML).toBe('')
    expect(runtime.calls).toEqual([])
  })
})
