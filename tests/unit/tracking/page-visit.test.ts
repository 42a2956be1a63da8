import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { scrollPercent } from '@/runtime/tracking'
import { type Harness, makeTracker } from './harness'

let harness: Harness
const start = Date.parse('2025-06-01T08:00:00Z')

beforeEach(() => {
  vi.useFakeTimers({ now: start })
})

afterEach(async () => {
  await harness?.tracker.dispose()
  vi.useRealTimers()
})

async function flushed(): Promise<void> {
  await harness.tracker.flush()
}

function percents(): number[] {
  return harness.general('scroll_percent').map((record) => record.percent ?? -1)
}

describe('route changes (spec §2, §7)', () => {
  it('a visit event per route change, with a page-view record', async () => {
    harness = makeTracker()
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home', param: { tab: 1 } })
    vi.advanceTimersByTime(3000)
    harness.tracker.routeChange({ pageClass: 'courseMain', routerUrl: '/v3/courseMain?id=9', param: 'id=9' })
    await flushed()

    expect(harness.general('visit')).toEqual([
      expect.objectContaining({
        page_class: 'home',
        router_url: '/v3/home',
        param: '{"tab":1}',
        startTime: start,
        statistics_mode: 'auto',
      }),
      expect.objectContaining({
        page_class: 'courseMain',
        router_url: '/v3/courseMain?id=9',
        from: '/v3/home',
        param: 'id=9',
        startTime: start + 3000,
      }),
    ])
    expect(harness.general('visit')[0]).not.toHaveProperty('from')
    expect(harness.to('/track/pageInfo/up')).toEqual([
      expect.objectContaining({
        pageName: 'home',
        businessType: 0,
        beginTime: start,
        businessData: JSON.stringify({ routerUrl: '/v3/home', param: { tab: 1 } }),
      }),
      expect.objectContaining({ pageName: 'courseMain', beginTime: start + 3000 }),
    ])
  })

  it('spec §3 view enter: entering a page sends view_enter with the span view_exit closes', async () => {
    harness = makeTracker()
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(4000)
    harness.tracker.routeChange({ pageClass: 'me', routerUrl: '/v3/me' })
    await flushed()

    expect(harness.general('view_enter')).toEqual([
      expect.objectContaining({ page_class: 'home', router_url: '/v3/home', startTime: start }),
      expect.objectContaining({ page_class: 'me', from: '/v3/home', startTime: start + 4000 }),
    ])
    expect(harness.general('view_exit')[0]).toMatchObject({ page_class: 'home', startTime: start })
  })

  it('leaving a page sends view_exit with its startTime and endTime', async () => {
    harness = makeTracker()
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(7000)
    harness.tracker.routeChange({ pageClass: 'me', routerUrl: '/v3/me', from: '/elsewhere' })
    await flushed()

    expect(harness.general('view_exit')).toEqual([
      expect.objectContaining({
        page_class: 'home',
        router_url: '/v3/home',
        startTime: start,
        endTime: start + 7000,
      }),
    ])
    expect(harness.general('visit')[1]?.from).toBe('/elsewhere')
  })

  it('dispose ends the current page with view_exit and sends everything queued', async () => {
    harness = makeTracker()
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(2000)
    await harness.tracker.dispose()

    expect(harness.general('view_exit')).toEqual([
      expect.objectContaining({ page_class: 'home', startTime: start, endTime: start + 2000 }),
    ])
    const sentBefore = harness.sent.length
    vi.advanceTimersByTime(60_000)
    await flushed()
    expect(harness.sent.length).toBe(sentBefore)
    expect(harness.general('exposure')).toEqual([])
  })
})

describe('exposure (spec §7, §9)', () => {
  it('exposure is sent every 5 s with watch_time 5 while visible', async () => {
    harness = makeTracker()
    harness.tracker.routeChange({ pageClass: 'articleDetail', routerUrl: '/v3/article?id=1' })
    vi.advanceTimersByTime(4999)
    await flushed()
    expect(harness.general('exposure')).toEqual([])

    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(10_000)
    await flushed()
    const exposures = harness.general('exposure')
    expect(exposures).toHaveLength(3)
    expect(exposures.map((record) => record.device_time)).toEqual([
      start + 5000,
      start + 10_000,
      start + 15_000,
    ])
    for (const record of exposures) {
      expect(record).toMatchObject({
        watch_time: 5,
        page_class: 'articleDetail',
        router_url: '/v3/article?id=1',
      })
    }
  })

  it('exposure pauses while the document is hidden and resumes with the time left', async () => {
    harness = makeTracker()
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(3000)
    harness.document.setVisibility('hidden')
    vi.advanceTimersByTime(60_000)
    await flushed()
    expect(harness.general('exposure')).toEqual([])

    harness.document.setVisibility('visible')
    vi.advanceTimersByTime(1999)
    await flushed()
    expect(harness.general('exposure')).toEqual([])
    vi.advanceTimersByTime(1)
    await flushed()
    expect(harness.general('exposure')).toHaveLength(1)
  })

  it('a page opened hidden sends no exposure until it is shown', async () => {
    harness = makeTracker()
    harness.document.visibilityState = 'hidden'
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(20_000)
    harness.document.setVisibility('visible')
    vi.advanceTimersByTime(5000)
    await flushed()
    expect(harness.general('exposure')).toHaveLength(1)
  })

  it('a route change stops the previous page exposure and starts counting for the new page', async () => {
    harness = makeTracker()
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(4000)
    harness.tracker.routeChange({ pageClass: 'me', routerUrl: '/v3/me' })
    vi.advanceTimersByTime(4000)
    await flushed()
    expect(harness.general('exposure')).toEqual([])
    vi.advanceTimersByTime(1000)
    await flushed()
    expect(harness.general('exposure')).toEqual([expect.objectContaining({ page_class: 'me' })])
  })
})

