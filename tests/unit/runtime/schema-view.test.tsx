import { act, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createRegistry, defineWidget, type WidgetDefinition } from '@/runtime/registry'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { registry } from '@/widgets'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'
import { API, startMswServer } from '../helpers/msw'
import { drag } from '../helpers/pull'
import { course, page, runtimeWithAnswers } from '../widgets/fake-api'

const server = startMswServer()

const releases = [
  { version: '3.12.0', releasedAt: '2026-10-18', notes: ['新增皮肤镜图谱专题'] },
  { version: '3.11.0', releasedAt: '2026-08-02', notes: ['直播支持回放倍速'] },
]

describe('SchemaView renders a page schema through the registry', () => {
  it('shows a skeleton, then the widgets with data bindings resolved', async () => {
    server.use(http.get(`${API}/resource/v1/app-release/items`, () => HttpResponse.json(releases)))
    const schema: PageSchema = {
      data: { releases: { api: 'app.releases', default: [] } },
      body: [
        { widget: 'AppInfo', props: { version: '${query.version}' } },
        { widget: 'ReleaseTimeline', props: { releases: '${data.releases}', current: '${query.version}' } },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} query={{ version: '3.12.0' }} />)
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy()
    expect(await screen.findByText('版本 3.12.0')).toBeTruthy()
    expect(screen.getByText('新增皮肤镜图谱专题')).toBeTruthy()
    expect(screen.getByText('当前版本')).toBeTruthy()
  })

  it('`if` hides a node and `each` repeats one per item', async () => {
    const schema: PageSchema = {
      state: {
        items: [
          { id: 'a', name: '银屑病' },
          { id: 'b', name: '痤疮' },
        ],
        show: false,
      },
      body: [
        { widget: 'Text', props: { text: 'hidden' }, if: { var: 'state.show' } },
        {
          widget: 'Text',
          props: { text: '专题：${topic.name}' },
          each: { items: '${state.items}', as: 'topic', key: 'id' },
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} />)
    expect(await screen.findByText('专题：银屑病')).toBeTruthy()
    expect(screen.getByText('专题：痤疮')).toBeTruthy()
    expect(screen.queryByText('hidden')).toBeNull()
  })

  it('an unknown widget shows an error block and the rest of the page still renders', async () => {
    const schema: PageSchema = {
      body: [
        { widget: 'NoSuchWidget', props: {} },
        { widget: 'Text', props: { text: '其余内容照常显示' } },
      ],
    }
    const { container } = renderWithRuntime(<SchemaView schema={schema} />)
    expect(await screen.findByText('其余内容照常显示')).toBeTruthy()
    expect(container.querySelector('[data-widget-error="NoSuchWidget"]')).toBeTruthy()
  })

  it('a widget that throws is contained by its error boundary', async () => {
    const schema: PageSchema = {
      // ReleaseTimeline reads releases.length: a non-list answer makes it throw.
      state: { broken: 5 },
      body: [
        { widget: 'ReleaseTimeline', props: { releases: '${state.broken}' } },
        { widget: 'Text', props: { text: '页面其他部分仍可使用' } },
      ],
    }
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const { container } = renderWithRuntime(<SchemaView schema={schema} />)
      expect(await screen.findByText('页面其他部分仍可使用')).toBeTruthy()
      expect(container.querySelector('[data-widget-error="ReleaseTimeline"]')).toBeTruthy()
    } finally {
      console.error = original
    }
    expect(errors.length).toBeGreaterThan(0)
  })

  it("a primitive that fails inside a card shows the card's error block; the page keeps working", async () => {
    // Text and Stack render inline (no boundary of their own) inside another widget: a Text bound to an
    // object throws, and the card it sits in shows the error block in its place.
    const schema: PageSchema = {
      state: { broken: { title: '不是文字' } },
      body: [
        {
          widget: 'Stack',
          props: { card: true },
          children: [
            { widget: 'Text', props: { text: '卡片标题' } },
            { widget: 'Text', props: { text: '${state.broken}' } },
          ],
        },
        { widget: 'Text', props: { text: '${state.broken}' } },
        { widget: 'Text', props: { text: '其余内容照常显示' } },
      ],
    }
    const original = console.error
    console.error = () => undefined
    try {
      const { container } = renderWithRuntime(<SchemaView schema={schema} />)
      expect(await screen.findByText('其余内容照常显示')).toBeTruthy()
      // The card (top level) and the failing top-level Text each keep their own boundary.
      expect(container.querySelector('[data-widget-error="Stack"]')).toBeTruthy()
      expect(container.querySelector('[data-widget-error="Text"]')).toBeTruthy()
      expect(screen.queryByText('卡片标题')).toBeNull()
    } finally {
      console.error = original
    }
  })

  it('renders without waiting for the widgets of tabs it does not open; a pane opened early loads its own', async () => {
    let loads = 0
    let arrive: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve
    })
    const slowPane = defineWidget({
      type: 'SlowPane',
      description: 'A pane whose code arrives when the test says so.',
      schema: async () => ({}),
      load: async () => {
        loads += 1
        await arrived
        return { default: () => <p>详情内容</p> }
      },
    })
    const known = ['Tabs', 'Text'].map((type) => registry.get(type) as WidgetDefinition)
    const runtime = makeRuntime({ registry: createRegistry([...known, slowPane]) })
    const schema: PageSchema = {
      body: [
        {
          widget: 'Tabs',
          props: {
            tabs: [
              { key: 'a', title: '概览' },
              { key: 'b', title: '详情' },
            ],
            activeKey: 'a',
          },
          slots: { a: [{ widget: 'Text', props: { text: '概览内容' } }], b: [{ widget: 'SlowPane' }] },
        },
      ],
    }
    const { container } = renderWithRuntime(<SchemaView schema={schema} />, runtime)
    expect(await screen.findByText('概览内容')).toBeTruthy()
    expect(loads).toBe(0)
    ;(await screen.findByRole('tab', { name: '详情' })).click()
    await waitFor(() => expect(container.querySelector('[data-widget-pending="SlowPane"]')).toBeTruthy())
    expect(loads).toBe(1)
    arrive()
    expect(await screen.findByText('详情内容')).toBeTruthy()
    expect(container.querySelector('[data-widget-pending]')).toBeNull()
  })

  it('a failing required data source shows 加载失败 with a retry that loads again', async () => {
    let calls = 0
    server.use(
      http.get(`${API}/resource/v1/app-release/items`, () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ code: 'server.error', message: '服务器开小差了' }, { status: 500 })
          : HttpResponse.json(releases)
      }),
    )
    const schema: PageSchema = {
      data: { releases: { api: 'app.releases' } },
      body: [{ widget: 'ReleaseTimeline', props: { releases: '${data.releases}' } }],
    }
    renderWithRuntime(<SchemaView schema={schema} />)
    expect(await screen.findByText('服务器开小差了')).toBeTruthy()
    ;(await screen.findByText('重新加载')).click()
    expect(await screen.findByText('直播支持回放倍速')).toBeTruthy()
    expect(calls).toBe(2)
  })

  it('runs onLoad after the data loads and actions from widget props', async () => {
    const runtime = makeRuntime()
    const schema: PageSchema = {
      onLoad: [{ type: 'setState', key: 'greeting', value: '欢迎回来' }],
      state: { greeting: '' },
      body: [
        { widget: 'Text', props: { text: '${state.greeting}' } },
        {
          widget: 'ResultPanel',
          props: {
            title: '链接已失效',
            buttonText: '返回首页',
            onClick: [
              { type: 'navigate', to: 'home', mode: 'reLaunch', query: { from: '${state.greeting}' } },
            ],
          },
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} />, runtime)
    expect(await screen.findByText('欢迎回来')).toBeTruthy()
    ;(await screen.findByText('返回首页')).click()
    await waitFor(() => expect(runtime.visits).toHaveLength(1))
    expect(runtime.visits[0]).toEqual({
      path: `/v3/home?from=${encodeURIComponent('欢迎回来')}`,
      replace: true,
    })
  })
})

