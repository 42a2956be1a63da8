import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { CouponOffer } from '../academy/pricing'
import { type AppDb, coupon } from '../db/index'

/**
 * The doctor's coupons (table coupon, migration 0022, decision 0038): a single-use coupon is held by one
 * unpaid order and used once. HELD is only true while the holding order is unpaid and before its
 * expire_at: an expired order's coupon reads AVAILABLE again without anything being written, and the next
 * order that wants it takes it over. Cancelling or closing an order releases its coupon; paying uses it.
 */

/** A database handle or a transaction on it. */
type Queryable = AppDb | Parameters<Parameters<AppDb['transaction']>[0]>[0]

/**
 * The status a coupon reads as. The table is named in full: in a single-table select drizzle leaves
 * columns unqualified, and this subquery has an order_id of its own in scope otherwise.
 */
const couponStatusSql = sql<'AVAILABLE' | 'HELD' | 'USED'>`CASE
  WHEN "coupon"."status" = 'USED' THEN 'USED'
  WHEN "coupon"."status" = 'HELD' AND EXISTS (SELECT 1 FROM shop_order o
    WHERE o.id = "coupon"."order_id" AND o.status = 'CREATE' AND o.expire_at > now()) THEN 'HELD'
  ELSE 'AVAILABLE' END`

/**
 * The account's coupons not used yet, oldest first, as an order may use them: a coupon held by
 * `ownOrderId` (the order being resumed) counts as available to it. `ids` limits the list.
 */
export async function couponOffers(
  db: Queryable,
  accountId: number,
  options: { readonly ownOrderId?: number | undefined; readonly ids?: readonly number[] } = {},
): Promise<CouponOffer[]> {
  if (options.ids?.length === 0) return []
  const rows = await db
    .select({
      id: coupon.id,
      title: coupon.title,
      amount: coupon.amount,
      threshold: coupon.threshold,
      orderId: coupon.orderId,
      status: couponStatusSql,
    })
    .from(coupon)
    .where(
      and(
        eq(coupon.accountId, accountId),
        ne(coupon.status, 'USED'),
        options.ids ? inArray(coupon.id, [...options.ids]) : undefined,
      ),
    )
    .orderBy(asc(coupon.id))
  return rows.flatMap(({ orderId, status, ...offer }) => {
    if (status === 'USED') return []
    const own = status === 'HELD' && options.ownOrderId !== undefined && orderId === options.ownOrderId
    return [{ ...offer, status: own ? ('AVAILABLE' as const) : status }]
  })
}

/**
 * Locks the account's coupons `ids` in this transaction and answers them as an order may use them. A
 * parallel order wanting one of them waits here until this transaction ends, then reads (in a statement
 * of its own, so it sees what committed meanwhile) that the coupon is held.
 */
export async function lockCoupons(
  tx: Queryable,
  accountId: number,
  ids: readonly number[],
): Promise<CouponOffer[]> {
  if (ids.length === 0) return []
  await tx
    .select({ id: coupon.id })
    .from(coupon)
    .where(and(eq(coupon.accountId, accountId), inArray(coupon.id, [...ids])))
    .orderBy(asc(coupon.id))
    .for('update')
  return couponOffers(tx, accountId, { ids })
}

/** `orderId` (just created) holds the coupon; lockCoupons locked it in the same transaction. */
export async function holdCoupon(tx: Queryable, couponId: number, orderId: number): Promise<void> {
  await tx.update(coupon).set({ status: 'HELD', orderId }).where(eq(coupon.id, couponId))
}

/** The orders closed (cancelled, superseded, refunded as a duplicate) give their coupons back. */
export async function releaseCoupons(tx: Queryable, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return
  await tx
    .update(coupon)
    .set({ status: 'AVAILABLE', orderId: null })
    .where(and(inArray(coupon.orderId, [...orderIds]), eq(coupon.status, 'HELD')))
}

/**
 * A paid order uses its coupon for good. A refund later does not give it back: the coupon was spent on
 * that purchase.
 */
export async function spendCoupons(tx: Queryable, orderId: number): Promise<void> {
  await tx
    .update(coupon)
    .set({ status: 'USED', usedAt: sql`now()` })
    .where(and(eq(coupon.orderId, orderId), eq(coupon.status, 'HELD')))
}

/** The coupon an order holds or used, if any. */
export async function couponOfOrder(db: Queryable, orderId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: coupon.id }).from(coupon).where(eq(coupon.orderId, orderId)).limit(1)
  return row?.id
}