describe('scroll percent (spec §4, §9)', () => {
  it('percent is (scrollTop + viewport) / scrollHeight rounded down to tens; a page that fits is 100', () => {
    expect(scrollPercent({ scrollTop: 0, viewportHeight: 500, scrollHeight: 5000 })).toBe(10)
    expect(scrollPercent({ scrollTop: 0, viewportHeight: 499, scrollHeight: 5000 })).toBe(0)
    expect(scrollPercent({ scrollTop: 100, viewportHeight: 500, scrollHeight: 1000 })).toBe(60)
    expect(scrollPercent({ scrollTop: 190, viewportHeight: 500, scrollHeight: 1000 })).toBe(60)
    expect(scrollPercent({ scrollTop: 199, viewportHeight: 500, scrollHeight: 1000 })).toBe(60)
    expect(scrollPercent({ scrollTop: 499.5, viewportHeight: 500, scrollHeight: 1000 })).toBe(100)
    expect(scrollPercent({ scrollTop: 0, viewportHeight: 800, scrollHeight: 600 })).toBe(100)
    expect(scrollPercent({ scrollTop: 0, viewportHeight: 800, scrollHeight: 0 })).toBe(100)
  })

  it('scroll points are reported once each and never backwards', async () => {
    harness = makeTracker()
    harness.scroll.scrollHeight = 1000
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(16)
    expect(percents()).toEqual([])
    await flushed()
    expect(percents()).toEqual([0, 10, 20, 30, 40, 50])

    harness.scroll.scrollTop = 100
    harness.window.dispatchEvent(new Event('scroll'))
    harness.scroll.scrollTop = 150
    harness.window.dispatchEvent(new Event('scroll'))
    harness.scroll.scrollTop = 0
    harness.window.dispatchEvent(new Event('scroll'))
    harness.scroll.scrollTop = 110
    harness.window.dispatchEvent(new Event('scroll'))
    await flushed()
    expect(percents()).toEqual([0, 10, 20, 30, 40, 50, 60])
  })

  it('a jump reports the skipped points in order', async () => {
    harness = makeTracker()
    harness.scroll.viewportHeight = 200
    harness.scroll.scrollHeight = 1000
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(16)
    harness.scroll.scrollTop = 400
    harness.window.dispatchEvent(new Event('scroll'))
    harness.scroll.scrollTop = 800
    harness.window.dispatchEvent(new Event('scroll'))
    await flushed()
    expect(percents()).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    expect(harness.general('scroll_percent')[0]).toMatchObject({
      page_class: 'home',
      statistics_mode: 'auto',
    })
  })

  it('scroll tracking starts on the first frame after the route change', async () => {
    harness = makeTracker()
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(15)
    await flushed()
    expect(percents()).toEqual([])
    vi.advanceTimersByTime(1)
    await flushed()
    expect(percents()).toEqual([0, 10])
  })

  it('scroll tracking starts at the latest 2 s after the route change', async () => {
    harness = makeTracker({ waitForPageReady: true })
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(1999)
    await flushed()
    expect(percents()).toEqual([])
    vi.advanceTimersByTime(1)
    await flushed()
    expect(percents()).toEqual([0, 10])
  })

  it('with waitForPageReady, scroll tracking starts on the frame after pageReady', async () => {
    harness = makeTracker({ waitForPageReady: true })
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(500)
    // the content arrived: the page is now long
    harness.scroll.scrollHeight = 2000
    harness.tracker.pageReady()
    vi.advanceTimersByTime(16)
    await flushed()
    expect(percents()).toEqual([0, 10, 20])
    vi.advanceTimersByTime(5000)
    await flushed()
    expect(percents()).toEqual([0, 10, 20])
  })

  it('scroll tracking waits for the document load event before its first frame', async () => {
    harness = makeTracker()
    harness.document.readyState = 'loading'
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(500)
    await flushed()
    expect(percents()).toEqual([])
    harness.window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(16)
    await flushed()
    expect(percents()).toEqual([0, 10])
  })

  it('each page visit reports its own points; scrolling the old page after leaving reports nothing', async () => {
    harness = makeTracker()
    harness.scroll.scrollHeight = 500
    harness.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    vi.advanceTimersByTime(16)
    harness.tracker.routeChange({ pageClass: 'me', routerUrl: '/v3/me' })
    harness.window.dispatchEvent(new Event('scroll'))
    vi.advanceTimersByTime(16)
    await flushed()
    const byPage = (page: string) =>
      harness
        .general('scroll_percent')
        .filter((record) => record.page_class === page)
        .map((record) => record.percent)
    expect(byPage('home')).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    expect(byPage('me')).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
  })
})
