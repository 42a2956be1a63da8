import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BrowserHistory, type HistoryLocation } from '@/runtime/router'

function entry(): { usr?: unknown; key?: string; idx?: number } {
  return (window.history.state ?? {}) as { usr?: unknown; key?: string; idx?: number }
}

/** Back or forward as the browser does it: the entry changes, then popstate. */
function browserMovesTo(path: string, state: unknown): void {
  window.history.replaceState(state, '', path)
  window.dispatchEvent(new PopStateEvent('popstate', { state }))
}

describe('BrowserHistory (the route host history, decision 0013)', () => {
  let start: string
  beforeEach(() => {
    start = `${window.location.pathname}${window.location.search}`
    window.history.replaceState(null, '', '/v3/home')
  })
  afterEach(() => window.history.replaceState(null, '', start))

  it('the landing entry is position 0 with the default key, and keeps the state it had', () => {
    window.history.replaceState({ closeGuard: true }, '', '/v3/home?tab=video')
    const history = new BrowserHistory()
    expect(entry()).toEqual({ closeGuard: true, idx: 0 })
    expect(history.depth()).toBe(0)
    expect(history.location).toEqual({
      pathname: '/v3/home',
      search: '?tab=video',
      hash: '',
      state: null,
      key: 'default',
    })
  })

  it('a reload keeps the position and key of the entry (back still works after it)', () => {
    window.history.replaceState({ usr: null, key: 'k2', idx: 2 }, '', '/v3/course/detail?id=1')
    const history = new BrowserHistory()
    expect(history.depth()).toBe(2)
    expect(history.location.key).toBe('k2')
  })

  it('push adds a position with a new key and tells the listeners; replace keeps the position', () => {
    const history = new BrowserHistory()
    const heard: HistoryLocation[] = []
    history.listen((location) => heard.push(location))
    history.go('/v3/course/detail?id=1', { replace: false })
    expect(window.location.pathname).toBe('/v3/course/detail')
    expect(history.depth()).toBe(1)
    const pushed = history.location
    expect(pushed).toMatchObject({ pathname: '/v3/course/detail', search: '?id=1', state: null })
    expect(pushed.key).not.toBe('default')
    history.go('/v3/home', { replace: true, state: { launch: 1 } })
    expect(history.depth()).toBe(1)
    expect(history.location).toMatchObject({ pathname: '/v3/home', search: '', state: { launch: 1 } })
    expect(history.location.key).not.toBe(pushed.key)
    expect(entry()).toMatchObject({ usr: { launch: 1 }, idx: 1 })
    expect(heard).toEqual([pushed, history.location])
  })

  it('back and forward tell the listeners the entry returned to, with the key it was given', () => {
    const history = new BrowserHistory()
    const heard: string[] = []
    const stop = history.listen((location) => heard.push(`${location.pathname}#${location.key}`))
    browserMovesTo('/v3/live/list', { usr: null, key: 'abc', idx: 3 })
    expect(heard).toEqual(['/v3/live/list#abc'])
    expect(history.depth()).toBe(3)
    stop()
    browserMovesTo('/v3/home', { usr: null, key: 'def', idx: 2 })
    expect(heard).toHaveLength(1)
  })

  it('an entry pushed with a copy of the state (the close-on-back guard) keeps the key: the screen is not entered again', () => {
    const history = new BrowserHistory()
    history.go('/v3/user/form', { replace: false })
    const key = history.location.key
    window.history.pushState({ ...entry(), closeGuard: true }, '')
    const heard: string[] = []
    history.listen((location) => heard.push(location.key))
    browserMovesTo('/v3/user/form', { ...entry(), closeGuard: undefined })
    expect(heard).toEqual([key])
  })
})
