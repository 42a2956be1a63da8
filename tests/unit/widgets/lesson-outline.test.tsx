import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import LessonOutline from '@/widgets/lesson-outline/lesson-outline'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'

const lecturer = { id: 1, name: '张建中', title: '主任医师', hospital: '北京大学人民医院', avatarUrl: '' }
const base = {
  sortOrder: 1,
  viewCount: 0,
  likeCount: 0,
  commentCount: 0,
  lecturer,
  bigPicUrl: '',
  publishedAt: '',
}
const lessons = [
  {
    ...base,
    id: 1011,
    courseId: 11,
    title: '银屑病发病机制',
    lessonType: 'VIDEO' as const,
    duration: 1325,
    freePreview: true,
    liveStatus: null,
    liveStartTime: null,
    progress: { seconds: 1325, duration: 1325, finished: true },
  },
  {
    ...base,
    id: 1012,
    courseId: 11,
    title: '皮肤镜特征',
    lessonType: 'VIDEO' as const,
    duration: 1860,
    freePreview: false,
    liveStatus: null,
    liveStartTime: null,
    progress: { seconds: 651, duration: 1860, finished: false },
  },
  {
    ...base,
    id: 1013,
    courseId: 11,
    title: '指南要点解读',
    lessonType: 'ARTICLE' as const,
    duration: null,
    freePreview: false,
    liveStatus: null,
    liveStartTime: null,
  },
  {
    ...base,
    id: 1014,
    courseId: 11,
    title: '生物制剂病例讨论',
    lessonType: 'LIVE' as const,
    duration: null,
    freePreview: false,
    liveStatus: 'STREAMING' as const,
    liveStartTime: null,
  },
  {
    ...base,
    id: 1015,
    courseId: 11,
    title: '30 秒看懂 Auspitz 征',
    lessonType: 'SHORT_VIDEO' as const,
    duration: 32,
    freePreview: false,
    liveStatus: null,
    liveStartTime: null,
  },
]

/** The last navigation as route path + query. */
function lastVisit(runtime: TestRuntime) {
  const visit = runtime.visits.at(-1)
  if (!visit) return undefined
  const url = new URL(visit.path, 'http://app.test')
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) }
}

function row(title: string): HTMLElement {
  const button = screen.getByText(title).closest('button')
  if (!button) throw new Error(`no row for ${title}`)
  return button
}

