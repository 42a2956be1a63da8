import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { renderWithRuntime } from '../helpers/make-runtime'

const tabs = [
  { key: 'intro', title: '课程介绍' },
  { key: 'lessons', title: '课程目录' },
  { key: 'notes', title: '笔记' },
]

function page(props: Record<string, unknown> = {}, extra: Partial<PageSchema> = {}): PageSchema {
  return {
    ...extra,
    body: [
      {
        widget: 'Tabs',
        props: { tabs, ...props },
        slots: {
          intro: [{ widget: 'Text', props: { text: '本课程系统讲解银屑病生物制剂' } }],
          lessons: [{ widget: 'Text', props: { text: '第1课 总论' } }],
          notes: [{ widget: 'Text', props: { text: '我的笔记' } }],
        },
      },
      ...(extra.body ?? []),
    ],
  }
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('Tabs', () => {
  it('spec §3 module types: a tab naming a module shows only when the content offers it (modules)', async () => {
    const moduleTabs = [
      { key: 'intro', title: '课程介绍' },
      { key: 'notes', title: '笔记', module: 'NOTE' },
      { key: 'review', title: '评价', module: 'EVALUATE' },
      { key: 'talk', title: '互动', module: 'ACTIVE' },
    ]
    const schema: PageSchema = {
      data: {},
      body: [{ widget: 'Tabs', props: { tabs: moduleTabs, modules: '${state.modules}' }, slots: {} }],
      state: { modules: ['EVALUATE', 'SHOW_COMMENT'] },
    }
    renderWithRuntime(<SchemaView schema={schema} />)
    expect(await screen.findByRole('tab', { name: '评价' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['课程介绍', '评价'])

    // no modules given: every tab shows
    renderWithRuntime(
      <SchemaView schema={{ body: [{ widget: 'Tabs', props: { tabs: moduleTabs }, slots: {} }] }} />,
    )
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(6))
  })

  it('opens the first tab; a pane renders the first time its tab opens and then stays', async () => {
    renderWithRuntime(<SchemaView schema={page()} />)
    expect(await screen.findByText('本课程系统讲解银屑病生物制剂')).toBeTruthy()
    // Not visited yet: not rendered.
    expect(screen.queryByText('第1课 总论')).toBeNull()
    expect(screen.queryByText('我的笔记')).toBeNull()

    await userEvent.click(screen.getByText('课程目录'))
    expect(await screen.findByText('第1课 总论')).toBeTruthy()
    // The first pane is kept, hidden.
    const intro = screen.getByText('本课程系统讲解银屑病生物制剂').closest('[role="tabpanel"]')
    expect(intro?.hasAttribute('hidden')).toBe(true)
    expect(screen.queryByText('我的笔记')).toBeNull()
  })

  it('activeKey picks the tab open at first', async () => {
    renderWithRuntime(<SchemaView schema={page({ activeKey: 'notes' })} />)
    expect(await screen.findByText('我的笔记')).toBeTruthy()
    expect(screen.queryByText('本课程系统讲解银屑病生物制剂')).toBeNull()
  })

  it('syncQuery keeps the open tab in the address without navigating, and opens the tab the address names', async () => {
    window.history.replaceState({ idx: 2 }, '', '/v3/academy/course/detail?id=3')
    const { runtime } = renderWithRuntime(
      <SchemaView schema={page({ syncQuery: true })} query={{ id: '3' }} />,
    )
    await userEvent.click(await screen.findByText('笔记'))
    expect(window.location.search).toBe('?id=3&tab=notes')
    // Replaced in place: no new screen, the history entry keeps its state.
    expect(runtime.visits).toEqual([])
    expect(window.history.state).toEqual({ idx: 2 })

    // Coming back to that address opens the same tab.
    renderWithRuntime(<SchemaView schema={page({ syncQuery: true })} query={{ id: '3', tab: 'notes' }} />)
    await waitFor(() => expect(screen.getAllByText('我的笔记')).toHaveLength(2))
  })

  it('sticky keeps the bar under the header', async () => {
    renderWithRuntime(<SchemaView schema={page({ sticky: true })} />)
    await screen.findByText('本课程系统讲解银屑病生物制剂')
    const bar = screen.getByRole('tablist').parentElement
    expect(bar?.getAttribute('style')).toContain(
      'top: calc(var(--app-status-bar-height, 0px) + var(--app-header-height, 44px))',
    )
  })

  it('the bar is a tablist: the open tab is selected and controls its pane, the others wait out of the tab order', async () => {
    renderWithRuntime(<SchemaView schema={page({ activeKey: 'lessons' })} />)
    const open = await screen.findByRole('tab', { name: '课程目录' })
    expect(open.getAttribute('aria-selected')).toBe('true')
    expect(open.tabIndex).toBe(0)
    expect(screen.getByRole('tab', { name: '课程介绍' }).getAttribute('aria-selected')).toBe('false')
    expect(screen.getByRole('tab', { name: '课程介绍' }).tabIndex).toBe(-1)
    const pane = screen.getByRole('tabpanel', { name: '课程目录' })
    expect(open.getAttribute('aria-controls')).toBe(pane.id)
    expect(pane.textContent).toBe('第1课 总论')
  })

  it('arrow keys open the next and previous tab, wrapping round; Home and End open the first and last', async () => {
    renderWithRuntime(<SchemaView schema={page()} />)
    const first = await screen.findByRole('tab', { name: '课程介绍' })
    first.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(await screen.findByText('第1课 总论')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '课程目录' }))
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(await screen.findByText('我的笔记')).toBeTruthy()
    expect(screen.getByRole('tab', { name: '笔记' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: '课程介绍' }).getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '笔记' }))
  })

  it('stateKey writes the open tab to page state and onChange runs with it', async () => {
    const schema = page(
      { stateKey: 'tab', onChange: [{ type: 'track', event: 'tab_change', data: { key: '${event.key}' } }] },
      { state: { tab: 'intro' }, body: [{ widget: 'Text', props: { text: '当前：${state.tab}' } }] },
    )
    const tracked: unknown[] = []
    const listener = (event: Event) => tracked.push((event as CustomEvent).detail)
    window.addEventListener('runtime:track', listener)
    renderWithRuntime(<SchemaView schema={schema} />)
    await userEvent.click(await screen.findByText('课程目录'))
    expect(await screen.findByText('当前：lessons')).toBeTruthy()
    window.removeEventListener('runtime:track', listener)
    expect(tracked).toEqual([{ event: 'tab_change', desc: undefined, data: { key: 'lessons' } }])
  })
})
