import {
  CONTENT_ROUTES,
  isOpenableSourceType,
  type OpenableSourceType,
  type PromotionType,
  type SceneType,
  ZONE_ID_LIMIT,
} from '@schemas/meta/content-sources'
import { callNative, type PlatformInfo } from '../platform/index'
import { toast } from '../ui/index'
import type { Navigator } from './navigation'
import type { RouteTable } from './route-table'

/**
 * Deep-link helpers and content-card jumps (spec §2).
 *
 * A target is either a screen of pages.json (a web link: `/v3<path>?id=…`, opened by the navigation
 * service) or an app-only path (`/zone/detail?id=…`), which the native app opens over the bridge
 * (`open-route`, as the `openApp` action does). Inside the app a screen whose pages.json entry says
 * `appWeb` (the helpers' pages) opens in a new app web container, `/app/web?url=<its https address>`,
 * instead of in place (spec §2; docs/decisions/0033-pages-the-app-wraps-and-the-package-screen.md).
 * Outside the app an app-only target shows 请前往APP操作 (spec §5) and goes nowhere.
 *
 * Builders are pure (`deepLinks.articleDetail(12)` → a target); `openDeepLink` and `openContentCard`
 * perform the jump with the runtime's navigator and platform.
 */
export type LinkId = number | string
export type LinkQuery = Record<string, string | number>

export type DeepLinkTarget =
  /** A screen of pages.json, by route name; its public URL carries the /v3 prefix. */
  | { kind: 'route'; route: string; query: LinkQuery }
  /** A native-app route (path with its query), opened over the bridge inside the app only. */
  | { kind: 'app'; path: string }
  /** Nothing to open (an invalid id, a zone id of 300 or more, an unknown source type). */
  | { kind: 'none'; reason: string }

/** What a jump did: navigated the H5, asked the app, told the user to use the app, or nothing. */
export type DeepLinkOutcome = 'navigated' | 'app' | 'outside-app' | 'skipped'

/** The part of the runtime a jump needs (the Runtime satisfies it). */
export interface DeepLinkHost {
  navigator: Navigator
  routes: RouteTable
  platform: Pick<PlatformInfo, 'isApp'>
}

/** spec §5: native-app-only actions outside the app. */
export const OUTSIDE_APP_MESSAGE = '请前往APP操作'

/** A positive integer id as given (number or digit string); undefined for anything else. */
function validId(id: unknown): number | undefined {
  const value = typeof id === 'string' && /^\d+$/.test(id.trim()) ? Number(id.trim()) : id
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined
}

function cleanQuery(query: Record<string, unknown> | null | undefined): LinkQuery {
  const out: LinkQuery = {}
  for (const [key, value] of Object.entries(query ?? {})) {
    if (typeof value === 'number' && Number.isFinite(value)) out[key] = value
    else if (typeof value === 'string' && value !== '') out[key] = value
    else if (typeof value === 'boolean') out[key] = String(value)
  }
  return out
}

function route(name: string, id: unknown, query: Record<string, unknown> = {}): DeepLinkTarget {
  const valid = validId(id)
  if (valid === undefined) return { kind: 'none', reason: `${name}: invalid id ${JSON.stringify(id)}` }
  // The id comes first and cannot be overridden by an extra parameter of the same name.
  const { id: _ignored, ...extra } = cleanQuery(query)
  return { kind: 'route', route: name, query: { id: valid, ...extra } }
}

function appPath(path: string, query: Record<string, unknown>): DeepLinkTarget {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(cleanQuery(query))) search.append(key, String(value))
  const text = search.toString()
  return { kind: 'app', path: text ? `${path}?${text}` : path }
}

function appWithId(path: string, id: unknown, query: Record<string, unknown> = {}): DeepLinkTarget {
  const valid = validId(id)
  if (valid === undefined) return { kind: 'none', reason: `${path}: invalid id ${JSON.stringify(id)}` }
  return appPath(path, { id: valid, ...query })
}

export interface ShortVideoLinkOptions {
  /** Position of the video inside its collection (the feed starts there). */
  position?: number | string
  /** The collection's id. */
  extraId?: number | string
  /** true: open as a collection (`jumpType=collection`). */
  collection?: boolean
}

/**
 * spec §2 deep-link helpers; every one takes the id as its `id` query parameter. The first nine are
 * web links (screens of pages.json), the rest app-only paths.
 */
