import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm'
import type { FromSchema } from 'json-schema-to-ts'
import type { courseSummarySchema, lecturerSchema, lessonSummarySchema } from '../../schemas/api/academy'
import { MAX_UNPAGED_LIST } from '../../schemas/api/paging'
import {
  type AppDb,
  academyCourse,
  lecturer,
  lesson,
  lessonProgress,
  type SnsObjectType,
  snsFavorite,
  snsLike,
} from '../db/index'
import { prepared } from '../db/prepared'
import { coursePayPrice } from './pricing'
import { liveStatusAt } from './status'

/**
 * The catalogue reads shared by the academy handlers: course and lesson summaries with their lecturer and
 * counts, in one query each. Counts of likes and comments add the social tables' live rows to the base
 * counts the seed carries.
 */

export type Lecturer = FromSchema<typeof lecturerSchema>
export type CourseSummary = FromSchema<typeof courseSummarySchema>
export type LessonSummary = FromSchema<typeof lessonSummarySchema>

export interface Paging {
  readonly page: number
  readonly size: number
}

export interface Page<T> {
  items: T[]
  total: number
  page: number
  size: number
  hasMore: boolean
}

export function pageOf<T>(items: T[], total: number, { page, size }: Paging): Page<T> {
  return { items, total, page, size, hasMore: page * size < total }
}

export function offsetOf({ page, size }: Paging): number {
  return (page - 1) * size
}

export const iso = (date: Date): string => date.toISOString()
export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null)

export { yuan } from './money'

const lecturerColumns = {
  id: lecturer.id,
  name: lecturer.name,
  title: lecturer.title,
  hospital: lecturer.hospital,
  avatarUrl: lecturer.avatarUrl,
}

// ---------------------------------------------------------------------------------------------- courses

export const courseColumns = {
  id: academyCourse.id,
  title: academyCourse.title,
  subtitle: academyCourse.subtitle,
  bigPicUrl: academyCourse.bigPicUrl,
  courseType: academyCourse.courseType,
  kind: academyCourse.kind,
  category: academyCourse.category,
  tags: academyCourse.tags,
  lecturer: lecturerColumns,
  lessonCount: academyCourse.lessonCount,
  viewCount: academyCourse.viewCount,
  // Sold before this system, plus every doctor who owns it now (counters: migration 0024).
  soldCount: sql<number>`(${academyCourse.soldCountBase} + ${academyCourse.soldCount})`.mapWith(Number),
  price: academyCourse.price,
  originalPrice: academyCourse.originalPrice,
  salesStartTime: academyCourse.salesStartTime,
  salesEndTime: academyCourse.salesEndTime,
  status: academyCourse.status,
  advanced: academyCourse.advanced,
  createdAt: academyCourse.createdAt,
  introduction: academyCourse.introduction,
  discountPrice: academyCourse.discountPrice,
  discountLabel: academyCourse.discountLabel,
}

export interface CourseQuery {
  readonly where?: SQL | undefined
  readonly orderBy?: readonly SQL[]
  readonly limit?: number
  readonly offset?: number
}

async function selectCourses(db: AppDb, query: CourseQuery) {
  let select = db
    .select(courseColumns)
    .from(academyCourse)
    .innerJoin(lecturer, eq(academyCourse.lecturerId, lecturer.id))
    .$dynamic()
  if (query.where) select = select.where(query.where)
  select = select.orderBy(...(query.orderBy ?? [asc(academyCourse.id)]))
  if (query.limit !== undefined) select = select.limit(query.limit)
  if (query.offset !== undefined) select = select.offset(query.offset)
  return select
}

export type CourseRecord = Awaited<ReturnType<typeof selectCourses>>[number]

/** The label of a course's limited-time price (限时优惠 unless the course names its own); null without one. */
export function discountLabelOf(row: {
  readonly discountPrice: number | null
  readonly discountLabel: string
}): string | null {
  return row.discountPrice === null ? null : row.discountLabel || '限时优惠'
}

