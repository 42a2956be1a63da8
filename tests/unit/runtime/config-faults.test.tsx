import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest'
import { SchemaPage, SchemaView } from '@/runtime/render'
import type { PageEntry, PageSchema } from '@/runtime/schema'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'

// Issue 14, item 4: a mistake in config found at runtime shows the widget's error block and the rest of
// the screen, logs `<file> <pointer> <message>`, and never takes the header down.
const FILE = 'schemas/pages/config-faults.json'

let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  consoleError.mockRestore()
})

/** The log lines that name a place in a page schema. */
const faultLines = () =>
  consoleError.mock.calls.map(([line]) => line).filter((line) => String(line).startsWith('schemas/pages/'))

function renderSchema(schema: PageSchema) {
  return renderWithRuntime(<SchemaView schema={schema} file={FILE} />)
}

describe('a config value that throws shows its node’s error block and the rest of the screen', () => {
  it('an unknown JSON Logic operator in the `if` of the 2nd of 3 top-level nodes', async () => {
    const { container } = renderSchema({
      body: [
        { widget: 'Text', props: { text: '第一个模块' } },
        { widget: 'Text', props: { text: '第二个模块' }, if: { orr: [true, false] } },
        { widget: 'Text', props: { text: '第三个模块' } },
      ],
    })
    expect(await screen.findByText('第三个模块')).toBeTruthy()
    expect(screen.getByText('第一个模块')).toBeTruthy()
    expect(screen.queryByText('第二个模块')).toBeNull()
    expect(container.querySelectorAll('[data-widget-error="Text"]')).toHaveLength(1)
    expect(faultLines()).toEqual([`${FILE} /body/1/if Unrecognized operation orr`])
  })

  it('a `$logic` prop with an unknown operator', async () => {
    const { container } = renderSchema({
      body: [
        { widget: 'Text', props: { text: '第一个模块' } },
        { widget: 'Text', props: { text: { $logic: { orr: [{ var: 'state.a' }, 1] } } } },
        { widget: 'Text', props: { text: '第三个模块' } },
      ],
    })
    expect(await screen.findByText('第三个模块')).toBeTruthy()
    expect(screen.getByText('第一个模块')).toBeTruthy()
    expect(container.querySelector('[data-widget-error="Text"]')).toBeTruthy()
    expect(faultLines()).toEqual([`${FILE} /body/1/props/text Unrecognized operation orr`])
  })

  it('an inline child (Text in a card) shows the card’s error block', async () => {
    const { container } = renderSchema({
      body: [
        { widget: 'Text', props: { text: '第一个模块' } },
        {
          widget: 'Stack',
          props: { card: true },
          children: [
            { widget: 'Text', props: { text: '卡片标题' } },
            { widget: 'Text', props: { text: '卡片内容' }, if: { orr: [true] } },
          ],
        },
        { widget: 'Text', props: { text: '第三个模块' } },
      ],
    })
    expect(await screen.findByText('第三个模块')).toBeTruthy()
    expect(screen.getByText('第一个模块')).toBeTruthy()
    expect(container.querySelector('[data-widget-error="Stack"]')).toBeTruthy()
    expect(screen.queryByText('卡片标题')).toBeNull()
    expect(faultLines()).toEqual([`${FILE} /body/1/children/1/if Unrecognized operation orr`])
  })

  it('a child with a boundary of its own (ResultPanel in a card) shows its own error block; the card stays', async () => {
    const { container } = renderSchema({
      body: [
        {
          widget: 'Stack',
          props: { card: true },
          children: [
            { widget: 'Text', props: { text: '卡片标题' } },
            { widget: 'ResultPanel', props: { title: { $logic: { orr: [1] } } } },
          ],
        },
        { widget: 'Text', props: { text: '其余内容照常显示' } },
      ],
    })
    expect(await screen.findByText('其余内容照常显示')).toBeTruthy()
    expect(screen.getByText('卡片标题')).toBeTruthy()
    expect(container.querySelector('[data-widget-error="ResultPanel"]')).toBeTruthy()
    expect(container.querySelector('[data-widget-error="Stack"]')).toBeNull()
    expect(faultLines()).toEqual([`${FILE} /body/0/children/1/props/title Unrecognized operation orr`])
  })

  it('an `if` per item of `each` shows each item’s error block', async () => {
    const { container } = renderSchema({
      state: { items: [{ name: '银屑病' }, { name: '痤疮' }] },
      body: [
        {
          widget: 'ResultPanel',
          props: { title: '${topic.name}' },
          each: { items: '${state.items}', as: 'topic' },
          if: { orr: [{ var: 'topic.name' }] },
        },
        { widget: 'Text', props: { text: '其余内容照常显示' } },
      ],
    })
    expect(await screen.findByText('其余内容照常显示')).toBeTruthy()
    expect(container.querySelectorAll('[data-widget-error="ResultPanel"]')).toHaveLength(2)
    expect(faultLines()).toEqual([
      `${FILE} /body/0/if Unrecognized operation orr`,
      `${FILE} /body/0/if Unrecognized operation orr`,
    ])
  })

  it('a data source whose `when` throws keeps its default and the screen renders', async () => {
    renderSchema({
      data: { releases: { api: 'app.releases', default: [], when: { orr: [true] } } },
      body: [{ widget: 'Text', props: { text: '共 ${data.releases.length} 个版本' } }],
    })
    expect(await screen.findByText('共 0 个版本')).toBeTruthy()
    expect(faultLines()).toEqual([`${FILE} /data/releases/when Unrecognized operation orr`])
  })

  it('an onLoad action whose `if` throws is logged with its place; the screen renders', async () => {
    renderSchema({
      onLoad: [{ type: 'toast', text: '欢迎', if: { orr: [true] } }],
      body: [{ widget: 'Text', props: { text: '页面内容' } }],
    })
    expect(await screen.findByText('页面内容')).toBeTruthy()
    await waitFor(() => expect(faultLines()).toEqual([`${FILE} /onLoad/0/if Unrecognized operation orr`]))
  })
})

