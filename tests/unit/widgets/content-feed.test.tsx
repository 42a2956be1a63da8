import { formatError, validateConfigSet } from '@schemas/validator/index'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { ApiError } from '@/runtime/api'
import { SchemaView, ScrollMemoryContext } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { waterfallColumns } from '@/widgets/content-feed/content-feed'
import { readConfigSet } from '../../../scripts/config-set'
import { renderWithRuntime } from '../helpers/make-runtime'
import { drag } from '../helpers/pull'
import { course, lecturer, lesson, page, runtimeWithAnswers } from './fake-api'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function feed(props: Record<string, unknown>, extra: Partial<PageSchema> = {}): PageSchema {
  return { ...extra, body: [...(extra.body ?? []), { widget: 'ContentFeed', props }] }
}

async function openCard(title: string): Promise<void> {
  await userEvent.click(await screen.findByRole('button', { name: title }))
}

describe('ContentFeed', () => {
  it('loads page 1 of its endpoint with the params, page and size, and shows each item as a card', async () => {
    const runtime = runtimeWithAnswers(() => page([course(1), course(2, { title: '痤疮的阶梯治疗' })]))
    renderWithRuntime(
      <SchemaView
        schema={feed({
          api: 'course.items',
          params: { category: '银屑病', sort: 'HEAT', kind: '' },
          card: 'course',
        })}
      />,
      runtime,
    )
    expect(await screen.findByText('痤疮的阶梯治疗')).toBeTruthy()
    expect(screen.getByText('银屑病生物制剂规范化治疗 第1讲')).toBeTruthy()
    // Empty params are left out.
    expect(runtime.calls).toEqual([
      { name: 'course.items', params: { category: '银屑病', sort: 'HEAT', page: 1, size: 10 } },
    ])
    expect(await screen.findByText('没有更多了')).toBeTruthy()
  })

  it('shows a skeleton while the first page loads', async () => {
    const runtime = runtimeWithAnswers(() => new Promise(() => undefined))
    renderWithRuntime(<SchemaView schema={feed({ api: 'course.items' })} />, runtime)
    expect(await screen.findByRole('status', { name: '加载中' })).toBeTruthy()
  })

  it('an empty list shows 暂无内容 (or the emptyText given)', async () => {
    const runtime = runtimeWithAnswers(() => page([]))
    const { unmount } = renderWithRuntime(<SchemaView schema={feed({ api: 'course.items' })} />, runtime)
    expect(await screen.findByText('暂无内容')).toBeTruthy()
    unmount()
    renderWithRuntime(
      <SchemaView
        schema={feed({ api: 'favorite.items', card: 'favorite', emptyText: '还没有想学的课程' })}
      />,
      runtime,
    )
    expect(await screen.findByText('还没有想学的课程')).toBeTruthy()
  })

  it('a failed load shows 加载失败 with 重新加载, which loads page 1 again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const runtime = runtimeWithAnswers((_name, _params, count) =>
      count === 1 ? new ApiError(500, 'server.error', '服务器开小差了', 'course.items') : page([course(1)]),
    )
    renderWithRuntime(<SchemaView schema={feed({ api: 'course.items' })} />, runtime)
    expect(await screen.findByText('加载失败')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('银屑病生物制剂规范化治疗 第1讲')).toBeTruthy()
    expect(runtime.calls).toHaveLength(2)
  })

  it('reaching the end loads the next page and appends it; a page without items ends the list', async () => {
    // happy-dom lays nothing out (no offsetParent); InfiniteScroll needs a rendered element to measure.
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
      configurable: true,
      get: () => document.body,
    })
    onTestFinished(() => {
      delete (HTMLElement.prototype as { offsetParent?: unknown }).offsetParent
    })
    // Page 3 says hasMore but brings nothing: the list ends there instead of asking for ever.
    const runtime = runtimeWithAnswers((_name, params) =>
      params.page === 1
        ? page([course(1), course(2)], true)
        : params.page === 2
          ? page([course(3)], true, 2)
          : page([], true, 3),
    )
    renderWithRuntime(<SchemaView schema={feed({ api: 'course.items', pageSize: 2 })} />, runtime)
    expect(await screen.findByText('银屑病生物制剂规范化治疗 第3讲')).toBeTruthy()
    expect(await screen.findByText('没有更多了')).toBeTruthy()
    expect(runtime.calls.map((call) => call.params)).toEqual([
      { page: 1, size: 2 },
      { page: 2, size: 2 },
      { page: 3, size: 2 },
    ])
  })

  it('a next page that fails says 加载失败 with 重新加载, which asks for that page again', async () => {
    let failNext = true
    const runtime = runtimeWithAnswers((_name, params) => {
      if (params.page === 1) return page([course(1), course(2)], true)
      if (failNext) {
        failNext = false
        return new ApiError(500, 'server.error', '服务繁忙', 'course.items')
      }
      return page([course(3)], false, 2)
    })
    renderWithRuntime(<SchemaView schema={feed({ api: 'course.items', pageSize: 2 })} />, runtime)
    expect(await screen.findByText('加载失败')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('银屑病生物制剂规范化治疗 第3讲')).toBeTruthy()
    expect(await screen.findByText('没有更多了')).toBeTruthy()
    expect(runtime.calls.map((call) => call.params.page)).toEqual([1, 2, 2])
  })

  it('tapping a course opens the course main screen; with target academy the academy course screen', async () => {
    const runtime = runtimeWithAnswers(() => page([course(7)]))
    const { unmount } = renderWithRuntime(<SchemaView schema={feed({ api: 'course.items' })} />, runtime)
    await openCard('银屑病生物制剂规范化治疗 第7讲')
    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/course/detail?id=7'))
    unmount()
    renderWithRuntime(<SchemaView schema={feed({ api: 'course.items', target: 'academy' })} />, runtime)
    await openCard('银屑病生物制剂规范化治疗 第7讲')
    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/academy/course/detail?id=7'))
  })

  it('course cards carry 认证医生 (course main always checks certification); lesson cards do not', async () => {
    const courses = runtimeWithAnswers(() => page([course(1), course(2, { title: '痤疮的阶梯治疗' })]))
    const { unmount } = renderWithRuntime(<SchemaView schema={feed({ api: 'course.items' })} />, courses)
    await screen.findByText('痤疮的阶梯治疗')
    expect(screen.getAllByText('认证医生')).toHaveLength(2)
    unmount()

    const lessons = runtimeWithAnswers(() => page([lesson(3)]))
    renderWithRuntime(<SchemaView schema={feed({ api: 'live.items', card: 'lesson' })} />, lessons)
    await screen.findByText('特应性皮炎的系统治疗 第3课')
    expect(screen.queryByText('认证医生')).toBeNull()
  })

  it('onItemClick replaces the jump and gets the item', async () => {
    const runtime = runtimeWithAnswers(() => page([course(7)]))
    renderWithRuntime(
      <SchemaView
        schema={feed({
          api: 'course.items',
          onItemClick: [{ type: 'navigate', to: 'aboutApp', query: { version: '${event.item.title}' } }],
        })}
      />,
      runtime,
    )
    await openCard('银屑病生物制剂规范化治疗 第7讲')
    await waitFor(() =>
      expect(runtime.visits.at(-1)?.path).toBe(
        `/v3/wechat/about/app?version=${encodeURIComponent('银屑病生物制剂规范化治疗 第7讲').replace(/%20/g, '+')}`,
      ),
    )
  })

  it('a category chip writes page state and a feed bound to it reloads from page 1 with it', async () => {
    const runtime = runtimeWithAnswers((_name, params) =>
      page([
        course(params.category === '痤疮' ? 20 : 10, { title: `${String(params.category ?? '全部')}课程` }),
      ]),
    )
    const schema: PageSchema = {
      state: { category: '' },
      body: [
        {
          widget: 'CategoryChips',
          props: { chips: ['银屑病', '特应性皮炎', '痤疮'], value: '${state.category}' },
        },
        { widget: 'ContentFeed', props: { api: 'course.items', params: { category: '${state.category}' } } },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} />, runtime)
    expect(await screen.findByText('全部课程')).toBeTruthy()
    expect(screen.getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('true')

    await userEvent.click(screen.getByRole('button', { name: '痤疮' }))
    expect(await screen.findByText('痤疮课程')).toBeTruthy()
    expect(screen.getByRole('button', { name: '痤疮' }).getAttribute('aria-pressed')).toBe('true')
    expect(runtime.calls.map((call) => call.params)).toEqual([
      { page: 1, size: 10 },
      { category: '痤疮', page: 1, size: 10 },
    ])
  })

  it('waterfall: two columns, each next item into the shorter one', async () => {
    const items = [course(1), course(2), course(3), course(4), course(5)]
    const runtime = runtimeWithAnswers(() => page(items))
    const { container } = renderWithRuntime(
      <SchemaView schema={feed({ api: 'course.items', layout: 'waterfall' })} />,
      runtime,
    )
    await screen.findByText('银屑病生物制剂规范化治疗 第5讲')
    const waterfall = container.querySelector('[data-layout="waterfall"]')
    const columns = waterfall ? [...waterfall.querySelectorAll(':scope > ul')] : []
    expect(columns).toHaveLength(2)
    expect(within(columns[0] as HTMLElement).getByText('银屑病生物制剂规范化治疗 第1讲')).toBeTruthy()
    expect(within(columns[1] as HTMLElement).getByText('银屑病生物制剂规范化治疗 第2讲')).toBeTruthy()
    // Cards in columns show the cover on top.
    expect(container.querySelector('[data-layout="vertical"]')).toBeTruthy()
    // A tall poster in one column sends the next two items to the other.
    expect(waterfallColumns('shortVideo', [{ title: 'a' }, { title: 'b' }, { title: 'c' }])).toEqual([
      [0, 2],
      [1],
    ])
  })

  it('grid: two equal columns of cover-on-top cards', async () => {
    const runtime = runtimeWithAnswers(() => page([course(1), course(2)]))
    const { container } = renderWithRuntime(
      <SchemaView schema={feed({ api: 'course.items', layout: 'grid' })} />,
      runtime,
    )
    await screen.findByText('银屑病生物制剂规范化治疗 第2讲')
    expect(container.querySelector('ul[data-layout="grid"]')?.children).toHaveLength(2)
  })

  it('favorites show their title and picture and open by objectType', async () => {
    const favorites = [
      {
        objectId: 31,
        objectType: 'ARTICLE',
        objectTitle: '皮肤镜下的基底细胞癌',
        objectPicUrl: '',
        objectOwnerModule: 'OTHER',
      },
      {
        objectId: 5,
        objectType: 'OFFLINE_CLASS',
        objectTitle: '2026 皮肤外科训练营',
        objectPicUrl: '/c.svg',
        objectOwnerModule: 'OTHER',
      },
      {
        objectId: 9,
        objectType: 'COURSE',
        objectTitle: '白癜风诊疗进阶',
        objectPicUrl: '/d.svg',
        objectOwnerModule: 'ACADEMY',
      },
    ]
    const runtime = runtimeWithAnswers(() => page(favorites))
    renderWithRuntime(<SchemaView schema={feed({ api: 'favorite.items', card: 'favorite' })} />, runtime)
    await openCard('皮肤镜下的基底细胞癌')
    await openCard('2026 皮肤外科训练营')
    await openCard('白癜风诊疗进阶')
    await waitFor(() =>
      expect(runtime.visits.map((visit) => visit.path)).toEqual([
        '/v3/article/detail?id=31',
        '/v3/academy/offlineclass-detail?id=5',
        '/v3/academy/course/detail?id=9',
      ]),
    )
    expect(screen.getByText('文章')).toBeTruthy()
  })

  it('learning records show the lesson with its progress and 继续学习, and open the lesson', async () => {
    const runtime = runtimeWithAnswers(() =>
      page([
        {
          lesson: lesson(1002, { title: '生物制剂的安全性管理' }),
          course: course(3, { title: '银屑病全程管理' }),
          progress: { seconds: 300, duration: 500, finished: false, updatedAt: '2026-11-20T08:00:00.000Z' },
        },
      ]),
    )
    renderWithRuntime(<SchemaView schema={feed({ api: 'studying.items', card: 'studying' })} />, runtime)
    expect(await screen.findByText('已学 60%')).toBeTruthy()
    expect(screen.getByText('继续学习')).toBeTruthy()
    expect(screen.getByText('所属课程：银屑病全程管理')).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60')
    await openCard('生物制剂的安全性管理')
    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/video/detail?id=1002'))
  })

  it('a package shows its course count, price and sold count, and opens with its first course', async () => {
    const runtime = runtimeWithAnswers(() =>
      page([
        {
          id: 2,
          title: '皮肤镜入门到精通（全 3 门）',
          bigPicUrl: '',
          price: 399,
          originalPrice: 597,
          courses: [
            course(11, { soldCount: 10000 }),
            course(12, { soldCount: 2000 }),
            course(13, { soldCount: 500 }),
          ],
        },
      ]),
    )
    renderWithRuntime(<SchemaView schema={feed({ api: 'coursePackage.items', card: 'package' })} />, runtime)
    expect(await screen.findByText('共3门课程')).toBeTruthy()
    expect(screen.getByText('¥399.00')).toBeTruthy()
    expect(screen.getByText('¥597.00').tagName).toBe('S')
    // No soldCount of its own: the courses' counts are summed (spec §3).
    expect(screen.getByText('已售 1.2万')).toBeTruthy()
    await openCard('皮肤镜入门到精通（全 3 门）')
    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/academy/course-package?id=2'))
  })

  it('an offline class shows city, dates, registration status and places taken', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 20, 8))
    const runtime = runtimeWithAnswers(() =>
      page([
        {
          id: 4,
          activityId: 88,
          title: '皮肤外科手术技巧训练营',
          bigPicUrl: '/e.svg',
          city: '上海',
          startTime: new Date(2026, 11, 5, 9).toISOString(),
          endTime: new Date(2026, 11, 7, 17).toISOString(),
          registrationStatus: 'START',
          quota: 50,
          enrolledCount: 23,
          price: 0,
        },
      ]),
    )
    renderWithRuntime(
      <SchemaView schema={feed({ api: 'offlineClass.items', card: 'offlineClass' })} />,
      runtime,
    )
    expect(await screen.findByText('报名中')).toBeTruthy()
    // The dates are one unbreakable part: the line wraps after the city, never inside the dates.
    expect(screen.getByText('12月5日 - 12月7日').parentElement?.textContent).toBe('上海 · 12月5日 - 12月7日')
    expect(screen.getByText('已报名 23/50')).toBeTruthy()
    expect(screen.getByText('免费')).toBeTruthy()
    await openCard('皮肤外科手术技巧训练营')
    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/academy/offlineclass-detail?id=4'))
  })

  it('a short video of a collection opens the collection at its position', async () => {
    const runtime = runtimeWithAnswers(() =>
      page([
        { id: 1101, title: '一分钟看懂皮肤镜', posterUrl: '', lecturer, likeCount: 320, collection: null },
        {
          id: 1102,
          title: '痤疮分级速记',
          posterUrl: '',
          lecturer,
          likeCount: 15000,
          collection: { id: 6, title: '痤疮合集' },
        },
      ]),
    )
    renderWithRuntime(
      <SchemaView schema={feed({ api: 'shortVideo.items', card: 'shortVideo', layout: 'waterfall' })} />,
      runtime,
    )
    expect(await screen.findByText('♥ 1.5万')).toBeTruthy()
    await openCard('痤疮分级速记')
    await openCard('一分钟看懂皮肤镜')
    await waitFor(() =>
      expect(runtime.visits.map((visit) => visit.path)).toEqual([
        '/v3/shortvideo/detail?id=1102&position=1&extraId=6&jumpType=collection',
        '/v3/shortvideo/detail?id=1101',
      ]),
    )
  })

  it('live lessons show their status and open the live screen', async () => {
    const runtime = runtimeWithAnswers(() =>
      page([
        lesson(1003, {
          title: '银屑病共病管理直播',
          lessonType: 'LIVE',
          liveStatus: 'STREAMING',
          duration: null,
        }),
      ]),
    )
    renderWithRuntime(<SchemaView schema={feed({ api: 'live.items', card: 'live' })} />, runtime)
    expect(await screen.findByText('直播中')).toBeTruthy()
    expect(document.querySelector('[data-layout="large"]')).toBeTruthy()
    await openCard('银屑病共病管理直播')
    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/live/detail?id=1003'))
  })

  it('content cards open where their source type points', async () => {
    const runtime = runtimeWithAnswers(() =>
      page([
        {
          sourceType: 'GUIDELINE',
          sourceId: 12,
          title: '中国银屑病诊疗指南（2026版）',
          picUrl: '',
          summary: '要点解读',
          extra: {},
        },
      ]),
    )
    renderWithRuntime(<SchemaView schema={feed({ api: 'topic.cards', card: 'contentCard' })} />, runtime)
    expect(await screen.findByText('要点解读')).toBeTruthy()
    await openCard('中国银屑病诊疗指南（2026版）')
    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/clinical/detail?id=12'))
  })

  it('refreshable: the list sits in a pull-down refresh (spec §2 pull-down refresh screens)', async () => {
    const runtime = runtimeWithAnswers(() => page([course(1)]))
    const { container } = renderWithRuntime(
      <SchemaView schema={feed({ api: 'course.items', refreshable: true })} />,
      runtime,
    )
    await screen.findByText('银屑病生物制剂规范化治疗 第1讲')
    const area = container.querySelector('[data-pull-to-refresh]') as Element
    expect(area).toBeTruthy()
    // Pulling the list down past the threshold loads its first page again.
    await drag(area, 0, 200)
    await waitFor(() => expect(runtime.calls.filter((call) => call.name === 'course.items')).toHaveLength(2))
  })

  it('restores the remembered scroll position once its items are there', async () => {
    const scrollTo = vi.fn()
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo
    const runtime = runtimeWithAnswers(() => page([course(1)]))
    runtime.stores.pageTop.remember('home', 640)
    renderWithRuntime(
      <ScrollMemoryContext.Provider value={{ key: 'home', settled: false }}>
        <SchemaView schema={feed({ api: 'course.items' })} />
      </ScrollMemoryContext.Provider>,
      runtime,
    )
    await screen.findByText('银屑病生物制剂规范化治疗 第1讲')
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 640))
  })

  it('validate: the endpoint a feed names must exist in the API contract', async () => {
    const { input } = await readConfigSet(process.cwd())
    const file = input.pageFiles.get('link-invalid')
    if (!file) throw new Error('link-invalid page missing')
    const pageFiles = new Map(input.pageFiles)
    // an edited copy without its text: errors are placed at 1:1
    pageFiles.set('link-invalid', {
      file: file.file,
      json: {
        body: [
          { widget: 'ContentFeed', props: { api: 'course.itemz', card: 'course' } },
          { widget: 'ContentFeed', props: { api: 'course.items', card: 'course', layout: 'waterfall' } },
        ],
      },
    })
    const errors = validateConfigSet({ ...input, pageFiles }).errors.map(formatError)
    expect(errors.filter((line) => line.startsWith('schemas/pages/link-invalid.json'))).toEqual([
      'schemas/pages/link-invalid.json:1:1 /body/0/props/api unknown endpoint "course.itemz" (did you mean "course.items"?)',
    ])
  })

  it('a feed shows the cache: a write that changes what it shows (想学 on another screen) refreshes it in place', async () => {
    const kept: Record<string, unknown>[] = []
    const runtime = runtimeWithAnswers((name, params) => {
      if (name === 'favorite.add') {
        kept.unshift({
          objectId: params.objectId,
          objectType: params.objectType,
          objectTitle: '白癜风诊疗进阶',
          objectPicUrl: '',
          objectOwnerModule: 'ACADEMY',
        })
        return { favorited: true }
      }
      return page(kept)
    })
    renderWithRuntime(
      <SchemaView
        schema={feed({
          api: 'favorite.items',
          params: { x: 'ACADEMY' },
          card: 'favorite',
          emptyText: '还没有想学的课程',
        })}
      />,
      runtime,
    )
    expect(await screen.findByText('还没有想学的课程')).toBeTruthy()

    // 想学 pressed on a course screen: favorite.add changes favorites, which this feed shows.
    await act(() => runtime.data.write('favorite.add', { objectType: 'COURSE', objectId: 9 }))

    expect(await screen.findByText('白癜风诊疗进阶')).toBeTruthy()
    expect(runtime.calls.filter((call) => call.name === 'favorite.items')).toHaveLength(2)
  })
})