export function toCourseSummary(row: CourseRecord): CourseSummary {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    bigPicUrl: row.bigPicUrl,
    courseType: row.courseType,
    kind: row.kind,
    category: row.category,
    tags: row.tags,
    lecturer: row.lecturer,
    lessonCount: row.lessonCount,
    viewCount: row.viewCount,
    soldCount: row.soldCount,
    price: row.price,
    originalPrice: row.originalPrice,
    // The one price function of order.simulate and order.create (decision 0038).
    payPrice: coursePayPrice(row),
    discountLabel: discountLabelOf(row),
    // Filled in for a signed-in doctor by withStudy.
    study: null,
    salesStartTime: isoOrNull(row.salesStartTime),
    salesEndTime: isoOrNull(row.salesEndTime),
    status: row.status,
    advanced: row.advanced,
    createdAt: iso(row.createdAt),
  }
}

/** Courses with everything a summary shows, plus introduction and discount for the detail. */
export function findCourseRecords(db: AppDb, query: CourseQuery): Promise<CourseRecord[]> {
  return selectCourses(db, query)
}

export async function findCourses(db: AppDb, query: CourseQuery): Promise<CourseSummary[]> {
  return (await selectCourses(db, query)).map(toCourseSummary)
}

export async function countCourses(db: AppDb, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(academyCourse).where(where)
  return row?.total ?? 0
}

/** The summaries of some courses by id, as a map (missing ids are simply absent). */
export async function courseSummariesById(
  db: AppDb,
  ids: readonly number[],
): Promise<Map<number, CourseSummary>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const courses = (await coursesById(db).execute({ ids: unique })).map(toCourseSummary)
  return new Map(courses.map((course) => [course.id, course]))
}

const coursesById = prepared('courses_by_id', (db, name) =>
  db
    .select(courseColumns)
    .from(academyCourse)
    .innerJoin(lecturer, eq(academyCourse.lecturerId, lecturer.id))
    .where(sql`${academyCourse.id} = ANY(${sql.placeholder('ids')})`)
    .prepare(name),
)

// ---------------------------------------------------------------------------------------------- lessons

/**
 * Likes of a lesson: the seed's base plus sns_like rows under the lesson's type (how sns.ts names lessons),
 * kept in lesson.like_count by migration 0024's triggers; comments (not deleted) likewise.
 */
const likeCountSql = sql<number>`(${lesson.likeCountBase} + ${lesson.likeCount})`.mapWith(Number)

const commentCountSql = sql<number>`(${lesson.commentCountBase} + ${lesson.commentCount})`.mapWith(Number)

/** What a lesson's summary shows: no content, media or course columns (an article's text stays unread). */
export const lessonSummaryColumns = {
  id: lesson.id,
  courseId: lesson.courseId,
  title: lesson.title,
  lessonType: lesson.lessonType,
  bigPicUrl: lesson.bigPicUrl,
  duration: lesson.duration,
  freePreview: lesson.freePreview,
  sortOrder: lesson.sortOrder,
  viewCount: lesson.viewCount,
  likeCount: likeCountSql,
  commentCount: commentCountSql,
  lecturer: lecturerColumns,
  publishedAt: lesson.publishedAt,
  liveStartTime: lesson.liveStartTime,
  liveEndTime: lesson.liveEndTime,
}

const lessonColumns = {
  ...lessonSummaryColumns,
  // What access and detail answers need.
  coursePrice: academyCourse.price,
  courseStatus: academyCourse.status,
  courseTitle: academyCourse.title,
  courseKind: academyCourse.kind,
  content: lesson.content,
  introduction: lesson.introduction,
  videoUrl: lesson.videoUrl,
  posterUrl: lesson.posterUrl,
  attachments: lesson.attachments,
  copyright: lesson.copyright,
  streamUrl: lesson.streamUrl,
  replayUrl: lesson.replayUrl,
  onlineCountBase: lesson.onlineCountBase,
  partner: lesson.partner,
  partnerData: lesson.partnerData,
}

export interface LessonQuery {
  readonly where?: SQL | undefined
  readonly orderBy?: readonly SQL[]
  readonly limit?: number
  readonly offset?: number
}

