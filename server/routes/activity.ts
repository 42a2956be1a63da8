import { randomInt } from 'node:crypto'
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  isNotNull,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { activityEndpoints } from '../../schemas/api/activity'
import { windowStatusAt } from '../academy/status'
import { minutesOf, studyDays } from '../academy/study'
import { type Phase, phaseAt, shanghaiDay } from '../activities/window'
import {
  type AppDb,
  activity,
  activityAppointment,
  activityCheckIn,
  activityRegistration,
  activityRewardClaim,
  activityTicket,
} from '../db/index'
import { prepared } from '../db/prepared'
import { ApiError } from '../errors'
import type { Handlers, ResponseOf } from './handler'
import { creditBeans } from './scholarship'

type ActivityEndpointName = (typeof activityEndpoints)[number]['name']
type ActivityAnswer = ResponseOf<'activity.detail'>
type DurationAnswer = ResponseOf<'activity.duration'>
type ActivityRow = typeof activity.$inferSelect

const notFound = () => new ApiError(404, 'activity.not.found', '活动不存在')
const inactive = () => new ApiError(400, 'activity.inactive', '活动已下线')
const notStarted = () => new ApiError(400, 'activity.not.started', '活动还未开始')
const ended = () => new ApiError(400, 'activity.ended', '活动已经结束')
const notDuration = () => new ApiError(404, 'activity.duration.not.found', '活动不存在')

function registrationStatusOf(row: ActivityRow, now: Date): 'NOT_START' | 'START' | 'END' {
  if (!row.registrationStartTime || !row.registrationEndTime) return 'END'
  return windowStatusAt(row.registrationStartTime, row.registrationEndTime, now)
}

async function findActivity(db: AppDb, id: number): Promise<ActivityRow> {
  const [row] = await activityById(db).execute({ id })
  if (!row) throw notFound()
  return row
}

const activityById = prepared('activity_by_id', (db, name) =>
  db
    .select()
    .from(activity)
    .where(eq(activity.id, sql.placeholder('id')))
    .prepare(name),
)

/** What the doctor did about an activity, read in the activity's own statement (activityWithMine). */
function mineColumns(accountId: Placeholder) {
  // The outer row by its table's name: drizzle leaves columns unqualified in a one-table select, and a bare
  // "id" would name the ticket's own.
  const own = (table: typeof activityRegistration | typeof activityAppointment | typeof activityTicket) =>
    sql`${table.activityId} = "activity"."id" AND ${table.accountId} = ${accountId}`
  return {
    registeredAt: sql<string | null>`(SELECT ${activityRegistration.registeredAt} FROM ${activityRegistration}
      WHERE ${own(activityRegistration)})`,
    appointmentStatus: sql<
      typeof activityAppointment.$inferSelect.status | null
    >`(SELECT ${activityAppointment.status}
      FROM ${activityAppointment} WHERE ${own(activityAppointment)})`,
    ticketCount: sql<number>`(SELECT count(*) FROM ${activityTicket} WHERE ${own(activityTicket)})::int`,
  }
}

/** The answer of an activity row: its counts are the row's counters (migration 0024). */
function toAnswer(row: ActivityRow, mine: ActivityAnswer['mine'], now: Date): ActivityAnswer {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    type: row.type,
    status: row.status,
    phase: phaseAt(row.startTime, row.endTime, now),
    bannerUrl: row.bannerUrl,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    registrationEnabled: row.registrationStartTime !== null,
    registrationStartTime: row.registrationStartTime?.toISOString() ?? null,
    registrationEndTime: row.registrationEndTime?.toISOString() ?? null,
    registrationStatus: registrationStatusOf(row, now),
    quota: row.quota,
    registeredCount: row.registeredCountBase + row.registrationCount,
    appointmentEnabled: row.appointmentEnabled,
    subscribedCount: row.appointmentCount,
    venue: row.venue,
    lotteryId: row.lotteryId,
    votePromotionId: row.votePromotionId,
    hasCertificate: row.hasCertificate,
    shareTitle: row.shareTitle,
    shareDesc: row.shareDesc,
    tags: Array.isArray(row.tags) ? row.tags : [],
    mine,
  }
}

