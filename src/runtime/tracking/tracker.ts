import { productConfig, productNames } from '../config/index'
import { createBatcher } from './batcher'
import { trackDomEvent, trackingConstants } from './constants'
import { type EventType, isKnownEventType } from './event-types'
import { watchExposure } from './exposure'
import { defaultStorage, deviceNumber, randomId, type StorageLike } from './identity'
import {
  type ClickRecord,
  describeDevice,
  deviceTypeOf,
  type GeneralExtras,
  type GeneralRecord,
  type NavigatorLike,
  type PageViewRecord,
  type StatisticsMode,
  type TrackContext,
  toExtras,
} from './records'
import {
  defaultRequestFrame,
  measureWindowScroll,
  type RequestFrame,
  type ScrollMetrics,
  watchScroll,
} from './scroll'
import { createBeaconTransport, type TrackTransport } from './transport'

export interface TrackerOptions {
  context: () => TrackContext
  /** The API base without a trailing slash, read for every request (the session may change it). */
  apiBase: () => string
  now?: () => number
  /** Default: sendBeacon, falling back to fetch with keepalive. */
  transport?: TrackTransport
  /** Holds the device number. Default: localStorage (null: none, the number lives with the tracker). */
  storage?: StorageLike | null
  window?: Window
  document?: Document
  navigator?: NavigatorLike
  /** For the activity stat call (and the default transport's fallback). */
  fetch?: typeof fetch
  /**
   * Extra headers of the activity stat call (e.g. the API client's token and application headers); their
   * Authorization also goes with the default transport's batches.
   */
  headers?: () => Record<string, string>
  requestFrame?: RequestFrame
  measureScroll?: () => ScrollMetrics
  /**
   * Start scroll tracking on the frame after `pageReady()` rather than the first frame after the route
   * change; either way it starts at the latest 2 s after the route change.
   */
  waitForPageReady?: boolean
}

export interface RouteChange {
  /** The route's name: the general records' page_class and the page-view record's pageName. */
  pageClass: string
  /** The path with its query, e.g. `/v3/courseMain?id=1`. */
  routerUrl: string
  /** The previous URL; defaults to the previous route change's routerUrl. */
  from?: string
  /** The route's params and query; objects are sent as JSON text. */
  param?: string | Readonly<Record<string, unknown>>
  /** Business data of the page-view record; default { routerUrl, param }. */
  businessData?: unknown
}

export interface TrackEventDetail {
  event: string
  desc?: string
  data?: unknown
}

export interface Tracker {
  /** Queues a page-view record (businessType 0). */
  pageView(pageName: string, businessData?: unknown): PageViewRecord
  /** Queues a click record (businessType 3). */
  click(tag: string, tagDesc?: string, businessData?: unknown): ClickRecord
  /** Queues a general record for the current page. */
  event(eventsType: EventType, extras?: GeneralExtras): GeneralRecord
  /**
   * spec §2: a visit event, a view_enter and a page view per route change. Ends the previous page
   * (view_exit with startTime/endTime, its exposure and scroll watchers) and starts the new page's watchers.
   */
  routeChange(change: RouteChange): void
  /** The current page's content has rendered (see `waitForPageReady`). */
  pageReady(): void
  /** POST {apiBase}/{product}-extend/activityIndexStat/save at once; resolves false on failure. */
  activityIndexStat(marking: string, activityId?: string | number): Promise<boolean>
  /** Records one `track` action event: a click record, and a general record for a known event type. */
  track(detail: TrackEventDetail | undefined): void
  /** Records the `track` action's DOM events; returns the unsubscribe. */
  listen(target?: EventTarget): () => void
  /** Sends every queued record now. */
  flush(): Promise<void>
  /** Ends the current page, stops timers and listeners, and sends what is queued. */
  dispose(): Promise<void>
}

type Endpoint = 'pageInfo' | 'event' | 'general'

const endpointPaths: Record<Endpoint, string> = {
  pageInfo: '/track/pageInfo/up',
  event: '/track/event/up',
  general: '/track/v1/general/up',
}

const activityStatPath = `/${productConfig.key}-extend/activityIndexStat/save`

