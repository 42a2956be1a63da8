import { and, asc, desc, eq, gt, lte, type SQLWrapper, sql } from 'drizzle-orm'
import { idKey } from '../../schemas/api/index'
import { type sprintEndpoints, targetIdKey } from '../../schemas/api/sprint'
import { minutesOf } from '../academy/study'
import { ROLE_GUEST } from '../auth/accounts'
import { type AppDb, account, sprint, sprintParticipant, studyDay } from '../db/index'
import { prepared } from '../db/prepared'
import { ApiError } from '../errors'
import type { Handlers } from './handler'

type SprintEndpointName = (typeof sprintEndpoints)[number]['name']

/**
 * The study sprint month (docs/server.md, Study sprint month). Days and months are Asia/Shanghai
 * calendar days: China keeps UTC+8 all year, so a fixed offset is exact.
 */

const SHANGHAI_OFFSET_MS = 8 * 3_600_000

/** yyyy-mm-dd of an instant in Asia/Shanghai. */
export function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10)
}

/** 00:00 Asia/Shanghai of the day `at` falls in. */
export function shanghaiDayStart(at: Date): Date {
  return new Date(`${shanghaiDay(at)}T00:00:00+08:00`)
}

/** The month `at` falls in (Asia/Shanghai) and its bounds, plus the sprint id (yyyymm) it has. */
export function shanghaiMonth(at: Date, offsetMonths = 0) {
  const local = new Date(at.getTime() + SHANGHAI_OFFSET_MS)
  const first = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offsetMonths, 1))
  const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1))
  const month = first.toISOString().slice(0, 7)
  return {
    id: Number(month.replace('-', '')),
    month,
    label: `${first.getUTCFullYear()}年${first.getUTCMonth() + 1}月`,
    start: new Date(first.getTime() - SHANGHAI_OFFSET_MS),
    end: new Date(next.getTime() - SHANGHAI_OFFSET_MS),
  }
}

const sprintNotFound = () => new ApiError(404, 'sprint.not.found', '冲刺月活动不存在')

type SprintRow = typeof sprint.$inferSelect
type SprintStatus = 'NO_STARTED' | 'PROCESSING' | 'COMPLETED'

function statusOf(row: SprintRow, now: Date): SprintStatus {
  if (now < row.startTime) return 'NO_STARTED'
  return now < row.endTime ? 'PROCESSING' : 'COMPLETED'
}

const sprintById = prepared('sprint_by_id', (db, name) =>
  db
    .select()
    .from(sprint)
    .where(eq(sprint.id, sql.placeholder('id')))
    .prepare(name),
)

/**
 * The condition and order that put first the sprint running at `now`, else the latest that started (months
 * do not overlap: one runs at most).
 */
function runningFirst(now: SQLWrapper) {
  return {
    started: lte(sprint.startTime, sql`${now}::timestamptz`),
    order: [desc(sql`${sprint.endTime} > ${now}::timestamptz`), desc(sprint.startTime)],
  }
}

const currentSprint = prepared('sprint_current', (db, name) => {
  const { started, order } = runningFirst(sql.placeholder('now'))
  return db
    .select()
    .from(sprint)
    .where(started)
    .orderBy(...order)
    .limit(1)
    .prepare(name)
})

/** The sprint asked for, else the one running now, else the latest that started. */
export async function findSprint(
  db: AppDb,
  sprintId: number | undefined,
  now = new Date(),
): Promise<SprintRow> {
  const [row] =
    sprintId === undefined
      ? await currentSprint(db).execute({ now })
      : await sprintById(db).execute({ id: sprintId })
  if (!row) throw sprintNotFound()
  return row
}

/** Whether the doctor joined the sprint running now (the scholarship's SPRINT_JOIN task). */
export async function joinedRunningSprint(db: AppDb, accountId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ accountId: sprintParticipant.accountId })
    .from(sprintParticipant)
    .innerJoin(sprint, eq(sprint.id, sprintParticipant.sprintId))
    .where(
      and(eq(sprintParticipant.accountId, accountId), lte(sprint.startTime, now), gt(sprint.endTime, now)),
    )
    .limit(1)
  return row !== undefined
}

