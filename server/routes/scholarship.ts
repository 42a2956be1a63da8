import { and, asc, count, desc, eq, gte, isNull, sql, sum } from 'drizzle-orm'
import {
  BEAN_LIMIT_MESSAGES,
  DAILY_CLAIM_LIMIT,
  GUEST_FORBIDDEN_MESSAGE,
  OVER_LIMIT_BLOCK_AFTER,
  OVER_LIMIT_RESTRICT_AFTER,
  RESTRICTION_HOURS,
  SHARE_REWARD_MAX_SCORE,
  SHARE_REWARDS_PER_DAY,
  type scholarshipEndpoints,
} from '../../schemas/api/scholarship'
import { ROLE_GUEST } from '../auth/accounts'
import type { Session } from '../auth/tokens'
import {
  type AppDb,
  coursePurchase,
  exam,
  examAttempt,
  lesson,
  lessonProgress,
  type ScholarshipSource,
  type ScholarshipTaskType,
  scholarshipClaim,
  scholarshipGoods,
  scholarshipOverLimit,
  scholarshipRecord,
  scholarshipTask,
  scholarshipWallet,
  shareReward,
} from '../db/index'
import { ApiError } from '../errors'
import type { Handlers } from './handler'
import { joinedRunningSprint, shanghaiDay, shanghaiDayStart } from './sprint'

type ScholarshipEndpointName = (typeof scholarshipEndpoints)[number]['name']
type LimitCode = keyof typeof BEAN_LIMIT_MESSAGES

/**
 * The scholarship (docs/server.md, Scholarship): beans earned by daily tasks and spent on the shelf.
 * Every balance change runs in one transaction that first locks the doctor's wallet row, so parallel
 * claims and exchanges are applied one after the other and the balance always equals its records.
 */

const limitError = (code: LimitCode) => new ApiError(400, code, BEAN_LIMIT_MESSAGES[code])

function refuseGuest(session: Session): void {
  if (session.roles.includes(ROLE_GUEST)) {
    throw new ApiError(400, 'scholarship.guest.forbidden', GUEST_FORBIDDEN_MESSAGE)
  }
}

type RecordRow = typeof scholarshipRecord.$inferSelect

