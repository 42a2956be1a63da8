import {
  type Database,
  type VoteContentType,
  type VoteRule,
  voteItem,
  votePromotion,
  voteRecord,
  voteRegion,
  voteVideoAdvert,
  voteVoter,
} from '../db/index'
import { cover, DEMO_VIDEO_URL } from './academy'
import { commenters } from './social'

/**
 * The vote campaigns of the issue 5 contract (docs/server.md, Votes): 1 and 25–31, one of each kind in each
 * status. Times are relative to the seed run; statuses are computed on read. Item ids are the campaign id
 * × 100 + the item's number (campaign 25, item 3 → 2503); region ids the campaign id × 10 + n. Seeded
 * votes are on earlier days only, so a demo doctor logging in still has every vote of today.
 */

const DAY = 86_400_000

/** The demo doctor with a rich history (./accounts.ts). */
const CERTIFIED_DOCTOR = 10_001

export const VOTE_IDS = {
  /** 2026 年度「优秀病例」评选: the voteDetail page (default vote id 1). */
  cases: 1,
  /** 2025 TED talks: regions, lessons, a video advert (default vote id 25). */
  ted: 25,
  /** 2025 Acmed: the items of activity 1. */
  acmed: 26,
  /** 2025 Leo: rules of types vote, prize and privacy. */
  leo: 27,
  notStarted: 28,
  completed: 29,
  /** Reserved for the "new vote page by config alone" test: nobody else votes in it. */
  spring: 30,
  /** Total limit 3 over its life: the concurrency and limit tests. */
  limited: 31,
} as const

/** Lessons of free academy courses (server/seed/academy-courses.ts) that show the TED entries. */
export const TED_LESSONS: readonly { readonly id: number; readonly type: 'ARTICLE' | 'VIDEO' }[] = [
  { id: 1023, type: 'ARTICLE' },
  { id: 1027, type: 'VIDEO' },
  { id: 1024, type: 'ARTICLE' },
  { id: 1028, type: 'VIDEO' },
  { id: 1025, type: 'ARTICLE' },
  { id: 1029, type: 'VIDEO' },
  { id: 1047, type: 'ARTICLE' },
  { id: 1053, type: 'VIDEO' },
  { id: 1048, type: 'ARTICLE' },
  { id: 1054, type: 'VIDEO' },
  { id: 1060, type: 'ARTICLE' },
  { id: 1055, type: 'VIDEO' },
]

interface ItemDef {
  readonly title: string
  /** Hospital · department. */
  readonly subtitle: string
  readonly cover: string
  readonly summary: string
  readonly baseVotes: number
  /** Index into the campaign's regions. */
  readonly region?: number
  readonly lesson?: { readonly id: number; readonly type: 'ARTICLE' | 'VIDEO' }
}

interface CampaignDef {
  readonly id: number
  readonly title: string
  readonly subtitle: string
  /** Days from the seed run; negative = in the past. */
  readonly startDays: number
  readonly endDays: number
  readonly banner: string
  readonly shareDesc: string
  readonly limits: { readonly daily: number; readonly total: number | null; readonly itemDaily: number }
  readonly activityId?: number
  readonly regions?: readonly string[]
  readonly extraRules?: readonly VoteRule[]
  readonly prize: string
  readonly items: readonly ItemDef[]
  /** Earlier days on which the commenters voted here (1 = yesterday); none when empty. */
  readonly votedDaysAgo: readonly number[]
}

const dept = (hospital: string, department = '皮肤科') => `${hospital} · ${department}`