export const deepLinks = {
  /** /article/detail?id — extra query parameters (preview, promotionId, voteId, voteItemId…) are kept. */
  articleDetail: (id: LinkId, extra?: Record<string, unknown>) => route('articleDetail', id, extra),
  offlineClassDetail: (id: LinkId) => route('offlineClassDetail', id),
  /**
   * /shortVideo/detail?id&position&extraId&jumpType=collection. pages.json spells the path
   * /shortvideo/detail (paths match case-insensitively); the link names the route, not the spelling.
   */
  shortVideoDetail: (id: LinkId, options: ShortVideoLinkOptions = {}) =>
    route('shortVideoDetail', id, {
      position: options.position,
      extraId: options.extraId,
      jumpType: options.collection ? 'collection' : undefined,
    }),
  liveDetail: (id: LinkId) => route('liveDetail', id),
  videoDetail: (id: LinkId) => route('videoDetail', id),
  courseDetail: (id: LinkId) => route('courseDetail', id),
  /** The clinical guide (/clinical/detail). */
  guideDetail: (id: LinkId) => route('guideDetail', id),
  advanceCourseDetail: (id: LinkId) => route('advanceCourseDetail', id),
  /** An exam (/user/academy/exam): a promotion exam or a QUESTION_ANSWER promotion. */
  examDetail: (id: LinkId) => route('examDetail', id),
  topicDetail: (id: LinkId) => route('topicDetail', id),

  /** App-only: an enterprise zone; spec §5 only below zone id 300. */
  zoneDetail: (id: LinkId): DeepLinkTarget => {
    const valid = validId(id)
    if (valid !== undefined && valid >= ZONE_ID_LIMIT) {
      return { kind: 'none', reason: `zone ${valid}: the zone jump is made only below id ${ZONE_ID_LIMIT}` }
    }
    return appWithId('/zone/detail', id)
  },
  /** App-only: the academy course screen of the app. */
  academyCourseDetail: (id: LinkId, query?: Record<string, unknown>) =>
    appWithId('/academy/course-detail', id, query),
  /** App-only: an order (/user/pay). */
  orderDetail: (id: LinkId) => appWithId('/user/pay', id),
  /** App-only: the intelligence entry. */
  intelligenceDetail: (id: LinkId) => appWithId('/intelligence/detail', id),
  /** App-only: the app home on its cosmetology (医美) tab. */
  yimeiHome: () => appPath('/app/home', { tab: 'cosmetology' }),
  /** App-only: a web page wrapped in the app's own web container. */
  appWeb: (url: string): DeepLinkTarget =>
    url.trim() ? appPath('/app/web', { url: url.trim() }) : { kind: 'none', reason: 'appWeb: empty url' },
} as const

/** The address a target opens: `/v3<path>?…` for a screen, the app path for an app-only one. */
export function deepLinkHref(host: Pick<DeepLinkHost, 'routes'>, target: DeepLinkTarget): string {
  if (target.kind === 'route') return host.routes.href(target.route, target.query)
  if (target.kind === 'app') return target.path
  return ''
}

/** Opens a target: the H5 navigates to a screen; the app opens app-only paths; outside it a toast. */
export async function openDeepLink(host: DeepLinkHost, target: DeepLinkTarget): Promise<DeepLinkOutcome> {
  if (target.kind === 'none') {
    console.info(`[deep-link] not opened: ${target.reason}`)
    return 'skipped'
  }
  if (target.kind === 'app') {
    if (!host.platform.isApp) {
      toast(OUTSIDE_APP_MESSAGE)
      return 'outside-app'
    }
    await callNative('open-route', { path: target.path })
    return 'app'
  }
  const entry = host.routes.byName(target.route)
  if (!entry) {
    console.error(`[deep-link] route "${target.route}" is not in pages.json`)
    return 'skipped'
  }
  if (host.platform.isApp && entry.appWeb) {
    // spec §2: inside the app the helper wraps these pages in the app's web container (/app/web?url=),
    // so each opens as a screen of the app with its own back, rather than in place.
    const address = new URL(host.routes.href(target.route, target.query), window.location.origin).href
    return openDeepLink(host, deepLinks.appWeb(address))
  }
  host.navigator.push(target.route, target.query)
  return 'navigated'
}

/** An embedded content card (topic.detail's ContentCard) or anything naming a source type and an id. */
export interface ContentCardRef {
  sourceType: string
  /** ContentCard's own field; `id` is accepted too (banners, actions). */
  sourceId?: unknown
  id?: unknown
  /** Extra query: article parameters, short-video position/extraId/jumpType, a package's courseId. */
  extra?: Record<string, unknown> | null
}

