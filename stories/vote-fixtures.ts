import { refused, svgPicture } from './story-runtime'

/** Story data for the vote widgets: campaigns as the vote contract answers them (issue 5). */

const hour = 3600 * 1000
const at = (offset: number) => new Date(Date.now() + offset).toISOString()

export function votePicture(label: string, color: string, width = 400, height = 300): string {
  return svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/>` +
      `<stop offset="1" stop-color="#1b1f27"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
      `<text x="${width / 2}" y="${height / 2 + 10}" font-size="${Math.round(height / 8)}" text-anchor="middle" ` +
      `fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )
}

const doctors = [
  ['张明远', '复旦大学附属华山医院 皮肤科', 1, '华东'],
  ['李思涵', '北京大学第一医院 皮肤性病科', 2, '华北'],
  ['陈嘉怡', '中山大学附属第三医院 皮肤科', 3, '华南'],
  ['王立新', '上海市皮肤病医院 银屑病科', 1, '华东'],
  ['刘芳菲', '中国医学科学院皮肤病医院', 1, '华东'],
  ['赵启航', '首都医科大学附属北京儿童医院 皮肤科', 2, '华北'],
  ['孙晓彤', '南方医科大学皮肤病医院', 3, '华南'],
  ['周子墨', '天津医科大学总医院 皮肤科', 2, '华北'],
] as const

const colors = ['#e62b1e', '#1f7ae0', '#0f9d8a', '#f07c1b', '#7b4bd6', '#c2185b', '#2e7d32', '#5d4037']

export function voteItems(promotionId = 25, count = doctors.length) {
  return doctors.slice(0, count).map(([title, subtitle, regionId, regionName], index) => ({
    id: index + 1,
    promotionId,
    regionId,
    regionName,
    activityId: null,
    number: index + 1,
    title,
    subtitle,
    picUrl: votePicture(title, colors[index % colors.length] ?? '#1f7ae0'),
    summary: `${title}医生分享银屑病与特应性皮炎的长期管理经验。`,
    contentType: index % 2 === 0 ? 'ARTICLE' : 'VIDEO',
    lessonId: 1040 + index,
    videoUrl: '',
    voteCount: [328, 291, 276, 240, 198, 167, 150, 96][index] ?? 50,
    rank: index + 1,
    votedToday: 0,
    // As the public lists answer them (no doctor named); keptVotes answers each doctor's state.
    voteState: 'LOGIN_REQUIRED',
    remainingToday: null as number | null,
  }))
}

export function voteCampaign(overrides: Record<string, unknown> = {}) {
  return {
    id: 25,
    title: '2025「谁是皮肤专家」TED 演讲投票',
    subtitle: '12 位皮肤科医生，12 场 8 分钟的科普演讲，为你心中的皮肤专家投上一票',
    status: 'PROCESSING',
    startTime: at(-5 * 24 * hour),
    endTime: at(2 * 24 * hour + 3 * hour + 25 * 60 * 1000),
    bannerUrl: votePicture('谁是皮肤专家 · TED', '#e62b1e', 750, 400),
    shareTitle: '谁是皮肤专家？快来投票',
    shareDesc: '为你心中的皮肤专家投上一票',
    shareImg: '',
    rules: [
      {
        type: 'vote',
        title: '投票规则',
        html: '<p>1. 每位用户每天可投 3 票，同一位选手每天限投 1 票。</p><p>2. 活动期间每位用户累计最多投 20 票。</p><p>3. 严禁刷票，一经发现取消参赛资格。</p>',
      },
      {
        type: 'prize',
        title: '奖项设置',
        html: '<p><strong>一等奖 1 名</strong>：年会主会场演讲席位</p><p><strong>人气奖 3 名</strong>：精美证书与学术礼包</p>',
      },
    ],
    limits: { daily: 3, total: 20, itemDaily: 1 },
    regions: [
      { id: 1, name: '华东赛区' },
      { id: 2, name: '华北赛区' },
      { id: 3, name: '华南赛区' },
    ],
    activityId: null,
    totalVotes: 12876,
    itemCount: 12,
    viewCount: 56321,
    shareCount: 842,
    tokenExpirationHours: 24,
    mine: { todayVotes: 1, totalVotes: 6, remainingToday: 2, remainingTotal: 14 },
    item: null,
    ...overrides,
  }
}

export const notStarted = { startTime: at(7 * 24 * hour), endTime: at(30 * 24 * hour), status: 'NO_STARTED' }
export const ended = { startTime: at(-40 * 24 * hour), endTime: at(-10 * 24 * hour), status: 'COMPLETED' }

export function votePage(items: unknown[], hasMore = false) {
  return { items, total: items.length + (hasMore ? 10 : 0), page: 1, size: 10, hasMore }
}

export const doctorLogin = { loginInfo: { token: 'story-token', name: '李医生' } }

/** What vote.submit answers in each state it refuses (schemas/api/vote.ts). */
const refusals: Record<string, [string, string]> = {
  NOT_STARTED: ['vote.not.started', '活动还未开始'],
  ENDED: ['vote.ended', '活动已经结束'],
  TOTAL_RUN_OUT: ['vote.process.run.out', '当前活动投票次数已用完'],
  DAY_RUN_OUT: ['vote.everyday.run.out', '今日投票次数已用完，明天再来吧'],
  VOTED_TODAY: ['vote.item.day.run.out', '今天已为TA投过票，明天再来吧'],
}

/**
 * A campaign and its entries as the server keeps them for one signed-in doctor: vote.detail, vote.items
 * and vote.recordCount answer the doctor's votes now (each entry's voteState and remainingToday by the
 * server's rule), vote.submit casts one or refuses it with the server's code, vote.share counts one. A
 * tap's write refreshes the answers through the cache, so the story shows the server's state after it.
 */
export function keptVotes(
  options: { campaign?: Record<string, unknown>; votedToday?: number[]; totalVotes?: number } = {},
) {
  const base = voteCampaign(options.campaign)
  const { daily, total: totalLimit, itemDaily } = base.limits
  const today = new Map<number, number>((options.votedToday ?? []).map((id) => [id, 1]))
  const added = new Map<number, number>()
  let cast = 0
  let shares = 0
  let totalVotes = options.totalVotes ?? 5 + today.size
  const todayVotes = () => [...today.values()].reduce((sum, count) => sum + count, 0)
  const remaining = () => ({
    today: daily - todayVotes(),
    total: totalLimit === null ? Number.POSITIVE_INFINITY : totalLimit - totalVotes,
  })
  const stateOf = (id: number): { voteState: string; remainingToday: number } => {
    if (base.status === 'NO_STARTED') return { voteState: 'NOT_STARTED', remainingToday: 0 }
    if (base.status === 'COMPLETED') return { voteState: 'ENDED', remainingToday: 0 }
    const left = remaining()
    if (left.total <= 0) return { voteState: 'TOTAL_RUN_OUT', remainingToday: 0 }
    if (left.today <= 0) return { voteState: 'DAY_RUN_OUT', remainingToday: 0 }
    const leftItem = itemDaily - (today.get(id) ?? 0)
    if (leftItem <= 0) return { voteState: 'VOTED_TODAY', remainingToday: 0 }
    return { voteState: 'CAN_VOTE', remainingToday: Math.min(left.total, left.today, leftItem) }
  }
  const entries = voteItems(base.id)
  const entry = (raw: (typeof entries)[number]) => ({
    ...raw,
    voteCount: raw.voteCount + (added.get(raw.id) ?? 0),
    votedToday: today.get(raw.id) ?? 0,
    ...stateOf(raw.id),
  })
  const mine = () => {
    const left = remaining()
    return {
      todayVotes: todayVotes(),
      totalVotes,
      remainingToday: Math.max(0, Math.min(left.today, left.total)),
      remainingTotal: totalLimit === null ? null : Math.max(0, left.total),
    }
  }
  const find = (id: unknown) => entries.find((raw) => raw.id === Number(id))
  return {
    'vote.detail': (params: Record<string, unknown>) => {
      const raw = params.voteItemId ? find(params.voteItemId) : undefined
      return {
        ...base,
        totalVotes: base.totalVotes + cast,
        shareCount: base.shareCount + shares,
        mine: mine(),
        item: raw ? entry(raw) : null,
      }
    },
    'vote.items': (params: Record<string, unknown>) =>
      votePage(
        entries
          .filter((raw) => !params.regionId || String(raw.regionId) === String(params.regionId))
          .map(entry),
      ),
    'vote.recordCount': () => ({ id: base.id, count: totalVotes, todayCount: todayVotes() }),
    'vote.submit': (params: Record<string, unknown>) => {
      const raw = find(params.voteItemId)
      if (!raw) return refused(404, 'vote.item.not.found', '投票作品不存在')
      const { voteState } = stateOf(raw.id)
      const refusal = refusals[voteState]
      if (refusal) return refused(400, refusal[0], refusal[1])
      today.set(raw.id, (today.get(raw.id) ?? 0) + 1)
      added.set(raw.id, (added.get(raw.id) ?? 0) + 1)
      totalVotes += 1
      cast += 1
      return { voteItemId: raw.id, voteCount: entry(raw).voteCount, mine: mine() }
    },
    'vote.share': () => {
      shares += 1
      return { id: base.id, shareCount: base.shareCount + shares }
    },
  }
}