function voteRuleHtml(def: CampaignDef): string {
  const { daily, total, itemDaily } = def.limits
  return [
    '<h3>投票时间</h3>',
    `<p>活动开始后至结束前均可投票，每日 0 点（北京时间）刷新投票次数。</p>`,
    '<h3>投票方式</h3>',
    '<ul>',
    `<li>每位用户每天可投 <strong>${daily}</strong> 票，可分别投给不同的参赛者。</li>`,
    `<li>同一参赛者每天最多可获得您的 <strong>${itemDaily}</strong> 票。</li>`,
    total === null
      ? '<li>活动期间投票总数不限。</li>'
      : `<li>活动期间每位用户最多可投 <strong>${total}</strong> 票。</li>`,
    '<li>未登录的访客需通过图形验证码验证后方可投票。</li>',
    '</ul>',
    '<h3>公平性说明</h3>',
    '<p>严禁使用任何技术手段刷票，一经发现，主办方有权取消相关票数及参赛资格。</p>',
  ].join('')
}

function rulesOf(def: CampaignDef): VoteRule[] {
  return [
    { type: 'vote', title: '投票规则', html: voteRuleHtml(def) },
    { type: 'prize', title: '奖项设置', html: def.prize },
    ...(def.extraRules ?? []),
  ]
}

const PRIZE_STANDARD =
  '<h3>奖项设置</h3><ul><li>一等奖 1 名：证书及学术交流基金</li><li>二等奖 2 名：证书及专业书籍礼包</li><li>三等奖 3 名：证书及成长学院课程兑换码</li></ul><p>最终结果由网络投票（占 40%）与专家评审（占 60%）综合评定，于活动结束后 7 个工作日内公布。</p>'

