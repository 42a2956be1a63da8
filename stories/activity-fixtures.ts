import type { Decorator } from '@storybook/react-vite'
import { createElement, type ReactNode, useState } from 'react'
import { createServerState } from '@/runtime/data'
import { type Runtime, RuntimeContext } from '@/runtime/render'
import { type StoryRuntimeOptions, storyRuntime, svgPicture } from './story-runtime'

/**
 * Fixtures of the activity and lottery stories (ActivityDetail, ActivityList, DurationActivity,
 * LotteryDraw), shaped like schemas/api/activity.ts and lottery.ts answers, with times relative to now so
 * each window state stays true.
 */

const DAY = 86_400_000
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

export function banner(label: string, from: string, to: string): string {
  return svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="750" height="400" fill="url(#g)"/><text x="375" y="215" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )
}

export const doctor: Pick<StoryRuntimeOptions, 'loginInfo'> = {
  loginInfo: { token: 'story-token', name: '李医生' },
}

export function activity(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    title: '2026 皮肤镜读片挑战赛',
    subtitle: '每周 5 例真实病例，专家直播点评',
    type: 'GENERAL',
    status: 'ACTIVE',
    phase: 'PROCESSING',
    bannerUrl: banner('皮肤镜读片挑战赛', '#0a4f7a', '#2bb3a3'),
    startTime: inDays(-3),
    endTime: inDays(27),
    registrationEnabled: true,
    registrationStartTime: inDays(-10),
    registrationEndTime: inDays(20),
    registrationStatus: 'START',
    quota: 0,
    registeredCount: 1268,
    appointmentEnabled: false,
    subscribedCount: 0,
    venue: '',
    lotteryId: 1,
    votePromotionId: 26,
    hasCertificate: true,
    shareTitle: '',
    shareDesc: '',
    tags: ['读片', '证书', '抽奖'],
    mine: { registered: false, registeredAt: null, appointmentStatus: 'UNSUBSCRIBED', ticketCount: 0 },
    ...overrides,
  }
}

export const activityHtml = `<section class="activity-intro">
  <h2>2026 皮肤镜读片挑战赛</h2>
  <p>面向全国皮肤科医生的线上读片活动：每周发布 5 例真实病例，涵盖色素痣、脂溢性角化病与早期黑素瘤的皮肤镜图像。</p>
  <ul>
    <li>活动为期 30 天，每周一更新病例</li>
    <li>参与方式：在「成长学院」完成读片并提交诊断，专家点评将在每周五直播中公布</li>
    <li>完成全部病例的医生可领取学习证书</li>
  </ul>
  <p class="activity-note">病例图片仅供医学教育使用，请勿转载。</p>
</section>`

export const variableContent = {
  title: '2026 皮肤镜读片挑战赛',
  subtitle: '每周 5 例真实病例，专家直播点评',
  buttonText: '立即报名',
  shareTitle: '一起来读片：2026 皮肤镜读片挑战赛',
  rules: ['每位医生每周可提交一次诊断', '完成全部病例可领取学习证书', '病例图片仅供医学教育使用'],
}

export const tickets = [
  {
    id: 3,
    activityId: 4,
    code: '26041001',
    sessionTitle: '主会场 · 开幕式与主旨报告',
    venue: '杭州国际会议中心 2 号厅',
    seat: 'B区 5排 8座',
    startTime: inDays(10),
    endTime: inDays(10.2),
    status: 'UNSIGNED',
    signedAt: null,
  },
  {
    id: 4,
    activityId: 4,
    code: '26041002',
    sessionTitle: '分会场 · 疑难病例讨论',
    venue: '杭州国际会议中心 5 号会议室',
    seat: '',
    startTime: inDays(11),
    endTime: inDays(11.25),
    status: 'SIGNED',
    signedAt: inDays(-1),
  },
]

export const page = <T>(items: T[], hasMore = false) => ({
  items,
  total: items.length,
  page: 1,
  size: 10,
  hasMore,
})

export function durationProgress(overrides: Record<string, unknown> = {}) {
  const days = Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.now() - (6 - index) * DAY).toISOString().slice(0, 10)
    const minutes = [45, 62, 0, 55, 48, 70, 20][index] ?? 0
    return { date, minutes, checkedIn: minutes > 0 && index < 6 }
  })
  return {
    activityId: 6,
    title: '学习时长打卡',
    phase: 'PROCESSING',
    startTime: inDays(-10),
    endTime: inDays(20),
    targetMinutes: 600,
    studiedMinutes: 410,
    todayMinutes: 20,
    targetDays: 15,
    checkInDays: 9,
    checkedInToday: false,
    days,
    reward: { type: 'MAIDOU', amount: 200, title: '200 麦豆', state: 'LOCKED', claimedAt: null },
    ...overrides,
  }
}

