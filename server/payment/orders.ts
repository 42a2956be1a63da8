import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { FromSchema } from 'json-schema-to-ts'
import type { orderSchema } from '../../schemas/api/order'
import type { PricedItem } from '../academy/pricing'
import {
  type AppDb,
  academyCourse,
  coursePurchase,
  type OrderStatus,
  offlineClass,
  offlineClassApplication,
  packageCourse,
  payment,
  shopOrder,
  shopOrderItem,
} from '../db/index'
import {
  closeOtherOpenOrders,
  heldItems,
  type ItemKey,
  itemsOfOrders,
  keyOf,
  lockClaims,
  paymentKeys,
} from './claims'
import { releaseCoupons, spendCoupons } from './coupons'

/**
 * Orders as stored and as answered, and the changes of their status (spec §3 payment status): payment
 * outcomes from the provider, fulfilment (the courses open), cancel and refund. Shared by the order
 * handlers (server/routes/order.ts) and the dev checkout page (./dev.ts).
 *
 * CREATE → PAID → SUCCESS (paid, then fulfilled), CREATE → REJECT (payment failed), CREATE → CLOSE
 * (cancelled, unpaid past expire_at, superseded by another paid order of the same item, or refused by
 * order.pay because the doctor holds everything in it), CREATE → AFTER (a payment that arrived for items
 * the doctor already held: recorded and refunded at once), PAID | SUCCESS → AFTER (refunded; what it
 * opened closes again). Decision 0038.
 */

export type OrderAnswer = FromSchema<typeof orderSchema>

/** A database handle or a transaction on it. */
type Queryable = AppDb | Parameters<Parameters<AppDb['transaction']>[0]>[0]

/** An unpaid order past its time: read as CLOSE, closed at expire_at, without being rewritten. */
const expiredUnpaid = sql`(${shopOrder.status} = 'CREATE' AND ${shopOrder.expireAt} <= now())`

/** The status an order reads as (a CREATE order past expire_at is CLOSE). */
export const orderStatusSql: SQL<OrderStatus> = sql<OrderStatus>`CASE WHEN ${expiredUnpaid} THEN 'CLOSE' ELSE ${shopOrder.status} END`

const closedAtSql =
  sql<Date | null>`CASE WHEN ${expiredUnpaid} THEN ${shopOrder.expireAt} ELSE ${shopOrder.closedAt} END`.mapWith(
    shopOrder.closedAt,
  )

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/**
 * The orders `where` selects, newest first, in one statement: each with its items (JSON, in item order) and
 * the number of orders `where` selects on every row (a page past the end has no row to carry it: count
 * then). `answerOrders` answers the rows.
 */
export function orderPage(db: Queryable, where: SQL | undefined) {
  return db
    .select({
      id: shopOrder.id,
      accountId: shopOrder.accountId,
      orderNo: shopOrder.orderNo,
      status: orderStatusSql,
      totalAmount: shopOrder.totalAmount,
      discountAmount: shopOrder.discountAmount,
      payAmount: shopOrder.payAmount,
      tradeType: shopOrder.tradeType,
      payType: shopOrder.payType,
      createdAt: shopOrder.createdAt,
      paidAt: shopOrder.paidAt,
      closedAt: closedAtSql,
      refundedAt: shopOrder.refundedAt,
      expireAt: shopOrder.expireAt,
      // The outer row by its table's name: a bare "id" would name the item's own.
      items: sql<PricedItem[]>`(SELECT coalesce(json_agg(json_build_object('objectId', i.object_id,
        'objectType', i.object_type, 'skuId', i.sku_id, 'title', i.title, 'picUrl', i.pic_url, 'price', i.price,
        'count', i.count) ORDER BY i.id), '[]'::json) FROM ${shopOrderItem} i WHERE i.order_id = "shop_order"."id")`,
      total: sql<number>`${db.select({ total: count() }).from(shopOrder).where(where)}::int`,
    })
    .from(shopOrder)
    .where(where)
    .orderBy(desc(shopOrder.createdAt), desc(shopOrder.id))
    .$dynamic()
}

export type OrderPageRow = Awaited<ReturnType<typeof orderPage>>[number]

/** Rows of orderPage answered: an unpaid order whose every item the doctor already holds is not payable. */
export async function answerOrders(db: Queryable, rows: readonly OrderPageRow[]): Promise<OrderAnswer[]> {
  const unpayable = await heldOrders(db, rows)
  return rows.map(({ accountId: _accountId, total: _total, ...row }) => ({
    ...row,
    payable: row.status === 'CREATE' && !unpayable.has(row.id),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    closedAt: iso(row.closedAt),
    refundedAt: iso(row.refundedAt),
    expireAt: row.expireAt.toISOString(),
  }))
}

/** The orders matching `where`, newest first, answered with their items. */
export async function listOrders(
  db: Queryable,
  where: SQL | undefined,
  page: { readonly limit: number; readonly offset: number } = { limit: 50, offset: 0 },
): Promise<OrderAnswer[]> {
  return answerOrders(db, await orderPage(db, where).limit(page.limit).offset(page.offset))
}

