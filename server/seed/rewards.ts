import { inArray } from 'drizzle-orm'
import {
  academyCourse,
  account,
  type Database,
  type ScholarshipGoodsType,
  type ScholarshipTaskType,
  scholarshipClaim,
  scholarshipGoods,
  scholarshipRecord,
  scholarshipTask,
  scholarshipWallet,
  sprint,
  sprintParticipant,
} from '../db/index'
import { shanghaiDay, shanghaiMonth } from '../routes/sprint'
import { DEMO_DOCTOR, demoMinutesByDay, seededStudyDay, seedStudyDays } from './study'

/**
 * Scholarship and study sprint month demo data (docs/server.md, Seed): the daily tasks and the exchange
 * shelf; 李医生 (10001) with a balance, income and expense records over the last weeks and a sprint
 * result; the commenters 10003–10010 ranked in the current sprint; the previous month's sprint
 * (COMPLETED) with its ranking; 赵医生 (10011) and 王医生 (10002) with nothing (the zero state).
 * Sprints are keyed by month (id yyyymm), so a start in a new month adds that month's sprint and its
 * peers, and each start adds the days studied since the last one.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR

interface SeedTask {
  readonly id: number
  readonly type: ScholarshipTaskType
  readonly title: string
  readonly description: string
  readonly reward: number
  readonly actionText: string
  readonly routeName: string
  readonly routeQuery: Record<string, string | number>
}

export const scholarshipTasks: readonly SeedTask[] = [
  {
    id: 1,
    type: 'SIGN_IN',
    title: '每日签到',
    description: '每天打开奖学金页面签到',
    reward: 5,
    actionText: '去签到',
    routeName: '',
    routeQuery: {},
  },
  {
    id: 2,
    type: 'WATCH_LESSON',
    title: '学习一节课程',
    description: '今日任意课程学习满 1 节',
    reward: 10,
    actionText: '去学习',
    routeName: 'courseDetail',
    routeQuery: { id: 1 },
  },
  {
    id: 3,
    type: 'ATTEND_LIVE',
    title: '观看一场直播',
    description: '今日进入任意直播间学习',
    reward: 15,
    actionText: '去观看',
    routeName: 'liveList',
    routeQuery: {},
  },
  {
    id: 4,
    type: 'PASS_EXAM',
    title: '通过一次考试',
    description: '今日任意课程考试达到及格分',
    reward: 20,
    actionText: '去考试',
    routeName: 'courseExamDetail',
    routeQuery: { id: 1, routeType: 'COURSE' },
  },
  {
    id: 5,
    type: 'SHARE',
    title: '分享一门好课',
    description: '把喜欢的课程分享给同行',
    reward: 5,
    actionText: '去分享',
    routeName: 'courseDetail',
    routeQuery: { id: 1 },
  },
  {
    id: 6,
    type: 'SPRINT_JOIN',
    title: '参加学习冲刺月',
    description: '报名本月学习冲刺月，和同行一起冲刺',
    reward: 10,
    actionText: '去参加',
    routeName: 'sprint',
    routeQuery: {},
  },
]

interface SeedGoods {
  readonly id: number
  readonly type: ScholarshipGoodsType
  readonly title: string
  readonly description: string
  readonly cover: string
  readonly price: number
  readonly stock: number | null
  readonly courseId: number | null
}

export const scholarshipGoodsSeed: readonly SeedGoods[] = [
  {
    id: 1,
    type: 'COURSE',
    title: '《浅部真菌病实验室诊断》课程',
    description: '兑换后立即开通课程，可永久学习',
    cover: 'fungal',
    price: 300,
    stock: null,
    courseId: 12,
  },
  {
    id: 2,
    type: 'COURSE',
    title: '《痤疮分级治疗》课程',
    description: '兑换后立即开通课程，可永久学习',
    cover: 'acne',
    price: 990,
    stock: null,
    courseId: 3,
  },
  {
    id: 3,
    type: 'GIFT',
    title: '皮肤镜读片口袋手册',
    description: '纸质版，兑换后客服将在 3 个工作日内联系你确认收货地址',
    cover: 'dermoscopy',
    price: 500,
    stock: 20,
    courseId: null,
  },
  {
    id: 4,
    type: 'GIFT',
    title: 'DermaCampus 定制笔记本',
    description: '兑换后客服将在 3 个工作日内联系你确认收货地址',
    cover: 'package',
    price: 100,
    stock: 0,
    courseId: null,
  },
  {
    id: 5,
    type: 'GIFT',
    title: '皮肤科医生帆布袋',
    description: '兑换后客服将在 3 个工作日内联系你确认收货地址',
    cover: 'topic',
    price: 30,
    stock: 50,
    courseId: null,
  },
]

/** 李医生's history, oldest first: task claims (on earlier days only: today's quota stays whole) and exchanges. */
const demoHistory: readonly {
  readonly daysAgo: number
  readonly hour: number
  readonly task?: number
  readonly goods?: number
}[] = [
  { daysAgo: 26, hour: 8, task: 1 },
  { daysAgo: 26, hour: 21, task: 2 },
  { daysAgo: 24, hour: 20, task: 4 },
  { daysAgo: 21, hour: 8, task: 1 },
  { daysAgo: 21, hour: 20, task: 3 },
  { daysAgo: 17, hour: 12, task: 5 },
  { daysAgo: 14, hour: 8, task: 1 },
  { daysAgo: 14, hour: 22, task: 2 },
  { daysAgo: 10, hour: 9, task: 2 },
  { daysAgo: 10, hour: 20, task: 3 },
  { daysAgo: 10, hour: 21, task: 4 },
  { daysAgo: 5, hour: 10, goods: 4 },
  { daysAgo: 6, hour: 8, task: 1 },
  { daysAgo: 3, hour: 13, task: 2 },
  { daysAgo: 3, hour: 18, task: 5 },
  { daysAgo: 2, hour: 9, goods: 5 },
  { daysAgo: 1, hour: 8, task: 1 },
  { daysAgo: 1, hour: 9, task: 6 },
]

