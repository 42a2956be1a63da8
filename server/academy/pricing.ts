import { eq, inArray } from 'drizzle-orm'
import {
  type AppDb,
  academyCourse,
  coursePackage,
  type OrderItemType,
  offlineClass,
  packageCourse,
} from '../db/index'
import { ApiError } from '../errors'
import { ownedCourses } from './access'
import { yuan } from './catalogue'
import { isOnSale, windowStatusAt } from './status'

/**
 * What an order costs at today's prices (order.simulate; order.create may price with the same function so
 * the preview and the order agree), and the coupons that apply. Coupons are a fixed list computed on the
 * fly: every doctor holds both, each usable once the order reaches its threshold.
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

export interface Coupon {
  readonly id: number
  readonly title: string
  /** Yuan taken off. */
  readonly amount: number
  /** The order total needed to use it. */
  readonly threshold: number
}

export const ORDER_COUPONS: readonly Coupon[] = [
  { id: 1, title: '新人立减 20 元', amount: 20, threshold: 50 },
  { id: 2, title: '满 199 减 50', amount: 50, threshold: 199 },
]

export const orderErrors = {
  courseNotFound: () => new ApiError(404, 'academy.course.not.found', '课程不存在'),
  itemNotFound: () => new ApiError(404, 'order.item.not.found', '商品不存在'),
  purchased: () => new ApiError(400, 'academy.course.purchased', '已购买该课程'),
  notOnSale: () => new ApiError(400, 'order.item.not.on.sale', '当前不在销售时间内'),
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
  if ((await ownedCourses(db, accountId, [course.id])).has(course.id)) throw orderErrors.purchased()
  return {
    objectId: course.id,
    objectType: 'COURSE',
    skuId: request.skuId,
    title: course.title,
    picUrl: course.bigPicUrl,
    // The limited-time price wins while the course carries one (CourseDetail.discount).
    price: course.discountPrice ?? course.price,
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
  const owned = await ownedCourses(db, accountId, courseIds)
  if (courseIds.length > 0 && courseIds.every((id) => owned.has(id))) throw orderErrors.purchased()
  return {
    objectId: pack.id,
    objectType: 'COURSE_PACKAGE',
    skuId: request.skuId,
    title: pack.title,
    picUrl: pack.bigPicUrl,
    price: pack.price,
    count: 1,
  }
}

async function priceOfflineClass(db: AppDb, request: OrderItemRequest, now: Date): Promise<PricedItem> {
  const [found] = await db.select().from(offlineClass).where(eq(offlineClass.id, request.objectId))
  if (!found) throw orderErrors.itemNotFound()
  if (windowStatusAt(found.registrationStartTime, found.registrationEndTime, now) !== 'START') {
    throw orderErrors.notOnSale()
  }
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
 * sales window, already owned). A course or package counts once whatever the count.
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
    else items.push(await priceOfflineClass(db, request, now))
  }
  return items
}

export interface CouponChoice {
  coupons: { id: number; title: string; amount: number; usable: boolean; selected: boolean }[]
  totalAmount: number
  discountAmount: number
  payAmount: number
}

/**
 * One coupon at most applies. The first preview (`initialized` false) picks the usable coupon worth most;
 * afterwards exactly the caller's choice counts (the first usable of the coupons sent), or none.
 */
export function applyCoupons(
  items: readonly PricedItem[],
  requestedCouponIds: readonly number[],
  initialized: boolean,
): CouponChoice {
  const totalAmount = yuan(items.reduce((sum, item) => sum + item.price * item.count, 0))
  const usable = ORDER_COUPONS.filter((coupon) => totalAmount >= coupon.threshold)
  const chosen = initialized
    ? usable.find((coupon) => requestedCouponIds.includes(coupon.id))
    : [...usable].sort((a, b) => b.amount - a.amount)[0]
  const discountAmount = chosen ? yuan(Math.min(chosen.amount, totalAmount)) : 0
  return {
    coupons: ORDER_COUPONS.map((coupon) => ({
      id: coupon.id,
      title: coupon.title,
      amount: coupon.amount,
      usable: usable.includes(coupon),
      selected: coupon === chosen,
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
