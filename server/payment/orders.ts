import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { FromSchema } from 'json-schema-to-ts'
import type { orderSchema } from '../../schemas/api/order'
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

/**
 * Orders as stored and as answered, and the changes of their status (spec §3 payment status): payment
 * outcomes from the provider, fulfilment (the courses open), cancel and refund. Shared by the order
 * handlers (server/routes/order.ts) and the dev checkout page (./dev.ts).
 *
 * CREATE → PAID → SUCCESS (paid, then fulfilled), CREATE → REJECT (payment failed), CREATE → CLOSE
 * (cancelled, or unpaid past expire_at), PAID | SUCCESS → AFTER (refunded; what it opened closes again).
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

/** Still payable: CREATE and not past expire_at. */
const payable = and(eq(shopOrder.status, 'CREATE'), sql`${shopOrder.expireAt} > now()`)

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** The orders matching `where`, newest first, answered with their items. */
export async function listOrders(
  db: Queryable,
  where: SQL | undefined,
  page: { readonly limit: number; readonly offset: number } = { limit: 50, offset: 0 },
): Promise<OrderAnswer[]> {
  const rows = await db
    .select({
      id: shopOrder.id,
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
    })
    .from(shopOrder)
    .where(where)
    .orderBy(desc(shopOrder.createdAt), desc(shopOrder.id))
    .limit(page.limit)
    .offset(page.offset)
  if (rows.length === 0) return []
  const items = await db
    .select()
    .from(shopOrderItem)
    .where(
      inArray(
        shopOrderItem.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(shopOrderItem.id))
  return rows.map((row) => ({
    ...row,
    items: items
      .filter((item) => item.orderId === row.id)
      .map(({ objectId, objectType, skuId, title, picUrl, price, count: itemCount }) => ({
        objectId,
        objectType,
        skuId,
        title,
        picUrl,
        price,
        count: itemCount,
      })),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    closedAt: iso(row.closedAt),
    refundedAt: iso(row.refundedAt),
    expireAt: row.expireAt.toISOString(),
  }))
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
 * Records the provider's answer for a payable order (CREATE, not expired). SUCCESS pays and fulfils in
 * one transaction. Returns false when the order was no longer payable (paid, closed, expired...).
 */
export async function settlePayment(
  db: AppDb,
  orderId: number,
  result: PaymentResult,
  provider: 'dev' | 'wechat',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const status = result === 'REJECT' ? 'REJECT' : 'PAID'
    const [order] = await tx
      .update(shopOrder)
      .set(status === 'PAID' ? { status, paidAt: sql`now()` } : { status })
      .where(and(eq(shopOrder.id, orderId), payable))
      .returning({ id: shopOrder.id, accountId: shopOrder.accountId, payAmount: shopOrder.payAmount })
    if (!order) return false
    await tx.insert(payment).values({ orderId, provider, outcome: status, amount: order.payAmount })
    if (result === 'SUCCESS') {
      await fulfil(tx, order.id, order.accountId)
      await tx.update(shopOrder).set({ status: 'SUCCESS' }).where(eq(shopOrder.id, orderId))
      await tx.insert(payment).values({ orderId, provider, outcome: 'SUCCESS', amount: order.payAmount })
    }
    return true
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

/** CREATE → CLOSE. An order that already reads CLOSE (cancelled, or expired) is left as it is. */
export async function cancelOrder(db: AppDb, orderId: number, accountId: number): Promise<boolean> {
  const [closed] = await db
    .update(shopOrder)
    .set({ status: 'CLOSE', closedAt: sql`least(now(), ${shopOrder.expireAt})` })
    .where(and(ownOrder(orderId, accountId), eq(shopOrder.status, 'CREATE')))
    .returning({ id: shopOrder.id })
  return closed !== undefined
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
