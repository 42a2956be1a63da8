import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TabBar } from '@/runtime/render/tab-bar'
import type { PageEntry } from '@/runtime/schema'
import { androidBrowser, makeRuntime, renderWithRuntime } from '../helpers/make-runtime'

describe('the tab pages show a bottom tab bar (issue 15 item 14)', () => {
  it('成长学院 and 我的, the open one marked; a tap on the other switches tabs', async () => {
    const runtime = makeRuntime()
    const home = runtime.routes.byName('home') as PageEntry
    renderWithRuntime(<TabBar current={home} />, runtime)
    const nav = screen.getByRole('navigation', { name: '底部导航' })
    const tabs = [...nav.querySelectorAll('button')].map((button) => button.textContent)
    expect(tabs).toEqual(['成长学院', '我的'])
    expect(screen.getByRole('button', { name: '成长学院' }).getAttribute('aria-current')).toBe('page')
    await userEvent.click(screen.getByRole('button', { name: '我的' }))
    // switchTab replaces the entry in a browser (there is no page stack to clear).
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/user', replace: true })
    // A tap on the open tab goes nowhere.
    await userEvent.click(screen.getByRole('button', { name: '成长学院' }))
    expect(runtime.visits).toHaveLength(1)
  })

  it('not in the native app, whose own tab bar holds these screens', () => {
    const runtime = makeRuntime({}, { platform: { ...androidBrowser, isApp: true } })
    renderWithRuntime(<TabBar current={runtime.routes.byName('home') as PageEntry} />, runtime)
    expect(screen.queryByRole('navigation', { name: '底部导航' })).toBeNull()
  })
})
