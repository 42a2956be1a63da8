import { type Database, enterprise, zone, zoneFollow, zoneItem } from '../db/index'

/**
 * Enterprise zones (docs/server.md, Enterprise zones): three enterprises, each with one zone — zones 1 and 2
 * open in the app (zone jump, id below 300), zone 301 does not (spec §7) — and zone 9 taken offline. Items
 * of every type (articles, a video, forms of ./forms.ts, utasks of ./utasks.ts). Doctor 10001 follows
 * zone 1; doctor 10011 follows none.
 */

const DAY = 86_400_000
const DEMO_DOCTOR = 10_001

/** Zone ids (contract: 1, 2 and 301). */
export const ZONE_IDS = {
  /** 和睿皮肤科学院: 10001 follows it; articles, a video, a form, a utask. */
  herui: 1,
  /** 安肤皮肤屏障专区: an article and a form. */
  anfu: 2,
  /** 博恩医学教育: id ≥ 300, so the app does not jump to it (appJump false). */
  boen: 301,
  /** Taken offline (INACTIVE): zone.detail answers 404. */
  offline: 9,
} as const

/** Item ids of the seed. */
export const ZONE_ITEM_IDS = {
  /** ARTICLE in zone 1 (特应性皮炎). */
  article: 1,
  /** VIDEO in zone 1. */
  video: 2,
  /** FORM in zone 1 (form key derma-survey). */
  form: 3,
  /** UTASK in zone 1 (utask 3, SAMPLETRIAL). */
  utask: 4,
  /** ARTICLE in zone 2 (敏感肌). */
  anfuArticle: 5,
  /** FORM in zone 2 (form key sample-trial). */
  anfuForm: 6,
  /** ARTICLE in zone 301 (银屑病). */
  boenArticle: 7,
  /** INACTIVE article in zone 1: zone.item answers 404. */
  inactive: 8,
  /** ARTICLE in the offline zone 9: zone.item answers 404. */
  offlineZone: 9,
} as const

const ARTICLE_HTML = (topic: string) =>
  `<h3>${topic}</h3><p>本文由企业专区提供，内容仅供医疗卫生专业人士参考。</p>` +
  '<p>要点：<strong>规范诊断</strong>、分级治疗、长期管理与患者教育。</p>' +
  '<ul><li>评估病情严重程度</li><li>选择合适的外用与系统治疗</li><li>随访与复发预防</li></ul>'

