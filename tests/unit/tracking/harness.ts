import { detectPlatform } from '@/runtime/platform'
import {
  createTracker,
  type GeneralRecord,
  type ScrollMetrics,
  type StorageLike,
  type TrackContext,
  type Tracker,
  type TrackerOptions,
} from '@/runtime/tracking'

/** One request the tracker made: the URL and the parsed JSON batch. */
export interface Sent {
  url: string
  records: Record<string, unknown>[]
}

export const apiBase = 'http://api.test/api'

/** A document whose visibility the test sets (happy-dom's is read-only). */
export interface FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState
  readyState: DocumentReadyState
  setVisibility(state: DocumentVisibilityState): void
}

export function makeDocument(): FakeDocument {
  const target = new EventTarget() as FakeDocument
  target.visibilityState = 'visible'
  target.readyState = 'complete'
  target.setVisibility = (state) => {
    target.visibilityState = state
    target.dispatchEvent(new Event('visibilitychange'))
  }
  return target
}

export function memoryStorage(): StorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}

export interface Harness {
  tracker: Tracker
  sent: Sent[]
  document: FakeDocument
  window: EventTarget
  /** The scroll position the tracker reads. */
  scroll: ScrollMetrics
  context: TrackContext
  /** Every general record sent so far with this events_type. */
  general(eventsType: string): GeneralRecord[]
  /** Every record sent to an endpoint path (e.g. '/track/pageInfo/up'). */
  to(path: string): Record<string, unknown>[]
  /** Makes the transport fail (resolve false) until set back. */
  failing: { value: boolean }
}

export function makeTracker(overrides: Partial<TrackerOptions> = {}): Harness {
  const sent: Sent[] = []
  const document = makeDocument()
  const window = new EventTarget()
  const scroll: ScrollMetrics = { scrollTop: 0, viewportHeight: 500, scrollHeight: 5000 }
  const failing = { value: false }
  const context: TrackContext = {
    userId: 'u-1',
    productUserId: 'p-1',
    appVersion: '999',
    platform: detectPlatform('Mozilla/5.0 (Linux; Android 14) Mobile', undefined),
  }
  const tracker = createTracker({
    context: () => context,
    apiBase: () => apiBase,
    now: () => Date.now(),
    transport: async (url, body) => {
      if (failing.value) return false
      sent.push({ url, records: JSON.parse(body) as Record<string, unknown>[] })
      return true
    },
    storage: memoryStorage(),
    document: document as unknown as Document,
    window: window as unknown as Window,
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile', platform: 'Linux armv8l' },
    requestFrame: (callback) => {
      const id = setTimeout(callback, 16)
      return () => clearTimeout(id)
    },
    measureScroll: () => ({ ...scroll }),
    ...overrides,
  })
  const to = (path: string) =>
    sent.filter((request) => request.url === `${apiBase}${path}`).flatMap((request) => request.records)
  return {
    tracker,
    sent,
    document,
    window,
    scroll,
    context,
    failing,
    to,
    general: (eventsType) =>
      to('/track/v1/general/up').filter(
        (record) => record.events_type === eventsType,
      ) as unknown as GeneralRecord[],
  }
}

/** Runs queued promise callbacks (transport answers) under fake timers. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve()
}
