import { type Database, skinCareArticle, utask, utaskPage } from '../db/index'

/**
 * Utasks, utask page configs and skin-care articles (docs/server.md, Utasks and skin care): utasks 1–12
 * of every type (spec §3: 0 QUESTIONNAIRE … 5 REGISTERATION) and every status (ING, COMING, EXPIRED;
 * times relative to the seed run), utask 12 offline; the pages "petersonslab", "drwu" and "other"; and
 * skin-care articles 1–3 (3 offline). Utasks 1, 2 and 4 are the tasks of the seeded utask certificates.
 */

const DAY = 86_400_000

/** Utask ids (contract: 1–12 reserved for this seed). */
export const UTASK_IDS = {
  /** QUESTIONNAIRE, ING, linked to form key `derma-survey`. */
  adSurvey: 1,
  /** RECRUIT, ING, quota 100. */
  psoriasisRecruit: 2,
  /** SAMPLETRIAL, ING, linked to form key `sample-trial`. */
  sampleTrial: 3,
  /** MEETING, EXPIRED. */
  youngDoctorSalon: 4,
  /** SIGNIN, COMING. */
  summerSignin: 5,
  /** REGISTERATION, ING. */
  talentRecruit: 6,
  /** QUESTIONNAIRE, EXPIRED. */
  acneSurvey: 7,
  /** SAMPLETRIAL, COMING. */
  sunscreenTrial: 8,
  /** RECRUIT, EXPIRED. */
  vitiligoRecruit: 9,
  /** MEETING, COMING, linked to form key `meeting-signup`. */
  laserMeeting: 10,
  /** SIGNIN, ING. */
  dermoscopySignin: 11,
  /** Offline (left out of every list; 404). */
  offline: 12,
} as const

export const SKIN_CARE_IDS = { moisturizing: 1, sunscreen: 2, offline: 3 } as const

export const UTASK_PAGE_NAMES = ['petersonslab', 'drwu', 'other'] as const

function utaskRows(time: number): (typeof utask.$inferInsert)[] {
  const at = (days: number) => new Date(time + days * DAY)
  const ing = { startTime: at(-10), endTime: at(20) }
  const coming = (days: number) => ({ startTime: at(days), endTime: at(days + 30) })
  const expired = (days: number) => ({ startTime: at(-days - 30), endTime: at(-days) })
  return [
    {
      id: 1,
      title: '2026 特应性皮炎患者随访问卷',
      summary: '约 5 分钟，了解门诊特应性皮炎患者的随访现状',
      coverUrl: '/media/covers/atopic-dermatitis.svg',
      type: 0,
      ...ing,
      participantCountBase: 1286,
      reward: '50 麦豆',
      formKey: 'derma-survey',
    },
    {
      id: 2,
      title: '银屑病患者招募',
      summary: '招募中重度斑块状银屑病患者参与临床研究',
      coverUrl: '/media/covers/psoriasis.svg',
      type: 1,
      ...ing,
      participantCountBase: 37,
      quota: 100,
    },
    {
      id: 3,
      title: '修护保湿霜医生试用',
      summary: '申请免费试用装，使用后提交体验反馈',
      coverUrl: '/media/covers/eczema.svg',
      type: 2,
      ...ing,
      participantCountBase: 420,
      quota: 500,
      reward: '试用装 1 份',
      formKey: 'sample-trial',
    },
    {
      id: 4,
      title: '皮肤科青年医师学术沙龙（上海站）',
      summary: '青年医师病例分享与专家点评',
      coverUrl: '/media/covers/offline.svg',
      type: 4,
      ...expired(35),
      participantCountBase: 180,
      quota: 200,
    },
    {
      id: 5,
      title: '夏季皮肤健康义诊活动报名',
      summary: '走进社区，为居民提供皮肤健康咨询',
      coverUrl: '/media/covers/photoaging.svg',
      type: 3,
      ...coming(5),
      quota: 60,
    },
    {
      id: 6,
      title: '三甲医院皮肤科主治医师招聘',
      summary: '华东地区多家医院皮肤科岗位开放',
      coverUrl: '/media/covers/guideline.svg',
      type: 5,
      ...ing,
      participantCountBase: 56,
    },
    {
      id: 7,
      title: '痤疮诊疗现状调研',
      summary: '已结束，感谢参与',
      coverUrl: '/media/covers/acne.svg',
      type: 0,
      ...expired(3),
      participantCountBase: 2310,
      reward: '30 麦豆',
    },
    {
      id: 8,
      title: '医学防晒霜试用招募',
      summary: '即将开放申请，敬请关注',
      coverUrl: '/media/covers/rosacea.svg',
      type: 2,
      ...coming(2),
      quota: 300,
      reward: '试用装 1 份',
    },
    {
      id: 9,
      title: '白癜风患者招募',
      summary: '已招满，感谢关注',
      coverUrl: '/media/covers/vitiligo.svg',
      type: 1,
      ...expired(10),
      participantCountBase: 80,
      quota: 80,
    },
    {
      id: 10,
      title: '皮肤激光美容年会报名',
      summary: '激光与光电治疗新进展',
      coverUrl: '/media/covers/laser.svg',
      type: 4,
      ...coming(12),
      quota: 500,
      formKey: 'meeting-signup',
    },
    {
      id: 11,
      title: '皮肤镜读片打卡活动报名',
      summary: '每日一图，坚持 21 天',
      coverUrl: '/media/covers/dermoscopy.svg',
      type: 3,
      ...ing,
      participantCountBase: 890,
      reward: '结业证书',
    },
    {
      id: 12,
      title: '已下线的任务',
      summary: '',
      type: 0,
      ...ing,
      online: false,
    },
  ]
}