const campaigns: readonly CampaignDef[] = [
  {
    id: VOTE_IDS.cases,
    title: '2026 年度「优秀病例」评选',
    subtitle: '为你心中最有价值的临床病例投上一票',
    startDays: -10,
    endDays: 45,
    banner: 'banner-home',
    shareDesc: '年度优秀病例评选火热进行中，快来为精彩病例投票',
    limits: { daily: 3, total: null, itemDaily: 1 },
    prize: PRIZE_STANDARD,
    votedDaysAgo: [1, 2, 4],
    items: [
      {
        title: '泛发性脓疱型银屑病的生物制剂序贯治疗',
        subtitle: dept('江城市第一人民医院'),
        cover: 'psoriasis',
        summary:
          '28 岁女性，妊娠后泛发脓疱伴高热。IL-36 通路受体拮抗剂控制急性期后序贯 IL-17 抑制剂维持，随访 12 个月无复发。',
        baseVotes: 486,
      },
      {
        title: '误诊为湿疹的蕈样肉芽肿一例',
        subtitle: dept('华东医科大学附属第一医院'),
        cover: 'dermatopathology',
        summary:
          '反复躯干红斑鳞屑 6 年，外用激素效果不佳。多次活检结合 TCR 基因重排确诊早期蕈样肉芽肿，提示顽固性"湿疹"需警惕。',
        baseVotes: 522,
      },
      {
        title: '儿童重度特应性皮炎的综合管理',
        subtitle: dept('北川儿童医院'),
        cover: 'pediatric',
        summary:
          '7 岁患儿 EASI 评分 38 分，合并睡眠障碍。生物制剂联合家庭护理教育，16 周 EASI-75 达标，家长生活质量评分同步改善。',
        baseVotes: 431,
      },
      {
        title: '皮肤镜辅助早期识别肢端黑色素瘤',
        subtitle: dept('南湖皮肤病医院'),
        cover: 'melanoma',
        summary:
          '足跖 5 mm 色素斑，皮肤镜见皮嵴平行模式，及时切除确诊原位黑色素瘤，强调肢端色素痣随访中的皮肤镜价值。',
        baseVotes: 398,
      },
      {
        title: '重症药疹 DRESS 综合征的救治',
        subtitle: dept('滨海大学附属医院'),
        cover: 'drug-eruption',
        summary:
          '服用别嘌醇 5 周后出现发热、皮疹与肝损伤，RegiSCAR 评分 7 分。系统激素规范减量，多学科协作救治成功。',
        baseVotes: 377,
      },
      {
        title: '难治性斑秃的 JAK 抑制剂治疗',
        subtitle: dept('江城市第二人民医院'),
        cover: 'alopecia',
        summary:
          '全秃病程 3 年，多种治疗无效。口服 JAK 抑制剂 24 周 SALT 评分由 100 降至 20，并记录不良反应监测方案。',
        baseVotes: 352,
      },
      {
        title: '带状疱疹后神经痛的多模式镇痛',
        subtitle: dept('东岳医学院附属医院'),
        cover: 'herpes-zoster',
        summary:
          '78 岁患者胸背部带状疱疹后疼痛持续 4 个月，联合神经调节药物、神经阻滞与心理干预，疼痛评分由 8 分降至 2 分。',
        baseVotes: 305,
      },
      {
        title: '玫瑰痤疮合并激素依赖性皮炎的修复治疗',
        subtitle: dept('西岭县人民医院'),
        cover: 'rosacea',
        summary:
          '长期外用含激素护肤品后面部潮红灼热，停用激素并结合屏障修复、口服药物与强脉冲光治疗，3 个月明显缓解。',
        baseVotes: 289,
      },
    ],
  },
  {
    id: VOTE_IDS.ted,
    title: '2025「谁是皮肤专家」TED 演讲投票',
    subtitle: '三大赛区 12 位青年医师，18 分钟讲透一个皮肤病话题',
    startDays: -15,
    endDays: 30,
    banner: 'banner-live',
    shareDesc: '12 场精彩科普演讲，为你支持的皮肤专家投票',
    limits: { daily: 3, total: 20, itemDaily: 1 },
    regions: ['华东赛区', '华北赛区', '华南赛区'],
    prize:
      '<h3>奖项设置</h3><ul><li>年度最佳演讲 1 名：奖杯、证书及海外学术会议名额</li><li>赛区冠军 3 名：证书及学术交流基金</li><li>人气之星 5 名：证书及专业书籍礼包</li></ul><p>人气之星按网络投票数确定；其余奖项由网络投票与专家评审综合评定。</p>',
    votedDaysAgo: [1, 2, 3, 5, 8],
    items: [
      ['林晓梅', '江城市第一人民医院', '白癜风不是"白"的那么简单', 'vitiligo', 0, 612],
      ['周明远', '华东医科大学附属第一医院', '痒，是一种病', 'urticaria', 0, 574],
      ['陈思远', '南湖皮肤病医院', '把白斑重新"种"回颜色', 'vitiligo', 0, 498],
      ['许文静', '滨海大学附属医院', '抗组胺药的正确打开方式', 'urticaria', 0, 455],
      ['赵一鸣', '燕京医科大学附属医院', '光，也是一种药', 'laser', 1, 530],
      ['孙嘉禾', '北川儿童医院', '当荨麻疹反复发作', 'urticaria', 1, 467],
      ['李思涵', '津港市中心医院', '湿疹不是"湿气重"', 'eczema', 1, 441],
      ['王浩然', '冀州市人民医院', '和带状疱疹赛跑', 'herpes-zoster', 1, 406],
      ['黄雨桐', '岭南医科大学附属第三医院', '激素药膏，用对不可怕', 'eczema', 2, 589],
      ['郭子轩', '珠江市皮肤病防治所', '抗病毒治疗的黄金 72 小时', 'herpes-zoster', 2, 423],
      ['何欣怡', '鹏城市人民医院', '给婴儿娇嫩皮肤的一封信', 'pediatric', 2, 512],
      ['梁宇航', '桂山医学院附属医院', '疼痛不该被忍受', 'herpes-zoster', 2, 388],
    ].map(([name, hospital, talk, coverName, region, votes], index) => {
      const lesson = TED_LESSONS[index]
      return {
        title: String(name),
        subtitle: dept(String(hospital)),
        cover: String(coverName),
        summary: `演讲《${talk}》：用 18 分钟把临床中最常被误解的问题讲清楚，${lesson?.type === 'VIDEO' ? '观看演讲视频' : '阅读演讲全文'}了解更多。`,
        baseVotes: Number(votes),
        region: Number(region),
        ...(lesson ? { lesson } : {}),
      }
    }),
  },
  {
    id: VOTE_IDS.acmed,
    title: '2025 Acmed 皮肤病例大赛投票',
    subtitle: '皮肤镜读片病例 10 强，网络人气投票',
    startDays: -7,
    endDays: 21,
    banner: 'dermoscopy',
    shareDesc: 'Acmed 皮肤病例大赛 10 强出炉，快来为精彩病例投票',
    limits: { daily: 5, total: null, itemDaily: 2 },
    activityId: 1,
    prize: PRIZE_STANDARD,
    votedDaysAgo: [1, 3],
    items: [
      ['面部多发褐色斑片的鉴别诊断', '江城市第一人民医院', 'dermoscopy'],
      ['甲下纵行黑线：良性还是恶性？', '华东医科大学附属第一医院', 'melanoma'],
      ['头皮红斑鳞屑的毛发镜表现', '燕京医科大学附属医院', 'alopecia'],
      ['背部蓝黑色结节一例', '南湖皮肤病医院', 'skin-tumor'],
      ['儿童手足疣的皮肤镜随访', '北川儿童医院', 'pediatric'],
      ['基底细胞癌的树枝状血管', '滨海大学附属医院', 'skin-tumor'],
      ['疥疮的"三角翼"征', '西岭县人民医院', 'fungal'],
      ['扁平苔藓的 Wickham 纹', '岭南医科大学附属第三医院', 'dermatopathology'],
      ['脂溢性角化病的粉刺样开口', '鹏城市人民医院', 'photoaging'],
      ['银屑病与湿疹的点状血管对比', '东岳医学院附属医院', 'psoriasis'],
    ].map(([title, hospital, coverName], index) => ({
      title: String(title),
      subtitle: dept(String(hospital)),
      cover: String(coverName),
      summary: `参赛病例：${title}。附临床照片、皮肤镜图像与病理结果，展示从读片到确诊的完整思路。`,
      baseVotes: 260 - index * 17,
    })),
  },
  {
    id: VOTE_IDS.leo,
    title: '2025 Leo 「银屑病患者关爱」公益投票',
    subtitle: '为最温暖的患者关爱项目点赞',
    startDays: -5,
    endDays: 25,
    banner: 'psoriasis',
    shareDesc: '每一票都是对银屑病患者的关爱，快来投票支持',
    limits: { daily: 3, total: null, itemDaily: 1 },
    prize:
      '<h3>奖项设置</h3><ul><li>最佳关爱项目 1 个：10 万元公益项目资助</li><li>优秀关爱项目 3 个：各 3 万元公益项目资助</li></ul><p>资助款项专用于银屑病患者教育与随访管理，使用情况将定期公示。</p>',
    extraRules: [
      {
        type: 'privacy',
        title: '隐私说明',
        html: '<h3>隐私说明</h3><p>投票仅记录您的账号与投票时间，用于统计票数和防止刷票，不会向参赛项目或第三方提供您的个人信息。</p><p>活动结束 90 天后，投票明细将被匿名化处理。</p>',
      },
    ],
    votedDaysAgo: [1, 2],
    items: [
      [
        '"皮肤的朋友"银屑病患者互助课堂',
        '江城市第一人民医院',
        '每月一次线下课堂，患者与医生面对面交流长期管理经验。',
      ],
      [
        '银屑病关节炎早筛门诊',
        '华东医科大学附属第一医院',
        '皮肤科与风湿科联合门诊，早期发现关节受累，减少致残。',
      ],
      ['"不再遮掩"患者心理支持计划', '南湖皮肤病医院', '心理咨询师加入随访团队，帮助患者走出病耻感。'],
      [
        '基层医生银屑病规范化诊疗培训',
        '西岭县人民医院',
        '覆盖 20 个县区的基层医生培训，让患者在家门口得到规范治疗。',
      ],
      ['青少年银屑病患者夏令营', '北川儿童医院', '为青少年患者提供安全的交流空间，学会与疾病相处。'],
      ['银屑病患者随访管理小程序', '滨海大学附属医院', '用药提醒与病情自评工具，提高长期治疗依从性。'],
    ].map(([title, hospital, summary], index) => ({
      title: String(title),
      subtitle: dept(String(hospital)),
      cover: index % 2 === 0 ? 'psoriasis' : 'topic',
      summary: String(summary),
      baseVotes: 340 - index * 29,
    })),
  },
  {
    id: VOTE_IDS.notStarted,
    title: '2026 夏季「皮肤科青年医师」风采投票',
    subtitle: '青年医师风采展示，即将开启',
    startDays: 7,
    endDays: 37,
    banner: 'banner-task',
    shareDesc: '皮肤科青年医师风采投票即将开始',
    limits: { daily: 3, total: null, itemDaily: 1 },
    prize: PRIZE_STANDARD,
    votedDaysAgo: [],
    items: [
      ['吴静', '江城市第二人民医院'],
      ['郑凯', '燕京医科大学附属医院'],
      ['冯媛', '岭南医科大学附属第三医院'],
      ['蒋涛', '东岳医学院附属医院'],
    ].map(([name, hospital]) => ({
      title: String(name),
      subtitle: dept(String(hospital)),
      cover: 'topic',
      summary: '扎根临床一线的青年皮肤科医师，热心患者教育与科普。',
      baseVotes: 0,
    })),
  },
  {
    id: VOTE_IDS.completed,
    title: '2025 年度「皮肤镜读片达人」评选',
    subtitle: '评选已结束，感谢每一位参与投票的医生',
    startDays: -40,
    endDays: -10,
    banner: 'dermoscopy',
    shareDesc: '2025 年度皮肤镜读片达人评选结果揭晓',
    limits: { daily: 3, total: null, itemDaily: 1 },
    prize: PRIZE_STANDARD,
    votedDaysAgo: [11, 12, 15, 20],
    items: [
      ['韩雪', '华东医科大学附属第一医院', 1_284],
      ['曹阳', '燕京医科大学附属医院', 1_106],
      ['邓琳', '南湖皮肤病医院', 987],
      ['彭博', '鹏城市人民医院', 854],
      ['谢婷', '西岭县人民医院', 731],
    ].map(([name, hospital, votes]) => ({
      title: String(name),
      subtitle: dept(String(hospital)),
      cover: 'dermoscopy',
      summary: '年度读片挑战累计正确率位居前列，分享了多例疑难色素性皮损的读片思路。',
      baseVotes: Number(votes),
    })),
  },
  {
    id: VOTE_IDS.spring,
    title: '2026 春季「最美皮肤科医生」评选',
    subtitle: '寻找身边温暖而专业的皮肤科医生',
    startDays: -3,
    endDays: 40,
    banner: 'banner-home',
    shareDesc: '最美皮肤科医生评选进行中，为你身边的好医生投票',
    limits: { daily: 3, total: 10, itemDaily: 1 },
    prize: PRIZE_STANDARD,
    votedDaysAgo: [],
    items: [
      ['沈雨辰', '江城市第一人民医院'],
      ['杜若琳', '华东医科大学附属第一医院'],
      ['任嘉诚', '北川儿童医院'],
      ['秦婉清', '滨海大学附属医院'],
      ['袁立行', '岭南医科大学附属第三医院'],
      ['钱思睿', '东岳医学院附属医院'],
    ].map(([name, hospital]) => ({
      title: String(name),
      subtitle: dept(String(hospital)),
      cover: 'topic',
      summary: '从医十余年，坚持每周义诊，患者口中"最有耐心的医生"。',
      baseVotes: 0,
    })),
  },
  {
    id: VOTE_IDS.limited,
    title: '2026 皮肤科科普达人投票（每人限投 3 票）',
    subtitle: '活动期间每人最多投 3 票，请珍惜每一票',
    startDays: -2,
    endDays: 28,
    banner: 'short-video',
    shareDesc: '皮肤科科普达人投票进行中',
    limits: { daily: 10, total: 3, itemDaily: 10 },
    prize: PRIZE_STANDARD,
    votedDaysAgo: [],
    items: [
      ['防晒那些事', '江城市第一人民医院', 'photoaging'],
      ['痘痘不要挤', '南湖皮肤病医院', 'acne'],
      ['湿疹宝宝护理', '北川儿童医院', 'eczema'],
      ['头发掉了怎么办', '滨海大学附属医院', 'alopecia'],
    ].map(([title, hospital, coverName]) => ({
      title: String(title),
      subtitle: dept(String(hospital)),
      cover: String(coverName),
      summary: `科普短视频《${title}》，用 3 分钟讲清楚一个皮肤健康常识。`,
      baseVotes: 0,
    })),
  },
]