export const prizes = [
  {
    id: 101,
    name: '100 麦豆',
    type: 'MAIDOU',
    amount: 100,
    ebookId: null,
    instruction: '',
    picUrl: '',
    stock: 500,
    remaining: 499,
  },
  {
    id: 102,
    name: '50 积分',
    type: 'INTEGRAL',
    amount: 50,
    ebookId: null,
    instruction: '',
    picUrl: '',
    stock: 1000,
    remaining: 1000,
  },
  {
    id: 103,
    name: '便携式皮肤镜',
    type: 'GOODS',
    amount: 0,
    ebookId: null,
    instruction: '',
    picUrl: '',
    stock: 5,
    remaining: 4,
  },
  {
    id: 104,
    name: '《皮肤镜诊断图谱》电子书',
    type: 'EBOOK',
    amount: 0,
    ebookId: 1,
    instruction: '',
    picUrl: '',
    stock: 100,
    remaining: 100,
  },
  {
    id: 105,
    name: '线下训练营报名券',
    type: 'OTHER',
    amount: 0,
    ebookId: null,
    instruction: '请在 7 天内添加客服微信 dermacampus01，发送中奖截图领取训练营报名券',
    picUrl: '',
    stock: 20,
    remaining: 20,
  },
  {
    id: 106,
    name: '谢谢参与',
    type: 'NONE',
    amount: 0,
    ebookId: null,
    instruction: '',
    picUrl: '',
    stock: null,
    remaining: null,
  },
] as const

export function lottery(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    title: '读片挑战赛幸运大抽奖',
    subtitle: '完成读片即可参与，100% 有机会赢取皮肤镜',
    activityId: 1,
    bannerUrl: banner('幸运大抽奖', '#fa541c', '#f5222d'),
    status: 'PROCESSING',
    startTime: inDays(-3),
    endTime: inDays(27),
    rulesHtml:
      '<h3>抽奖规则</h3><ol><li>活动期间每位认证医生共有 3 次抽奖机会。</li><li>麦豆、积分奖品将在 24 小时内发放至账户。</li><li>实物奖品请在中奖后 7 天内填写收货地址。</li></ol>',
    chances: 3,
    usedChances: 1,
    remainingChances: 2,
    prizes,
    ...overrides,
  }
}

export function recordOf(prize: (typeof prizes)[number], id = 900 + prize.id) {
  return {
    id,
    lotteryId: 1,
    prizeId: prize.id,
    prizeName: prize.name,
    prizeType: prize.type,
    amount: prize.amount,
    ebookId: prize.ebookId,
    instruction: prize.instruction,
    picUrl: '',
    createdAt: inDays(-1),
    needsAddress: prize.type === 'GOODS',
    address: null,
  }
}

export type CdnAnswer = { html: string; variables: Record<string, unknown> } | 'pending' | 'missing'

export interface ActivityStoryOptions extends StoryRuntimeOptions {
  /** What the CDN answers for activity.txt and variableContent.json. */
  cdn?: CdnAnswer
  /** The user's roles (e.g. ROLE_GUEST for a visitor). */
  roles?: string[]
}

function activityRuntime({ cdn = 'missing', roles, ...options }: ActivityStoryOptions): Runtime {
  const runtime = storyRuntime(options)
  if (roles)
    runtime.stores.user.setUserInfo({ userId: 'u-story', roles: roles.map((roleName) => ({ roleName })) })
  const get = (url: string) => {
    if (cdn === 'pending') return new Promise<never>(() => undefined)
    if (cdn === 'missing') return Promise.reject(new Error(`404 ${url}`))
    return new Promise((resolve) =>
      setTimeout(() => resolve({ data: url.endsWith('.json') ? cdn.variables : cdn.html }), 300),
    )
  }
  // Stories never touch the network: the CDN files come from the story.
  const http = { ...runtime.api.http, get } as unknown as Runtime['api']['http']
  const api = { ...runtime.api, http }
  // The cache reads the files through this API client, as the app's reads through the CDN.
  runtime.data.dispose()
  return { ...runtime, api, data: createServerState(api) }
}

function Provider({ options, children }: { options: ActivityStoryOptions; children?: ReactNode }) {
  const [runtime] = useState(() => activityRuntime(options))
  return createElement(RuntimeContext.Provider, { value: runtime }, children)
}

/** Like withRuntime (./story-runtime.tsx), plus the CDN files and the user's roles. */
export function withActivityRuntime(options: ActivityStoryOptions = {}): Decorator {
  return (Story) => createElement(Provider, { options }, createElement(Story))
}

/** A write of the story's server: what it answers, and what the reads it changes answer from then on. */
export interface StoryWrite {
  answer: unknown
  reads: Record<string, unknown>
}

/**
 * Like withActivityRuntime, with a server whose state the story's writes change: the cache asks the reads
 * a write changes again (decision 0037), and they answer the new state. Made per mount, so the story
 * starts from its first state each time it is shown.
 */
export function withServerState(
  options: ActivityStoryOptions,
  writes: Record<string, StoryWrite>,
): Decorator {
  return (Story, context) => {
    const api: Record<string, unknown> = { ...options.api }
    for (const [name, write] of Object.entries(writes)) {
      api[name] = () => {
        Object.assign(api, write.reads)
        return write.answer
      }
    }
    return withActivityRuntime({ ...options, api })(Story, context)
  }
}
