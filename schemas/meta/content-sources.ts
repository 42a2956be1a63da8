/**
 * What an embedded content card can point at (spec §2 "Content-card jumps") and where each kind opens.
 * Kept free of imports so `npm run validate` (Node) can check config against the same table the runtime
 * jumps with.
 */
export const CONTENT_SOURCE_TYPES = [
  'ARTICLE',
  'VIDEO',
  'LIVE',
  'SHORT_VIDEO',
  'GUIDELINE',
  'ACADEMY_COURSE',
  'COURSE',
  'COURSE_PACKAGE',
  'TOPIC',
  'YIMEI',
  'ZONE',
] as const

/**
 * Favorites and order items also name offline classes and activities (spec §3 related object types),
 * so a favorite card opens through the same jump.
 */
export const RELATED_SOURCE_TYPES = ['OFFLINE_CLASS', 'ACTIVITY'] as const

export const OPENABLE_SOURCE_TYPES = [...CONTENT_SOURCE_TYPES, ...RELATED_SOURCE_TYPES] as const

/**
 * spec §3 scene types: where a link or a message brings a doctor (decision 0031). FOCUS_ENP opens the
 * zone followed, SUBSCRIBE_COURSE the course, PROMOTION_EXAM the exam.
 */
export const SCENE_TYPES = ['FOCUS_ENP', 'SUBSCRIBE_COURSE', 'PROMOTION_EXAM'] as const
export type SceneType = (typeof SCENE_TYPES)[number]

/** spec §3 promotion type: QUESTION_ANSWER, a quiz-type promotion, opens the exam screen (decision 0031). */
export const PROMOTION_TYPES = ['QUESTION_ANSWER'] as const
export type PromotionType = (typeof PROMOTION_TYPES)[number]

export type ContentSourceType = (typeof CONTENT_SOURCE_TYPES)[number]
export type OpenableSourceType = (typeof OPENABLE_SOURCE_TYPES)[number]

/**
 * The pages.json route a source type opens in a browser; `null` for the app-only targets (spec §2
 * app-only paths: home yimei and zone detail). ACADEMY_COURSE opens the app's academy course screen
 * inside the app and this route outside it.
 */
export const CONTENT_ROUTES: Readonly<Record<OpenableSourceType, string | null>> = {
  ARTICLE: 'articleDetail',
  VIDEO: 'videoDetail',
  LIVE: 'liveDetail',
  SHORT_VIDEO: 'shortVideoDetail',
  GUIDELINE: 'guideDetail',
  ACADEMY_COURSE: 'AcademyCourseDetail',
  COURSE: 'courseDetail',
  COURSE_PACKAGE: 'coursePackageDetail',
  TOPIC: 'topicDetail',
  YIMEI: null,
  ZONE: null,
  OFFLINE_CLASS: 'offlineClassDetail',
  ACTIVITY: 'activityDetail',
}

/** spec §5, §9: the zone jump is made only when the zone id is below 300. */
export const ZONE_ID_LIMIT = 300

export function isOpenableSourceType(value: unknown): value is OpenableSourceType {
  return typeof value === 'string' && Object.hasOwn(CONTENT_ROUTES, value)
}
