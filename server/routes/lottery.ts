import { randomInt } from 'node:crypto'
import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm'
import { type lotteryEndpoints, MAINLAND_MOBILE_PATTERN } from '../../schemas/api/lottery'
import { phaseAt } from '../activities/window'
import { ROLE_GUEST } from '../auth/accounts'
import { type AppDb, lottery, lotteryChance, lotteryPrize, lotteryRecord } from '../db/index'
import { ApiError } from '../errors'
import type { Handlers, ResponseOf } from './handler'
import { creditBeans } from './scholarship'

type LotteryEndpointName = (typeof lotteryEndpoints)[number]['name']
type RecordAnswer = ResponseOf<'lottery.records'>['items'][number]
type RecordRow = typeof lotteryRecord.$inferSelect
type LotteryRow = typeof lottery.$inferSelect
type PrizeRow = typeof lotteryPrize.$inferSelect

const notFound = () => new ApiError(404, 'lottery.not.found', '抽奖活动不存在')
const recordNotFound = () => new ApiError(404, 'lottery.record.not.found', '中奖记录不存在')
const mobilePattern = new RegExp(MAINLAND_MOBILE_PATTERN)

async function findLottery(db: AppDb, id: number): Promise<LotteryRow> {
  const [row] = await db.select().from(lottery).where(eq(lottery.id, id))
  if (!row) throw notFound()
  return row
}

async function usedChances(db: AppDb, lotteryId: number, accountId: number): Promise<number> {
  const [row] = await db
    .select({ used: lotteryChance.used })
    .from(lotteryChance)
    .where(and(eq(lotteryChance.lotteryId, lotteryId), eq(lotteryChance.accountId, accountId)))
  return row?.used ?? 0
}

function remainingOf(prize: PrizeRow): number | null {
  return prize.stock === null ? null : Math.max(0, prize.stock - prize.won)
}

function toRecord(row: RecordRow): RecordAnswer {
  const filled = row.addressFilledAt !== null
  return {
    id: row.id,
    lotteryId: row.lotteryId,
    prizeId: row.prizeId,
    prizeName: row.prizeName,
    prizeType: row.prizeType,
    amount: row.amount,
    ebookId: row.ebookId,
    instruction: row.instruction,
    picUrl: row.picUrl,
    createdAt: row.createdAt.toISOString(),
    needsAddress: row.prizeType === 'GOODS' && !filled,
    address:
      filled && row.addressFilledAt
        ? {
            name: row.receiverName ?? '',
            mobile: row.receiverMobile ?? '',
            address: row.receiverAddress ?? '',
            filledAt: row.addressFilledAt.toISOString(),
          }
        : null,
  }
}

/** Picks one prize by weight; `roll` is uniform in [0, total weight). */
export function pickByWeight<T extends { weight: number }>(
  prizes: readonly T[],
  roll: number,
): T | undefined {
  let left = roll
  for (const prize of prizes) {
    if (left < prize.weight) return prize
    left -= prize.weight
  }
  return undefined
}

