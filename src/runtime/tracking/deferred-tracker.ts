import { trackDomEvent } from './constants'
import type { EventType } from './event-types'
import type { GeneralExtras } from './records'
import type { TrackEventDetail, Tracker } from './tracker'

/** The tracker as the app holds it: records are queued for the tracker, not handed back. */
export interface RuntimeTracker extends Omit<Tracker, 'pageView' | 'click' | 'event' | 'track' | 'listen'> {
  pageView(pageName: string, businessData?: unknown): void
  click(tag: string, tagDesc?: string, businessData?: unknown): void
  event(eventsType: EventType, extras?: GeneralExtras): void
  /** Records the `track` action's DOM events from now on; returns the unsubscribe. */
  listen(target?: EventTarget): () => void
}

/** A call made before the tracker was there, with the time it was made. */
interface Queued {
  time: number
  run: (tracker: Tracker) => void
}

/**
 * A tracker whose code loads with its first use (the first screen's visit) instead of with the app: no
 * screen needs it to render. Calls made meanwhile are queued and replayed in order, each record dated
 * when it was asked for (`load` receives the clock to build the tracker with). A tracker that cannot
 * load keeps the queue and is asked for again by the next call.
 */
export function createDeferredTracker(
  load: (now: () => number) => Promise<Tracker>,
  target: EventTarget = globalThis.window,
): RuntimeTracker {
  let tracker: Tracker | undefined
  let loading: Promise<Tracker | undefined> | undefined
  const queue: Queued[] = []
  let replaying: number | undefined
  const now = () => replaying ?? Date.now()

  function start(): Promise<Tracker | undefined> {
    loading ??= load(now).then(
      (loaded) => {
        try {
          for (const call of queue.splice(0)) {
            replaying = call.time
            call.run(loaded)
          }
        } finally {
          replaying = undefined
        }
        tracker = loaded
        return loaded
      },
      (error: unknown) => {
        console.warn('[tracking] the tracker failed to load; the next event tries again', error)
        loading = undefined
        return undefined
      },
    )
    return loading
  }

  function later(run: (loaded: Tracker) => void): void {
    if (tracker) {
      run(tracker)
      return
    }
    queue.push({ time: Date.now(), run })
    void start()
  }

  async function whenLoaded<T>(run: (loaded: Tracker) => Promise<T>, otherwise: T): Promise<T> {
    const loaded = tracker ?? (await start())
    return loaded ? run(loaded) : otherwise
  }

  return {
    pageView: (pageName, businessData) => later((loaded) => loaded.pageView(pageName, businessData)),
    click: (tag, tagDesc, businessData) => later((loaded) => loaded.click(tag, tagDesc, businessData)),
    event: (eventsType, extras) => later((loaded) => loaded.event(eventsType, extras)),
    routeChange: (change) => later((loaded) => loaded.routeChange(change)),
    pageReady: () => later((loaded) => loaded.pageReady()),
    activityIndexStat: (marking, activityId) =>
      whenLoaded((loaded) => loaded.activityIndexStat(marking, activityId), false),
    listen(on = target) {
      const onTrack = (event: Event) => {
        const detail = (event as CustomEvent<TrackEventDetail | undefined>).detail
        later((loaded) => loaded.track(detail))
      }
      on.addEventListener(trackDomEvent, onTrack)
      return () => on.removeEventListener(trackDomEvent, onTrack)
    },
    // Nothing asked for yet: nothing to send, and no reason to load the tracker for it.
    flush: () => (tracker || loading ? whenLoaded((loaded) => loaded.flush(), undefined) : Promise.resolve()),
    dispose: () =>
      tracker || loading ? whenLoaded((loaded) => loaded.dispose(), undefined) : Promise.resolve(),
  }
}
