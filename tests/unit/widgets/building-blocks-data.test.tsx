import { formatError, validateConfigSet } from '@schemas/validator/index'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema, WidgetNode } from '@/runtime/schema'
import { gridColumns } from '@/widgets/grid/grid'
import { qrTextAllowed } from '@/widgets/qr-code/qr-code'
import { mediaAddress } from '@/widgets/video/video'
import { readConfigSet } from '../../../scripts/config-set'
import { renderWithRuntime } from '../helpers/make-runtime'
import { page, runtimeWithAnswers } from './fake-api'

afterEach(() => {
  vi.restoreAllMocks()
})

const body = (...nodes: WidgetNode[]): PageSchema => ({ body: nodes })

/** The template of the List tests: a Card per item, its fields read from `item`. */
const cardTemplate: WidgetNode = {
  widget: 'Card',
  props: { title: '${item.title}', subtitle: '第${index}项 · ${item.city}' },
}

const camps = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    title: `皮肤镜训练营 第${from + index}期`,
    city: '上海',
  }))

/** A List of offline classes showing a Card per item. */
const campList = (props: Record<string, unknown> = {}): PageSchema =>
  body({ widget: 'List', props: { api: 'offlineClass.items', ...props }, slots: { item: [cardTemplate] } })

/** Puts every element's box far below the screen, so a list's footer is not near the end. */
function footerFarAway(): { bringNear: () => void } {
  let top = 5000
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ top, bottom: top + 40, left: 0, right: 390, width: 390, height: 40, x: 0, y: top }) as DOMRect,
  )
  return { bringNear: () => (top = 100) }
}

