import { CONTENT_ROUTES, isOpenableSourceType } from '@schemas/meta/content-sources'

/**
 * A course's lessons in order, as the course page (LessonOutline) and a lesson page (LessonCourseNav)
 * both show them: which screen a lesson opens, whether the doctor may open it, and which lesson comes
 * next. One rule for both, so a lesson locked on the course page is locked on the lesson page too.
 */

/** What the course page says when a locked lesson is tapped (and the lesson page at 下一节). */
export const LOCKED_LESSON_TEXT = '购买课程后即可学习'

/** Seconds of the countdown before the next lesson opens after a video ends (the doctor can cancel). */
export const AUTO_ADVANCE_SECONDS = 5

/** The fields of a lesson the order needs (a LessonSummary has them). */
export interface OrderedLesson {
  id: number | string
  title?: string
  lessonType?: string
  freePreview?: boolean
}

/** What the doctor holds of the course: bought, free (price 0), or an operator's preview. */
export interface CourseAccess {
  purchased?: boolean
  free?: boolean
  preview?: boolean
}

export function lessonKey(id: unknown): string {
  return id === undefined || id === null ? '' : String(id)
}

/** The screen of each lesson type: the content-card table (spec §2), so lessons open where cards do. */
export function lessonRoute(type: string | undefined): string {
  return (type && isOpenableSourceType(type) ? CONTENT_ROUTES[type] : null) ?? 'videoDetail'
}

/** The course page's lock: every lesson of a bought or free course opens, otherwise only 试看 ones. */
export function lessonOpens(lesson: Pick<OrderedLesson, 'freePreview'>, access: CourseAccess): boolean {
  return (
    access.preview === true ||
    access.purchased === true ||
    access.free === true ||
    lesson.freePreview === true
  )
}

/** The lesson after `currentId`, and whether the doctor may open it. */
export type NextLesson<T extends OrderedLesson> =
  /** The next lesson opens. */
  | { kind: 'open'; lesson: T; number: number; route: string }
  /** The next lesson is locked (LOCKED_LESSON_TEXT says why). */
  | { kind: 'locked'; lesson: T; number: number }
  /** `currentId` is the course's last lesson. */
  | { kind: 'last' }
  /** `currentId` is not among the lessons (or there are none). */
  | { kind: 'none' }

export function nextLesson<T extends OrderedLesson>(
  lessons: readonly T[],
  currentId: unknown,
  access: CourseAccess,
): NextLesson<T> {
  const current = lessonKey(currentId)
  const index = current === '' ? -1 : lessons.findIndex((lesson) => lessonKey(lesson.id) === current)
  if (index < 0) return { kind: 'none' }
  const lesson = lessons[index + 1]
  if (!lesson) return { kind: 'last' }
  const number = index + 2
  return lessonOpens(lesson, access)
    ? { kind: 'open', lesson, number, route: lessonRoute(lesson.lessonType) }
    : { kind: 'locked', lesson, number }
}

/** The query a lesson screen opens with: its id, its course, and an operator's preview. */
export function lessonQuery(
  lesson: Pick<OrderedLesson, 'id'>,
  courseId: unknown,
  preview = false,
): Record<string, unknown> {
  const query: Record<string, unknown> = { id: lessonKey(lesson.id) }
  const course = lessonKey(courseId)
  if (course) query.courseId = course
  if (preview) query.preview = 1
  return query
}