function sprintAnswer(row: SprintRow, participants: number, now: Date) {
  return {
    id: row.id,
    title: row.title,
    month: row.month,
    status: statusOf(row, now),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    dailyGoalMinutes: row.dailyGoalMinutes,
    participantCount: participants,
    rules: Array.isArray(row.rules) ? row.rules.filter((rule) => typeof rule === 'string') : [],
    bannerUrl: row.bannerUrl,
    shareTitle: row.shareTitle,
    shareDesc: row.shareDesc,
    shareImg: row.shareImg,
  }
}

/**
 * The participants of a sprint with their totals and rank: minutes desc, then study days desc, then
 * who joined first (then account id, so the order is total). Their study is the ledger's days inside
 * the sprint's month (server/academy/study.ts), whether they joined before or after studying, kept on
 * each participant row by migration 0025's triggers; the order is the index sprint_participant_rank_idx.
 */
const standingOrder = [
  sql`(-(${sprintParticipant.seconds} / 60))`,
  sql`(-${sprintParticipant.days})`,
  asc(sprintParticipant.joinedAt),
  asc(sprintParticipant.accountId),
]

interface Standing {
  accountId: number
  minutes: number
  days: number
  lessons: number
  rank: number
  doctorId: string
  name: string
  avatar: string
  hospital: string
  title: string
}

const standingColumns = {
  accountId: sprintParticipant.accountId,
  seconds: sprintParticipant.seconds,
  days: sprintParticipant.days,
  lessons: sprintParticipant.lessons,
  joinedAt: sprintParticipant.joinedAt,
  doctorId: account.doctorId,
  name: account.name,
  avatar: account.avatar,
  hospital: account.hospital,
  title: account.title,
}

