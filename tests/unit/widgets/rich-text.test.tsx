import { screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { renderWithRuntime } from '../helpers/make-runtime'

// DOMPurify does not run in happy-dom (cure53/DOMPurify#1457: it leaves scripts in), so these tests check
// that the HTML reaches the page only through the runtime's sanitizeHtml (here a stand-in that strips
// scripts and handlers, not javascript: links); that DOMPurify itself removes them is checked in a
// browser (the UnsafeHtmlSanitized story, tests/e2e/learning.spec.ts).
const sanitized = vi.hoisted(() => ({ inputs: [] as string[] }))
vi.mock('@/runtime/html', () => ({
  sanitizeHtml: (html: string | null | undefined) => {
    sanitized.inputs.push(html ?? '')
    return (html ?? '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/ on\w+="[^"]*"/g, '')
  },
}))

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
const page = (props: Record<string, unknown>): PageSchema => ({ body: [{ widget: 'RichText', props }] })

describe('RichText', () => {
  it('shows the HTML only after sanitizing: no <script>, no onerror', async () => {
    const html =
      '<p>活动介绍</p><script>window.hacked = 1</script><img src="x.png" alt="海报" onerror="window.hacked = 2">'
    renderWithRuntime(<SchemaView schema={page({ html })} />)
    expect(await screen.findByText('活动介绍')).toBeTruthy()
    expect(sanitized.inputs).toContain(html)
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getByAltText('海报').getAttribute('onerror')).toBeNull()
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })

  it('refuses a javascript: link (openUrl allowlist) and opens an allowlisted one in the webview', async () => {
    const html =
      '<p><a href="javascript:window.hacked=3">恶意链接</a> <a href="https://www.dermacampus.cn/guide/1">指南</a></p>'
    const { runtime } = renderWithRuntime(<SchemaView schema={page({ html })} />)
    await user().click(await screen.findByText('恶意链接'))
    expect(await screen.findByText('该链接不在允许访问的范围内')).toBeTruthy()
    expect(runtime.visits).toEqual([])
    expect((window as { hacked?: number }).hacked).toBeUndefined()
    await user().click(screen.getByText('指南'))
    await waitFor(() => expect(runtime.visits).toHaveLength(1))
    expect(runtime.visits[0]?.path).toContain(encodeURIComponent('https://www.dermacampus.cn/guide/1'))
  })

  it('empty HTML shows the empty text, or nothing without one', async () => {
    renderWithRuntime(
      <SchemaView
        schema={{
          body: [
            { widget: 'RichText', props: { html: '', emptyText: '暂无活动介绍' } },
            { widget: 'RichText', props: { html: null, maxLines: 3 } },
          ],
        }}
      />,
    )
    expect(await screen.findByText('暂无活动介绍')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