/** One statement: the activity and what the doctor did about it. */
const activityWithMine = prepared('activity_with_mine', (db, name) =>
  db
    .select({ ...getTableColumns(activity), ...mineColumns(sql.placeholder('accountId')) })
    .from(activity)
    .where(eq(activity.id, sql.placeholder('id')))
    .prepare(name),
)

type ActivityWithMine = Awaited<ReturnType<ReturnType<typeof activityWithMine>['execute']>>[number]

async function activityAnswer(db: AppDb, id: number, accountId: number | undefined): Promise<ActivityAnswer> {
  if (accountId === undefined) return toAnswer(await findActivity(db, id), null, new Date())
  const [found] = await activityWithMine(db).execute({ id, accountId })
  if (!found) throw notFound()
  return answerWithMine(found)
}

function answerWithMine(found: ActivityWithMine): ActivityAnswer {
  const { registeredAt, appointmentStatus, ticketCount, ...row } = found
  return toAnswer(
    row,
    {
      registered: registeredAt !== null,
      registeredAt: registeredAt === null ? null : new Date(registeredAt).toISOString(),
      // spec §3: no row means never subscribed (UNSUBSCRIBED); a cancelled one reads UNSUBSCRIBE.
      appointmentStatus: appointmentStatus ?? 'UNSUBSCRIBED',
      ticketCount,
    },
    new Date(),
  )
}

/** An 8-digit sign-in code; drawn again on the rare clash with an existing one. */
function ticketCode(): string {
  return String(randomInt(10_000_000, 100_000_000))
}

/** spec §4 window, for the list filter. */
function phaseSql(phase: Phase): SQL {
  if (phase === 'NO_STARTED') return sql`${activity.startTime} > now()`
  if (phase === 'PROCESSING') return sql`${activity.startTime} <= now() AND ${activity.endTime} > now()`
  return sql`${activity.endTime} <= now()`
}

async function durationProgress(db: AppDb, row: ActivityRow, accountId: number): Promise<DurationAnswer> {
  const now = new Date()
  const todayDay = shanghaiDay(now)
  const first = shanghaiDay(row.startTime)
  const last = shanghaiDay(row.endTime)
  const within = (day: string) => day >= first && day <= last
  // The doctor's days in the ledger of study time (server/academy/study.ts) inside the window.
  const [logged, checkIns, [claim]] = await Promise.all([
    studyDays(db, accountId, { first, last }),
    db
      .select({ day: activityCheckIn.day })
      .from(activityCheckIn)
      .where(and(eq(activityCheckIn.activityId, row.id), eq(activityCheckIn.accountId, accountId))),
    db
      .select({ claimedAt: activityRewardClaim.claimedAt })
      .from(activityRewardClaim)
      .where(and(eq(activityRewardClaim.activityId, row.id), eq(activityRewardClaim.accountId, accountId))),
  ])
  const secondsByDay = new Map(logged.map((day) => [day.day, day.seconds]))
  const minutesOn = (day: string) => minutesOf(secondsByDay.get(day) ?? 0)
  const checkedDays = new Set(checkIns.map((checkIn) => checkIn.day).filter(within))
  const studiedMinutes = minutesOf(logged.reduce((sum, day) => sum + day.seconds, 0))
  const todayMinutes = minutesOn(todayDay)
  // The strip: the last 7 days of the window up to today (or up to its last day once it has ended).
  const stripEnd = todayDay < last ? todayDay : last
  const days: DurationAnswer['days'] = []
  if (stripEnd >= first) {
    const end = new Date(`${stripEnd}T00:00:00Z`)
    for (let back = 6; back >= 0; back -= 1) {
      const date = new Date(end.getTime() - back * 86_400_000).toISOString().slice(0, 10)
      if (date < first) continue
      days.push({
        date,
        minutes: minutesOn(date),
        checkedIn: checkedDays.has(date),
      })
    }
  }
  const reached = studiedMinutes >= row.targetMinutes && checkedDays.size >= row.targetDays
  return {
    activityId: row.id,
    title: row.title,
    phase: phaseAt(row.startTime, row.endTime, now),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    targetMinutes: row.targetMinutes,
    studiedMinutes,
    todayMinutes,
    targetDays: row.targetDays,
    checkInDays: checkedDays.size,
    checkedInToday: checkedDays.has(todayDay),
    days,
    reward: {
      type: row.rewardType ?? 'NONE',
      amount: row.rewardAmount,
      title: row.rewardTitle,
      state: claim ? 'CLAIMED' : reached ? 'CLAIMABLE' : 'LOCKED',
      claimedAt: claim ? claim.claimedAt.toISOString() : null,
    },
  }
}

