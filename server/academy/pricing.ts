import { and, eq, inArray } from 'drizzle-orm'
import {
  type AppDb,
  academyCourse,
  coursePackage,
  type OrderItemType,
  offlineClass,
  offlineClassApplication,
  packageCourse,
} from '../db/index'
import { ApiError } from '../errors'
import { heldCourses } from './access'
import { yuan } from './money'
import { isOnSale, windowStatusAt } from './status'

/**
 * What an order costs at today's prices, and the coupons that apply: one price function for every answer
 * that shows a price (the course and package cards and details answer `payPrice` from `coursePayPrice` and
 * `packagePayPrice`, order.simulate and order.create price with `priceOrderItems`), so a card never shows a
 * price the order will not charge (decision 0038). Coupons are the doctor's own rows (table coupon,
 * server/payment/coupons.ts); this module only decides which one applies.
 */

export interface OrderItemRequest {
  readonly count: number
  readonly objectId: number
  readonly skuId: number
  readonly objectType?: OrderItemType
}

export interface PricedItem {
  objectId: number
  objectType: OrderItemType
  skuId: number
  title: string
  picUrl: string
  price: number
  count: number
}

/** A kind of coupon a doctor may be granted (the seed grants each seeded doctor one of each). */
export interface CouponKind {
  readonly kind: string
  readonly title: string
  /** Yuan taken off. */
  readonly amount: number
  /** The order total needed to use it. */
  readonly threshold: number
}

export const ORDER_COUPONS: readonly CouponKind[] = [
  { kind: 'NEWCOMER_20', title: '新人立减 20 元', amount: 20, threshold: 50 },
  { kind: 'FULL_199_MINUS_50', title: '满 199 减 50', amount: 50, threshold: 199 },
]

/** One of the doctor's coupons as an order may use it. */
export interface CouponOffer {
  readonly id: number
  readonly title: string
  readonly amount: number
  readonly threshold: number
  /**
   * AVAILABLE: free, or held by the very order being priced (a resumed order keeps its own coupon);
   * HELD: another unpaid order holds it.
   */
  readonly status: 'AVAILABLE' | 'HELD'
}

export const orderErrors = {
  courseNotFound: () => new ApiError(404, 'academy.course.not.found', '课程不存在'),
  itemNotFound: () => new ApiError(404, 'order.item.not.found', '商品不存在'),
  purchased: () => new ApiError(400, 'academy.course.purchased', '已购买该课程'),
  notOnSale: () => new ApiError(400, 'order.item.not.on.sale', '当前不在销售时间内'),
  offlineApplied: () => new ApiError(400, 'academy.offline.class.applied', '您已报名'),
}

/**
 * What one course costs in an order today: its limited-time price (限时优惠) while it has one, else its
 * price. The cards, the details and the order all answer this figure.
 */
export function coursePayPrice(course: {
  readonly price: number
  readonly discountPrice: number | null
}): number {
  return course.discountPrice ?? course.price
}

/** What a package costs in an order today. */
export function packagePayPrice(pack: { readonly price: number }): number {
  return pack.price
}

async function priceCourse(
  db: AppDb,
  accountId: number,
  request: OrderItemRequest,
  now: Date,
): Promise<PricedItem> {
  const [course] = await db.select().from(academyCourse).where(eq(academyCourse.id, request.objectId))
  if (course?.status !== 'ACTIVE') throw orderErrors.courseNotFound()
  if (!isOnSale(course.salesStartTime, course.salesEndTime, now)) throw orderErrors.notOnSale()
  if ((await heldCourses(db, accountId, [course.id])).has(course.id)) throw orderErrors.purchased()
  return {
    objectId: course.id,
    objectType: 'COURSE',
    skuId: request.skuId,
    title: course.title,
    picUrl: course.bigPicUrl,
    price: coursePayPrice(course),
    count: 1,
  }
}

async function pricePackage(db: AppDb, accountId: number, request: OrderItemRequest): Promise<PricedItem> {
  const [pack] = await db.select().from(coursePackage).where(eq(coursePackage.id, request.objectId))
  if (pack?.status !== 'ACTIVE') throw orderErrors.itemNotFound()
  const courseIds = (
    await db
      .select({ courseId: packageCourse.courseId })
      .from(packageCourse)
      .where(eq(packageCourse.packageId, pack.id))
  ).map((row) => row.courseId)
  const owned = await heldCourses(db, accountId, courseIds)
  if (courseIds.length > 0 && courseIds.every((id) => owned.has(id))) throw orderErrors.purchased()
  return {
    objectId: pack.id,
    objectType: 'COURSE_PACKAGE',
    skuId: request.skuId,
    title: pack.title,
    picUrl: pack.bigPicUrl,
    price: packagePayPrice(pack),
    count: 1,
  }
}