export const itemIdOf = (promotionId: number, number: number) => promotionId * 100 + number
export const regionIdOf = (promotionId: number, index: number) => promotionId * 10 + index + 1

const SHANGHAI_OFFSET = 8 * 3_600_000

function shanghaiDayOf(at: number): string {
  return new Date(at + SHANGHAI_OFFSET).toISOString().slice(0, 10)
}

/** 09:00 in Shanghai `daysAgo` calendar days before the day of `now`: safely inside that day. */
function morningOf(now: number, daysAgo: number): number {
  const shanghaiMidnight = Math.floor((now + SHANGHAI_OFFSET) / DAY) * DAY - SHANGHAI_OFFSET
  return shanghaiMidnight - daysAgo * DAY + 9 * 3_600_000
}

export interface VoteSeed {
  readonly promotions: (typeof votePromotion.$inferInsert)[]
  readonly regions: (typeof voteRegion.$inferInsert)[]
  readonly items: (typeof voteItem.$inferInsert)[]
  readonly adverts: (typeof voteVideoAdvert.$inferInsert)[]
  readonly voters: (typeof voteVoter.$inferInsert)[]
  readonly records: (typeof voteRecord.$inferInsert)[]
}

/**
 * Votes of the commenters (and of 李医生 in campaign 25) on the campaign's earlier days, within every
 * limit: each voter votes min(daily, 2) different items a day, and never more than the total limit.
 */