const rankedPage = prepared('sprint_ranked_page', (db, name) =>
  db
    .select(standingColumns)
    .from(sprintParticipant)
    .innerJoin(account, eq(account.id, sprintParticipant.accountId))
    .where(eq(sprintParticipant.sprintId, sql.placeholder('sprintId')))
    .orderBy(...standingOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    // Planned for its values: a generic plan, guessing 10 % of 200,000 participants, sorts them all.
    .prepare(name),
)

/** One page of the standings, ranked by place. */
async function rankedRows(
  db: AppDb,
  row: SprintRow,
  page: { limit: number; offset: number },
): Promise<Standing[]> {
  const rows = await rankedPage(db).execute({ sprintId: row.id, ...page })
  return rows.map((standing, index) => toStanding(standing, page.offset + index + 1))
}

/**
 * The sprint asked for (else the one running at `now`, else the latest that started) with what a doctor's
 * screens show beside it, in one statement: the sprint before it, and the doctor (null when his account is
 * gone) with his row in the sprint (null when he has not joined) and his study seconds of `day`.
 */
function sprintWithDoctor(which: 'current' | 'byId') {
  return prepared(
    `sprint_${which === 'current' ? 'current' : 'by_id'}_with_doctor`,
    (db, name) => {
      const accountId = sql.placeholder('accountId')
      const query = db
        .select({
          sprint,
          // The sprint before: inside, "sprint" names the outer row (the subquery's own is p).
          previous: sql<{ id: number; title: string; month: string } | null>`(SELECT json_build_object('id',
          p.id, 'title', p.title, 'month', p.month) FROM ${sprint} p WHERE p.start_time < ${sprint.startTime}
          ORDER BY p.start_time DESC LIMIT 1)`,
          doctor: {
            doctorId: account.doctorId,
            name: account.name,
            avatar: account.avatar,
            hospital: account.hospital,
            title: account.title,
          },
          joined: {
            accountId: sprintParticipant.accountId,
            targetMinutes: sprintParticipant.targetMinutes,
            seconds: sprintParticipant.seconds,
            days: sprintParticipant.days,
            lessons: sprintParticipant.lessons,
            joinedAt: sprintParticipant.joinedAt,
          },
          daySeconds: sql<number>`(SELECT coalesce(sum(${studyDay.seconds}), 0) FROM ${studyDay}
          WHERE ${studyDay.accountId} = ${accountId} AND ${studyDay.day} = ${sql.placeholder('day')}::date)::int`,
        })
        .from(sprint)
        .leftJoin(account, eq(account.id, accountId))
        .leftJoin(
          sprintParticipant,
          and(eq(sprintParticipant.sprintId, sprint.id), eq(sprintParticipant.accountId, account.id)),
        )
        .$dynamic()
      if (which === 'byId') return query.where(eq(sprint.id, sql.placeholder('sprintId'))).prepare(name)
      const { started, order } = runningFirst(sql.placeholder('now'))
      return query
        .where(started)
        .orderBy(...order)
        .limit(1)
        .prepare(name)
    },
    { plan: 'generic' },
  )
}

const sprintsWithDoctor = { current: sprintWithDoctor('current'), byId: sprintWithDoctor('byId') }

type SprintOfDoctor = Awaited<
  ReturnType<ReturnType<(typeof sprintsWithDoctor)['current']>['execute']>
>[number]

/** findSprint with a doctor's part in it (sprintWithDoctor), his study seconds of today's Shanghai day. */
async function sprintOfDoctor(
  db: AppDb,
  sprintId: number | undefined,
  accountId: number,
  now: Date,
): Promise<SprintOfDoctor> {
  const day = shanghaiDay(now)
  const [found] =
    sprintId === undefined
      ? await sprintsWithDoctor.current(db).execute({ now, accountId, day })
      : await sprintsWithDoctor.byId(db).execute({ sprintId, accountId, day })
  if (!found) throw sprintNotFound()
  return found
}

/**
 * How many participants stand before a doctor in the index order (his rank), and how many have at least his
 * minutes (for the beat percent). His values come as parameters, not as a correlated reference (that left
 * the planner guessing, and it scanned every participant): a custom plan sees how narrow each index range
 * is, and the generic plan reads the index ranges too. Both ranges start at the top of the standings: their
 * cost grows with the doctor's rank (decision 0042).
 */
const standingCounts = prepared(
  'sprint_standing_counts',
  (db, name) => {
    const sprintId = sql.placeholder('sprintId')
    const minutes = sql`-${sql.placeholder('minutes')}::int`
    return db
      .select({
        before: sql<number>`(SELECT count(*) FROM ${sprintParticipant} o WHERE o.sprint_id = ${sprintId}
        AND (-(o.seconds / 60), -o.days, o.joined_at, o.account_id) < (${minutes},
          -${sql.placeholder('days')}::int, ${sql.placeholder('joinedAt')}::timestamptz,
          ${sql.placeholder('accountId')}::bigint))::int`,
        atOrAbove: sql<number>`(SELECT count(*) FROM ${sprintParticipant} o WHERE o.sprint_id = ${sprintId}
        AND -(o.seconds / 60) <= ${minutes})::int`,
      })
      .from(sprint)
      .where(eq(sprint.id, sprintId))
      .prepare(name)
  },
  { plan: 'generic' },
)

/**
 * A participant's standing: his row, with his rank counted as the participants before him in the index
 * order, and how many have fewer minutes (for the beat percent).
 */
async function standingOf(
  db: AppDb,
  row: SprintRow,
  doctor: NonNullable<SprintOfDoctor['doctor']>,
  joined: NonNullable<SprintOfDoctor['joined']>,
  participants: number,
): Promise<Standing & { fewer: number }> {
  const [counts] = await standingCounts(db).execute({
    sprintId: row.id,
    minutes: minutesOf(joined.seconds),
    days: joined.days,
    joinedAt: joined.joinedAt,
    accountId: joined.accountId,
  })
  return {
    ...toStanding({ ...doctor, ...joined }, Number(counts?.before ?? 0) + 1),
    // Those with fewer minutes: all but the ones at or above.
    fewer: participants - Number(counts?.atOrAbove ?? 0),
  }
}

function toStanding(
  row: { accountId: number; seconds: number; days: number; lessons: number } & Omit<
    Standing,
    'accountId' | 'minutes' | 'days' | 'lessons' | 'rank'
  >,
  rank: number,
): Standing {
  return {
    accountId: row.accountId,
    minutes: minutesOf(row.seconds),
    days: row.days,
    lessons: row.lessons,
    rank,
    doctorId: row.doctorId,
    name: row.name,
    avatar: row.avatar,
    hospital: row.hospital,
    title: row.title,
  }
}

/** Percent of the other participants with fewer minutes, rounded down. */
function beatPercentOf(fewer: number, participants: number) {
  if (participants <= 1) return 0
  return Math.floor((fewer * 100) / (participants - 1))
}

function rankRow(row: Standing, callerId: number | undefined) {
  return {
    rank: row.rank,
    [idKey]: row.doctorId,
    name: row.name,
    avatar: row.avatar,
    hospital: row.hospital,
    title: row.title,
    minutes: row.minutes,
    days: row.days,
    mine: row.accountId === callerId,
  } as {
    rank: number
    '{product}Id': string
    name: string
    avatar: string
    hospital: string
    title: string
    minutes: number
    days: number
    mine: boolean
  }
}

/** spec-free design (docs/server.md): the badge a month's minutes earn. */
export function badgeFor(minutes: number) {
  if (minutes >= 1200)
    return { level: 'GOLD' as const, name: '学霸之星', description: '本月学习超过 20 小时' }
  if (minutes >= 600)
    return { level: 'SILVER' as const, name: '勤学达人', description: '本月学习超过 10 小时' }
  if (minutes >= 180)
    return { level: 'BRONZE' as const, name: '进步新星', description: '本月学习超过 3 小时' }
  if (minutes > 0) return { level: 'STAR' as const, name: '冲刺新人', description: '迈出了冲刺的第一步' }
  return { level: 'NONE' as const, name: '', description: '本月还没有学习记录' }
}

function hoursText(minutes: number): string {
  const hours = Math.floor((minutes / 60) * 10) / 10
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1)
}