export const lotteryHandlers: Handlers<LotteryEndpointName> = {
  'lottery.detail': async ({ params, session, database }) => {
    const { db } = database
    const row = await findLottery(db, params.id)
    const [prizes, used] = await Promise.all([
      db
        .select()
        .from(lotteryPrize)
        // A retired prize (removed by a forced publish) shows only in its winners' records.
        .where(and(eq(lotteryPrize.lotteryId, row.id), isNull(lotteryPrize.retiredAt)))
        .orderBy(asc(lotteryPrize.sortOrder), asc(lotteryPrize.id)),
      usedChances(db, row.id, Number(session.userId)),
    ])
    return {
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      activityId: row.activityId,
      bannerUrl: row.bannerUrl,
      status: phaseAt(row.startTime, row.endTime),
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      rulesHtml: row.rulesHtml,
      chances: row.chances,
      usedChances: Math.min(used, row.chances),
      remainingChances: Math.max(0, row.chances - used),
      prizes: prizes.map((prize) => ({
        id: prize.id,
        name: prize.name,
        type: prize.type,
        amount: prize.amount,
        ebookId: prize.ebookId,
        instruction: prize.instruction,
        picUrl: prize.picUrl,
        stock: prize.stock,
        remaining: remainingOf(prize),
      })),
    }
  },

  'lottery.draw': async ({ params, session, database }) => {
    if (session.roles.includes(ROLE_GUEST)) {
      throw new ApiError(400, 'lottery.guest.forbidden', '请先登录医生账号')
    }
    const accountId = Number(session.userId)
    const { db } = database
    const row = await findLottery(db, params.id)
    const status = phaseAt(row.startTime, row.endTime)
    if (status === 'NO_STARTED') throw new ApiError(400, 'lottery.not.started', '活动还未开始')
    if (status === 'COMPLETED') throw new ApiError(400, 'lottery.ended', '活动已经结束')
    return db.transaction(async (tx) => {
      await tx.insert(lotteryChance).values({ lotteryId: row.id, accountId }).onConflictDoNothing()
      // The caller's row is locked until the draw is recorded: parallel draws of one doctor queue here,
      // and the conditional update never lets `used` pass the lottery's chances.
      const [chance] = await tx
        .update(lotteryChance)
        .set({ used: sql`${lotteryChance.used} + 1` })
        .where(
          and(
            eq(lotteryChance.lotteryId, row.id),
            eq(lotteryChance.accountId, accountId),
            sql`${lotteryChance.used} < ${row.chances}`,
          ),
        )
        .returning({ used: lotteryChance.used })
      if (!chance) throw new ApiError(400, 'lottery.chance.run.out', '抽奖次数已用完')
      // Prizes are locked in one order by every draw, so two draws never deadlock on them.
      const prizes = await tx
        .select()
        .from(lotteryPrize)
        .where(
          and(
            eq(lotteryPrize.lotteryId, row.id),
            isNull(lotteryPrize.retiredAt),
            or(isNull(lotteryPrize.stock), sql`${lotteryPrize.won} < ${lotteryPrize.stock}`),
          ),
        )
        .orderBy(asc(lotteryPrize.id))
        .for('update')
      const totalWeight = prizes.reduce((sum, prize) => sum + prize.weight, 0)
      const prize = totalWeight > 0 ? pickByWeight(prizes, randomInt(0, totalWeight)) : undefined
      if (!prize) throw new ApiError(400, 'lottery.prize.run.out', '奖品已抽完')
      const [won] = await tx
        .update(lotteryPrize)
        .set({ won: sql`${lotteryPrize.won} + 1` })
        .where(
          and(
            eq(lotteryPrize.id, prize.id),
            or(isNull(lotteryPrize.stock), sql`${lotteryPrize.won} < ${lotteryPrize.stock}`),
          ),
        )
        .returning({ id: lotteryPrize.id })
      // Unreachable while the rows are locked; kept so a stock can never be passed whatever the driver.
      if (!won) throw new ApiError(400, 'lottery.prize.run.out', '奖品已抽完')
      const [record] = await tx
        .insert(lotteryRecord)
        .values({
          lotteryId: row.id,
          accountId,
          prizeId: prize.id,
          prizeName: prize.name,
          prizeType: prize.type,
          amount: prize.amount,
          ebookId: prize.ebookId,
          instruction: prize.instruction,
          picUrl: prize.picUrl,
        })
        .returning()
      if (!record) throw new Error('the lottery record was not written')
      // A 麦豆 prize lands in the doctor's scholarship wallet at once (收支明细: 抽奖).
      if (prize.type === 'MAIDOU') {
        await creditBeans(tx, accountId, {
          amount: prize.amount,
          source: 'LOTTERY',
          sourceId: record.id,
          reason: `${row.title}：${prize.name}`,
        })
      }
      return { record: toRecord(record), remainingChances: Math.max(0, row.chances - chance.used) }
    })
  },

  'lottery.records': async ({ params, query, session, database }) => {
    const { db } = database
    await findLottery(db, params.id)
    const where = and(
      eq(lotteryRecord.lotteryId, params.id),
      eq(lotteryRecord.accountId, Number(session.userId)),
    )
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(lotteryRecord)
        .where(where)
        .orderBy(desc(lotteryRecord.createdAt), desc(lotteryRecord.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ count: sql<number>`count(*)::int` }).from(lotteryRecord).where(where),
    ])
    const count = total?.count ?? 0
    return {
      items: rows.map(toRecord),
      total: count,
      page: query.page,
      size: query.size,
      hasMore: query.page * query.size < count,
    }
  },

  'lottery.address': async ({ params, body, session, database }) => {
    const { db } = database
    const where = and(
      eq(lotteryRecord.id, params.recordId),
      eq(lotteryRecord.lotteryId, params.id),
      eq(lotteryRecord.accountId, Number(session.userId)),
    )
    const [record] = await db.select().from(lotteryRecord).where(where)
    if (!record) throw recordNotFound()
    if (record.prizeType !== 'GOODS') {
      throw new ApiError(400, 'lottery.address.not.needed', '该奖品无需填写收货地址')
    }
    const mobile = body.mobile.trim()
    if (!mobilePattern.test(mobile)) throw new ApiError(400, 'lottery.mobile.invalid', '请输入正确的手机号')
    const name = body.name.trim()
    const address = body.address.trim()
    if (name === '' || address.length < 5) {
      throw new ApiError(400, 'lottery.address.invalid', '请填写完整的收货信息')
    }
    const [updated] = await db
      .update(lotteryRecord)
      .set({
        receiverName: name,
        receiverMobile: mobile,
        receiverAddress: address,
        addressFilledAt: sql`now()`,
      })
      .where(where)
      .returning()
    if (!updated) throw recordNotFound()
    return toRecord(updated)
  },
}
