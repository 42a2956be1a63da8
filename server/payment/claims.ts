import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import { heldCourses, paidItems } from '../academy/access'
import {
  type AppDb,
  type OrderItemType,
  offlineClassApplication,
  orderClaim,
  packageCourse,
  shopOrder,
  shopOrderItem,
} from '../db/index'

/**
 * One open order per doctor and item, and no item paid twice (decision 0038). Each doctor has a row per
 * course, package or offline class in order_claim; order.create and every payment take the rows of what
 * they touch with a row lock, always in the same order (type, then id), so they run one after the other
 * for one doctor and item and never deadlock. The row names the order that claimed the item last; the
 * claim is open only while that order reads CREATE (unpaid, before expire_at).
 */

/** A database handle or a transaction on it. */
type Queryable = AppDb | Parameters<Parameters<AppDb['transaction']>[0]>[0]

export interface ItemKey {
  readonly objectType: OrderItemType
  readonly objectId: number
}

export const keyOf = (item: ItemKey): string => `${item.objectType}:${item.objectId}`

function sortedKeys(items: readonly ItemKey[]): ItemKey[] {
  const unique = new Map(
    items.map((item) => [keyOf(item), { objectType: item.objectType, objectId: item.objectId }]),
  )
  return [...unique.values()].sort(
    (a, b) => a.objectType.localeCompare(b.objectType) || a.objectId - b.objectId,
  )
}

/** Courses and packages are claimed by their open order; an offline class may be ordered again (seats). */
export const isClaimed = (item: ItemKey): boolean =>
  item.objectType === 'COURSE' || item.objectType === 'COURSE_PACKAGE'

/**
 * Takes the account's claim rows of `items` (creating the missing ones) with a row lock held until the
 * transaction ends, and answers each item's claiming order (null when none). A transaction that gets here
 * second waits for the first to end; READ COMMITTED then gives it the row as the first left it.
 */
export async function lockClaims(
  tx: Queryable,
  accountId: number,
  items: readonly ItemKey[],
): Promise<Map<string, number | null>> {
  const claims = new Map<string, number | null>()
  for (const key of sortedKeys(items)) {
    // A parallel first claim of the same key waits here on the primary key, then finds the row.
    await tx
      .insert(orderClaim)
      .values({ accountId, objectType: key.objectType, objectId: key.objectId })
      .onConflictDoNothing()
    const [row] = await tx
      .select({ orderId: orderClaim.orderId })
      .from(orderClaim)
      .where(
        and(
          eq(orderClaim.accountId, accountId),
          eq(orderClaim.objectType, key.objectType),
          eq(orderClaim.objectId, key.objectId),
        ),
      )
      .for('update')
    claims.set(keyOf(key), row?.orderId ?? null)
  }
  return claims
}

/** The claim rows of `items` now name `orderId`. */
export async function claimFor(
  tx: Queryable,
  accountId: number,
  items: readonly ItemKey[],
  orderId: number,
): Promise<void> {
  for (const key of sortedKeys(items)) {
    await tx
      .update(orderClaim)
      .set({ orderId })
      .where(
        and(
          eq(orderClaim.accountId, accountId),
          eq(orderClaim.objectType, key.objectType),
          eq(orderClaim.objectId, key.objectId),
        ),
      )
  }
}

/** Which of `orderIds` are open: CREATE and not past expire_at. A statement of its own (fresh snapshot). */
export async function openOrders(db: Queryable, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set()
  const rows = await db
    .select({ id: shopOrder.id })
    .from(shopOrder)
    .where(
      and(
        inArray(shopOrder.id, [...new Set(orderIds)]),
        eq(shopOrder.status, 'CREATE'),
        gt(shopOrder.expireAt, sql`now()`),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

/** The courses of each package of `packageIds`. */
async function coursesOfPackages(
  db: Queryable,
  packageIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byPackage = new Map<number, number[]>()
  if (packageIds.length === 0) return byPackage
  const rows = await db
    .select({ packageId: packageCourse.packageId, courseId: packageCourse.courseId })
    .from(packageCourse)
    .where(inArray(packageCourse.packageId, [...new Set(packageIds)]))
  for (const row of rows)
    byPackage.set(row.packageId, [...(byPackage.get(row.packageId) ?? []), row.courseId])
  return byPackage
}

/**
 * What a payment of `items` locks: each item's own row and, for a package, the row of each of its
 * courses, so a package and a course in it never settle side by side.
 */
export async function paymentKeys(db: Queryable, items: readonly ItemKey[]): Promise<ItemKey[]> {
  const packages = await coursesOfPackages(
    db,
    items.filter((item) => item.objectType === 'COURSE_PACKAGE').map((item) => item.objectId),
  )
  const courses = [...packages.values()]
    .flat()
    .map((objectId) => ({ objectType: 'COURSE' as const, objectId }))
  return sortedKeys([...items, ...courses])
}

/**
 * The items of `items` the account already holds: a course owned or paid and awaiting delivery
 * (heldCourses), a package whose every course is held, an offline class joined or paid for. Keys as keyOf.
 */
export async function heldItems(
  db: Queryable,
  accountId: number,
  items: readonly ItemKey[],
): Promise<Set<string>> {
  const packages = await coursesOfPackages(
    db,
    items.filter((item) => item.objectType === 'COURSE_PACKAGE').map((item) => item.objectId),
  )
  const courseIds = [
    ...items.filter((item) => item.objectType === 'COURSE').map((item) => item.objectId),
    ...[...packages.values()].flat(),
  ]
  const classIds = items.filter((item) => item.objectType === 'OFFLINE_CLASS').map((item) => item.objectId)
  const [courses, joined, paidClasses] = await Promise.all([
    heldCourses(db, accountId, courseIds),
    classIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: offlineClassApplication.offlineClassId })
          .from(offlineClassApplication)
          .where(
            and(
              eq(offlineClassApplication.accountId, accountId),
              inArray(offlineClassApplication.offlineClassId, classIds),
            ),
          ),
    paidItems(db, accountId, 'OFFLINE_CLASS', classIds),
  ])
  const classes = new Set([...joined.map((row) => row.id), ...paidClasses])
  const held = new Set<string>()
  for (const item of items) {
    const isHeld =
      item.objectType === 'COURSE'
        ? courses.has(item.objectId)
        : item.objectType === 'COURSE_PACKAGE'
          ? (packages.get(item.objectId) ?? []).length > 0 &&
            (packages.get(item.objectId) ?? []).every((courseId) => courses.has(courseId))
          : classes.has(item.objectId)
    if (isHeld) held.add(keyOf(item))
  }
  return held
}

/** Order item rows grouped by their order, each order's in the rows' order. */
export function itemsByOrder(rows: readonly (ItemKey & { orderId: number })[]): Map<number, ItemKey[]> {
  const byOrder = new Map<number, ItemKey[]>()
  for (const { orderId, objectType, objectId } of rows) {
    const items = byOrder.get(orderId)
    if (items) items.push({ objectType, objectId })
    else byOrder.set(orderId, [{ objectType, objectId }])
  }
  return byOrder
}

/** The items of some orders, by order id, in the order they were ordered. */
export async function itemsOfOrders(
  db: Queryable,
  orderIds: readonly number[],
): Promise<Map<number, ItemKey[]>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({
      orderId: shopOrderItem.orderId,
      objectType: shopOrderItem.objectType,
      objectId: shopOrderItem.objectId,
    })
    .from(shopOrderItem)
    .where(inArray(shopOrderItem.orderId, [...new Set(orderIds)]))
    .orderBy(asc(shopOrderItem.id))
  return itemsByOrder(rows)
}

