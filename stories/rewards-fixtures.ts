import { avatar, cover, DAY, fromNow, HOUR } from './learning-fixtures'

/**
 * Scholarship and study sprint month answers for the ScholarshipHome, ScholarshipRecords, SprintHome,
 * SprintRank and SprintResult stories (the shapes of schemas/api/scholarship.ts and sprint.ts).
 */

const idKey = 'dermaId'

export const loggedIn = { token: 'story-token', name: '李医生', accurateAuth: 2 }

export const tasks = [
  {
    id: 1,
    type: 'SIGN_IN',
    title: '每日签到',
    description: '每天打开奖学金页面签到',
    reward: 5,
    status: 'CLAIMED',
    actionText: '去签到',
    route: null,
  },
  {
    id: 2,
    type: 'WATCH_LESSON',
    title: '学习一节课程',
    description: '今日任意课程学习满 1 节',
    reward: 10,
    status: 'CLAIMABLE',
    actionText: '去学习',
    route: { name: 'courseDetail', query: { id: 1 } },
  },
  {
    id: 3,
    type: 'ATTEND_LIVE',
    title: '观看一场直播',
    description: '今日进入任意直播间学习',
    reward: 15,
    status: 'TODO',
    actionText: '去观看',
    route: { name: 'liveList', query: {} },
  },
  {
    id: 4,
    type: 'PASS_EXAM',
    title: '通过一次考试',
    description: '今日任意课程考试达到及格分',
    reward: 20,
    status: 'TODO',
    actionText: '去考试',
    route: { name: 'courseExamDetail', query: { id: 1, routeType: 'COURSE' } },
  },
  {
    id: 5,
    type: 'SHARE',
    title: '分享一门好课',
    description: '把喜欢的课程分享给同行',
    reward: 5,
    status: 'CLAIMABLE',
    actionText: '去分享',
    route: null,
  },
  {
    id: 6,
    type: 'SPRINT_JOIN',
    title: '参加学习冲刺月',
    description: '报名本月学习冲刺月，和同行一起冲刺',
    reward: 10,
    status: 'CLAIMABLE',
    actionText: '去参加',
    route: { name: 'sprint', query: {} },
  },
]

export const goods = [
  {
    id: 1,
    goodsType: 'COURSE',
    title: '《浅部真菌病实验室诊断》课程',
    description: '兑换后立即开通课程',
    picUrl: cover('浅部真菌病', '#3a8f6b', '#9fd9b8'),
    price: 300,
    stock: null,
    courseId: 12,
    owned: false,
  },
  {
    id: 2,
    goodsType: 'COURSE',
    title: '《痤疮分级治疗》课程',
    description: '兑换后立即开通课程',
    picUrl: cover('痤疮分级治疗', '#d9534f', '#f7b2a0'),
    price: 990,
    stock: null,
    courseId: 3,
    owned: false,
  },
  {
    id: 3,
    goodsType: 'GIFT',
    title: '皮肤镜读片口袋手册',
    description: '客服将联系你确认地址',
    picUrl: cover('口袋手册', '#6b5bd6', '#b8aef2'),
    price: 500,
    stock: 20,
    courseId: null,
    owned: false,
  },
  {
    id: 4,
    goodsType: 'GIFT',
    title: 'DermaCampus 定制笔记本',
    description: '客服将联系你确认地址',
    picUrl: cover('定制笔记本', '#1f7ae0', '#7fd3c2'),
    price: 100,
    stock: 0,
    courseId: null,
    owned: false,
  },
]

export const scholarshipHome = {
  balance: 325,
  todayIncome: 5,
  totalIncome: 455,
  totalExpense: 130,
  dailyClaimLimit: 3,
  todayClaims: 1,
  claimStatus: 'NORMAL',
  restrictedUntil: null,
  tasks,
  goods,
}

export const zeroHome = {
  ...scholarshipHome,
  balance: 0,
  todayIncome: 0,
  totalIncome: 0,
  totalExpense: 0,
  todayClaims: 0,
  tasks: tasks.map((task) => ({
    ...task,
    status: task.type === 'SIGN_IN' || task.type === 'SHARE' ? 'CLAIMABLE' : 'TODO',
  })),
}

export const restrictedHome = {
  ...scholarshipHome,
  claimStatus: 'RESTRICTED',
  restrictedUntil: fromNow(20 * HOUR),
  todayClaims: 3,
}

export const blockedHome = { ...scholarshipHome, claimStatus: 'BLOCKED', restrictedUntil: null }

function record(
  id: number,
  type: 'INCOME' | 'EXPENSE',
  amount: number,
  balanceAfter: number,
  reason: string,
  daysAgo: number,
) {
  const source = type === 'EXPENSE' ? 'EXCHANGE' : reason.includes('冲刺') ? 'SPRINT' : 'TASK'
  return { id, type, amount, balanceAfter, source, reason, createdAt: fromNow(-daysAgo * DAY) }
}