async function selectLessons(db: AppDb, query: LessonQuery) {
  let select = lessonsFrom(db).$dynamic()
  if (query.where) select = select.where(query.where)
  select = select.orderBy(...(query.orderBy ?? [asc(lesson.sortOrder), asc(lesson.id)]))
  if (query.limit !== undefined) select = select.limit(query.limit)
  if (query.offset !== undefined) select = select.offset(query.offset)
  return select
}

export type LessonRecord = Awaited<ReturnType<typeof selectLessons>>[number]

/** A row of lessonSummaryColumns. */
export type LessonSummaryRecord = Pick<LessonRecord, keyof typeof lessonSummaryColumns>

export function toLessonSummary(row: LessonSummaryRecord, now: Date = new Date()): LessonSummary {
  const isLive = row.lessonType === 'LIVE' && row.liveStartTime !== null && row.liveEndTime !== null
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    lessonType: row.lessonType,
    bigPicUrl: row.bigPicUrl,
    duration: row.duration,
    freePreview: row.freePreview,
    sortOrder: row.sortOrder,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    lecturer: row.lecturer,
    publishedAt: iso(row.publishedAt),
    liveStatus:
      isLive && row.liveStartTime && row.liveEndTime
        ? liveStatusAt(row.liveStartTime, row.liveEndTime, now)
        : null,
    liveStartTime: isLive ? isoOrNull(row.liveStartTime) : null,
  }
}

export function findLessonRecords(db: AppDb, query: LessonQuery): Promise<LessonRecord[]> {
  return selectLessons(db, query)
}

export async function findLessons(db: AppDb, query: LessonQuery): Promise<LessonSummary[]> {
  let select = summariesFrom(db).$dynamic()
  if (query.where) select = select.where(query.where)
  select = select.orderBy(...(query.orderBy ?? [asc(lesson.sortOrder), asc(lesson.id)]))
  if (query.limit !== undefined) select = select.limit(query.limit)
  if (query.offset !== undefined) select = select.offset(query.offset)
  const now = new Date()
  return (await select).map((row) => toLessonSummary(row, now))
}

export async function findLessonRecord(db: AppDb, id: number): Promise<LessonRecord | undefined> {
  const [row] = await lessonById(db).execute({ id })
  return row
}

export async function countLessons(db: AppDb, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(lesson)
    .leftJoin(academyCourse, eq(lesson.courseId, academyCourse.id))
    .where(where)
  return row?.total ?? 0
}

export async function lessonSummariesById(
  db: AppDb,
  ids: readonly number[],
): Promise<Map<number, LessonSummary>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const now = new Date()
  const lessons = (await lessonsById(db).execute({ ids: unique })).map((row) => toLessonSummary(row, now))
  return new Map(lessons.map((summary) => [summary.id, summary]))
}

function lessonsFrom(db: AppDb) {
  return db
    .select(lessonColumns)
    .from(lesson)
    .innerJoin(lecturer, eq(lesson.lecturerId, lecturer.id))
    .leftJoin(academyCourse, eq(lesson.courseId, academyCourse.id))
}

/** Lessons with what their summaries show; the course joined for filters on it. */
function summariesFrom(db: AppDb) {
  return db
    .select(lessonSummaryColumns)
    .from(lesson)
    .innerJoin(lecturer, eq(lesson.lecturerId, lecturer.id))
    .leftJoin(academyCourse, eq(lesson.courseId, academyCourse.id))
}

const lessonsById = prepared('lessons_by_id', (db, name) =>
  summariesFrom(db)
    .where(sql`${lesson.id} = ANY(${sql.placeholder('ids')})`)
    .prepare(name),
)

const courseLessons = prepared('course_lessons', (db, name) =>
  summariesFrom(db)
    .where(eq(lesson.courseId, sql.placeholder('courseId')))
    .orderBy(asc(lesson.sortOrder), asc(lesson.id))
    .limit(MAX_UNPAGED_LIST)
    .prepare(name),
)

/** A course's lessons in the course's order (at most MAX_UNPAGED_LIST, the contract's bound). */
export async function findCourseLessons(
  db: AppDb,
  courseId: number,
  now = new Date(),
): Promise<LessonSummary[]> {
  return (await courseLessons(db).execute({ courseId })).map((row) => toLessonSummary(row, now))
}