async function durationActivity(db: AppDb, id: number): Promise<ActivityRow> {
  const row = await findActivity(db, id)
  if (row.type !== 'DURATION') throw notDuration()
  return row
}

export const activityHandlers: Handlers<ActivityEndpointName> = {
  'activity.detail': async ({ params, session, database }) =>
    activityAnswer(database.db, params.id, session ? Number(session.userId) : undefined),

  'activity.items': async ({ query, database }) => {
    const { db } = database
    const keyword = query.keyword?.trim()
    const where = and(
      eq(activity.status, 'ACTIVE'),
      query.status === undefined ? undefined : phaseSql(query.status),
      query.type === undefined ? undefined : eq(activity.type, query.type),
      keyword
        ? or(
            sql`strpos(${activity.title}, ${keyword}) > 0`,
            sql`strpos(${activity.subtitle}, ${keyword}) > 0`,
          )
        : undefined,
    )
    const order = [
      sql`CASE WHEN ${activity.startTime} <= now() AND ${activity.endTime} > now() THEN 0
               WHEN ${activity.startTime} > now() THEN 1 ELSE 2 END`,
      sql`CASE WHEN ${activity.startTime} > now() THEN ${activity.startTime} END ASC`,
      desc(activity.endTime),
      asc(activity.id),
    ]
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(activity)
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ count: sql<number>`count(*)::int` }).from(activity).where(where),
    ])
    const now = new Date()
    const count = total?.count ?? 0
    return {
      items: rows.map((row) => toAnswer(row, null, now)),
      total: count,
      page: query.page,
      size: query.size,
      hasMore: query.page * query.size < count,
    }
  },

  'activity.tickets': async ({ params, query, session, database }) => {
    const { db } = database
    await findActivity(db, params.id)
    const where = and(
      eq(activityTicket.activityId, params.id),
      eq(activityTicket.accountId, Number(session.userId)),
      query.status === 'SIGNED'
        ? isNotNull(activityTicket.signedAt)
        : query.status === 'UNSIGNED'
          ? isNull(activityTicket.signedAt)
          : undefined,
    )
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(activityTicket)
        .where(where)
        .orderBy(asc(activityTicket.startTime), asc(activityTicket.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ count: sql<number>`count(*)::int` }).from(activityTicket).where(where),
    ])
    const count = total?.count ?? 0
    return {
      items: rows.map((row) => ({
        id: row.id,
        activityId: row.activityId,
        code: row.code,
        sessionTitle: row.sessionTitle,
        venue: row.venue,
        seat: row.seat,
        startTime: row.startTime.toISOString(),
        endTime: row.endTime.toISOString(),
        status: row.signedAt ? ('SIGNED' as const) : ('UNSIGNED' as const),
        signedAt: row.signedAt?.toISOString() ?? null,
      })),
      total: count,
      page: query.page,
      size: query.size,
      hasMore: query.page * query.size < count,
    }
  },

  'activity.register': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    const { db } = database
    const [row] = await activityWithMine(db).execute({ id: params.id, accountId })
    if (!row) throw notFound()
    // Signed up already: the same answer again, whatever the activity's state now (from the row just read).
    if (row.registeredAt !== null) return answerWithMine(row)
    if (row.status === 'INACTIVE') throw inactive()
    if (!row.registrationStartTime) {
      throw new ApiError(400, 'activity.registration.unavailable', '该活动无需报名')
    }
    const status = registrationStatusOf(row, new Date())
    if (status === 'NOT_START') throw new ApiError(400, 'activity.registration.not.started', '报名还未开始')
    if (status === 'END') throw new ApiError(400, 'activity.registration.ended', '报名已结束')
    if (row.quota > 0 && row.registeredCountBase + row.registrationCount >= row.quota) {
      throw new ApiError(400, 'activity.registration.full', '名额已满')
    }
    await db.transaction(async (tx) => {
      // The sign-up's counter trigger (migration 0024) locks the activity row until this commits: a
      // parallel sign-up waits there, then counts this one, so the quota is never passed.
      const inserted = await tx
        .insert(activityRegistration)
        .values({ activityId: row.id, accountId })
        .onConflictDoNothing()
        .returning({ accountId: activityRegistration.accountId })
      // A parallel call of the same doctor signed up first.
      if (inserted.length === 0) return
      if (row.quota > 0) {
        const [counted] = await tx
          .select({ taken: sql<number>`${activity.registeredCountBase} + ${activity.registrationCount}` })
          .from(activity)
          .where(eq(activity.id, row.id))
        if ((counted?.taken ?? 0) > row.quota)
          throw new ApiError(400, 'activity.registration.full', '名额已满')
      }
      if (row.type === 'OFFLINE') {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const [issued] = await tx
            .insert(activityTicket)
            .values({
              activityId: row.id,
              accountId,
              code: ticketCode(),
              sessionTitle: row.title,
              venue: row.venue,
              startTime: row.startTime,
              endTime: row.endTime,
            })
            .onConflictDoNothing({ target: activityTicket.code })
            .returning({ id: activityTicket.id })
          if (issued) break
        }
      }
    })
    return activityAnswer(db, params.id, accountId)
  },

  'activity.subscribe': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    const { db } = database
    const row = await findActivity(db, params.id)
    if (row.status === 'INACTIVE') throw inactive()
    if (!row.appointmentEnabled) throw new ApiError(400, 'activity.appointment.unavailable', '该活动无需预约')
    if (phaseAt(row.startTime, row.endTime) !== 'NO_STARTED') {
      throw new ApiError(400, 'activity.appointment.closed', '活动已开始，无需预约')
    }
    await db
      .insert(activityAppointment)
      .values({ activityId: row.id, accountId, status: 'SUBSCRIBED' })
      .onConflictDoUpdate({
        target: [activityAppointment.activityId, activityAppointment.accountId],
        set: { status: 'SUBSCRIBED', updatedAt: sql`now()` },
      })
    return activityAnswer(db, row.id, accountId)
  },

  'activity.unsubscribe': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    const { db } = database
    const row = await findActivity(db, params.id)
    await db
      .update(activityAppointment)
      .set({ status: 'UNSUBSCRIBE', updatedAt: sql`now()` })
      .where(
        and(
          eq(activityAppointment.activityId, row.id),
          eq(activityAppointment.accountId, accountId),
          eq(activityAppointment.status, 'SUBSCRIBED'),
        ),
      )
    return activityAnswer(db, row.id, accountId)
  },

  'activity.duration': async ({ params, session, database }) => {
    const row = await durationActivity(database.db, params.id)
    return durationProgress(database.db, row, Number(session.userId))
  },

  'activity.checkIn': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    const row = await durationActivity(database.db, params.id)
    const phase = phaseAt(row.startTime, row.endTime)
    if (phase === 'NO_STARTED') throw notStarted()
    if (phase === 'COMPLETED') throw ended()
    await database.db
      .insert(activityCheckIn)
      .values({ activityId: row.id, accountId, day: shanghaiDay(new Date()) })
      .onConflictDoNothing()
    return durationProgress(database.db, row, accountId)
  },

  'activity.claimReward': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    const row = await durationActivity(database.db, params.id)
    if (phaseAt(row.startTime, row.endTime) === 'NO_STARTED') throw notStarted()
    const progress = await durationProgress(database.db, row, accountId)
    if (progress.reward.state === 'CLAIMED') return progress
    if (progress.reward.state !== 'CLAIMABLE') {
      throw new ApiError(400, 'activity.reward.not.reached', '还未达成活动目标')
    }
    await database.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(activityRewardClaim)
        .values({ activityId: row.id, accountId })
        .onConflictDoNothing()
        .returning({ activityId: activityRewardClaim.activityId })
      // A 麦豆 reward lands in the scholarship wallet, once (a second claim inserts nothing).
      if (claimed && row.rewardType === 'MAIDOU') {
        await creditBeans(tx, accountId, {
          amount: row.rewardAmount,
          source: 'ACTIVITY',
          sourceId: row.id,
          reason: `${row.title}：${row.rewardTitle || '活动奖励'}`,
        })
      }
    })
    return durationProgress(database.db, row, accountId)
  },
}