function recordAnswer(row: RecordRow) {
  return {
    id: row.id,
    type: row.recordType,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    source: row.source,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Whether the doctor did what the task asks today (Asia/Shanghai). */
async function taskDone(
  db: AppDb,
  type: ScholarshipTaskType,
  accountId: number,
  now: Date,
): Promise<boolean> {
  const since = shanghaiDayStart(now)
  switch (type) {
    case 'SIGN_IN':
    // A WeChat share cannot be verified by the server: the task is taken on trust.
    case 'SHARE':
      return true
    case 'WATCH_LESSON': {
      const [row] = await db
        .select({ value: count() })
        .from(lessonProgress)
        .where(and(eq(lessonProgress.accountId, accountId), gte(lessonProgress.updatedAt, since)))
      return (row?.value ?? 0) > 0
    }
    case 'ATTEND_LIVE': {
      const [row] = await db
        .select({ value: count() })
        .from(lessonProgress)
        .innerJoin(lesson, eq(lesson.id, lessonProgress.lessonId))
        .where(
          and(
            eq(lessonProgress.accountId, accountId),
            eq(lesson.lessonType, 'LIVE'),
            gte(lessonProgress.updatedAt, since),
          ),
        )
      return (row?.value ?? 0) > 0
    }
    case 'PASS_EXAM': {
      const [row] = await db
        .select({ value: count() })
        .from(examAttempt)
        .innerJoin(exam, eq(exam.id, examAttempt.examId))
        .where(
          and(
            eq(examAttempt.accountId, accountId),
            gte(examAttempt.submittedAt, since),
            sql`${examAttempt.score} >= ${exam.passScore}`,
          ),
        )
      return (row?.value ?? 0) > 0
    }
    case 'SPRINT_JOIN':
      return joinedRunningSprint(db, accountId, now)
  }
}

async function ownedCourses(db: AppDb, accountId: number): Promise<Set<number>> {
  const rows = await db
    .select({ courseId: coursePurchase.courseId })
    .from(coursePurchase)
    .where(and(eq(coursePurchase.accountId, accountId), isNull(coursePurchase.revokedAt)))
  return new Set(rows.map((row) => row.courseId))
}

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0]

/** Creates the wallet when missing and locks it for the rest of the transaction. */
async function lockWallet(tx: Tx, accountId: number) {
  await tx.insert(scholarshipWallet).values({ accountId }).onConflictDoNothing()
  const [wallet] = await tx
    .select()
    .from(scholarshipWallet)
    .where(eq(scholarshipWallet.accountId, accountId))
    .for('update')
  if (!wallet) throw new Error(`no wallet for account ${accountId} after creating it`)
  return wallet
}

/**
 * Adds 麦豆 to a doctor's wallet with its INCOME record, inside the caller's transaction (the wallet row
 * is locked, so parallel credits and spends add up): lottery wins and activity rewards go through here.
 */
export async function creditBeans(
  tx: Tx,
  accountId: number,
  credit: { amount: number; source: ScholarshipSource; sourceId: number; reason: string },
): Promise<void> {
  if (credit.amount <= 0) return
  const wallet = await lockWallet(tx, accountId)
  const balance = wallet.balance + credit.amount
  await tx.insert(scholarshipRecord).values({
    accountId,
    recordType: 'INCOME',
    amount: credit.amount,
    balanceAfter: balance,
    source: credit.source,
    sourceId: credit.sourceId,
    reason: credit.reason,
  })
  await tx
    .update(scholarshipWallet)
    .set({ balance, updatedAt: new Date() })
    .where(eq(scholarshipWallet.accountId, accountId))
}

/**
 * Records an over-limit claim and says which of the three messages it earns (spec §8): more than 10 in
 * all blocks for good, more than 3 within 24 hours restricts for 24 hours; a claim while restricted counts
 * too, so persisting leads to the block.
 */
async function overLimit(tx: Tx, accountId: number, restricted: boolean, now: Date): Promise<LimitCode> {
  await tx.insert(scholarshipOverLimit).values({ accountId, attemptedAt: now })
  const [all] = await tx
    .select({ value: count() })
    .from(scholarshipOverLimit)
    .where(eq(scholarshipOverLimit.accountId, accountId))
  if ((all?.value ?? 0) > OVER_LIMIT_BLOCK_AFTER) {
    await tx
      .update(scholarshipWallet)
      .set({ blockedAt: now, updatedAt: now })
      .where(eq(scholarshipWallet.accountId, accountId))
    return 'scholarship.bean.over.limit.blocked'
  }
  if (restricted) return 'scholarship.bean.over.limit.restricted'
  const [recent] = await tx
    .select({ value: count() })
    .from(scholarshipOverLimit)
    .where(
      and(
        eq(scholarshipOverLimit.accountId, accountId),
        gte(scholarshipOverLimit.attemptedAt, new Date(now.getTime() - 24 * 3_600_000)),
      ),
    )
  if ((recent?.value ?? 0) > OVER_LIMIT_RESTRICT_AFTER) {
    await tx
      .update(scholarshipWallet)
      .set({ restrictedUntil: new Date(now.getTime() + RESTRICTION_HOURS * 3_600_000), updatedAt: now })
      .where(eq(scholarshipWallet.accountId, accountId))
    return 'scholarship.bean.over.limit.restricted'
  }
  return 'scholarship.bean.daily.limit'
}

function lessonIdOf(value: number | string | undefined): number | null {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * What a share reward is kept once a day for: the lesson when one is named, else the shared link's path
 * and query (its host and fragment do not make another share).
 */
function shareTarget(body: { target: string; lessonId?: number | string; lessonType?: string }): string {
  if (body.lessonId !== undefined && String(body.lessonId) !== '') {
    return `lesson:${body.lessonType ?? ''}:${body.lessonId}`
  }
  try {
    const url = new URL(body.target, 'http://share.invalid')
    return `${url.pathname}${url.search}`.slice(0, 300)
  } catch {
    return body.target
  }
}

export const scholarshipHandlers: Handlers<ScholarshipEndpointName> = {
  'scholarship.home': async ({ session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    const now = new Date()
    const today = shanghaiDay(now)
    const [wallet] = await db
      .select()
      .from(scholarshipWallet)
      .where(eq(scholarshipWallet.accountId, accountId))
    const [totals] = await db
      .select({
        income: sum(
          sql`case when ${scholarshipRecord.recordType} = 'INCOME' then ${scholarshipRecord.amount} else 0 end`,
        ),
        expense: sum(
          sql`case when ${scholarshipRecord.recordType} = 'EXPENSE' then ${scholarshipRecord.amount} else 0 end`,
        ),
        todayIncome: sum(
          sql`case when ${scholarshipRecord.recordType} = 'INCOME' and ${scholarshipRecord.createdAt} >= ${shanghaiDayStart(now).toISOString()} then ${scholarshipRecord.amount} else 0 end`,
        ),
      })
      .from(scholarshipRecord)
      .where(eq(scholarshipRecord.accountId, accountId))
    const claims = await db
      .select({ taskId: scholarshipClaim.taskId })
      .from(scholarshipClaim)
      .where(and(eq(scholarshipClaim.accountId, accountId), eq(scholarshipClaim.claimDay, today)))
    const claimed = new Set(claims.map((claim) => claim.taskId))
    const tasks = await db
      .select()
      .from(scholarshipTask)
      .where(eq(scholarshipTask.active, true))
      .orderBy(asc(scholarshipTask.sortOrder), asc(scholarshipTask.id))
    const goods = await db
      .select()
      .from(scholarshipGoods)
      .where(eq(scholarshipGoods.active, true))
      .orderBy(asc(scholarshipGoods.sortOrder), asc(scholarshipGoods.id))
    const owned = await ownedCourses(db, accountId)
    const restricted = wallet?.restrictedUntil && wallet.restrictedUntil > now ? wallet.restrictedUntil : null
    return {
      balance: wallet?.balance ?? 0,
      todayIncome: Number(totals?.todayIncome ?? 0),
      totalIncome: Number(totals?.income ?? 0),
      totalExpense: Number(totals?.expense ?? 0),
      dailyClaimLimit: DAILY_CLAIM_LIMIT,
      todayClaims: claims.length,
      claimStatus: wallet?.blockedAt ? 'BLOCKED' : restricted ? 'RESTRICTED' : 'NORMAL',
      restrictedUntil: wallet?.blockedAt ? null : (restricted?.toISOString() ?? null),
      tasks: await Promise.all(
        tasks.map(async (task) => ({
          id: task.id,
          type: task.taskType,
          title: task.title,
          description: task.description,
          reward: task.reward,
          status: claimed.has(task.id)
            ? ('CLAIMED' as const)
            : (await taskDone(db, task.taskType, accountId, now))
              ? ('CLAIMABLE' as const)
              : ('TODO' as const),
          actionText: task.actionText,
          route: task.routeName ? { name: task.routeName, query: task.routeQuery ?? {} } : null,
        })),
      ),
      goods: goods.map((item) => ({
        id: item.id,
        goodsType: item.goodsType,
        title: item.title,
        description: item.description,
        picUrl: item.picUrl,
        price: item.price,
        stock: item.stock,
        courseId: item.courseId,
        owned: item.courseId !== null && owned.has(item.courseId),
      })),
    }
  },

  'scholarship.claim': async ({ params, session, database }) => {
    refuseGuest(session)
    const { db } = database
    const accountId = Number(session.userId)
    const [task] = await db
      .select()
      .from(scholarshipTask)
      .where(and(eq(scholarshipTask.id, params.taskId), eq(scholarshipTask.active, true)))
    if (!task) throw new ApiError(404, 'scholarship.task.not.found', '任务不存在')
    // The refusal of an over-limit claim must be kept: the transaction answers it instead of throwing.
    const outcome = await db.transaction(async (tx) => {
      const now = new Date()
      const today = shanghaiDay(now)
      const wallet = await lockWallet(tx, accountId)
      if (wallet.blockedAt) return { refused: 'scholarship.bean.over.limit.blocked' as LimitCode }
      const restricted = wallet.restrictedUntil !== null && wallet.restrictedUntil > now
      const [claimsToday] = await tx
        .select({ value: count() })
        .from(scholarshipClaim)
        .where(and(eq(scholarshipClaim.accountId, accountId), eq(scholarshipClaim.claimDay, today)))
      const todayClaims = claimsToday?.value ?? 0
      if (restricted || todayClaims >= DAILY_CLAIM_LIMIT) {
        return { refused: await overLimit(tx, accountId, restricted, now) }
      }
      const [already] = await tx
        .select({ taskId: scholarshipClaim.taskId })
        .from(scholarshipClaim)
        .where(
          and(
            eq(scholarshipClaim.accountId, accountId),
            eq(scholarshipClaim.taskId, task.id),
            eq(scholarshipClaim.claimDay, today),
          ),
        )
      if (already) throw new ApiError(400, 'scholarship.task.claimed', '今日已领取')
      if (!(await taskDone(tx, task.taskType, accountId, now))) {
        throw new ApiError(400, 'scholarship.task.not.completed', '请先完成任务再领取')
      }
      const balance = wallet.balance + task.reward
      const [record] = await tx
        .insert(scholarshipRecord)
        .values({
          accountId,
          recordType: 'INCOME',
          amount: task.reward,
          balanceAfter: balance,
          source: 'TASK',
          sourceId: task.id,
          reason: task.title,
          createdAt: now,
        })
        .returning()
      if (!record) throw new Error('the income record was not written')
      await tx
        .insert(scholarshipClaim)
        .values({ accountId, taskId: task.id, claimDay: today, recordId: record.id })
      await tx
        .update(scholarshipWallet)
        .set({ balance, updatedAt: now })
        .where(eq(scholarshipWallet.accountId, accountId))
      return { refused: undefined, balance, todayClaims: todayClaims + 1, record }
    })
    if (outcome.refused !== undefined) throw limitError(outcome.refused)
    return {
      taskId: task.id,
      balance: outcome.balance,
      todayClaims: outcome.todayClaims,
      record: recordAnswer(outcome.record),
    }
  },

  'scholarship.shareReward': async ({ body, session, database }) => {
    refuseGuest(session)
    const accountId = Number(session.userId)
    const target = shareTarget(body)
    return database.db.transaction(async (tx) => {
      const now = new Date()
      const today = shanghaiDay(now)
      // The wallet lock also orders two rewards of one doctor: the day's count below stays true.
      const wallet = await lockWallet(tx, accountId)
      const unchanged = { awarded: 0, balance: wallet.balance }
      if (wallet.blockedAt) return unchanged
      const rewards = await tx
        .select({ target: shareReward.target })
        .from(shareReward)
        .where(and(eq(shareReward.accountId, accountId), eq(shareReward.rewardDay, today)))
      if (rewards.some((row) => row.target === target) || rewards.length >= SHARE_REWARDS_PER_DAY) {
        return unchanged
      }
      const amount = Math.min(body.score, SHARE_REWARD_MAX_SCORE)
      const balance = wallet.balance + amount
      const [record] = await tx
        .insert(scholarshipRecord)
        .values({
          accountId,
          recordType: 'INCOME',
          amount,
          balanceAfter: balance,
          source: 'SHARE',
          sourceId: lessonIdOf(body.lessonId),
          reason: '分享奖励',
          createdAt: now,
        })
        .returning({ id: scholarshipRecord.id })
      if (!record) throw new Error('the share reward record was not written')
      await tx.insert(shareReward).values({ accountId, rewardDay: today, target, recordId: record.id })
      await tx
        .update(scholarshipWallet)
        .set({ balance, updatedAt: now })
        .where(eq(scholarshipWallet.accountId, accountId))
      return { awarded: amount, balance }
    })
  },

  'scholarship.exchange': async ({ params, session, database }) => {
    refuseGuest(session)
    const { db } = database
    const accountId = Number(session.userId)
    const [goods] = await db
      .select()
      .from(scholarshipGoods)
      .where(and(eq(scholarshipGoods.id, params.goodsId), eq(scholarshipGoods.active, true)))
    if (!goods) throw new ApiError(404, 'scholarship.goods.not.found', '商品不存在')
    return db.transaction(async (tx) => {
      const now = new Date()
      const wallet = await lockWallet(tx, accountId)
      if (goods.courseId !== null && (await ownedCourses(tx, accountId)).has(goods.courseId)) {
        throw new ApiError(400, 'scholarship.goods.owned', '你已拥有该课程，无需兑换')
      }
      const soldOut = () => new ApiError(400, 'scholarship.goods.sold.out', '该商品已兑完')
      if (goods.stock === 0) throw soldOut()
      if (wallet.balance < goods.price) {
        throw new ApiError(400, 'scholarship.balance.insufficient', '麦豆余额不足，完成学习任务可以赚取麦豆')
      }
      if (goods.stock !== null) {
        const taken = await tx
          .update(scholarshipGoods)
          .set({ stock: sql`${scholarshipGoods.stock} - 1` })
          .where(and(eq(scholarshipGoods.id, goods.id), sql`${scholarshipGoods.stock} > 0`))
          .returning({ id: scholarshipGoods.id })
        // The stock may have run out since it was read: the conditional update decides.
        if (taken.length === 0) throw soldOut()
      }
      const balance = wallet.balance - goods.price
      const [record] = await tx
        .insert(scholarshipRecord)
        .values({
          accountId,
          recordType: 'EXPENSE',
          amount: goods.price,
          balanceAfter: balance,
          source: 'EXCHANGE',
          sourceId: goods.id,
          reason: `兑换${goods.title}`,
          createdAt: now,
        })
        .returning()
      if (!record) throw new Error('the expense record was not written')
      await tx
        .update(scholarshipWallet)
        .set({ balance, updatedAt: now })
        .where(eq(scholarshipWallet.accountId, accountId))
      if (goods.courseId !== null) {
        await tx.insert(coursePurchase).values({ accountId, courseId: goods.courseId, grantedAt: now })
      }
      return { goodsId: goods.id, balance, record: recordAnswer(record), courseId: goods.courseId }
    })
  },

  'scholarship.records': async ({ query, session, database }) => {
    const { db } = database
    const where = and(
      eq(scholarshipRecord.accountId, Number(session.userId)),
      query.type === undefined ? undefined : eq(scholarshipRecord.recordType, query.type),
    )
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(scholarshipRecord)
        .where(where)
        .orderBy(desc(scholarshipRecord.createdAt), desc(scholarshipRecord.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ value: count() }).from(scholarshipRecord).where(where),
    ])
    const totalCount = total[0]?.value ?? 0
    return {
      items: rows.map(recordAnswer),
      total: totalCount,
      page: query.page,
      size: query.size,
      hasMore: query.page * query.size < totalCount,
    }
  },
}