/** The previous sprint's award to 李医生 (its 3rd place), paid two hours after it ended. */
const SPRINT_AWARD = 300

/** Sprint participants: base minutes a day (the ranking's order) in the current and previous month. */
const participants: readonly { id: number; current: number; previous: number; target: number }[] = [
  { id: 10_004, current: 62, previous: 56, target: 1200 },
  { id: 10_007, current: 55, previous: 58, target: 1200 },
  { id: 10_003, current: 50, previous: 45, target: 900 },
  { id: DEMO_DOCTOR, current: 46, previous: 52, target: 900 },
  { id: 10_008, current: 40, previous: 38, target: 900 },
  { id: 10_006, current: 34, previous: 30, target: 600 },
  { id: 10_010, current: 27, previous: 25, target: 600 },
  { id: 10_005, current: 20, previous: 18, target: 600 },
  { id: 10_009, current: 12, previous: 10, target: 600 },
]

const sprintRules = [
  '活动时间：每月 1 日 00:00 至月末 24:00（北京时间），报名后开始累计学习时长。',
  '学习时长：观看课程视频、直播及阅读文章均计入当日学习时长，每日 00:00 重新计算当日进度。',
  '排名规则：按本月累计学习时长排名，时长相同时学习天数多者在前。',
  '冲刺奖励：月度前 3 名可获得 300 麦豆奖学金，累计学习满 20 小时可获得「学霸之星」徽章。',
  '如发现刷时长等作弊行为，主办方有权取消成绩及奖励。',
]