function extraValue(extra: Record<string, unknown>, ...keys: string[]): number | string | undefined {
  for (const key of keys) {
    const value = extra[key]
    if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== ''))
      return value
  }
  return undefined
}

/**
 * Where a content card goes (spec §2 content-card jumps), by its source type:
 * ARTICLE, VIDEO, LIVE, SHORT_VIDEO → the lesson screens; GUIDELINE → the clinical guide; COURSE → the
 * course main screen; TOPIC → the topic; ACADEMY_COURSE → the app's academy course screen inside the app,
 * the AcademyCourseDetail screen outside it; COURSE_PACKAGE → the course package screen (its courses,
 * price and 立即购买), in the browser and the app alike (the app has no package screen); YIMEI → the app home's
 * cosmetology tab (app-only); ZONE → the enterprise zone (app-only, ids below 300);
 * OFFLINE_CLASS and ACTIVITY (favorites) → their detail screens.
 */
export function contentCardTarget(
  card: ContentCardRef,
  platform: Pick<PlatformInfo, 'isApp'> = { isApp: false },
): DeepLinkTarget {
  const id = card.sourceId ?? card.id
  const extra = card.extra ?? {}
  const sourceType = card.sourceType
  if (!isOpenableSourceType(sourceType)) {
    return { kind: 'none', reason: `unknown content source type ${JSON.stringify(sourceType)}` }
  }
  switch (sourceType as OpenableSourceType) {
    case 'ARTICLE':
      return deepLinks.articleDetail(id as LinkId, extra)
    case 'VIDEO':
      return deepLinks.videoDetail(id as LinkId)
    case 'LIVE':
      return deepLinks.liveDetail(id as LinkId)
    case 'SHORT_VIDEO': {
      const jumpType = extraValue(extra, 'jumpType')
      const extraId = extraValue(extra, 'extraId', 'collectionId')
      return deepLinks.shortVideoDetail(id as LinkId, {
        position: extraValue(extra, 'position'),
        extraId,
        collection: jumpType === 'collection' || (jumpType === undefined && extraId !== undefined),
      })
    }
    case 'GUIDELINE':
      return deepLinks.guideDetail(id as LinkId)
    case 'COURSE':
      return deepLinks.courseDetail(id as LinkId)
    case 'TOPIC':
      return deepLinks.topicDetail(id as LinkId)
    case 'ACADEMY_COURSE':
      return platform.isApp
        ? deepLinks.academyCourseDetail(id as LinkId)
        : route(CONTENT_ROUTES.ACADEMY_COURSE ?? '', id)
    case 'COURSE_PACKAGE':
      return route(CONTENT_ROUTES.COURSE_PACKAGE ?? '', id)
    case 'YIMEI':
      return deepLinks.yimeiHome()
    case 'ZONE':
      return deepLinks.zoneDetail(id as LinkId)
    case 'OFFLINE_CLASS':
      return deepLinks.offlineClassDetail(id as LinkId)
    case 'ACTIVITY':
      return route(CONTENT_ROUTES.ACTIVITY ?? '', id)
  }
}

/** Opens a content card where its source type points (see contentCardTarget). */
/**
 * spec §3 scene types and promotion type (decision 0031): FOCUS_ENP opens the zone followed (as a ZONE
 * card: app-only, below id 300), SUBSCRIBE_COURSE the course, PROMOTION_EXAM and QUESTION_ANSWER the
 * exam. Undefined for any other type.
 */
export function sceneTarget(
  type: string,
  id: unknown,
  platform: Pick<PlatformInfo, 'isApp'>,
): DeepLinkTarget | undefined {
  switch (type as SceneType | PromotionType) {
    case 'FOCUS_ENP':
      return contentCardTarget({ sourceType: 'ZONE', sourceId: id }, platform)
    case 'SUBSCRIBE_COURSE':
      return deepLinks.courseDetail(id as LinkId)
    case 'PROMOTION_EXAM':
    case 'QUESTION_ANSWER':
      return deepLinks.examDetail(id as LinkId)
    default:
      return undefined
  }
}

export function openContentCard(host: DeepLinkHost, card: ContentCardRef): Promise<DeepLinkOutcome> {
  return openDeepLink(host, contentCardTarget(card, host.platform))
}
