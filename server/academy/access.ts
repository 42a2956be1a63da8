import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  type AppDb,
  coursePurchase,
  packageCourse,
  type SnsObjectType,
  shopOrder,
  shopOrderItem,
  snsFavorite,
  snsLike,
  videoExchangeRedemption,
} from '../db/index'
import { prepared } from '../db/prepared'

/**
 * Who may open a lesson (lesson.accessPermission, and the videoUrl / content / stream of the detail
 * answers). The rules, in order:
 * 1. a lesson on its own, or a lesson of a free course (price 0): FREE;
 * 2. the caller owns the course (course_purchase not revoked) or redeemed the lesson's code: PURCHASED;
 * 3. a free preview lesson (试看) of a paid course: PREVIEW;
 * 4. otherwise not accessible: NEED_LOGIN without a valid token, NOT_PURCHASED with one.
 */

export type AccessReason = 'FREE' | 'PURCHASED' | 'PREVIEW' | 'NOT_PURCHASED' | 'NEED_LOGIN'

export interface Access {
  readonly accessible: boolean
  readonly reason: AccessReason
}

export interface LessonAccessFacts {
  readonly id: number
  readonly courseId: number | null
  /** The course's price; null for a lesson on its own. */
  readonly coursePrice: number | null
  readonly freePreview: boolean
}