describe('SchemaView on a pull-down refresh screen', () => {
  it('mounts the widget tree once: a feed on a pullDownRefresh screen asks for its first page once', async () => {
    const runtime = runtimeWithAnswers(() => page([course(1)]))
    const schema: PageSchema = {
      body: [{ widget: 'ContentFeed', props: { api: 'course.items', params: { sort: 'HEAT' } } }],
    }
    const { container } = renderWithRuntime(<SchemaView schema={schema} pullDownRefresh />, runtime)
    await waitFor(() => expect(container.querySelector('[data-pull-to-refresh]')).toBeTruthy())
    expect(await screen.findByText('银屑病生物制剂规范化治疗 第1讲')).toBeTruthy()
    // Once: the tree mounts inside the pull-down refresh at once, never a second time.
    expect(runtime.calls).toEqual([{ name: 'course.items', params: { sort: 'HEAT', page: 1, size: 10 } }])

    // Pulling the screen down reloads it: the feed starts over from its first page.
    await drag(container.querySelector('[data-pull-to-refresh]') as Element, 0, 200)
    await waitFor(() => expect(runtime.calls).toHaveLength(2))
    expect(runtime.calls[1]).toEqual({ name: 'course.items', params: { sort: 'HEAT', page: 1, size: 10 } })
  })
})