describe('an action naming a route pages.json does not have', () => {
  it('navigates nowhere, toasts 页面暂时无法打开 and logs the action’s place; later actions do not run', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(
      <SchemaView
        file={FILE}
        schema={{
          state: { after: '未变' },
          body: [
            { widget: 'Text', props: { text: '${state.after}' } },
            {
              widget: 'ResultPanel',
              props: {
                title: '去看看',
                buttonText: '打开',
                onClick: [
                  { type: 'navigate', to: 'noSuchRoute' },
                  { type: 'setState', key: 'after', value: '已变' },
                ],
              },
            },
          ],
        }}
      />,
      runtime,
    )
    ;(await screen.findByText('打开')).click()
    expect(await screen.findByText('页面暂时无法打开')).toBeTruthy()
    expect(faultLines()).toEqual([`${FILE} /body/1/props/onClick/0 unknown route "noSuchRoute"`])
    expect(runtime.visits).toEqual([])
    expect(screen.getByText('未变')).toBeTruthy()
  })
})

describe('the header always shows', () => {
  it('a page title that cannot be resolved leaves the route’s title from pages.json', async () => {
    const runtime = makeRuntime()
    const route = runtime.routes.byName('aboutApp')
    if (!route) throw new Error('aboutApp route missing')
    // A schema name of its own: no other test's schema is cached under it (render/loaded-schemas.ts).
    const entry: PageEntry = { ...route, schema: 'config-faults-title' }
    runtime.loadPage = async () => ({
      title: { $logic: { orr: [{ var: 'query.version' }] } } as unknown as string,
      body: [{ widget: 'Text', props: { text: '页面内容' } }],
    })
    const { container } = renderWithRuntime(
      <SchemaPage entry={entry} query={{}} params={{}} pageKey="config-faults-title" />,
      runtime,
    )
    expect(await screen.findByText('页面内容')).toBeTruthy()
    expect(container.querySelector('.dc-frame-title')?.textContent).toBe('关于APP')
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy()
    expect(faultLines()).toEqual([
      'schemas/pages/config-faults-title.json /title title must be a string, not {"$logic":{"orr":[{"var":"query.version"}]}}',
    ])
  })
})