export const records = [
  record(9, 'INCOME', 10, 325, '参加学习冲刺月', 1),
  record(8, 'INCOME', 5, 315, '每日签到', 1.1),
  record(7, 'EXPENSE', 30, 310, '兑换皮肤科医生帆布袋', 2),
  record(6, 'INCOME', 300, 340, '2026年10月学习冲刺月冲刺奖励', 3),
  record(5, 'INCOME', 10, 40, '学习一节课程', 3.2),
  record(4, 'EXPENSE', 100, 30, '兑换DermaCampus 定制笔记本', 5),
  record(3, 'INCOME', 20, 130, '通过一次考试', 10),
]

export function recordsPage(params: Record<string, unknown>, hasMore = false) {
  const items = params.type ? records.filter((item) => item.type === params.type) : records
  return { items, total: items.length, page: 1, size: 15, hasMore }
}

const monthStart = new Date()
monthStart.setDate(1)
monthStart.setHours(0, 0, 0, 0)
const monthEnd = new Date(monthStart)
monthEnd.setMonth(monthEnd.getMonth() + 1)

export const sprint = {
  id: 202611,
  title: '2026年11月学习冲刺月',
  month: '2026-11',
  status: 'PROCESSING',
  startTime: monthStart.toISOString(),
  endTime: monthEnd.toISOString(),
  dailyGoalMinutes: 30,
  participantCount: 9,
  rules: [
    '活动时间：每月 1 日 00:00 至月末 24:00（北京时间），报名后开始累计学习时长。',
    '排名规则：按本月累计学习时长排名，时长相同时学习天数多者在前。',
    '冲刺奖励：月度前 3 名可获得 300 麦豆奖学金。',
  ],
  bannerUrl: '',
  shareTitle: '2026年11月学习冲刺月：每天 30 分钟，和同行一起进步',
  shareDesc: '每天学习 30 分钟，和全国皮肤科同行一起冲刺',
  shareImg: '',
}

const people = [
  ['陈主任', '主任医师', '华东医科大学附属第一医院', '#e0904f'],
  ['高主任', '主任医师', '北川儿童医院', '#5b8def'],
  ['张医生', '主治医师', '江城市第一人民医院', '#3a8f6b'],
  ['李医生', '主治医师', '华东医科大学附属第一医院', '#6b5bd6'],
  ['梁医生', '副主任医师', '滨海大学附属医院', '#d9534f'],
  ['罗医生', '主治医师', '南湖皮肤病医院', '#1f7ae0'],
  ['郑医生', '主治医师', '东岳医学院附属医院', '#8a6d3b'],
  ['马医生', '住院医师', '西岭县人民医院', '#4a9a9a'],
  ['宋医生', '住院医师', '江城市第二人民医院', '#9a4a7a'],
] as const

export const rankRows = people.map(([name, title, hospital, color], index) => ({
  rank: index + 1,
  [idKey]: `doctor-${index + 1}`,
  name,
  avatar: avatar(name, color),
  hospital,
  title,
  minutes: 1320 - index * 140,
  days: 21 - index,
  mine: name === '李医生',
}))

export const mine = {
  joined: true,
  targetMinutes: 900,
  minutes: 900,
  days: 18,
  lessons: 36,
  todayMinutes: 18,
  rank: 4,
  beatPercent: 62,
}

export const notJoined = {
  joined: false,
  targetMinutes: 0,
  minutes: 0,
  days: 0,
  lessons: 0,
  todayMinutes: 0,
  rank: null,
  beatPercent: 0,
}

export const sprintHome = {
  sprint,
  mine,
  top: rankRows.slice(0, 3),
  previous: { id: 202610, title: '2026年10月学习冲刺月', month: '2026-10' },
}

export function rankPage(size = 20, mineRow: unknown = rankRows[3]) {
  return {
    items: rankRows.slice(0, size),
    total: rankRows.length,
    page: 1,
    size,
    hasMore: size < rankRows.length,
    mine: mineRow,
    sprintId: sprint.id,
  }
}

export const result = {
  sprint,
  doctor: {
    [idKey]: '6a1f4c8e2b7d4e0f9c3a5b71',
    name: '李医生',
    avatar: avatar('李医生', '#6b5bd6'),
    hospital: '华东医科大学附属第一医院',
    title: '主治医师',
  },
  joined: true,
  minutes: 900,
  days: 18,
  lessons: 36,
  rank: 4,
  participantCount: 9,
  beatPercent: 62,
  badge: { level: 'SILVER', name: '勤学达人', description: '本月学习超过 10 小时' },
  mine: true,
  shareTitle: '李医生本月学习了 15 小时，击败了 62% 的同行',
  shareDesc: '每天学习 30 分钟，和全国皮肤科同行一起冲刺',
  shareImg: '',
}

export const goldResult = {
  ...result,
  sprint: { ...sprint, id: 202610, title: '2026年10月学习冲刺月', month: '2026-10', status: 'COMPLETED' },
  minutes: 1380,
  rank: 1,
  beatPercent: 100,
  badge: { level: 'GOLD', name: '学霸之星', description: '本月学习超过 20 小时' },
}

export const emptyResult = {
  ...result,
  joined: false,
  minutes: 0,
  days: 0,
  lessons: 0,
  rank: null,
  beatPercent: 0,
  badge: { level: 'NONE', name: '', description: '本月还没有学习记录' },
  mine: false,
}
