import { afterEach, describe, expect, it } from 'vitest'
import { createNavigator, createRouteTable } from '@/runtime/router'
import { entryPageKey, keepEntryPageKey } from '@/runtime/router/page-key'

const routes = createRouteTable({
  version: 1,
  pages: [{ name: 'courseDetail', path: '/course/detail', title: '课程', schema: 'course-detail' }],
})
const navigator = createNavigator(routes, { go() {}, back() {}, depth: () => 0 })

function at(search: string, key = 'k1') {
  return { key, pathname: globalThis.location.pathname, search }
}

afterEach(() => {
  globalThis.history.replaceState(null, '', '/')
})

describe('scroll memory key of a history entry (issue 15: back from a lesson keeps the course page’s place)', () => {
  it('a screen is kept under its name and the query it was opened with', () => {
    globalThis.history.replaceState({ key: 'k1', idx: 1 }, '', '/v3/course/detail?id=1')
    expect(entryPageKey('courseDetail', at('?id=1'))).toBe('courseDetail?id=1')
  })

  it('a tab opened in place (replaceQuery) does not change the key back returns to', () => {
    globalThis.history.replaceState({ key: 'k1', idx: 1 }, '', '/v3/course/detail?id=1')
    const key = entryPageKey('courseDetail', at('?id=1'))
    keepEntryPageKey(key, at('?id=1'))

    navigator.replaceQuery({ tab: 'review' })
    navigator.replaceQuery({ tab: 'lessons' })
    expect(globalThis.location.search).toBe('?id=1&tab=lessons')

    // Back to this entry: the address carries the tab, the key is the one its memory was saved under.
    expect(entryPageKey('courseDetail', at('?id=1&tab=lessons'))).toBe('courseDetail?id=1')
  })

  it('another entry at the same address (a new push) is keyed by its own address', () => {
    globalThis.history.replaceState({ key: 'k1', idx: 1 }, '', '/v3/course/detail?id=1')
    keepEntryPageKey('courseDetail?id=1', at('?id=1'))
    globalThis.history.replaceState({ key: 'k2', idx: 2 }, '', '/v3/course/detail?id=1&tab=intro')
    expect(entryPageKey('courseDetail', at('?id=1&tab=intro', 'k2'))).toBe('courseDetail?id=1&tab=intro')
  })

  it('keeping the key leaves react-router’s own state as it was', () => {
    globalThis.history.replaceState(
      { usr: { from: 'home' }, key: 'k1', idx: 3 },
      '',
      '/v3/course/detail?id=1',
    )
    keepEntryPageKey('courseDetail?id=1', at('?id=1'))
    expect(globalThis.history.state).toMatchObject({ usr: { from: 'home' }, key: 'k1', idx: 3 })
  })
})