interface Visit {
  pageClass: string
  routerUrl: string
  startTime: number
  /** view_exit sent (pagehide); a bfcache restore starts a new span. */
  exited: boolean
  stopWatchers: () => void
  scrollReady: () => void
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`
}

function paramText(param: RouteChange['param']): string | undefined {
  if (param === undefined) return undefined
  return typeof param === 'string' ? param : JSON.stringify(param)
}

function dataText(data: unknown): string {
  return JSON.stringify(data ?? {}) ?? '{}'
}

export function createTracker(options: TrackerOptions): Tracker {
  const win = options.window ?? globalThis.window
  const doc = options.document ?? win.document
  const now = options.now ?? Date.now
  const transport =
    options.transport ??
    createBeaconTransport({
      navigator: options.navigator,
      fetch: options.fetch,
      authorization: () => options.headers?.().Authorization,
    })
  const requestFrame = options.requestFrame ?? defaultRequestFrame(win)
  const measure = options.measureScroll ?? measureWindowScroll(win, doc)
  const deviceInfo = describeDevice(options.navigator ?? globalThis.navigator)
  const startAppId = randomId()
  const deviceNo = deviceNumber(options.storage === undefined ? defaultStorage() : options.storage)
  const batcher = createBatcher<Endpoint>({
    urlOf: (endpoint) => joinUrl(options.apiBase(), endpointPaths[endpoint]),
    send: transport,
    // The user IP is read after the first screen has loaded: a general record made before it is
    // known takes it as it leaves.
    prepare: (endpoint, record) => {
      const ip = options.context().userIp
      if (endpoint !== 'general' || !ip || typeof record !== 'object' || record === null) return record
      return 'ip' in record ? record : { ...record, ip }
    },
  })
  let visit: Visit | undefined
  let lastUrl: string | undefined
  let disposed = false
  const unsubscribers: Array<() => void> = []

  function baseRecord(): Omit<PageViewRecord, 'businessType' | 'pageName' | 'beginTime' | 'businessData'> {
    const context = options.context()
    return {
      uuid: randomId(),
      [productNames.idKey]: context.productUserId,
      appVersion: context.appVersion,
      deviceType: deviceTypeOf(context.platform),
      deviceInfo,
    }
  }

  function general(eventsType: EventType, mode: StatisticsMode, extras: GeneralExtras = {}): GeneralRecord {
    const context = options.context()
    const record: GeneralRecord = {
      router_url: visit?.routerUrl,
      ...extras,
      page_class: extras.page_class ?? visit?.pageClass ?? '',
      start_app_id: startAppId,
      user_id: context.userId,
      app_version: context.appVersion,
      device_type: deviceTypeOf(context.platform),
      device_number: deviceNo,
      device_info: deviceInfo,
      device_time: now(),
      statistics_mode: mode,
      events_type: eventsType,
      ip: context.userIp || undefined,
    }
    for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key]
    batcher.add('general', record)
    return record
  }

  function pageView(pageName: string, businessData?: unknown): PageViewRecord {
    const record: PageViewRecord = {
      ...baseRecord(),
      pageName,
      beginTime: now(),
      businessType: 0,
      businessData: dataText(businessData),
    }
    batcher.add('pageInfo', record)
    return record
  }

  function click(tag: string, tagDesc = '', businessData?: unknown): ClickRecord {
    const time = now()
    const record: ClickRecord = {
      ...baseRecord(),
      pageName: visit?.pageClass ?? '',
      beginTime: visit?.startTime ?? time,
      businessType: 3,
      businessData: dataText(businessData),
      tag,
      tagDesc,
      operateTime: time,
    }
    batcher.add('event', record)
    return record
  }

  function exitVisit(current: Visit): void {
    if (current.exited) return
    current.exited = true
    general('view_exit', 'auto', {
      page_class: current.pageClass,
      router_url: current.routerUrl,
      startTime: current.startTime,
      endTime: now(),
    })
  }

  function endVisit(): void {
    if (!visit) return
    exitVisit(visit)
    visit.stopWatchers()
    visit = undefined
  }

  function routeChange(change: RouteChange): void {
    if (disposed) return
    endVisit()
    const from = change.from ?? lastUrl
    const param = paramText(change.param)
    lastUrl = change.routerUrl
    const exposure = watchExposure({
      document: doc,
      now,
      onExposure: () => general('exposure', 'auto', { watch_time: trackingConstants.exposureWatchTime }),
    })
    const scroll = watchScroll({
      window: win,
      document: doc,
      measure,
      requestFrame,
      waitForReady: options.waitForPageReady ?? false,
      onPoints: (points) => {
        for (const percent of points) general('scroll_percent', 'auto', { percent })
      },
    })
    visit = {
      pageClass: change.pageClass,
      routerUrl: change.routerUrl,
      startTime: now(),
      exited: false,
      stopWatchers: () => {
        exposure.stop()
        scroll.stop()
      },
      scrollReady: () => scroll.ready(),
    }
    general('visit', 'auto', { from, param, startTime: visit.startTime })
    // spec §3 "view enter/exit": the pair of a page's span; view_exit closes it with the same startTime.
    general('view_enter', 'auto', { from, startTime: visit.startTime })
    pageView(change.pageClass, change.businessData ?? { routerUrl: change.routerUrl, param: change.param })
  }

  async function activityIndexStat(marking: string, activityId?: string | number): Promise<boolean> {
    const fetcher = options.fetch ?? globalThis.fetch
    const body: Record<string, unknown> = {
      [productNames.idKey]: options.context().productUserId,
      marking,
    }
    if (activityId !== undefined) body.activityId = activityId
    try {
      const response = await fetcher(joinUrl(options.apiBase(), activityStatPath), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json;charset=UTF-8', ...options.headers?.() },
        body: JSON.stringify(body),
      })
      if (!response.ok) console.warn(`[tracking] activity stat answered ${response.status}`)
      return response.ok
    } catch (error) {
      console.warn('[tracking] activity stat failed', error)
      return false
    }
  }

  function track(detail: TrackEventDetail | undefined): void {
    if (!detail || typeof detail.event !== 'string' || detail.event === '') {
      console.warn(`[tracking] ${trackDomEvent} without an event name`, detail)
      return
    }
    click(detail.event, detail.desc ?? '', detail.data)
    if (isKnownEventType(detail.event)) general(detail.event, 'manual', toExtras(detail.data))
  }

  function listen(target: EventTarget = win): () => void {
    const onTrack = (event: Event): void => track((event as CustomEvent<TrackEventDetail | undefined>).detail)
    target.addEventListener(trackDomEvent, onTrack)
    const unsubscribe = () => target.removeEventListener(trackDomEvent, onTrack)
    unsubscribers.push(unsubscribe)
    return unsubscribe
  }

  // Nothing is lost when the page closes: hidden and pagehide send what is queued (by beacon).
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') void batcher.flush()
  }
  const onPageHide = () => {
    if (visit) exitVisit(visit)
    void batcher.flush()
  }
  // A page restored from the back-forward cache starts a new span of the same visit.
  const onPageShow = (event: Event) => {
    if (!(event as PageTransitionEvent).persisted || !visit?.exited) return
    visit.exited = false
    visit.startTime = now()
    general('view_enter', 'auto', { startTime: visit.startTime })
  }
  doc.addEventListener('visibilitychange', onVisibility)
  win.addEventListener('pagehide', onPageHide)
  win.addEventListener('pageshow', onPageShow)
  const flushTimer = setInterval(() => void batcher.flush(), trackingConstants.flushIntervalMs)

  return {
    pageView,
    click,
    event: (eventsType, extras) => general(eventsType, 'manual', extras),
    routeChange,
    pageReady: () => visit?.scrollReady(),
    activityIndexStat,
    track,
    listen,
    flush: () => batcher.flush(),
    dispose() {
      if (disposed) return Promise.resolve()
      endVisit()
      disposed = true
      clearInterval(flushTimer)
      doc.removeEventListener('visibilitychange', onVisibility)
      win.removeEventListener('pagehide', onPageHide)
      win.removeEventListener('pageshow', onPageShow)
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe()
      return batcher.flush()
    },
  }
}
