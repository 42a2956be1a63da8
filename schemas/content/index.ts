import { type ActivityContent, activityContentSchema } from './activity'
import { type BannerContent, bannerSchema } from './banner'
import { type ExamContent, examContentSchema } from './exam'
import { type FormContent, formContentSchema } from './form'
import { type LotteryContent, lotteryContentSchema } from './lottery'
import { type UtaskContent, utaskContentSchema } from './utask'
import { type UtaskPageContent, utaskPageContentSchema } from './utask-page'
import { type VoteCampaignContent, voteCampaignSchema } from './vote'
import { type ZoneContent, zoneContentSchema } from './zone'

export type { ActivityContent } from './activity'
export { ACTIVITY_REWARD_TYPES, activityContentSchema, COUNTED_REWARD_TYPES } from './activity'
export type { BannerContent } from './banner'
export { bannerSchema } from './banner'
export { contentIdSchema } from './common'
export type { ExamContent, ExamQuestionContent } from './exam'
export { CHOICE_QUESTION_TYPES, examContentSchema, JUDGMENT_OPTIONS } from './exam'
export type { FormContent, FormFieldContent } from './form'
export { CHOICE_FIELD_TYPES, formContentSchema, TEXT_FIELD_TYPES } from './form'
export type { LotteryContent, LotteryPrizeContent } from './lottery'
export { lotteryContentSchema } from './lottery'
export type { UtaskContent } from './utask'
export { utaskContentSchema } from './utask'
export type { UtaskPageContent } from './utask-page'
export { utaskPageContentSchema } from './utask-page'
export type { VoteCampaignContent } from './vote'
export { voteCampaignSchema } from './vote'
export type { ZoneContent, ZoneItemContent } from './zone'
export { zoneContentSchema } from './zone'

/**
 * The kinds of content a config folder holds under `content/<kind>/<id>.json`. A page names a piece of
 * content as `${content.<kind>.<id>}`, which the server replaces by the row id it became (a form: its
 * key, which is its id).
 */
export const CONTENT_KINDS = {
  votes: { schema: voteCampaignSchema, title: 'vote campaign' },
  banners: { schema: bannerSchema, title: 'banner' },
  forms: { schema: formContentSchema, title: 'form' },
  lotteries: { schema: lotteryContentSchema, title: 'lottery' },
  activities: { schema: activityContentSchema, title: 'activity' },
  exams: { schema: examContentSchema, title: 'exam' },
  utasks: { schema: utaskContentSchema, title: 'utask' },
  'utask-pages': { schema: utaskPageContentSchema, title: 'utask page' },
  zones: { schema: zoneContentSchema, title: 'enterprise zone' },
} as const

export type ContentKind = keyof typeof CONTENT_KINDS

/** The items of each kind of a version, as their contracts describe them. */
export interface ContentItems {
  votes: VoteCampaignContent[]
  banners: BannerContent[]
  forms: FormContent[]
  lotteries: LotteryContent[]
  activities: ActivityContent[]
  exams: ExamContent[]
  utasks: UtaskContent[]
  'utask-pages': UtaskPageContent[]
  zones: ZoneContent[]
}

export function emptyContent(): ContentItems {
  return {
    votes: [],
    banners: [],
    forms: [],
    lotteries: [],
    activities: [],
    exams: [],
    utasks: [],
    'utask-pages': [],
    zones: [],
  }
}

export function isContentKind(name: string): name is ContentKind {
  return Object.hasOwn(CONTENT_KINDS, name)
}

/** `content/votes/spring.json` → { kind: 'votes', id: 'spring' }; undefined for any other path. */
export function contentFileOf(path: string): { kind: string; id: string } | undefined {
  const match = /^content\/([^/]+)\/([^/]+)\.json$/.exec(path)
  return match?.[1] && match[2] ? { kind: match[1], id: match[2] } : undefined
}

/**
 * What published content ids stand for, by kind and content id: a row id, e.g. { votes: { "spring-2027":
 * 1005 } }, or a form's key (forms are found by key, and their key is their content id), or a utask
 * page's name (likewise).
 */
export type ContentIds = Readonly<Record<string, Readonly<Record<string, number | string>>>>

const CONTENT_REF = /\$\{\s*content\.([a-z][a-z-]*)\.([a-z0-9-]+)\s*\}/g

/**
 * A page schema with every `${content.<kind>.<id>}` replaced by what it stands for: a value that is only
 * the reference becomes the row id (a number; a form's key), one inside text the same as text. An unknown id is left as it is (the
 * validator refuses it before it can be served).
 */
export function resolveContentRefs<T>(value: T, ids: ContentIds): T {
  if (typeof value === 'string') {
    if (!value.includes('content.')) return value
    const whole = /^\$\{\s*content\.([a-z][a-z-]*)\.([a-z0-9-]+)\s*\}$/.exec(value)
    if (whole) {
      const id = ids[whole[1] ?? '']?.[whole[2] ?? '']
      return (id ?? value) as T
    }
    return value.replace(CONTENT_REF, (ref, kind: string, id: string) => {
      const row = ids[kind]?.[id]
      return row === undefined ? ref : String(row)
    }) as T
  }
  if (Array.isArray(value)) return value.map((item) => resolveContentRefs(item, ids)) as T
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveContentRefs(item, ids)]),
    ) as T
  }
  return value
}
