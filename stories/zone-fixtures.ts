import { banner, doctor, inDays, page } from './activity-fixtures'

/** Enterprise-zone answers for the zone stories (schemas/api/zone.ts). */

export { doctor, page }

const enterprises = {
  herui: { id: 1, name: '和睿制药', logoUrl: banner('理', '#1664d9', '#36cfc9'), description: '' },
  anfu: { id: 2, name: '安肤生物', logoUrl: banner('薇', '#eb2f96', '#fa8c16'), description: '' },
  boen: { id: 3, name: '博恩医学', logoUrl: banner('强', '#cf1322', '#fa541c'), description: '' },
}

export function zone(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    title: '和睿皮肤科学院',
    subtitle: '敏感肌与特应性皮炎的规范管理',
    coverUrl: banner('和睿皮肤科学院', '#1664d9', '#36cfc9'),
    logoUrl: enterprises.herui.logoUrl,
    enterprise: enterprises.herui,
    itemCount: 4,
    followerCount: 1280,
    followed: false,
    appJump: true,
    ...overrides,
  }
}

export const zones = [
  zone(),
  zone({
    id: 2,
    title: '安肤皮肤屏障专区',
    subtitle: '皮肤屏障修护专区',
    coverUrl: banner('安肤生物', '#eb2f96', '#fa8c16'),
    logoUrl: enterprises.anfu.logoUrl,
    enterprise: enterprises.anfu,
    itemCount: 2,
    followerCount: 860,
  }),
  zone({
    id: 301,
    title: '博恩医学教育',
    subtitle: '银屑病诊疗进展',
    coverUrl: banner('博恩医学教育', '#cf1322', '#fa541c'),
    logoUrl: enterprises.boen.logoUrl,
    enterprise: enterprises.boen,
    itemCount: 1,
    followerCount: 540,
    appJump: false,
  }),
]

export function zoneItem(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    zoneId: 1,
    zoneTitle: '和睿皮肤科学院',
    type: 'ARTICLE',
    section: 'PRODUCT',
    title: '特应性皮炎的长期管理策略',
    summary: '从屏障修复到主动维持治疗',
    coverUrl: banner('特应性皮炎', '#13c2c2', '#1664d9'),
    formKey: null,
    utaskId: null,
    viewCount: 326,
    publishedAt: inDays(-1),
    ...overrides,
  }
}

export const zoneItems = [
  zoneItem(),
  zoneItem({
    id: 2,
    type: 'VIDEO',
    title: '痤疮外用药物的正确使用（视频）',
    summary: '3 分钟看懂维 A 酸类药物的使用要点',
    coverUrl: banner('痤疮', '#fa8c16', '#faad14'),
    viewCount: 512,
    publishedAt: inDays(-2),
  }),
  zoneItem({
    id: 3,
    type: 'FORM',
    title: '皮肤科诊疗调研',
    summary: '填写问卷，参与皮肤科诊疗现状调研',
    coverUrl: banner('调研', '#52c41a', '#13c2c2'),
    section: 'ACTIVITY',
    formKey: 'derma-survey',
    viewCount: 0,
    publishedAt: inDays(-3),
  }),
  zoneItem({
    id: 4,
    type: 'UTASK',
    title: '敏感肌修护霜样品试用招募',
    summary: '招募 200 位皮肤科医生参与样品试用',
    coverUrl: banner('样品试用', '#722ed1', '#eb2f96'),
    section: 'ACTIVITY',
    utaskId: 3,
    viewCount: 0,
    publishedAt: inDays(-4),
  }),
  zoneItem({
    id: 5,
    type: 'FORM',
    section: 'EXCHANGE',
    title: '修护保湿霜样品兑换',
    summary: '认证医生可申请兑换样品，用于门诊患者体验',
    coverUrl: banner('样品兑换', '#1664d9', '#52c41a'),
    formKey: 'sample-trial',
    viewCount: 0,
    publishedAt: inDays(-5),
  }),
]

export const zoneIntroduction =
  '<p>和睿皮肤科学院为皮肤科医生提供<strong>特应性皮炎</strong>、痤疮等疾病的前沿课程与病例，内容由企业提供，仅供医疗卫生专业人士参考。</p>'

export const articleHtml =
  '<h3>特应性皮炎的长期管理策略</h3><p>本文由企业专区提供，内容仅供医疗卫生专业人士参考。</p>' +
  '<p>要点：<strong>规范诊断</strong>、分级治疗、长期管理与患者教育。</p>' +
  '<ul><li>评估病情严重程度</li><li>选择合适的外用与系统治疗</li><li>随访与复发预防</li></ul>'

export const enterprise = enterprises.herui

/**
 * The follows as the server keeps them: zone.home, zone.items and zone.detail answer who follows what
 * now, zone.follow / zone.unfollow change it. A tap's write refreshes the answers through the cache, so
 * the story shows the server's state after it.
 */
export function keptFollows(followed: number[] = []) {
  const follows = new Set(followed)
  const now = (entry: ReturnType<typeof zone>) => ({
    ...entry,
    followed: follows.has(entry.id),
    followerCount: entry.followerCount + (follows.has(entry.id) ? 1 : 0),
  })
  const find = (params: Record<string, unknown>) => zones.find((entry) => entry.id === Number(params.id))
  const change = (follow: boolean) => (params: Record<string, unknown>) => {
    const found = find(params)
    if (!found) return undefined
    if (follow) follows.add(found.id)
    else follows.delete(found.id)
    return now(found)
  }
  return {
    'zone.home': () => ({
      followed: zones.filter((entry) => follows.has(entry.id)).map(now),
      recommended: zones.filter((entry) => !follows.has(entry.id)).map(now),
      latest: zoneItems,
    }),
    'zone.items': () => page(zones.map(now)),
    'zone.detail': (params: Record<string, unknown>) => {
      const found = find(params)
      return found ? { ...now(found), introduction: zoneIntroduction } : undefined
    },
    'zone.follow': change(true),
    'zone.unfollow': change(false),
  }
}