export async function seedZones(database: Database, now: Date = new Date()): Promise<number> {
  const { db } = database
  const at = (days: number) => new Date(now.getTime() + days * DAY)
  const enterprises = await db
    .insert(enterprise)
    .values([
      {
        id: 1,
        name: '和睿制药',
        logoUrl: '/media/covers/eczema.svg',
        description: '专注敏感肌肤护理的皮肤学级护肤品牌，与皮肤科医生共同推动皮肤健康教育。',
      },
      {
        id: 2,
        name: '安肤生物',
        logoUrl: '/media/covers/rosacea.svg',
        description: '专注敏感肌肤的功效性护肤品牌，提供皮肤屏障修护的专业知识。',
      },
      {
        id: 3,
        name: '博恩医学',
        logoUrl: '/media/covers/psoriasis.svg',
        description: '面向皮肤科医生的医学教育平台，覆盖银屑病等免疫性皮肤病。',
      },
    ])
    .onConflictDoNothing()
    .returning({ id: enterprise.id })
  const zones = await db
    .insert(zone)
    .values([
      {
        id: ZONE_IDS.herui,
        enterpriseId: 1,
        title: '和睿皮肤科学院',
        subtitle: '敏感肌与特应性皮炎的规范管理',
        coverUrl: '/media/covers/atopic-dermatitis.svg',
        introduction:
          '<p>和睿皮肤科学院为皮肤科医生提供<strong>特应性皮炎</strong>、痤疮等疾病的前沿课程与病例。</p>',
        sortOrder: 1,
        followerCountBase: 1280,
      },
      {
        id: ZONE_IDS.anfu,
        enterpriseId: 2,
        title: '安肤皮肤屏障专区',
        subtitle: '皮肤屏障修护专区',
        coverUrl: '/media/covers/rosacea.svg',
        introduction: '<p>皮肤屏障修护的专业知识、样品试用与调研。</p>',
        sortOrder: 2,
        followerCountBase: 860,
      },
      {
        id: ZONE_IDS.boen,
        enterpriseId: 3,
        title: '博恩医学教育',
        subtitle: '银屑病诊疗进展',
        coverUrl: '/media/covers/psoriasis.svg',
        introduction: '<p>银屑病生物制剂治疗的最新进展与临床实践。</p>',
        sortOrder: 3,
        followerCountBase: 540,
      },
      {
        id: ZONE_IDS.offline,
        enterpriseId: 3,
        title: '已下线专区',
        status: 'INACTIVE',
        sortOrder: 9,
      },
    ])
    .onConflictDoNothing()
    .returning({ id: zone.id })
  const items = await db
    .insert(zoneItem)
    .values([
      {
        id: ZONE_ITEM_IDS.article,
        zoneId: ZONE_IDS.herui,
        type: 'ARTICLE',
        title: '特应性皮炎的长期管理策略',
        summary: '从屏障修复到主动维持治疗',
        coverUrl: '/media/covers/atopic-dermatitis.svg',
        content: ARTICLE_HTML('特应性皮炎的长期管理策略'),
        viewCount: 326,
        publishedAt: at(-1),
      },
      {
        id: ZONE_ITEM_IDS.video,
        zoneId: ZONE_IDS.herui,
        type: 'VIDEO',
        title: '痤疮外用药物的正确使用（视频）',
        summary: '3 分钟看懂维 A 酸类药物的使用要点',
        coverUrl: '/media/covers/acne.svg',
        content: '<p>主讲：皮肤科专家。视频介绍痤疮外用药物的使用顺序与注意事项。</p>',
        videoUrl: '/media/demo/clip.mp4',
        viewCount: 512,
        publishedAt: at(-2),
      },
      {
        id: ZONE_ITEM_IDS.form,
        zoneId: ZONE_IDS.herui,
        type: 'FORM',
        title: '皮肤科诊疗调研',
        summary: '填写问卷，参与皮肤科诊疗现状调研',
        coverUrl: '/media/covers/banner-task.svg',
        formKey: 'derma-survey',
        publishedAt: at(-3),
      },
      {
        id: ZONE_ITEM_IDS.utask,
        zoneId: ZONE_IDS.herui,
        type: 'UTASK',
        title: '敏感肌修护霜样品试用招募',
        summary: '招募 200 位皮肤科医生参与样品试用',
        coverUrl: '/media/covers/eczema.svg',
        utaskId: 3,
        publishedAt: at(-4),
      },
      {
        id: ZONE_ITEM_IDS.anfuArticle,
        zoneId: ZONE_IDS.anfu,
        type: 'ARTICLE',
        title: '敏感肌的屏障修护与日常护理',
        summary: '屏障受损的识别与修护要点',
        coverUrl: '/media/covers/rosacea.svg',
        content: ARTICLE_HTML('敏感肌的屏障修护与日常护理'),
        viewCount: 204,
        publishedAt: at(-1.5),
      },
      {
        id: ZONE_ITEM_IDS.anfuForm,
        zoneId: ZONE_IDS.anfu,
        type: 'FORM',
        title: '样品试用申请',
        summary: '申请修护精华样品',
        coverUrl: '/media/covers/banner-task.svg',
        formKey: 'sample-trial',
        publishedAt: at(-5),
      },
      {
        id: ZONE_ITEM_IDS.boenArticle,
        zoneId: ZONE_IDS.boen,
        type: 'ARTICLE',
        title: '银屑病生物制剂治疗进展',
        summary: 'IL-17 与 IL-23 抑制剂的临床选择',
        coverUrl: '/media/covers/psoriasis.svg',
        content: ARTICLE_HTML('银屑病生物制剂治疗进展'),
        viewCount: 98,
        publishedAt: at(-2.5),
      },
      {
        id: ZONE_ITEM_IDS.inactive,
        zoneId: ZONE_IDS.herui,
        type: 'ARTICLE',
        title: '已下线的文章',
        status: 'INACTIVE',
        publishedAt: at(-6),
      },
      {
        id: ZONE_ITEM_IDS.offlineZone,
        zoneId: ZONE_IDS.offline,
        type: 'ARTICLE',
        title: '下线专区的文章',
        publishedAt: at(-6),
      },
    ])
    .onConflictDoNothing()
    .returning({ id: zoneItem.id })
  const follows = await db
    .insert(zoneFollow)
    .values([{ zoneId: ZONE_IDS.herui, accountId: DEMO_DOCTOR, followedAt: at(-7) }])
    .onConflictDoNothing()
    .returning({ id: zoneFollow.zoneId })
  return enterprises.length + zones.length + items.length + follows.length
}