function sprintRow(offsetMonths: number, now: Date) {
  const month = shanghaiMonth(now, offsetMonths)
  return {
    id: month.id,
    title: `${month.label}学习冲刺月`,
    month: month.month,
    startTime: month.start,
    endTime: month.end,
    dailyGoalMinutes: 30,
    rules: sprintRules,
    bannerUrl: '',
    shareTitle: `${month.label}学习冲刺月：每天 30 分钟，和同行一起进步`,
    shareDesc: '每天学习 30 分钟，和全国皮肤科同行一起冲刺',
    shareImg: '',
  }
}

/** Minutes of participant `index` on day `dayIndex` of a month; 0 on their rest days. */
function minutesOn(base: number, index: number, dayIndex: number): number {
  if ((index + dayIndex) % 6 === 0) return 0
  return Math.max(5, base + ((index * 7 + dayIndex * 13) % 21) - 10)
}

async function seedSprintMonth(
  database: Database,
  present: Set<number>,
  offsetMonths: 0 | -1,
  now: Date,
): Promise<number> {
  const { db } = database
  const row = sprintRow(offsetMonths, now)
  const insertedSprint = await db
    .insert(sprint)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: sprint.id })
  const members = participants.filter((member) => present.has(member.id))
  if (members.length === 0) return insertedSprint.length
  const joined = await db
    .insert(sprintParticipant)
    .values(
      members.map((member, index) => ({
        sprintId: row.id,
        accountId: member.id,
        targetMinutes: member.target,
        joinedAt: new Date(row.startTime.getTime() + (index + 1) * HOUR),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: sprintParticipant.accountId })
  // The members' days go to the ledger of study time (./study.ts), 李医生's as the seed fixes them.
  const today = shanghaiDay(now)
  const demoDays = demoMinutesByDay(now)
  const days: ReturnType<typeof seededStudyDay>[] = []
  for (
    let at = row.startTime.getTime(), dayIndex = 0;
    at < row.endTime.getTime() && at <= now.getTime();
    at += DAY, dayIndex += 1
  ) {
    const day = shanghaiDay(new Date(at + HOUR))
    members.forEach((member, index) => {
      const base = offsetMonths === 0 ? member.current : member.previous
      let minutes = minutesOn(base, index, dayIndex)
      if (day === today) minutes = Math.floor(minutes / 2)
      if (member.id === DEMO_DOCTOR) minutes = demoDays.get(day) ?? minutes
      if (minutes === 0) return
      days.push(seededStudyDay(member.id, day, minutes))
    })
  }
  const studied = await seedStudyDays(database, days)
  return insertedSprint.length + joined.length + studied
}

async function seedDemoWallet(database: Database, now: Date): Promise<number> {
  const { db } = database
  const courses = await db
    .select({ id: academyCourse.id })
    .from(academyCourse)
    .where(inArray(academyCourse.id, [12, 3]))
  // The records and wallet are written together, once: an operator's later changes stay.
  const previous = sprintRow(-1, now)
  const awardAt = Math.min(previous.endTime.getTime() + 2 * HOUR, now.getTime() - 30 * 60_000)
  const entries = [
    ...demoHistory.map((entry) => {
      const day = new Date(now.getTime() - entry.daysAgo * DAY)
      const at = new Date(`${shanghaiDay(day)}T${String(entry.hour).padStart(2, '0')}:00:00+08:00`)
      return { ...entry, at }
    }),
    { daysAgo: 0, hour: 0, award: true as const, at: new Date(awardAt) },
  ].sort((a, b) => a.at.getTime() - b.at.getTime())
  let balance = 0
  const records: (typeof scholarshipRecord.$inferInsert)[] = []
  const claims: (typeof scholarshipClaim.$inferInsert)[] = []
  for (const [index, entry] of entries.entries()) {
    const id = index + 1
    if ('award' in entry) {
      balance += SPRINT_AWARD
      records.push({
        id,
        accountId: DEMO_DOCTOR,
        recordType: 'INCOME',
        amount: SPRINT_AWARD,
        balanceAfter: balance,
        source: 'SPRINT',
        sourceId: previous.id,
        reason: `${previous.title}冲刺奖励`,
        createdAt: entry.at,
      })
      continue
    }
    const task = scholarshipTasks.find((item) => item.id === entry.task)
    if (task) {
      balance += task.reward
      records.push({
        id,
        accountId: DEMO_DOCTOR,
        recordType: 'INCOME',
        amount: task.reward,
        balanceAfter: balance,
        source: 'TASK',
        sourceId: task.id,
        reason: task.title,
        createdAt: entry.at,
      })
      claims.push({
        accountId: DEMO_DOCTOR,
        taskId: task.id,
        claimDay: shanghaiDay(entry.at),
        recordId: id,
        createdAt: entry.at,
      })
      continue
    }
    const goods = scholarshipGoodsSeed.find((item) => item.id === entry.goods)
    // Only gifts in the history: an exchanged course would need a course_purchase (and the course).
    if (
      !goods ||
      goods.price > balance ||
      (goods.courseId !== null && !courses.some((c) => c.id === goods.courseId))
    )
      continue
    balance -= goods.price
    records.push({
      id,
      accountId: DEMO_DOCTOR,
      recordType: 'EXPENSE',
      amount: goods.price,
      balanceAfter: balance,
      source: 'EXCHANGE',
      sourceId: goods.id,
      reason: `兑换${goods.title}`,
      createdAt: entry.at,
    })
  }
  const wallet = await db
    .insert(scholarshipWallet)
    .values({ accountId: DEMO_DOCTOR, balance, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: scholarshipWallet.accountId })
  if (wallet.length === 0) return 0
  const insertedRecords = await db
    .insert(scholarshipRecord)
    .values(records)
    .onConflictDoNothing()
    .returning({ id: scholarshipRecord.id })
  const insertedClaims = await db
    .insert(scholarshipClaim)
    .values(claims)
    .onConflictDoNothing()
    .returning({ id: scholarshipClaim.taskId })
  return wallet.length + insertedRecords.length + insertedClaims.length
}

/** Seeds the rewards tables; returns the rows inserted. Runs after the academy and social seeds. */
export async function seedRewards(database: Database): Promise<number> {
  const { db } = database
  const now = new Date()
  const courses = new Set(
    (
      await db
        .select({ id: academyCourse.id })
        .from(academyCourse)
        .where(
          inArray(
            academyCourse.id,
            scholarshipGoodsSeed.flatMap((goods) => goods.courseId ?? []),
          ),
        )
    ).map((row) => row.id),
  )
  const tasks = await db
    .insert(scholarshipTask)
    .values(
      scholarshipTasks.map((task, index) => ({
        id: task.id,
        taskType: task.type,
        title: task.title,
        description: task.description,
        reward: task.reward,
        actionText: task.actionText,
        routeName: task.routeName,
        routeQuery: task.routeQuery,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: scholarshipTask.id })
  // A COURSE goods needs its course: without the academy seed it is left out.
  const shelf = scholarshipGoodsSeed.filter((goods) => goods.courseId === null || courses.has(goods.courseId))
  const goods = await db
    .insert(scholarshipGoods)
    .values(
      shelf.map((item, index) => ({
        id: item.id,
        goodsType: item.type,
        title: item.title,
        description: item.description,
        picUrl: `/media/covers/${item.cover}.svg`,
        price: item.price,
        stock: item.stock,
        courseId: item.courseId,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: scholarshipGoods.id })
  const present = new Set(
    (
      await db
        .select({ id: account.id })
        .from(account)
        .where(
          inArray(
            account.id,
            participants.map((member) => member.id),
          ),
        )
    ).map((row) => row.id),
  )
  const previous = await seedSprintMonth(database, present, -1, now)
  const current = await seedSprintMonth(database, present, 0, now)
  const wallet = present.has(DEMO_DOCTOR) ? await seedDemoWallet(database, now) : 0
  return tasks.length + goods.length + previous + current + wallet
}