const lessonById = prepared('lesson_by_id', (db, name) =>
  lessonsFrom(db)
    .where(eq(lesson.id, sql.placeholder('id')))
    .prepare(name),
)

/** A lesson whose course is on the shelf, or a lesson on its own. */
export const lessonOnShelf = sql`(${lesson.courseId} IS NULL OR ${academyCourse.status} = 'ACTIVE')`

/** Counts a view of a lesson (detail reads). */
export async function countLessonView(db: AppDb, id: number): Promise<void> {
  await db
    .update(lesson)
    .set({ viewCount: sql`${lesson.viewCount} + 1` })
    .where(eq(lesson.id, id))
}

export async function countCourseView(db: AppDb, id: number): Promise<void> {
  await db
    .update(academyCourse)
    .set({ viewCount: sql`${academyCourse.viewCount} + 1` })
    .where(eq(academyCourse.id, id))
}

// ---------------------------------------------------------------------------------------------- social

/** Whether the account has a row for the object in sns_like or sns_favorite (same key columns). */
async function hasSnsRow(
  db: AppDb,
  table: typeof snsLike | typeof snsFavorite,
  accountId: number | undefined,
  objectType: SnsObjectType,
  objectId: number,
): Promise<boolean> {
  if (accountId === undefined) return false
  const [row] = await db
    .select({ id: table.objectId })
    .from(table)
    .where(
      and(eq(table.accountId, accountId), eq(table.objectType, objectType), eq(table.objectId, objectId)),
    )
  return row !== undefined
}

/** Whether the account likes the object (sns_like, the social module's table). */
export const likes = (
  db: AppDb,
  accountId: number | undefined,
  objectType: SnsObjectType,
  objectId: number,
) => hasSnsRow(db, snsLike, accountId, objectType, objectId)

/** Whether the object is in the account's favorites (sns_favorite). */
export const isFavorite = (
  db: AppDb,
  accountId: number | undefined,
  objectType: SnsObjectType,
  objectId: number,
) => hasSnsRow(db, snsFavorite, accountId, objectType, objectId)

/**
 * Likes of a lesson liked as `objectType`: its base count plus its likes under its own type (the counter of
 * migration 0024); a type other than the lesson's has only the base.
 */
export async function likeCountOf(db: AppDb, objectType: SnsObjectType, lessonId: number): Promise<number> {
  const [row] = await db
    .select({ base: lesson.likeCountBase, likes: lesson.likeCount, type: lesson.lessonType })
    .from(lesson)
    .where(eq(lesson.id, lessonId))
  if (!row) return 0
  return row.base + (row.type === objectType ? row.likes : 0)
}

// ---------------------------------------------------------------------------------------------- study state

export type StudyState = NonNullable<CourseSummary['study']>

/**
 * The doctor's study state in each course of `courseIds` (decision 0038), one answer every screen labels
 * the same way: NOT_STARTED (no lesson opened), IN_PROGRESS, FINISHED (every lesson finished); lessonIndex
 * and lessonId name the lesson studied last, lessonIndex being its ordinal in the course's order (第N节,
 * the order course.lessons answers). Courses without an entry have no lessons.
 */
export async function studyStates(
  db: AppDb,
  accountId: number,
  courseIds: readonly number[],
): Promise<Map<number, StudyState>> {
  const ids = [...new Set(courseIds)]
  const states = new Map<number, StudyState>()
  if (ids.length === 0) return states
  const rows = await courseLessonProgress(db).execute({ accountId, ids })
  const byCourse = new Map<number, typeof rows>()
  for (const row of rows) {
    if (row.courseId === null) continue
    byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row])
  }
  for (const courseId of ids) {
    states.set(
      courseId,
      studyStateOf(
        (byCourse.get(courseId) ?? []).map((row) => ({
          lessonId: row.lessonId,
          finished: row.finished === true,
          at: row.updatedAt?.getTime(),
        })),
      ),
    )
  }
  return states
}

/**
 * The study state of one course from its lessons in the course's order, each with the doctor's progress
 * in it (`at`: when it was last saved; undefined when never opened).
 */