describe('SchemaView updates exactly the nodes whose bindings change', () => {
  it('setState re-renders the nodes bound to that state key', async () => {
    const schema: PageSchema = {
      state: { count: 1, other: 'x' },
      body: [
        { widget: 'Text', props: { text: '票数 ${state.count}' } },
        {
          widget: 'ResultPanel',
          props: {
            title: '投票',
            buttonText: '投一票',
            onClick: [
              { type: 'setState', key: 'count', value: { $logic: { '+': [{ var: 'state.count' }, 1] } } },
            ],
          },
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} />)
    expect(await screen.findByText('票数 1')).toBeTruthy()
    ;(await screen.findByText('投一票')).click()
    expect(await screen.findByText('票数 2')).toBeTruthy()
  })

  it('a primitive rendered inline inside a card follows the state it binds', async () => {
    const schema: PageSchema = {
      state: { count: 1 },
      body: [
        {
          widget: 'Stack',
          props: { card: true },
          children: [
            {
              widget: 'Stack',
              props: { direction: 'horizontal' },
              children: [{ widget: 'Text', props: { text: '票数 ${state.count}' } }],
            },
            {
              widget: 'ResultPanel',
              props: {
                title: '投票',
                buttonText: '投一票',
                onClick: [
                  {
                    type: 'setState',
                    key: 'count',
                    value: { $logic: { '+': [{ var: 'state.count' }, 1] } },
                  },
                ],
              },
            },
          ],
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} />)
    expect(await screen.findByText('票数 1')).toBeTruthy()
    ;(await screen.findByText('投一票')).click()
    expect(await screen.findByText('票数 2')).toBeTruthy()
  })

  it('a refresh re-renders the nodes bound to the reloaded data', async () => {
    let calls = 0
    server.use(
      http.get(`${API}/resource/v1/app-release/items`, () => {
        calls += 1
        return HttpResponse.json(calls === 1 ? releases.slice(1) : releases)
      }),
    )
    const schema: PageSchema = {
      data: { releases: { api: 'app.releases', default: [] } },
      body: [
        { widget: 'Text', props: { text: '最新 ${data.releases[0].version}' } },
        {
          widget: 'ResultPanel',
          props: { title: '版本', buttonText: '刷新', onClick: [{ type: 'refresh' }] },
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} />)
    expect(await screen.findByText('最新 3.11.0')).toBeTruthy()
    ;(await screen.findByText('刷新')).click()
    expect(await screen.findByText('最新 3.12.0')).toBeTruthy()
  })

  it('nodes bound to the user follow a login while the screen is open', async () => {
    const runtime = makeRuntime()
    const schema: PageSchema = {
      body: [
        { widget: 'Text', props: { text: '你好，${user.nickname}' } },
        { widget: 'Text', props: { text: '已登录' }, if: { '!!': [{ var: 'user.userId' }] } },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} />, runtime)
    expect(await screen.findByText('你好，')).toBeTruthy()
    expect(screen.queryByText('已登录')).toBeNull()
    act(() => runtime.stores.user.setUserInfo({ userId: 'u1', nickname: '王医生', roles: [] }))
    expect(await screen.findByText('你好，王医生')).toBeTruthy()
    expect(screen.getByText('已登录')).toBeTruthy()
  })
})