function seedRecords(def: CampaignDef, now: number): Pick<VoteSeed, 'voters' | 'records'> {
  const voters: VoteSeed['voters'] = []
  const records: VoteSeed['records'] = []
  const voterIds = [
    ...commenters.map((doctor) => doctor.id),
    ...(def.id === VOTE_IDS.ted || def.id === VOTE_IDS.cases ? [CERTIFIED_DOCTOR] : []),
  ]
  voterIds.forEach((accountId, voterIndex) => {
    let cast = 0
    for (const daysAgo of def.votedDaysAgo) {
      const votesToday = Math.min(def.limits.daily, def.limits.itemDaily * def.items.length, 2)
      for (let slot = 0; slot < votesToday; slot += 1) {
        if (def.limits.total !== null && cast >= def.limits.total) break
        // Different items the same day (itemDaily may be 1), spread over voters and days.
        const spread = Math.max(1, Math.floor(def.items.length / 2))
        const number = ((voterIndex * 3 + daysAgo + slot * spread) % def.items.length) + 1
        const item = def.items[number - 1]
        // Minutes apart within the morning, never across midnight into another day.
        const at = morningOf(now, daysAgo) + (voterIndex * 7 + slot) * 60_000
        records.push({
          promotionId: def.id,
          itemId: itemIdOf(def.id, number),
          accountId,
          regionId: item?.region === undefined ? null : regionIdOf(def.id, item.region),
          activityId: def.activityId ?? null,
          voteDay: shanghaiDayOf(at),
          createdAt: new Date(at),
        })
        cast += 1
      }
    }
    if (cast > 0) {
      const firstDaysAgo = Math.max(...def.votedDaysAgo)
      voters.push({ promotionId: def.id, accountId, firstVotedAt: new Date(morningOf(now, firstDaysAgo)) })
    }
  })
  return { voters, records }
}