/** The doctor's part in the sprint `found` reads, as the sprint's screens show it. */
async function mineOf(db: AppDb, found: SprintOfDoctor, now: Date) {
  const { sprint: row, doctor, joined } = found
  // Today's study counts toward the daily goal only while the sprint runs.
  const todayMinutes = statusOf(row, now) === 'PROCESSING' ? minutesOf(found.daySeconds) : 0
  if (!doctor || !joined) {
    return {
      joined: false,
      targetMinutes: 0,
      minutes: 0,
      days: 0,
      lessons: 0,
      todayMinutes,
      rank: null,
      beatPercent: 0,
    }
  }
  const participants = row.participantCount
  const standing = await standingOf(db, row, doctor, joined, participants)
  return {
    joined: true,
    targetMinutes: joined.targetMinutes,
    minutes: standing.minutes,
    days: standing.days,
    lessons: standing.lessons,
    todayMinutes,
    rank: standing.rank,
    beatPercent: beatPercentOf(standing.fewer, participants),
  }
}

async function resultOf(
  db: AppDb,
  target: typeof account.$inferSelect,
  sprintId: number | undefined,
  callerId: number | undefined,
) {
  const now = new Date()
  const found = await sprintOfDoctor(db, sprintId, target.id, now)
  const row = found.sprint
  const participants = row.participantCount
  const mine = await mineOf(db, found, now)
  const status = statusOf(row, now)
  const scope = status === 'COMPLETED' ? `在${row.title}` : `本月`
  const shareTitle = mine.joined
    ? `${target.name}${scope}学习了 ${hoursText(mine.minutes)} 小时，击败了 ${mine.beatPercent}% 的同行`
    : `${target.name}邀请你参加${row.title}`
  return {
    sprint: sprintAnswer(row, participants, now),
    doctor: {
      [idKey]: target.doctorId,
      name: target.name,
      avatar: target.avatar,
      hospital: target.hospital,
      title: target.title,
    } as { '{product}Id': string; name: string; avatar: string; hospital: string; title: string },
    joined: mine.joined,
    minutes: mine.minutes,
    days: mine.days,
    lessons: mine.lessons,
    rank: mine.rank,
    participantCount: participants,
    beatPercent: mine.beatPercent,
    badge: badgeFor(mine.minutes),
    mine: target.id === callerId,
    shareTitle,
    shareDesc: row.shareDesc || '每天学习 30 分钟，和全国皮肤科同行一起冲刺',
    shareImg: row.shareImg,
  }
}

