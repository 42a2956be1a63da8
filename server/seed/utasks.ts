import { type Database, skinCareArticle } from '../db/index'

/**
 * Utasks, utask pages and skin-care articles (docs/server.md, Utasks and skin care). The utasks 1–12 and
 * the pages "petersonslab", "drwu" and "other" are content: `content/utasks/<id>.json` and
 * `content/utask-pages/<name>.json`, applied by seedContent (./content.ts) before this module runs.
 * Utasks 1, 2 and 4 are the tasks of the seeded utask certificates (./exams.ts). What is left here:
 * skin-care articles 1–3 (3 offline; times relative to the seed run), not a content kind.
 */

const DAY = 86_400_000

/**
 * Utask ids (contract: 1–12 reserved for the demo), pinned by `number` in content/utasks/: one of every
 * type (spec §3: 0 QUESTIONNAIRE … 5 REGISTERATION) and every status.
 */
export const UTASK_IDS = {
  /** QUESTIONNAIRE, ING, linked to form key `derma-survey` (content/utasks/ad-survey.json). */
  adSurvey: 1,
  /** RECRUIT, ING, quota 100 (psoriasis-recruit). */
  psoriasisRecruit: 2,
  /** SAMPLETRIAL, ING, linked to form key `sample-trial` (sample-trial). */
  sampleTrial: 3,
  /** MEETING, EXPIRED (young-doctor-salon). */
  youngDoctorSalon: 4,
  /** SIGNIN, COMING (summer-signin). */
  summerSignin: 5,
  /** REGISTERATION, ING (talent-recruit). */
  talentRecruit: 6,
  /** QUESTIONNAIRE, EXPIRED (acne-survey). */
  acneSurvey: 7,
  /** SAMPLETRIAL, COMING (sunscreen-sample-trial). */
  sunscreenTrial: 8,
  /** RECRUIT, EXPIRED (vitiligo-recruit). */
  vitiligoRecruit: 9,
  /** MEETING, COMING, linked to form key `meeting-signup` (laser-meeting). */
  laserMeeting: 10,
  /** SIGNIN, ING (dermoscopy-signin). */
  dermoscopySignin: 11,
  /** Offline (left out of every list; 404) (offline). */
  offline: 12,
} as const

/** Skin-care article ids of the seed: 3 is offline. */
export const SKIN_CARE_IDS = { moisturizing: 1, sunscreen: 2, offline: 3 } as const

/** The demo utask pages: content/utask-pages/<name>.json. */
export const UTASK_PAGE_NAMES = ['petersonslab', 'drwu', 'other'] as const

function skinCareRows(time: number): (typeof skinCareArticle.$inferInsert)[] {
  return [
    {
      id: SKIN_CARE_IDS.moisturizing,
      title: '秋冬季皮肤屏障修护指南',
      coverUrl: '/media/covers/eczema.svg',
      author: '皮肤科 王医生',
      contentHtml:
        '<h3>为什么秋冬皮肤更干？</h3><p>气温与湿度下降，皮肤屏障功能减弱，经皮水分丢失增加。</p><h3>护理要点</h3><ul><li>温水洁面，避免过度清洁</li><li>洗后 3 分钟内涂抹保湿霜</li><li>选择含神经酰胺的修护产品</li></ul>',
      publishedAt: new Date(time - 3 * DAY),
      tags: ['保湿', '屏障修护'],
      readCount: 2384,
    },
    {
      id: SKIN_CARE_IDS.sunscreen,
      title: '医生教你正确使用防晒霜',
      coverUrl: '/media/covers/photoaging.svg',
      author: '皮肤科 李医生',
      contentHtml: '<p>防晒霜应在出门前 15–30 分钟涂抹，面部用量约一元硬币大小，户外每 2 小时补涂一次。</p>',
      publishedAt: new Date(time - 10 * DAY),
      tags: ['防晒'],
      readCount: 5120,
    },
    {
      id: SKIN_CARE_IDS.offline,
      title: '已下线的护肤文章',
      contentHtml: '<p>已下线</p>',
      publishedAt: new Date(time - 30 * DAY),
      online: false,
    },
  ]
}

/** Rows the utask seed inserted on a run (the utasks and pages are content: SeedReport.content). */
export interface UtaskSeedReport {
  readonly skinCare: number
}

/** Inserts the skin-care articles that are missing; times are relative to `now`. */
export async function seedUtasks(database: Database, now: Date = new Date()): Promise<UtaskSeedReport> {
  const skinCare = await database.db
    .insert(skinCareArticle)
    .values(skinCareRows(now.getTime()))
    .onConflictDoNothing()
    .returning({ id: skinCareArticle.id })
  return { skinCare: skinCare.length }
}
