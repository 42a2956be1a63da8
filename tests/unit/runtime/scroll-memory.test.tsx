import { act, render, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RuntimeContext, SchemaPage, ScrollMemoryContext, useScrollMemory } from '@/runtime/render'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { course, page, runtimeWithAnswers } from '../widgets/fake-api'

const DAY = 24 * 60 * 60 * 1000

/** The window's scroll, with a page height: scrollTo clamps like a browser and fires `scroll`. */
let top = 0
let maxTop = 10_000
let scrollTo: ReturnType<typeof vi.fn>

function scrollWindow(to: number): void {
  top = Math.max(0, Math.min(to, maxTop))
  window.dispatchEvent(new Event('scroll'))
}

beforeEach(() => {
  top = 0
  maxTop = 10_000
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => top })
  scrollTo = vi.fn((x: number | ScrollToOptions, y?: number) => {
    scrollWindow(typeof x === 'number' ? (y ?? 0) : (x.top ?? 0))
  })
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo
})

afterEach(() => {
  vi.useRealTimers()
})

function List({ ready, version, memoryKey }: { ready: boolean; version?: number; memoryKey?: string }) {
  useScrollMemory({ ready, version, key: memoryKey })
  return null
}

function frame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()))
}

describe('page scroll memory (spec §3, §9)', () => {
  it('remembers the window scroll per page key, saved at most once per 300 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const runtime = makeRuntime()
    renderWithRuntime(<List ready memoryKey="home" />, runtime)

    act(() => scrollWindow(120))
    expect(runtime.stores.pageTop.topOf('home')).toBe(120)

    act(() => {
      vi.advanceTimersByTime(100)
      scrollWindow(260)
      vi.advanceTimersByTime(100)
      scrollWindow(410)
    })
    // Within 300 ms of the last save: not yet.
    expect(runtime.stores.pageTop.topOf('home')).toBe(120)
    act(() => vi.advanceTimersByTime(100))
    expect(runtime.stores.pageTop.topOf('home')).toBe(410)
    expect(runtime.stores.pageTop.topOf('courseList')).toBe(0)
  })

  it('restores the position once the list data is there again', async () => {
    const runtime = makeRuntime()
    runtime.stores.pageTop.remember('home', 800)
    const view = mount(<List ready={false} memoryKey="home" />, runtime)
    await frame()
    expect(scrollTo).not.toHaveBeenCalled()

    view.update(<List ready memoryKey="home" />)
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 800))
    expect(top).toBe(800)
  })

  it('a position older than 24 hours reads as 0: nothing is restored', async () => {
    const runtime = makeRuntime()
    runtime.stores.pageTop.remember('home', 800, '', Date.now() - DAY - 1)
    renderWithRuntime(<List ready memoryKey="home" />, runtime)
    await frame()
    await frame()
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('a page not yet tall enough keeps the memory and tries again as more items arrive', async () => {
    const runtime = makeRuntime()
    runtime.stores.pageTop.remember('home', 800)
    maxTop = 300
    const view = mount(<List ready version={10} memoryKey="home" />, runtime)
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1))
    // Clamped at 300: the clamped position does not overwrite the memory.
    expect(top).toBe(300)
    expect(runtime.stores.pageTop.topOf('home')).toBe(800)

    maxTop = 2000
    view.update(<List ready version={20} memoryKey="home" />)
    await waitFor(() => expect(top).toBe(800))

    // Restored: the reader's own scrolling is saved again.
    act(() => scrollWindow(950))
    expect(runtime.stores.pageTop.topOf('home')).toBe(950)
  })

  it('a restore waiting for content that a widget loads on its own (the open tab’s list) ends once the page has grown', async () => {
    // The body's ResizeObserver: the test says when the page grew.
    const observed: Array<() => void> = []
    class FakeResizeObserver {
      constructor(private readonly callback: () => void) {}
      observe() {
        observed.push(this.callback)
      }
      disconnect() {
        observed.splice(observed.indexOf(this.callback), 1)
      }
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    try {
      const runtime = makeRuntime()
      runtime.stores.pageTop.remember('courseDetail?id=1', 900)
      maxTop = 200
      renderWithRuntime(<List ready memoryKey="courseDetail?id=1" />, runtime)
      await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1))
      expect(top).toBe(200)
      expect(observed).toHaveLength(1)

      // The comments of the open tab arrive: no new version, the page is taller.
      maxTop = 1500
      act(() => {
        for (const grew of [...observed]) grew()
      })
      await waitFor(() => expect(top).toBe(900))
      // Reached: nothing observes any more, and the reader's scrolling is saved again.
      expect(observed).toHaveLength(0)
      act(() => scrollWindow(1000))
      expect(runtime.stores.pageTop.topOf('courseDetail?id=1')).toBe(1000)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('a touch during a pending restore ends it, and the reader’s position is saved from then on', async () => {
    const runtime = makeRuntime()
    runtime.stores.pageTop.remember('home', 800)
    maxTop = 300
    renderWithRuntime(<List ready version={1} memoryKey="home" />, runtime)
    await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1))
    act(() => {
      window.dispatchEvent(new Event('touchstart'))
      scrollWindow(140)
    })
    expect(runtime.stores.pageTop.topOf('home')).toBe(140)
  })

  it('inside a screen the key is the screen’s own (SchemaPage provides it)', () => {
    const runtime = makeRuntime()
    renderWithRuntime(
      <ScrollMemoryContext.Provider value={{ key: 'courseList?category=银屑病', settled: false }}>
        <List ready />
      </ScrollMemoryContext.Provider>,
      runtime,
    )
    act(() => scrollWindow(360))
    expect(runtime.stores.pageTop.topOf('courseList?category=银屑病')).toBe(360)
  })

  it('a list that first shows after the screen settled (a tab opened later) does not jump', async () => {
    const runtime = makeRuntime()
    runtime.stores.pageTop.remember('courseDetail?id=3', 800)
    const scope = { key: 'courseDetail?id=3', settled: false }
    const screen = (children: ReactElement) => (
      <ScrollMemoryContext.Provider value={scope}>{children}</ScrollMemoryContext.Provider>
    )
    const view = mount(screen(<List ready />), runtime)
    await waitFor(() => expect(top).toBe(800))
    expect(scope.settled).toBe(true)

    // The reader scrolls on, then opens a second tab whose list loads now.
    act(() => scrollWindow(300))
    view.update(
      screen(
        <>
          <List ready />
          <List ready version={5} />
        </>,
      ),
    )
    await frame()
    await frame()
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(top).toBe(300)
  })

  it('a screen with a feed comes back to its position once the feed’s items are there, and saves under its key', async () => {
    const runtime = runtimeWithAnswers(() => page([course(1)]))
    runtime.loadPage = async () => ({ body: [{ widget: 'ContentFeed', props: { api: 'course.items' } }] })
    runtime.stores.pageTop.remember('aboutApp?version=3.12.0', 640)
    const entry = runtime.routes.byName('aboutApp')
    if (!entry) throw new Error('aboutApp route missing')
    mount(
      <SchemaPage
        entry={entry}
        query={{ version: '3.12.0' }}
        params={{}}
        pageKey="aboutApp?version=3.12.0"
      />,
      runtime,
    )
    await waitFor(() => expect(top).toBe(640))
    act(() => {
      window.dispatchEvent(new Event('touchstart'))
      scrollWindow(700)
    })
    await waitFor(() => expect(runtime.stores.pageTop.topOf('aboutApp?version=3.12.0')).toBe(700))
  })

  it('leaving the screen keeps the last position', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const runtime = makeRuntime()
    const view = renderWithRuntime(<List ready memoryKey="home" />, runtime)
    act(() => {
      scrollWindow(100)
      scrollWindow(640)
    })
    view.unmount()
    expect(runtime.stores.pageTop.topOf('home')).toBe(640)
  })
})

/** Renders under the runtime; `update` renders new props under the same runtime. */
function mount(ui: ReactElement, runtime: TestRuntime) {
  const wrap = (element: ReactElement) => (
    <RuntimeContext.Provider value={runtime}>{element}</RuntimeContext.Provider>
  )
  const view = render(wrap(ui))
  return { update: (next: ReactElement) => view.rerender(wrap(next)) }
}