/**
 * Closes the account's other open orders of the same courses or packages as `items` (a paid order makes
 * them pointless) and answers their ids, whose coupons the caller releases.
 */
export async function closeOtherOpenOrders(
  tx: Queryable,
  accountId: number,
  paidOrderId: number,
  items: readonly ItemKey[],
): Promise<number[]> {
  const claimed = items.filter(isClaimed)
  if (claimed.length === 0) return []
  const sameItem = sql.join(
    claimed.map((item) => sql`(i.object_type = ${item.objectType} AND i.object_id = ${item.objectId})`),
    sql` OR `,
  )
  const closed = await tx
    .update(shopOrder)
    .set({ status: 'CLOSE', closedAt: sql`now()` })
    .where(
      and(
        eq(shopOrder.accountId, accountId),
        sql`${shopOrder.id} <> ${paidOrderId}`,
        eq(shopOrder.status, 'CREATE'),
        gt(shopOrder.expireAt, sql`now()`),
        sql`${shopOrder.id} IN (SELECT i.order_id FROM shop_order_item i WHERE ${sameItem})`,
      ),
    )
    .returning({ id: shopOrder.id })
  return closed.map((row) => row.id)
}

/** The account's claim rows of `items`, read without a lock (order.simulate's preview). */
export async function readClaims(
  db: Queryable,
  accountId: number,
  items: readonly ItemKey[],
): Promise<Map<string, number | null>> {
  const claims = new Map<string, number | null>()
  const keys = sortedKeys(items)
  if (keys.length === 0) return claims
  const rows = await db
    .select({ objectType: orderClaim.objectType, objectId: orderClaim.objectId, orderId: orderClaim.orderId })
    .from(orderClaim)
    .where(
      and(
        eq(orderClaim.accountId, accountId),
        sql`(${sql.join(
          keys.map(
            (key) =>
              sql`(${orderClaim.objectType} = ${key.objectType} AND ${orderClaim.objectId} = ${key.objectId})`,
          ),
          sql` OR `,
        )})`,
      ),
    )
  for (const key of keys) claims.set(keyOf(key), null)
  for (const row of rows) claims.set(keyOf(row), row.orderId)
  return claims
}

/**
 * What an order of `requested` meets, given the claims of its courses and packages: NONE (no open order
 * claims any of them: a new order), the open order to answer again (it claims them all and holds exactly
 * these items), or CONFLICT (an open order claims some of them with other items).
 */
export async function resumableOrder(
  db: Queryable,
  claims: ReadonlyMap<string, number | null>,
  requested: readonly ItemKey[],
): Promise<'NONE' | 'CONFLICT' | { readonly orderId: number }> {
  const open = await openOrders(
    db,
    [...claims.values()].filter((orderId): orderId is number => orderId !== null),
  )
  if (open.size === 0) return 'NONE'
  const [orderId] = open
  if (open.size > 1 || orderId === undefined) return 'CONFLICT'
  if (requested.filter(isClaimed).some((item) => claims.get(keyOf(item)) !== orderId)) return 'CONFLICT'
  const ordered = (await itemsOfOrders(db, [orderId])).get(orderId) ?? []
  const same = (a: readonly ItemKey[], b: readonly ItemKey[]) =>
    sortedKeys(a).map(keyOf).join(',') === sortedKeys(b).map(keyOf).join(',')
  return same(ordered, requested) ? { orderId } : 'CONFLICT'
}