export function studyStateOf(
  lessons: readonly { lessonId: number; finished: boolean; at: number | undefined }[],
): StudyState {
  let last: { index: number; lessonId: number; at: number } | undefined
  lessons.forEach((row, index) => {
    if (row.at !== undefined && (last === undefined || row.at > last.at))
      last = { index, lessonId: row.lessonId, at: row.at }
  })
  const finished = lessons.length > 0 && lessons.every((row) => row.finished)
  return {
    state: last === undefined ? 'NOT_STARTED' : finished ? 'FINISHED' : 'IN_PROGRESS',
    lessonIndex: last === undefined ? null : last.index + 1,
    lessonId: last?.lessonId ?? null,
  }
}

/** Every lesson of some courses in the courses' order, with the doctor's progress in it. */
const courseLessonProgress = prepared('course_lesson_progress', (db, name) =>
  db
    .select({
      courseId: lesson.courseId,
      lessonId: lesson.id,
      finished: lessonProgress.finished,
      updatedAt: lessonProgress.updatedAt,
    })
    .from(lesson)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lesson.id), eq(lessonProgress.accountId, sql.placeholder('accountId'))),
    )
    .where(sql`${lesson.courseId} = ANY(${sql.placeholder('ids')})`)
    .orderBy(asc(lesson.courseId), asc(lesson.sortOrder), asc(lesson.id))
    .prepare(name),
)

/**
 * Courses by id with the doctor's study state, in one statement: each course's lessons in its order with
 * his progress in them (JSON), read by studyStateOf.
 */
const coursesWithProgress = prepared(
  'courses_with_progress',
  (db, name) =>
    db
      .select({
        ...courseColumns,
        progress: sql<{ lessonId: number; finished: boolean | null; at: number | null }[]>`coalesce((SELECT
        json_agg(json_build_object('lessonId', l.id, 'finished', lp.finished,
          'at', extract(epoch FROM lp.updated_at) * 1000) ORDER BY l.sort_order, l.id)
        FROM ${lesson} l LEFT JOIN LATERAL (SELECT p.finished, p.updated_at FROM ${lessonProgress} p
          WHERE p.account_id = ${sql.placeholder('accountId')} AND p.lesson_id = l.id
          -- OFFSET 0 keeps this a lookup by key per lesson: joined, a generic plan hashes every progress
          -- row of the doctor (hundreds) for each statement.
          OFFSET 0) lp ON true
        WHERE l.course_id = ${academyCourse.id}), '[]'::json)`,
      })
      .from(academyCourse)
      .innerJoin(lecturer, eq(academyCourse.lecturerId, lecturer.id))
      .where(sql`${academyCourse.id} = ANY(${sql.placeholder('ids')})`)
      .prepare(name),
  { plan: 'generic' },
)

/**
 * The summaries of some courses by id with the caller's study state (as withStudy fills it in; null for a
 * caller without a token), as a map: missing ids are simply absent.
 */
export async function courseSummariesWithStudy(
  db: AppDb,
  accountId: number | undefined,
  ids: readonly number[],
): Promise<Map<number, CourseSummary>> {
  const unique = [...new Set(ids)]
  if (accountId === undefined || unique.length === 0) return courseSummariesById(db, unique)
  const rows = await coursesWithProgress(db).execute({ accountId, ids: unique })
  return new Map(
    rows.map(({ progress, ...row }) => [
      row.id,
      {
        ...toCourseSummary(row),
        study: studyStateOf(
          progress.map((lessonRow) => ({
            lessonId: lessonRow.lessonId,
            finished: lessonRow.finished === true,
            at: lessonRow.at ?? undefined,
          })),
        ),
      },
    ]),
  )
}

/** The summaries with the doctor's study state filled in (left null for a caller without a token). */
export async function withStudy<T extends { id: number; study: StudyState | null }>(
  db: AppDb,
  accountId: number | undefined,
  courses: T[],
): Promise<T[]> {
  if (accountId === undefined || courses.length === 0) return courses
  const states = await studyStates(
    db,
    accountId,
    courses.map((course) => course.id),
  )
  return courses.map((course) => ({ ...course, study: states.get(course.id) ?? NOT_STARTED }))
}

const NOT_STARTED: StudyState = { state: 'NOT_STARTED', lessonIndex: null, lessonId: null }