/** Builds every vote row, with times relative to `nowDate`. */
export function voteSeed(nowDate: Date = new Date()): VoteSeed {
  const now = nowDate.getTime()
  const seed: VoteSeed = { promotions: [], regions: [], items: [], adverts: [], voters: [], records: [] }
  for (const def of campaigns) {
    seed.promotions.push({
      id: def.id,
      title: def.title,
      subtitle: def.subtitle,
      startTime: new Date(now + def.startDays * DAY),
      endTime: new Date(now + def.endDays * DAY),
      bannerUrl: cover(def.banner),
      shareTitle: def.title,
      shareDesc: def.shareDesc,
      shareImg: cover(def.banner),
      rules: rulesOf(def),
      dailyLimit: def.limits.daily,
      totalLimit: def.limits.total,
      itemDailyLimit: def.limits.itemDaily,
      activityId: def.activityId ?? null,
      viewCount: def.items.reduce((sum, item) => sum + item.baseVotes, 0) * 3,
      shareCount: def.items.reduce((sum, item) => sum + item.baseVotes, 0) >> 4,
      tokenExpirationHours: 24,
    })
    ;(def.regions ?? []).forEach((name, index) => {
      seed.regions.push({ id: regionIdOf(def.id, index), promotionId: def.id, name, sortOrder: index })
    })
    def.items.forEach((item, index) => {
      const contentType: VoteContentType = item.lesson?.type ?? 'NONE'
      seed.items.push({
        id: itemIdOf(def.id, index + 1),
        promotionId: def.id,
        regionId: item.region === undefined ? null : regionIdOf(def.id, item.region),
        activityId: def.activityId ?? null,
        number: index + 1,
        title: item.title,
        subtitle: item.subtitle,
        picUrl: cover(item.cover),
        summary: item.summary,
        contentType,
        lessonId: item.lesson?.id ?? null,
        videoUrl: contentType === 'VIDEO' ? DEMO_VIDEO_URL : '',
        baseVotes: item.baseVotes,
      })
    })
    const { voters, records } = seedRecords(def, now)
    seed.voters.push(...voters)
    seed.records.push(...records)
  }
  seed.adverts.push({
    promotionId: VOTE_IDS.ted,
    title: '2025「谁是皮肤专家」TED 演讲精彩集锦',
    videoUrl: DEMO_VIDEO_URL,
    posterUrl: cover('banner-live'),
    link: '',
  })
  // Explicit record ids, so a second run inserts nothing.
  seed.records.forEach((record, index) => {
    record.id = index + 1
  })
  return seed
}

/** Inserts the vote rows that are missing; answers how many rows it inserted. */
export async function seedVotes(database: Database, nowDate: Date = new Date()): Promise<number> {
  const { db } = database
  const seed = voteSeed(nowDate)
  const inserted = [
    await db
      .insert(votePromotion)
      .values(seed.promotions)
      .onConflictDoNothing()
      .returning({ id: votePromotion.id }),
    await db.insert(voteRegion).values(seed.regions).onConflictDoNothing().returning({ id: voteRegion.id }),
    await db.insert(voteItem).values(seed.items).onConflictDoNothing().returning({ id: voteItem.id }),
    await db
      .insert(voteVideoAdvert)
      .values(seed.adverts)
      .onConflictDoNothing()
      .returning({ id: voteVideoAdvert.promotionId }),
    await db
      .insert(voteVoter)
      .values(seed.voters)
      .onConflictDoNothing()
      .returning({ id: voteVoter.promotionId }),
    await db.insert(voteRecord).values(seed.records).onConflictDoNothing().returning({ id: voteRecord.id }),
  ]
  return inserted.reduce((sum, rows) => sum + rows.length, 0)
}