describe('List', () => {
  it('renders its template once per item of the endpoint, with the item and its index in scope', async () => {
    const runtime = runtimeWithAnswers(() => page(camps(1, 2)))
    renderWithRuntime(
      <SchemaView schema={campList({ params: { city: '上海', type: '' }, pageSize: 5 })} />,
      runtime,
    )
    expect(await screen.findByRole('heading', { name: '皮肤镜训练营 第1期' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: '皮肤镜训练营 第2期' })).toBeTruthy()
    expect(screen.getByText('第0项 · 上海')).toBeTruthy()
    expect(screen.getByText('第1项 · 上海')).toBeTruthy()
    expect(runtime.calls).toEqual([
      { name: 'offlineClass.items', params: { city: '上海', page: 1, size: 5 } },
    ])
    // The last page: 没有更多了.
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('loads page 2 when the reader reaches the end, and appends it', async () => {
    const { bringNear } = footerFarAway()
    const runtime = runtimeWithAnswers((_, params) =>
      params.page === 1 ? page(camps(1, 2), true) : page(camps(3, 1), false, 2),
    )
    renderWithRuntime(
      <SchemaView
        schema={body({
          widget: 'List',
          props: { api: 'offlineClass.items', as: 'camp' },
          children: [{ widget: 'Text', props: { text: '${camp.title}' } }],
        })}
      />,
      runtime,
    )
    expect(await screen.findByText('皮肤镜训练营 第2期')).toBeTruthy()
    expect(screen.getByText('加载中')).toBeTruthy()
    expect(runtime.calls).toHaveLength(1)

    bringNear()
    await act(async () => {
      fireEvent.scroll(window)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    })
    expect(await screen.findByText('皮肤镜训练营 第3期')).toBeTruthy()
    expect(runtime.calls.map((call) => call.params.page)).toEqual([1, 2])
    expect(screen.getAllByText(/皮肤镜训练营 第\d期/)).toHaveLength(3)
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('a page that fails shows 加载失败 · 重新加载 and keeps the list', async () => {
    const runtime = runtimeWithAnswers((_, params) =>
      params.page === 1 ? page(camps(1, 1), true) : new Error('offline'),
    )
    renderWithRuntime(<SchemaView schema={campList()} />, runtime)
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy()
    expect(screen.getByText('加载失败')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '皮肤镜训练营 第1期' })).toBeTruthy()
  })

  it('no items: the empty state (暂无内容, or its emptyText); a failed first page: 加载失败 and 重试', async () => {
    renderWithRuntime(
      <SchemaView schema={campList()} />,
      runtimeWithAnswers(() => page([])),
    )
    expect(await screen.findByText('暂无内容')).toBeTruthy()
    expect(screen.queryByText('没有更多了')).toBeNull()

    let failing = true
    const runtime = runtimeWithAnswers(() => (failing ? new Error('offline') : page(camps(1, 1))))
    renderWithRuntime(<SchemaView schema={campList({ emptyText: '暂无训练营' })} />, runtime)
    failing = true
    await userEvent.click(await screen.findByRole('button', { name: '重试' }))
    expect(await screen.findAllByText('加载失败')).toBeTruthy()
    failing = false
    await userEvent.click(await screen.findByRole('button', { name: '重试' }))
    expect(await screen.findByRole('heading', { name: '皮肤镜训练营 第1期' })).toBeTruthy()
  })

  it('a bound array is shown whole: no call, no footer; empty shows emptyText', async () => {
    const runtime = runtimeWithAnswers(() => {
      throw new Error('no call expected')
    })
    renderWithRuntime(
      <SchemaView
        schema={{
          state: { camps: camps(7, 2), none: [] },
          body: [
            { widget: 'List', props: { items: '${state.camps}' }, slots: { item: [cardTemplate] } },
            {
              widget: 'List',
              props: { items: '${state.none}', emptyText: '暂无训练营' },
              children: [cardTemplate],
            },
          ],
        }}
      />,
      runtime,
    )
    expect(await screen.findByRole('heading', { name: '皮肤镜训练营 第8期' })).toBeTruthy()
    expect(screen.getByText('暂无训练营')).toBeTruthy()
    expect(screen.queryByText('没有更多了')).toBeNull()
    expect(runtime.calls).toEqual([])
  })

  it('validate: a misspelt endpoint is reported at its pointer; the template may read the item', async () => {
    const { input } = await readConfigSet(process.cwd())
    const file = input.pageFiles.get('link-invalid')
    if (!file) throw new Error('link-invalid page missing')
    const pageFiles = new Map(input.pageFiles)
    pageFiles.set('link-invalid', {
      file: file.file,
      json: {
        body: [
          { widget: 'List', props: { api: 'offlineClass.itemz' }, slots: { item: [cardTemplate] } },
          {
            widget: 'List',
            props: { api: 'offlineClass.items', as: 'camp' },
            children: [{ widget: 'Text', props: { text: '${camp.title} ${index}' } }],
          },
          // Outside a List, `item` is not in scope.
          { widget: 'Text', props: { text: '${item.title}' } },
        ],
      },
    })
    const errors = validateConfigSet({ ...input, pageFiles }).errors.map(formatError)
    expect(errors.filter((line) => line.startsWith('schemas/pages/link-invalid.json'))).toEqual([
      'schemas/pages/link-invalid.json:1:1 /body/0/props/api unknown endpoint "offlineClass.itemz" (did you mean "offlineClass.items"?)',
      expect.stringContaining('/body/2/props/text binding "item.title" reads "item", which is not in scope'),
    ])
  })
  it('a List shows the cache: a write that changes what it lists (an application on another screen) refreshes it in place', async () => {
    let applied = false
    const runtime = runtimeWithAnswers((name) => {
      if (name === 'offlineClass.apply') {
        applied = true
        return { id: 1 }
      }
      return page(camps(1, 1).map((camp) => ({ ...camp, city: applied ? '已报名' : camp.city })))
    })
    renderWithRuntime(<SchemaView schema={campList()} />, runtime)
    expect(await screen.findByText('第0项 · 上海')).toBeTruthy()

    // offlineClass.apply changes offline classes, which this List shows: its pages are asked again.
    await act(() => runtime.data.write('offlineClass.apply', { id: 1 }))

    expect(await screen.findByText('第0项 · 已报名')).toBeTruthy()
    expect(runtime.calls.filter((call) => call.name === 'offlineClass.items')).toHaveLength(2)
  })
})

describe('Grid', () => {
  it('lays its children out in the configured columns, one child a cell', async () => {
    const { container } = renderWithRuntime(
      <SchemaView
        schema={body({
          widget: 'Grid',
          props: { columns: 3, gap: 8 },
          children: ['皮肤镜', '病例库', '指南', '直播'].map((text) => ({ widget: 'Text', props: { text } })),
        })}
      />,
    )
    await screen.findByText('直播')
    const grid = container.querySelector<HTMLElement>('[style*="grid-template-columns"]')
    expect(grid?.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))')
    expect(grid?.children).toHaveLength(4)
    expect(gridColumns(7)).toBe(5)
    expect(gridColumns('2')).toBe(2)
    expect(gridColumns(1)).toBe(2)
    expect(gridColumns('x')).toBe(4)
  })
})

describe('Card', () => {
  it('shows its head over its children; with onClick the card runs it', async () => {
    const { runtime } = renderWithRuntime(
      <SchemaView
        schema={body({
          widget: 'Card',
          props: {
            title: '课程简介',
            subtitle: '共 8 节',
            extra: '查看全部',
            onClick: [{ type: 'navigate', to: 'advanceCourseList' }],
          },
          children: [{ widget: 'Text', props: { text: '系统讲解银屑病的诊断与治疗' } }],
        })}
      />,
    )
    const card = await screen.findByRole('button', { name: '课程简介' })
    expect(within(card).getByText('系统讲解银屑病的诊断与治疗')).toBeTruthy()
    expect(within(card).getByText('共 8 节')).toBeTruthy()
    await userEvent.click(card)
    await waitFor(() =>
      expect(runtime.visits).toEqual([{ path: '/v3/academy/advance-course', replace: false }]),
    )
  })
})

describe('QRCode', () => {
  it('encodes an http(s) address or a plain text', async () => {
    renderWithRuntime(
      <SchemaView
        schema={body({
          widget: 'QRCode',
          props: { text: 'https://example.com/v3/offline/class?id=12', caption: '微信扫一扫报名' },
        })}
      />,
    )
    const code = await screen.findByRole('img', { name: '微信扫一扫报名' })
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    expect(qrTextAllowed('DERM-2026-0012 报名码')).toBe(true)
    expect(qrTextAllowed('http://127.0.0.1/v3/home')).toBe(true)
  })

  it('refuses javascript: and other schemes, also when hidden by spaces or control characters', async () => {
    renderWithRuntime(
      <SchemaView
        schema={body({ widget: 'QRCode', props: { text: 'javascript:alert(document.cookie)' } })}
      />,
    )
    expect(await screen.findByRole('img', { name: '无法生成二维码' })).toBeTruthy()
    expect(document.querySelector('svg path')).toBeNull()
    for (const text of [
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:x',
      'data:text/html,x',
      'weixin://x',
      '',
    ]) {
      expect(qrTextAllowed(text)).toBe(false)
    }
  })
})

describe('ShareButton', () => {
  it('runs the share action with its bound title, description and link (verbatim, never read as bindings)', async () => {
    const share = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    try {
      renderWithRuntime(
        <SchemaView
          schema={{
            state: { title: '银屑病诊疗进展 ${user.mobile}' },
            body: [
              {
                widget: 'ShareButton',
                props: {
                  text: '分享给同事',
                  title: '${state.title}',
                  desc: '北京协和医院 皮肤科',
                  link: 'https://example.com/v3/course/detail?id=8',
                },
              },
            ],
          }}
        />,
      )
      await userEvent.click(await screen.findByRole('button', { name: '分享给同事' }))
      await waitFor(() =>
        expect(share).toHaveBeenCalledWith({
          title: '银屑病诊疗进展 ${user.mobile}',
          text: '北京协和医院 皮肤科',
          url: 'https://example.com/v3/course/detail?id=8',
        }),
      )
    } finally {
      Reflect.deleteProperty(navigator, 'share')
    }
  })
})

describe('Steps', () => {
  it('marks the steps before a bound current index as finished', async () => {
    const { container } = renderWithRuntime(
      <SchemaView
        schema={{
          state: { step: '1' },
          body: [
            {
              widget: 'Steps',
              props: {
                current: '${state.step}',
                steps: [
                  { title: '提交资料' },
                  { title: '审核中', description: '1-3 个工作日' },
                  { title: '认证完成' },
                ],
              },
            },
          ],
        }}
      />,
    )
    expect(await screen.findByText('审核中')).toBeTruthy()
    const statuses = [...container.querySelectorAll('.adm-step')].map((step) =>
      [...step.classList].find((name) => name.startsWith('adm-step-status-')),
    )
    expect(statuses).toEqual(['adm-step-status-finish', 'adm-step-status-process', 'adm-step-status-wait'])
  })
})

describe('Video', () => {
  it('plays http(s) addresses and site paths; other schemes show 视频地址无效', async () => {
    expect(mediaAddress('https://cdn.example.com/a.mp4')).toBe('https://cdn.example.com/a.mp4')
    expect(mediaAddress('/media/intro.mp4')).toBe('/media/intro.mp4')
    expect(mediaAddress('//evil.example/a.mp4')).toBeUndefined()
    expect(mediaAddress('javascript:alert(1)')).toBeUndefined()
    renderWithRuntime(
      <SchemaView schema={body({ widget: 'Video', props: { src: 'data:video/mp4;base64,AAAA' } })} />,
    )
    expect(await screen.findByText('视频地址无效')).toBeTruthy()
    expect(document.querySelector('video')).toBeNull()
  })
})