async function priceOfflineClass(
  db: AppDb,
  accountId: number,
  request: OrderItemRequest,
  now: Date,
): Promise<PricedItem> {
  const [found] = await db.select().from(offlineClass).where(eq(offlineClass.id, request.objectId))
  if (!found) throw orderErrors.itemNotFound()
  if (windowStatusAt(found.registrationStartTime, found.registrationEndTime, now) !== 'START') {
    throw orderErrors.notOnSale()
  }
  // A doctor signs up once: paying for a class already joined would charge for nothing.
  const [applied] = await db
    .select({ id: offlineClassApplication.offlineClassId })
    .from(offlineClassApplication)
    .where(
      and(
        eq(offlineClassApplication.offlineClassId, found.id),
        eq(offlineClassApplication.accountId, accountId),
      ),
    )
  if (applied) throw orderErrors.offlineApplied()
  return {
    objectId: found.id,
    objectType: 'OFFLINE_CLASS',
    skuId: request.skuId,
    title: found.title,
    picUrl: found.bigPicUrl,
    price: found.price,
    count: request.count,
  }
}

/**
 * Prices each requested item; throws the first reason one cannot be bought (unknown, INACTIVE, outside its
 * sales window, already held: owned or paid and awaiting delivery, or a class already joined). A course or
 * package counts once whatever the count.
 */
export async function priceOrderItems(
  db: AppDb,
  accountId: number,
  requests: readonly OrderItemRequest[],
): Promise<PricedItem[]> {
  const now = new Date()
  const items: PricedItem[] = []
  for (const request of requests) {
    const type = request.objectType ?? 'COURSE'
    if (type === 'COURSE') items.push(await priceCourse(db, accountId, request, now))
    else if (type === 'COURSE_PACKAGE') items.push(await pricePackage(db, accountId, request))
    else items.push(await priceOfflineClass(db, accountId, request, now))
  }
  return items
}

export interface CouponChoice {
  coupons: {
    id: number
    title: string
    amount: number
    status: 'AVAILABLE' | 'HELD'
    usable: boolean
    selected: boolean
  }[]
  totalAmount: number
  discountAmount: number
  payAmount: number
}

/**
 * One coupon at most applies, and only an AVAILABLE one that the total reaches. The first preview
 * (`initialized` false) picks the usable coupon worth most; afterwards exactly the caller's choice counts
 * (the first usable of the coupons sent), or none.
 */
export function applyCoupons(
  items: readonly PricedItem[],
  offers: readonly CouponOffer[],
  requestedCouponIds: readonly number[],
  initialized: boolean,
): CouponChoice {
  const totalAmount = yuan(items.reduce((sum, item) => sum + item.price * item.count, 0))
  const usable = offers.filter((offer) => offer.status === 'AVAILABLE' && totalAmount >= offer.threshold)
  const chosen = initialized
    ? usable.find((offer) => requestedCouponIds.includes(offer.id))
    : [...usable].sort((a, b) => b.amount - a.amount || a.id - b.id)[0]
  const discountAmount = chosen ? yuan(Math.min(chosen.amount, totalAmount)) : 0
  return {
    coupons: offers.map((offer) => ({
      id: offer.id,
      title: offer.title,
      amount: offer.amount,
      status: offer.status,
      usable: usable.includes(offer),
      selected: offer === chosen,
    })),
    totalAmount,
    discountAmount,
    payAmount: yuan(totalAmount - discountAmount),
  }
}

/** Every course an order item opens: the course itself, or each course of a package. */
export async function coursesOpenedBy(
  db: AppDb,
  items: readonly { objectType: OrderItemType; objectId: number }[],
): Promise<number[]> {
  const courseIds = items.filter((item) => item.objectType === 'COURSE').map((item) => item.objectId)
  const packageIds = items.filter((item) => item.objectType === 'COURSE_PACKAGE').map((item) => item.objectId)
  if (packageIds.length > 0) {
    const rows = await db
      .select({ courseId: packageCourse.courseId })
      .from(packageCourse)
      .where(inArray(packageCourse.packageId, packageIds))
    courseIds.push(...rows.map((row) => row.courseId))
  }
  return [...new Set(courseIds)]
}