/**
 * The unpaid orders among `rows` whose doctor already holds every item (bought since, or paid in another
 * order): they read payable false, so 我的订单 offers no 去支付 and order.pay refuses them.
 */
async function heldOrders(
  db: Queryable,
  rows: readonly { id: number; accountId: number; status: OrderStatus; items: readonly ItemKey[] }[],
): Promise<Set<number>> {
  const unpaid = rows.filter((row) => row.status === 'CREATE')
  const held = new Set<number>()
  if (unpaid.length === 0) return held
  // One look per doctor at everything their unpaid orders hold (a list is one doctor's), not one per order.
  const accounts = [...new Set(unpaid.map((row) => row.accountId))]
  const holdings = new Map(
    await Promise.all(
      accounts.map(
        async (accountId) =>
          [
            accountId,
            await heldItems(
              db,
              accountId,
              unpaid.filter((row) => row.accountId === accountId).flatMap((row) => row.items),
            ),
          ] as const,
      ),
    ),
  )
  for (const row of unpaid) {
    const holds = holdings.get(row.accountId)
    if (row.items.length > 0 && holds && row.items.every((item) => holds.has(keyOf(item)))) held.add(row.id)
  }
  return held
}

export async function countOrders(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(shopOrder).where(where)
  return row?.total ?? 0
}

/** Only the account's own orders: another doctor's order id is answered as no order at all. */
export function ownOrder(orderId: number, accountId: number): SQL | undefined {
  return and(eq(shopOrder.id, orderId), eq(shopOrder.accountId, accountId))
}

export async function findOrder(db: Queryable, where: SQL | undefined): Promise<OrderAnswer | undefined> {
  const [order] = await listOrders(db, where, { limit: 1, offset: 0 })
  return order
}

/** What the payment provider reported: paid and fulfilled, paid only, or refused. */
export type PaymentResult = 'SUCCESS' | 'PAID' | 'REJECT'

/**
 * What became of a provider's answer: SETTLED (recorded as reported), NOT_PAYABLE (the order was no longer
 * unpaid: paid, closed, expired…; nothing recorded), REFUNDED (the money came for items the doctor already
 * held: the order is AFTER, the payment recorded and refunded, so the provider must pay it back).
 */
export type SettleOutcome = 'SETTLED' | 'NOT_PAYABLE' | 'REFUNDED'

/**
 * Records the provider's answer for a payable order (CREATE, not expired). One transaction per doctor and
 * item at a time: it first locks the order's claim rows (./claims.ts: its courses and packages, each
 * course of its packages), so two orders of one course paid at once settle one after the other, and the
 * second finds the course held and is refunded instead of charged twice. SUCCESS pays and fulfils;
 * paying closes the doctor's other open orders of the same courses and packages and uses the coupon.
 */
export async function settlePayment(
  db: AppDb,
  orderId: number,
  result: PaymentResult,
  provider: 'dev' | 'wechat',
): Promise<SettleOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ accountId: shopOrder.accountId })
      .from(shopOrder)
      .where(eq(shopOrder.id, orderId))
    if (!found) return 'NOT_PAYABLE'
    const { accountId } = found
    const items = (await itemsOfOrders(tx, [orderId])).get(orderId) ?? []
    await lockClaims(tx, accountId, await paymentKeys(tx, items))
    const [order] = await tx
      .select({ payAmount: shopOrder.payAmount, status: orderStatusSql })
      .from(shopOrder)
      .where(eq(shopOrder.id, orderId))
      .for('update')
    if (!order) return 'NOT_PAYABLE'
    const amount = order.payAmount
    const refundAsDuplicate = async () => {
      // Paid for what the doctor holds already (another order of it was paid first): never keep the money.
      await tx
        .update(shopOrder)
        .set({ status: 'AFTER', paidAt: sql`now()`, refundedAt: sql`now()` })
        .where(eq(shopOrder.id, orderId))
      await tx.insert(payment).values([
        { orderId, provider, outcome: 'PAID', amount },
        { orderId, provider, outcome: 'REFUND', amount },
      ])
      await releaseCoupons(tx, [orderId])
      return 'REFUNDED' as const
    }
    const holdsAll = async () => {
      const held = await heldItems(tx, accountId, items)
      return items.length > 0 && items.every((item) => held.has(keyOf(item)))
    }
    if (order.status !== 'CREATE') {
      // A payment still arriving for an order closed because another order of the same items was paid
      // (or that expired meanwhile) took money for what the doctor holds: it is refunded, not lost.
      if (order.status === 'CLOSE' && result !== 'REJECT' && (await holdsAll())) return refundAsDuplicate()
      return 'NOT_PAYABLE'
    }
    if (result === 'REJECT') {
      await tx.update(shopOrder).set({ status: 'REJECT' }).where(eq(shopOrder.id, orderId))
      await tx.insert(payment).values({ orderId, provider, outcome: 'REJECT', amount })
      await releaseCoupons(tx, [orderId])
      return 'SETTLED'
    }
    if (await holdsAll()) return refundAsDuplicate()
    await tx.update(shopOrder).set({ status: 'PAID', paidAt: sql`now()` }).where(eq(shopOrder.id, orderId))
    await tx.insert(payment).values({ orderId, provider, outcome: 'PAID', amount })
    await spendCoupons(tx, orderId)
    await releaseCoupons(tx, await closeOtherOpenOrders(tx, accountId, orderId, items))
    if (result === 'SUCCESS') {
      await fulfil(tx, orderId, accountId)
      await tx.update(shopOrder).set({ status: 'SUCCESS' }).where(eq(shopOrder.id, orderId))
      await tx.insert(payment).values({ orderId, provider, outcome: 'SUCCESS', amount })
    }
    return 'SETTLED'
  })
}