/** The courses of `courseIds` the account owns now (bought and not refunded). */
export async function ownedCourses(
  db: AppDb,
  accountId: number,
  courseIds: readonly number[],
): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set()
  const rows = await db
    .select({ id: coursePurchase.courseId })
    .from(coursePurchase)
    .where(
      and(
        eq(coursePurchase.accountId, accountId),
        inArray(coursePurchase.courseId, [...new Set(courseIds)]),
        isNull(coursePurchase.revokedAt),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

export async function ownsCourse(
  db: AppDb,
  accountId: number | undefined,
  courseId: number,
): Promise<boolean> {
  if (accountId === undefined) return false
  return (await ownedCourses(db, accountId, [courseId])).has(courseId)
}

/** The rules above, given whether the caller holds the lesson (owns its course or redeemed its code). */
function accessFrom(facts: LessonAccessFacts, accountId: number | undefined, holds: boolean): Access {
  if (facts.courseId === null || facts.coursePrice === null || facts.coursePrice === 0) {
    return { accessible: true, reason: 'FREE' }
  }
  if (accountId !== undefined && holds) return { accessible: true, reason: 'PURCHASED' }
  if (facts.freePreview) return { accessible: true, reason: 'PREVIEW' }
  return { accessible: false, reason: accountId === undefined ? 'NEED_LOGIN' : 'NOT_PURCHASED' }
}

/** Whether the doctor holds the lesson: its course owned (not refunded), or its code redeemed. */
const holdsSql = () => {
  const accountId = sql.placeholder('accountId')
  return sql<boolean>`(EXISTS (SELECT 1 FROM ${coursePurchase} WHERE ${coursePurchase.accountId} = ${accountId}
      AND ${coursePurchase.courseId} = ${sql.placeholder('courseId')} AND ${coursePurchase.revokedAt} IS NULL)
    OR EXISTS (SELECT 1 FROM ${videoExchangeRedemption} WHERE ${videoExchangeRedemption.accountId} = ${accountId}
      AND ${videoExchangeRedemption.lessonId} = ${sql.placeholder('lessonId')}))`
}

/**
 * What a doctor has of a lesson, in one statement: whether he holds it (its course owned, or its code
 * redeemed), likes it and keeps it among his favourites (under `objectType`, how the social module names it).
 */
const callerOfLesson = prepared('caller_of_lesson', (db, name) => {
  const accountId = sql.placeholder('accountId')
  const lessonId = sql.placeholder('lessonId')
  const snsRow = (table: typeof snsLike | typeof snsFavorite) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${table} WHERE ${table.accountId} = ${accountId}
      AND ${table.objectType} = ${sql.placeholder('objectType')} AND ${table.objectId} = ${lessonId})`
  return db
    .select({
      holds: holdsSql(),
      liked: snsRow(snsLike),
      favorite: snsRow(snsFavorite),
    })
    .from(sql`(VALUES (1)) AS one`)
    .prepare(name)
})

/** Who may open the lesson, and whether the caller likes it and keeps it (false, false for a guest). */
export async function lessonForCaller(
  db: AppDb,
  facts: LessonAccessFacts,
  accountId: number | undefined,
  objectType: SnsObjectType,
): Promise<{ access: Access; liked: boolean; favorite: boolean }> {
  if (accountId === undefined)
    return { access: accessFrom(facts, accountId, false), liked: false, favorite: false }
  const [row] = await callerOfLesson(db).execute({
    accountId,
    lessonId: facts.id,
    courseId: facts.courseId,
    objectType,
  })
  return {
    access: accessFrom(facts, accountId, row?.holds === true),
    liked: row?.liked === true,
    favorite: row?.favorite === true,
  }
}

/** Who may open the lesson (the rules above). */
export async function accessOf(
  db: AppDb,
  facts: LessonAccessFacts,
  accountId: number | undefined,
): Promise<Access> {
  const paid = facts.courseId !== null && facts.coursePrice !== null && facts.coursePrice !== 0
  if (!paid || accountId === undefined) return accessFrom(facts, accountId, false)
  const [row] = await holdsLesson(db).execute({ accountId, lessonId: facts.id, courseId: facts.courseId })
  return accessFrom(facts, accountId, row?.holds === true)
}

const holdsLesson = prepared('holds_lesson', (db, name) =>
  db.select({ holds: holdsSql() }).from(sql`(VALUES (1)) AS one`).prepare(name),
)

/** A database handle or a transaction on it. */
type Queryable = AppDb | Parameters<Parameters<AppDb['transaction']>[0]>[0]

/**
 * The ids among `ids` of items of `objectType` the account paid for in an order waiting to be fulfilled
 * (PAID: 支付成功但未发货).
 */
export async function paidItems(
  db: Queryable,
  accountId: number,
  objectType: 'COURSE' | 'OFFLINE_CLASS',
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await paidItemsQuery(db, accountId, objectType, ids)
  return rows.map((row) => row.id)
}

function paidItemsQuery(
  db: Queryable,
  accountId: number,
  objectType: 'COURSE' | 'OFFLINE_CLASS',
  ids: readonly number[],
) {
  return db
    .select({ id: shopOrderItem.objectId })
    .from(shopOrder)
    .innerJoin(shopOrderItem, eq(shopOrderItem.orderId, shopOrder.id))
    .where(
      and(
        eq(shopOrder.accountId, accountId),
        eq(shopOrder.status, 'PAID'),
        eq(shopOrderItem.objectType, objectType),
        inArray(shopOrderItem.objectId, [...ids]),
      ),
    )
}

/**
 * The courses of `courseIds` the account holds for buying purposes: owned (as ownedCourses), or paid in an
 * order still waiting to be fulfilled (PAID: 支付成功但未发货). Buying such a course again would charge
 * twice for one course, so order.create, order.pay and a late payment callback treat it as held
 * (decision 0038); access to the lessons still waits for the fulfilment.
 */
export async function heldCourses(
  db: Queryable,
  accountId: number,
  courseIds: readonly number[],
): Promise<Set<number>> {
  const ids = [...new Set(courseIds)]
  if (ids.length === 0) return new Set()
  // One round trip: owned, paid alone, paid in a package.
  const rows = await db
    .select({ id: coursePurchase.courseId })
    .from(coursePurchase)
    .where(
      and(
        eq(coursePurchase.accountId, accountId),
        isNull(coursePurchase.revokedAt),
        inArray(coursePurchase.courseId, ids),
      ),
    )
    .unionAll(paidItemsQuery(db, accountId, 'COURSE', ids))
    .unionAll(
      db
        .select({ id: packageCourse.courseId })
        .from(shopOrder)
        .innerJoin(shopOrderItem, eq(shopOrderItem.orderId, shopOrder.id))
        .innerJoin(packageCourse, eq(packageCourse.packageId, shopOrderItem.objectId))
        .where(
          and(
            eq(shopOrder.accountId, accountId),
            eq(shopOrder.status, 'PAID'),
            eq(shopOrderItem.objectType, 'COURSE_PACKAGE'),
            inArray(packageCourse.courseId, ids),
          ),
        ),
    )
  return new Set(rows.map((row) => row.id))
}
