import { describe, expect, it } from 'vitest'
import { createNavigator, createRouteTable, type HistoryDriver } from '@/runtime/router'
import type { PagesFile } from '@/runtime/schema'
import pages from '../../../pages.json'

function setup(depth = 3) {
  const calls: { path: string; replace: boolean; state?: unknown }[] = []
  const backs: number[] = []
  const history: HistoryDriver = {
    go: (path, options) => calls.push({ path, ...options }),
    back: (delta) => backs.push(delta),
    depth: () => depth,
  }
  return { navigator: createNavigator(createRouteTable(pages as PagesFile), history), calls, backs }
}

describe('navigation service (spec §2 navigation modes)', () => {
  it('push adds a history entry with the query appended', () => {
    const { navigator, calls } = setup()
    navigator.push('aboutApp', { version: '3.12.0' })
    expect(calls).toEqual([{ path: '/v3/wechat/about/app?version=3.12.0', replace: false, state: undefined }])
  })

  it('replace swaps the current entry', () => {
    const { navigator, calls } = setup()
    navigator.replace('login')
    expect(calls[0]).toMatchObject({ path: '/v3/login', replace: true })
  })

  it('switchTab and reLaunch replace and remount the screen', () => {
    const { navigator, calls } = setup()
    navigator.switchTab('userHome')
    navigator.reLaunch('home', { from: 'entry' })
    expect(calls[0]).toMatchObject({ path: '/v3/user', replace: true })
    expect(calls[1]).toMatchObject({ path: '/v3/home?from=entry', replace: true })
    expect(calls[0]?.state).toHaveProperty('launch')
  })

  it('appends query parameters to a path target that already has some', () => {
    const { navigator, calls } = setup()
    navigator.navigate({ to: '/v3/webview?url=https%3A%2F%2Fwww.dermacampus.cn', query: { title: '帮助' } })
    expect(calls[0]?.path).toBe('/v3/webview?url=https%3A%2F%2Fwww.dermacampus.cn&title=%E5%B8%AE%E5%8A%A9')
  })

  it("a screen's path as pages.json writes it gets the /v3 prefix; other paths go as they are", () => {
    const { navigator, calls } = setup()
    navigator.replace('/user/form-record?projectKey=derma-survey')
    navigator.push('/utask-drwu')
    navigator.push('/api/files/guide.pdf')
    expect(calls.map((call) => call.path)).toEqual([
      '/v3/user/form-record?projectKey=derma-survey',
      '/v3/utask-drwu',
      '/api/files/guide.pdf',
    ])
  })

  it('fills the params of a pattern route', () => {
    const { navigator, calls } = setup()
    navigator.navigate({ to: 'utaskDrWu', params: { name: 'drwu' } })
    expect(calls[0]?.path).toBe('/v3/utask-drwu')
  })

  it('back(n) goes n steps back', () => {
    const { navigator, backs } = setup(3)
    navigator.back(2)
    expect(backs).toEqual([2])
  })

  it('back with nothing to go back to relaunches home instead of leaving the app', () => {
    const { navigator, backs, calls } = setup(0)
    navigator.back()
    expect(backs).toEqual([])
    expect(calls[0]).toMatchObject({ path: '/v3/home', replace: true })
  })
})
