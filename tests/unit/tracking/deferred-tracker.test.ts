import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDeferredTracker, type Tracker, trackDomEvent } from '@/runtime/tracking'
import { type Harness, makeTracker } from './harness'

let harness: Harness | undefined

afterEach(async () => {
  await harness?.tracker.dispose()
  harness = undefined
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A deferred tracker over a harness tracker that loads when the test says so. */
function deferred(window = new EventTarget()) {
  let release: (() => void) | undefined
  let loads = 0
  const tracker = createDeferredTracker((now) => {
    loads += 1
    harness = makeTracker({ now, window: window as unknown as Window })
    const loaded = harness.tracker
    return new Promise<Tracker>((resolve) => {
      release = () => resolve(loaded)
    })
  }, window)
  return {
    tracker,
    window,
    loads: () => loads,
    release: async () => {
      release?.()
      await vi.waitFor(() => expect(harness).toBeDefined())
      await Promise.resolve()
    },
  }
}

describe('the deferred tracker (its code loads with the first visit, not with the app)', () => {
  it('loads nothing until the first event, then replays what was asked meanwhile, in order and dated then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-20T08:00:00Z'))
    const app = deferred()
    expect(app.loads()).toBe(0)
    app.tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    const visitTime = Date.now()
    vi.setSystemTime(new Date('2026-11-20T08:00:03Z'))
    app.tracker.event('click', { tag: 'banner' })
    expect(app.loads()).toBe(1)

    vi.setSystemTime(new Date('2026-11-20T08:00:09Z'))
    await app.release()
    app.tracker.event('share')
    await app.tracker.flush()

    const general = harness?.to('/track/v1/general/up') ?? []
    expect(general.map((record) => record.events_type)).toEqual(['visit', 'view_enter', 'click', 'share'])
    const [visit, enter, click, share] = general.map((record) => Number(record.device_time))
    expect([visit, enter, click]).toEqual([visitTime, visitTime, visitTime + 3000])
    expect(share).toBeGreaterThanOrEqual(visitTime + 9000)
    expect(harness?.to('/track/pageInfo/up')).toEqual([
      expect.objectContaining({ pageName: 'home', beginTime: visitTime }),
    ])
  })

  it('a track action before the tracker loads is recorded once it has', async () => {
    const app = deferred()
    app.tracker.listen()
    app.window.dispatchEvent(new CustomEvent(trackDomEvent, { detail: { event: 'banner_tap' } }))
    await app.release()
    await app.tracker.flush()
    expect(harness?.to('/track/event/up')).toEqual([expect.objectContaining({ tag: 'banner_tap' })])
  })

  it('a tracker that cannot load keeps what was asked and loads again with the next event', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let attempts = 0
    const tracker = createDeferredTracker((now) => {
      attempts += 1
      if (attempts === 1) return Promise.reject(new Error('chunk failed'))
      harness = makeTracker({ now })
      return Promise.resolve(harness.tracker)
    }, new EventTarget())
    tracker.routeChange({ pageClass: 'home', routerUrl: '/v3/home' })
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledOnce())
    tracker.event('share')
    await tracker.flush()
    expect(attempts).toBe(2)
    expect(harness?.general('visit')).toHaveLength(1)
    expect(harness?.general('share')).toHaveLength(1)
  })

  it('flushing or disposing a tracker nobody used loads nothing', async () => {
    const app = deferred()
    await app.tracker.flush()
    await app.tracker.dispose()
    expect(app.loads()).toBe(0)
  })
})