const utaskPages: (typeof utaskPage.$inferInsert)[] = [
  {
    name: 'petersonslab',
    title: '彼得罗夫实验室',
    bannerUrl: '/media/covers/banner-task.svg',
    introHtml:
      '<p>彼得罗夫实验室联合皮肤科医生开展<strong>皮肤屏障修护</strong>研究。完成以下任务，即可获得麦豆奖励与样品。</p>',
    themeColor: '#0f8a7e',
    utaskIds: [3, 1, 8, 7],
  },
  {
    name: 'drwu',
    title: '吴博士专区',
    bannerUrl: '/media/covers/banner-home.svg',
    introHtml: '<p>吴博士团队的调研与招募任务，欢迎皮肤科同道参与。</p>',
    themeColor: '#c2410c',
    utaskIds: [2, 9, 5],
  },
  {
    name: 'other',
    title: '更多任务',
    bannerUrl: '',
    introHtml: '',
    themeColor: '#1677ff',
    utaskIds: [6, 10, 11, 4, 12],
  },
]

function skinCareRows(time: number): (typeof skinCareArticle.$inferInsert)[] {
  return [
    {
      id: 1,
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
      id: 2,
      title: '医生教你正确使用防晒霜',
      coverUrl: '/media/covers/photoaging.svg',
      author: '皮肤科 李医生',
      contentHtml: '<p>防晒霜应在出门前 15–30 分钟涂抹，面部用量约一元硬币大小，户外每 2 小时补涂一次。</p>',
      publishedAt: new Date(time - 10 * DAY),
      tags: ['防晒'],
      readCount: 5120,
    },
    {
      id: 3,
      title: '已下线的护肤文章',
      contentHtml: '<p>已下线</p>',
      publishedAt: new Date(time - 30 * DAY),
      online: false,
    },
  ]
}

export interface UtaskSeedReport {
  readonly utasks: number
  readonly pages: number
  readonly skinCare: number
}

/** Inserts the utask rows that are missing; times are relative to `now`. */
export async function seedUtasks(database: Database, now: Date = new Date()): Promise<UtaskSeedReport> {
  const { db } = database
  const time = now.getTime()
  const utasks = await db
    .insert(utask)
    .values(utaskRows(time))
    .onConflictDoNothing()
    .returning({ id: utask.id })
  const pages = await db
    .insert(utaskPage)
    .values(utaskPages)
    .onConflictDoNothing()
    .returning({ name: utaskPage.name })
  const skinCare = await db
    .insert(skinCareArticle)
    .values(skinCareRows(time))
    .onConflictDoNothing()
    .returning({ id: skinCareArticle.id })
  return { utasks: utasks.length, pages: pages.length, skinCare: skinCare.length }
}