/** The courses an order opens: its courses and every course of its packages. */
async function coursesOf(
  db: Queryable,
  orderId: number,
): Promise<{ courseIds: number[]; classIds: number[] }> {
  const items = await db
    .select({ objectType: shopOrderItem.objectType, objectId: shopOrderItem.objectId })
    .from(shopOrderItem)
    .where(eq(shopOrderItem.orderId, orderId))
  const courseIds = items.filter((item) => item.objectType === 'COURSE').map((item) => item.objectId)
  const packageIds = items.filter((item) => item.objectType === 'COURSE_PACKAGE').map((item) => item.objectId)
  if (packageIds.length > 0) {
    const inPackages = await db
      .select({ courseId: packageCourse.courseId })
      .from(packageCourse)
      .where(inArray(packageCourse.packageId, packageIds))
    courseIds.push(...inPackages.map((row) => row.courseId))
  }
  const classIds = items.filter((item) => item.objectType === 'OFFLINE_CLASS').map((item) => item.objectId)
  return { courseIds: [...new Set(courseIds)], classIds: [...new Set(classIds)] }
}

/**
 * Delivers a paid order: one course_purchase per course (a course the doctor already holds keeps its
 * grant), and a sign-up for each offline class. Items whose course or class is gone are skipped.
 */
async function fulfil(db: Queryable, orderId: number, accountId: number): Promise<void> {
  const { courseIds, classIds } = await coursesOf(db, orderId)
  if (courseIds.length > 0) {
    const existing = await db
      .select({ id: academyCourse.id })
      .from(academyCourse)
      .where(inArray(academyCourse.id, courseIds))
    if (existing.length > 0) {
      // The unique index on unrevoked (account_id, course_id) keeps one active grant per course.
      await db
        .insert(coursePurchase)
        .values(existing.map((course) => ({ accountId, courseId: course.id, orderId })))
        .onConflictDoNothing()
    }
  }
  if (classIds.length > 0) {
    const existing = await db
      .select({ id: offlineClass.id })
      .from(offlineClass)
      .where(inArray(offlineClass.id, classIds))
    if (existing.length > 0) {
      await db
        .insert(offlineClassApplication)
        .values(existing.map((offline) => ({ offlineClassId: offline.id, accountId })))
        .onConflictDoNothing()
    }
  }
}

/**
 * CREATE → CLOSE, and its coupon is free again. An order that already reads CLOSE (cancelled, or expired)
 * is left as it is.
 */
export async function cancelOrder(db: AppDb, orderId: number, accountId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(shopOrder)
      .set({ status: 'CLOSE', closedAt: sql`least(now(), ${shopOrder.expireAt})` })
      .where(and(ownOrder(orderId, accountId), eq(shopOrder.status, 'CREATE')))
      .returning({ id: shopOrder.id })
    if (closed) await releaseCoupons(tx, [closed.id])
    return closed !== undefined
  })
}

/**
 * PAID | SUCCESS → AFTER: refunded now; the courses this order granted are revoked and its offline class
 * sign-ups withdrawn. Returns false when the order is in neither state.
 */
export async function refundOrder(
  db: AppDb,
  orderId: number,
  accountId: number,
  provider: 'dev' | 'wechat',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(shopOrder)
      .set({ status: 'AFTER', refundedAt: sql`now()` })
      .where(and(ownOrder(orderId, accountId), inArray(shopOrder.status, ['PAID', 'SUCCESS'])))
      .returning({ id: shopOrder.id, payAmount: shopOrder.payAmount })
    if (!order) return false
    await tx.insert(payment).values({ orderId, provider, outcome: 'REFUND', amount: order.payAmount })
    await tx
      .update(coursePurchase)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(coursePurchase.orderId, orderId), isNull(coursePurchase.revokedAt)))
    const { classIds } = await coursesOf(tx, orderId)
    if (classIds.length > 0) {
      await tx
        .delete(offlineClassApplication)
        .where(
          and(
            eq(offlineClassApplication.accountId, accountId),
            inArray(offlineClassApplication.offlineClassId, classIds),
          ),
        )
    }
    return true
  })
}
