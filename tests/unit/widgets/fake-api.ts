import { createServerState } from '@/runtime/data'
import type { PlatformInfo } from '@/runtime/platform'
import { makeRuntime, type TestRuntime } from '../helpers/make-runtime'

export type Answer = unknown | Error | Promise<unknown>

/**
 * A runtime whose API answers by endpoint name (like the story runtime): for widgets whose endpoints
 * are the learning contract's lists. Every call is recorded with its params; an Error answer rejects.
 */
export function runtimeWithAnswers(
  answer: (name: string, params: Record<string, unknown>, count: number) => Answer,
  options: { platform?: PlatformInfo } = {},
): TestRuntime & { calls: { name: string; params: Record<string, unknown> }[] } {
  const runtime = makeRuntime({}, options)
  const calls: { name: string; params: Record<string, unknown> }[] = []
  const call = async <T>(name: string, params: Record<string, unknown> = {}): Promise<T> => {
    calls.push({ name, params })
    const value = await answer(name, params, calls.length)
    if (value instanceof Error) throw value
    return value as T
  }
  const api = { ...runtime.api, call: call as TestRuntime['api']['call'] }
  // The cache reads through these answers, as the app's reads through the server.
  runtime.data.dispose()
  return Object.assign(runtime, { api, data: createServerState(api), calls })
}

/** A Page<T> as the list endpoints answer it. */
export function page<T>(items: T[], hasMore = false, pageNumber = 1, size = 10) {
  return { items, total: hasMore ? items.length + size : items.length, page: pageNumber, size, hasMore }
}

export const lecturer = {
  id: 501,
  name: '张建中',
  title: '主任医师',
  hospital: '北京大学人民医院',
  avatarUrl: '/media/covers/lecturer.svg',
}

export function course(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `银屑病生物制剂规范化治疗 第${id}讲`,
    subtitle: '从指南到临床实践',
    bigPicUrl: `/media/covers/course-${id}.svg`,
    courseType: 'VIDEO',
    kind: 'REGULAR',
    category: '银屑病',
    tags: ['生物制剂', '指南解读'],
    lecturer,
    lessonCount: 8,
    viewCount: 23456,
    soldCount: 12345,
    price: 199,
    originalPrice: 299,
    salesStartTime: null,
    salesEndTime: null,
    status: 'ACTIVE',
    advanced: false,
    createdAt: '2026-09-01T08:00:00.000Z',
    ...overrides,
  }
}

export function lesson(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    courseId: 3,
    title: `特应性皮炎的系统治疗 第${id}课`,
    lessonType: 'VIDEO',
    bigPicUrl: `/media/covers/lesson-${id}.svg`,
    duration: 65,
    freePreview: false,
    sortOrder: 1,
    viewCount: 12000,
    likeCount: 88,
    commentCount: 6,
    lecturer,
    publishedAt: '2026-11-20T07:00:00.000Z',
    liveStatus: null,
    liveStartTime: null,
    ...overrides,
  }
}