describe('LessonOutline', () => {
  it('numbers the lessons 第1节… with the type icon and the duration or live status', () => {
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} purchased />)

    expect(within(row('银屑病发病机制')).getByText('第1节')).toBeTruthy()
    expect(within(row('30 秒看懂 Auspitz 征')).getByText('第5节')).toBeTruthy()
    expect(within(row('皮肤镜特征')).getByRole('img', { name: '视频' })).toBeTruthy()
    expect(within(row('指南要点解读')).getByRole('img', { name: '图文' })).toBeTruthy()
    expect(within(row('生物制剂病例讨论')).getByRole('img', { name: '直播' })).toBeTruthy()
    expect(within(row('30 秒看懂 Auspitz 征')).getByRole('img', { name: '短视频' })).toBeTruthy()
    expect(within(row('银屑病发病机制')).getByText('22:05')).toBeTruthy()
    expect(within(row('生物制剂病例讨论')).getByText('直播中')).toBeTruthy()
    expect(screen.getByText('共5节')).toBeTruthy()
  })

  it('shows the progress: 已学完 for a finished lesson, 已学 35% for one under way', () => {
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} purchased />)
    expect(within(row('银屑病发病机制')).getByText('已学完')).toBeTruthy()
    expect(within(row('皮肤镜特征')).getByText('已学 35%')).toBeTruthy()
    expect(within(row('指南要点解读')).queryByText(/已学/)).toBeNull()
  })

  it('not purchased: 试看 lessons are open, the others show a lock', () => {
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} purchased={false} />)
    expect(within(row('银屑病发病机制')).getByText('试看')).toBeTruthy()
    expect(within(row('银屑病发病机制')).queryByRole('img', { name: '未解锁' })).toBeNull()
    expect(within(row('皮肤镜特征')).getByRole('img', { name: '未解锁' })).toBeTruthy()
    expect(screen.getAllByRole('img', { name: '未解锁' })).toHaveLength(4)
  })

  it('a purchased course shows no lock', () => {
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} purchased />)
    expect(screen.queryByRole('img', { name: '未解锁' })).toBeNull()
  })

  it('tapping an open lesson opens its screen with id and courseId and remembers it in the CourseStore', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} purchased />, runtime)

    await userEvent.click(row('指南要点解读'))

    expect(lastVisit(runtime)).toEqual({ path: '/v3/article/detail', query: { id: '1013', courseId: '11' } })
    expect(runtime.stores.course.lastLessonByCourse['11']).toBe('1013')
    // The row now reads 上次学到.
    expect(within(row('指南要点解读')).getByText('上次学到')).toBeTruthy()
  })

  it('each lesson type opens its own screen (live, short video)', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} purchased />, runtime)
    await userEvent.click(row('生物制剂病例讨论'))
    expect(lastVisit(runtime)?.path).toBe('/v3/live/detail')
    await userEvent.click(row('30 秒看懂 Auspitz 征'))
    expect(lastVisit(runtime)?.path).toBe('/v3/shortvideo/detail')
  })

  it('a free-preview lesson opens without buying', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} purchased={false} />, runtime)
    await userEvent.click(row('银屑病发病机制'))
    expect(lastVisit(runtime)).toEqual({ path: '/v3/video/detail', query: { id: '1011', courseId: '11' } })
  })

  it('a locked lesson toasts 购买课程后即可学习, runs onLocked and opens nothing', async () => {
    const runtime = makeRuntime()
    const run = vi.fn(async () => undefined)
    const onLocked = [{ type: 'toast' as const, text: 'x' }]
    renderWithRuntime(
      <LessonOutline lessons={lessons} courseId={11} purchased={false} onLocked={onLocked} run={run} />,
      runtime,
    )

    await userEvent.click(row('皮肤镜特征'))

    expect(await screen.findByText('购买课程后即可学习')).toBeTruthy()
    expect(run).toHaveBeenCalledWith(onLocked, { lessonId: '1012', courseId: '11' })
    expect(runtime.visits).toEqual([])
    expect(runtime.stores.course.lastLessonByCourse['11']).toBeUndefined()
  })

  it('a free course opens every lesson', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} free />, runtime)
    expect(screen.queryByRole('img', { name: '未解锁' })).toBeNull()
    await userEvent.click(row('皮肤镜特征'))
    expect(lastVisit(runtime)?.query.id).toBe('1012')
  })

  it('preview mode opens every lesson with preview=1 and remembers nothing', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} preview />, runtime)
    await userEvent.click(row('皮肤镜特征'))
    expect(lastVisit(runtime)).toEqual({
      path: '/v3/video/detail',
      query: { id: '1012', courseId: '11', preview: '1' },
    })
    expect(runtime.stores.course.lastLessonByCourse['11']).toBeUndefined()
  })

  it('the last lesson reads 上次学到 and 继续学习 opens it', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(
      <LessonOutline lessons={lessons} courseId={11} purchased lastLessonId={1012} />,
      runtime,
    )

    expect(within(row('皮肤镜特征')).getByText('上次学到')).toBeTruthy()
    expect(screen.getAllByText('上次学到')).toHaveLength(1)
    expect(screen.getByText('上次学到：第2节 皮肤镜特征')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: '继续学习 第2节' }))
    expect(lastVisit(runtime)).toEqual({ path: '/v3/video/detail', query: { id: '1012', courseId: '11' } })
  })

  it('without a last lesson 开始学习 opens the first lesson', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} purchased />, runtime)
    expect(screen.getByText('从第1节开始学习')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '开始学习' }))
    expect(lastVisit(runtime)?.query.id).toBe('1011')
  })

  it('issue 27: a new doctor (study NOT_STARTED) sees 从第1节开始学习 with 开始学习, never 继续学习, whatever this device remembers', () => {
    const runtime = makeRuntime()
    runtime.stores.course.rememberLesson('11', '1013')
    renderWithRuntime(
      <LessonOutline
        lessons={lessons}
        courseId={11}
        purchased
        lastLessonId={null}
        study={{ state: 'NOT_STARTED', lessonIndex: null, lessonId: null }}
      />,
      runtime,
    )
    expect(screen.getByText('从第1节开始学习')).toBeTruthy()
    expect(screen.getByRole('button', { name: '开始学习' })).toBeTruthy()
    expect(screen.queryByText(/继续学习|上次学到/)).toBeNull()
  })

  it('issue 27: the server’s study state labels the list: 上次学到：第3节 with 继续学习 第3节, then 已学完', () => {
    const { unmount } = renderWithRuntime(
      <LessonOutline
        lessons={lessons}
        courseId={11}
        purchased
        study={{ state: 'IN_PROGRESS', lessonIndex: 3, lessonId: 1013 }}
      />,
    )
    expect(screen.getByText('上次学到：第3节 指南要点解读')).toBeTruthy()
    expect(screen.getByRole('button', { name: '继续学习 第3节' })).toBeTruthy()
    expect(within(row('指南要点解读')).getByText('上次学到')).toBeTruthy()

    unmount()
    renderWithRuntime(
      <LessonOutline
        lessons={lessons}
        courseId={11}
        purchased
        study={{ state: 'FINISHED', lessonIndex: 3, lessonId: 1013 }}
      />,
    )
    expect(screen.getByRole('button', { name: '已学完' })).toBeTruthy()
    expect(screen.queryByText(/开始学习|继续学习/)).toBeNull()
  })

  it('without the server’s last lesson, the lesson remembered on this device is the last one', () => {
    const runtime = makeRuntime()
    runtime.stores.course.rememberLesson('11', '1013')
    renderWithRuntime(
      <LessonOutline lessons={lessons} courseId={11} purchased lastLessonId={null} />,
      runtime,
    )
    expect(within(row('指南要点解读')).getByText('上次学到')).toBeTruthy()
  })

  it('继续学习 on a locked last lesson toasts instead of opening it', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<LessonOutline lessons={lessons} courseId={11} lastLessonId={1013} />, runtime)
    await userEvent.click(screen.getByRole('button', { name: '继续学习 第3节' }))
    expect(await screen.findByText('购买课程后即可学习')).toBeTruthy()
    await waitFor(() => expect(runtime.visits).toEqual([]))
  })

  it('a course without lessons shows 暂无课时', () => {
    renderWithRuntime(<LessonOutline lessons={[]} courseId={11} />)
    expect(screen.getByText('暂无课时')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /学习/ })).toBeNull()
  })
})