async function accountByDoctorId(db: AppDb, doctorId: string) {
  const [row] = await db.select().from(account).where(eq(account.doctorId, doctorId))
  return row
}

export const sprintHandlers: Handlers<SprintEndpointName> = {
  'sprint.home': async ({ query, session, database }) => {
    const { db } = database
    const now = new Date()
    const accountId = Number(session.userId)
    const found = await sprintOfDoctor(db, query.sprintId, accountId, now)
    const row = found.sprint
    const [mine, top] = await Promise.all([
      mineOf(db, found, now),
      rankedRows(db, row, { limit: 3, offset: 0 }),
    ])
    return {
      sprint: sprintAnswer(row, row.participantCount, now),
      mine,
      top: top.map((standing) => rankRow(standing, accountId)),
      previous: found.previous,
    }
  },

  'sprint.join': async ({ params, body, session, database }) => {
    if (session.roles.includes(ROLE_GUEST)) {
      throw new ApiError(400, 'sprint.guest.forbidden', '请先登录医生账号')
    }
    const { db } = database
    const now = new Date()
    const row = await findSprint(db, params.sprintId, now)
    const status = statusOf(row, now)
    if (status === 'NO_STARTED') throw new ApiError(400, 'sprint.not.started', '活动还未开始')
    if (status === 'COMPLETED') throw new ApiError(400, 'sprint.ended', '活动已经结束')
    const accountId = Number(session.userId)
    await db
      .insert(sprintParticipant)
      .values({ sprintId: row.id, accountId, targetMinutes: body.targetMinutes })
      .onConflictDoUpdate({
        target: [sprintParticipant.sprintId, sprintParticipant.accountId],
        set: { targetMinutes: body.targetMinutes },
      })
    // Read again: the join moved the sprint's participant count (migration 0026).
    return mineOf(db, await sprintOfDoctor(db, row.id, accountId, now), now)
  },

  'sprint.rank': async ({ query, session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    const found = await sprintOfDoctor(db, query.sprintId, accountId, new Date())
    const { sprint: row, doctor, joined } = found
    const total = row.participantCount
    const [items, own] = await Promise.all([
      rankedRows(db, row, { limit: query.size, offset: (query.page - 1) * query.size }),
      doctor && joined ? standingOf(db, row, doctor, joined, total) : undefined,
    ])
    return {
      items: items.map((standing) => rankRow(standing, accountId)),
      total,
      page: query.page,
      size: query.size,
      hasMore: query.page * query.size < total,
      mine: own ? rankRow(own, accountId) : null,
      sprintId: row.id,
    }
  },

  'sprint.result': async ({ query, session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    const target = query[targetIdKey]
    // The share page is the only place another doctor's result shows (docs/server.md).
    if (target !== undefined && target !== session.doctorId) {
      throw new ApiError(400, 'sprint.result.not.mine', '只能查看自己的冲刺成绩')
    }
    const [me] = await db.select().from(account).where(eq(account.id, accountId))
    if (!me) throw new ApiError(401, 'auth.token.user.not.found', '账号不存在或已合并，请重新登录')
    return resultOf(db, me, query.sprintId, accountId)
  },

  'sprint.publicResult': async ({ query, session, database }) => {
    const { db } = database
    const target = await accountByDoctorId(db, query[targetIdKey])
    if (!target) throw new ApiError(404, 'sprint.doctor.not.found', '医生不存在')
    return resultOf(db, target, query.sprintId, session ? Number(session.userId) : undefined)
  },
}
