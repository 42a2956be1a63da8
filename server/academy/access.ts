import { and, eq, inArray, isNull } from 'drizzle-orm'
import { type AppDb, coursePurchase, videoExchangeRedemption } from '../db/index'

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
    .select({ courseId: coursePurchase.courseId })
    .from(coursePurchase)
    .where(
      and(
        eq(coursePurchase.accountId, accountId),
        inArray(coursePurchase.courseId, [...new Set(courseIds)]),
        isNull(coursePurchase.revokedAt),
      ),
    )
  return new Set(rows.map((row) => row.courseId))
}

export async function ownsCourse(
  db: AppDb,
  accountId: number | undefined,
  courseId: number,
): Promise<boolean> {
  if (accountId === undefined) return false
  return (await ownedCourses(db, accountId, [courseId])).has(courseId)
}

async function redeemedLesson(db: AppDb, accountId: number, lessonId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: videoExchangeRedemption.id })
    .from(videoExchangeRedemption)
    .where(
      and(eq(videoExchangeRedemption.accountId, accountId), eq(videoExchangeRedemption.lessonId, lessonId)),
    )
    .limit(1)
  return row !== undefined
}

export async function accessOf(
  db: AppDb,
  facts: LessonAccessFacts,
  accountId: number | undefined,
): Promise<Access> {
  if (facts.courseId === null || facts.coursePrice === null || facts.coursePrice === 0) {
    return { accessible: true, reason: 'FREE' }
  }
  if (accountId !== undefined) {
    if (
      (await ownsCourse(db, accountId, facts.courseId)) ||
      (await redeemedLesson(db, accountId, facts.id))
    ) {
      return { accessible: true, reason: 'PURCHASED' }
    }
  }
  if (facts.freePreview) return { accessible: true, reason: 'PREVIEW' }
  return { accessible: false, reason: accountId === undefined ? 'NEED_LOGIN' : 'NOT_PURCHASED' }
}
