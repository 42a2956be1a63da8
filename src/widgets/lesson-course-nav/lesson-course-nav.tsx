import { useEffect, useRef, useState } from 'react'
import {
  AUTO_ADVANCE_SECONDS,
  CourseLinkRow,
  LessonLockIcon,
  type LessonSummary,
  LOCKED_LESSON_TEXT,
  lessonKey,
  lessonOpens,
  lessonQuery,
  lessonRoute,
  nextLesson,
} from '@/runtime/cards'
import { useRead } from '@/runtime/data'
import { clockTime, lessonTypeLabel } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { observer } from '@/runtime/stores'
import { afterNextPaint, toast } from '@/runtime/ui'
import { reads } from './lesson-course-nav.data'
import styles from './lesson-course-nav.module.css'
import type { schema } from './lesson-course-nav.schema'

export type LessonCourseNavProps = WidgetProps<typeof schema>

/** What the lesson screen needs of course.detail. */
interface CourseOutline {
  id: number
  title: string
  price: number
  purchased: boolean
  lessons: LessonSummary[]
}

/** The notice at the bottom after the video ended. */
type EndNotice =
  | { kind: 'countdown'; lesson: LessonSummary; number: number; remaining: number }
  | { kind: 'locked'; lesson: LessonSummary; number: number }
  | { kind: 'last' }

function hasValue(value: unknown): boolean {
  return value !== undefined && value !== null && value !== ''
}

/**
 * The course a lesson belongs to, under the lesson's header: the course's name (opens the course), its
 * lessons as a row of cards (the current one marked, locked ones with a lock: the course page's rule),
 * and 下一节. When the video ends (`endedAt` changes) a notice at the bottom counts down to the next lesson
 * (取消 stops it); a next lesson the doctor cannot open is never opened: the notice says why
 * (购买课程后即可学习) and offers the course instead. Lessons open in place of this one (replace), so back
 * returns to where the doctor came from, such as the course page.
 */
const LessonCourseNav = observer(function LessonCourseNav({
  courseId,
  lessonId,
  endedAt,
  autoAdvance = true,
  countdownSeconds = AUTO_ADVANCE_SECONDS,
  preview = false,
  courseRoute = 'courseDetail',
  onLocked,
  run,
}: LessonCourseNavProps & Partial<WidgetRuntimeProps>) {
  const { navigator, stores } = useRuntime()
  const course = lessonKey(courseId)
  const current = lessonKey(lessonId)
  // purchased is the caller's: a login resets the cache, and the read is made again.
  const { answer } = useRead<CourseOutline>(reads.course, { props: { courseId: course } })
  const outline = answer.status === 'ready' ? answer.data : undefined
  const lessons = Array.isArray(outline?.lessons) ? outline.lessons : []
  const access = { purchased: outline?.purchased === true, free: outline?.price === 0, preview }
  const next = nextLesson(lessons, current, access)
  const [notice, setNotice] = useState<EndNotice | null>(null)

  const openCourse = () => navigator.navigate({ to: courseRoute, query: { id: course } })

  const open = (lesson: LessonSummary) => {
    const id = lessonKey(lesson.id)
    if (course && !preview) stores.course.rememberLesson(course, id)
    const query = lessonQuery(lesson, course, preview)
    // The doctor asked for the next lesson (or let it come): a video starts playing.
    if (lesson.lessonType === 'VIDEO') query.autoplay = 1
    // In place of this lesson: back still returns to the course page (or wherever the doctor came from).
    navigator.navigate({ to: lessonRoute(lesson.lessonType), query, mode: 'replace' })
  }

  // spec: the course page's answer to a locked lesson, the toast and then its onLocked actions.
  const refuse = (lesson: LessonSummary) => {
    toast(LOCKED_LESSON_TEXT)
    if (onLocked) void run?.(onLocked, { lessonId: lessonKey(lesson.id), courseId: course })
  }

  const choose = (lesson: LessonSummary) => {
    if (lessonKey(lesson.id) === current) return
    if (lessonOpens(lesson, access)) open(lesson)
    else refuse(lesson)
  }

  // The video ended: count down to the next lesson, or say why there is none to open. A value already
  // there when the screen opened is not an end of this visit.
  const seenEnd = useRef<unknown>(endedAt)
  // biome-ignore lint/correctness/useExhaustiveDependencies: an end is acted on once, when the course is there
  useEffect(() => {
    if (!hasValue(endedAt) || endedAt === seenEnd.current || !outline) return
    seenEnd.current = endedAt
    if (next.kind === 'open') {
      if (autoAdvance)
        setNotice({
          kind: 'countdown',
          lesson: next.lesson,
          number: next.number,
          remaining: countdownSeconds,
        })
    } else if (next.kind === 'locked') {
      setNotice({ kind: 'locked', lesson: next.lesson, number: next.number })
    } else if (next.kind === 'last') {
      setNotice({ kind: 'last' })
    }
  }, [endedAt, outline])

  // One second per tick; at 0 the next lesson opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is this render's, the notice drives the ticks
  useEffect(() => {
    if (notice?.kind !== 'countdown') return
    const timer = setTimeout(() => {
      if (notice.remaining <= 1) {
        setNotice(null)
        open(notice.lesson)
      } else setNotice({ ...notice, remaining: notice.remaining - 1 })
    }, 1000)
    return () => clearTimeout(timer)
  }, [notice])

  // The current lesson's card in view in the row, once the screen is painted: measured then, the row reads
  // the frame's layout instead of forcing one in the middle of the screen's first render.
  const strip = useRef<HTMLOListElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed again when the lessons or the current one change
  useEffect(
    () =>
      afterNextPaint(() => {
        const row = strip.current
        const card = row?.querySelector<HTMLElement>('[aria-current="true"]')
        if (!row || !card) return
        const left = card.offsetLeft - (row.clientWidth - card.offsetWidth) / 2
        row.scrollLeft = Math.max(0, left)
      }),
    [lessons.length, current],
  )

  if (course === '' || answer.status === 'missing') return null
  if (!outline) {
    const loading = answer.status === 'loading'
    // Loading: the block at its loaded height. Failed: the way to the course stays (its name unknown).
    return (
      <section
        className={`${styles.nav} ${loading ? styles.loading : ''}`}
        aria-busy={loading ? 'true' : undefined}
        aria-label="所属课程"
      >
        <CourseLinkRow title={loading ? '' : '查看课程'} onOpen={openCourse} />
      </section>
    )
  }

  const index = lessons.findIndex((lesson) => lessonKey(lesson.id) === current)
  const nextLabel = next.kind === 'last' ? '已是最后一节' : '下一节'
  return (
    <section className={styles.nav} aria-label="所属课程">
      <CourseLinkRow title={outline.title} onOpen={openCourse} />
      {lessons.length > 0 ? (
        <>
          <div className={styles.head}>
            <h2 className={styles.heading}>
              课程列表
              <span className={styles.count}>
                {index >= 0 ? `第${index + 1}节 / ` : ''}共{lessons.length}节
              </span>
            </h2>
            <button
              type="button"
              className={styles.next}
              disabled={next.kind === 'last' || next.kind === 'none'}
              onClick={() => {
                if (next.kind === 'open') open(next.lesson)
                else if (next.kind === 'locked') refuse(next.lesson)
              }}
            >
              {nextLabel}
              {next.kind === 'locked' ? <LessonLockIcon className={styles.lock} /> : null}
            </button>
          </div>
          <ol ref={strip} className={styles.strip} aria-label="课程列表">
            {lessons.map((lesson, position) => {
              const id = lessonKey(lesson.id)
              const isCurrent = id === current
              const locked = !lessonOpens(lesson, access)
              const length = lesson.lessonType === 'VIDEO' ? clockTime(lesson.duration) : ''
              const facts = [lessonTypeLabel(lesson.lessonType), length].filter(Boolean).join(' · ')
              return (
                <li key={id || position}>
                  <button
                    type="button"
                    className={`${styles.item} ${isCurrent ? styles.current : ''} ${locked ? styles.locked : ''}`}
                    aria-current={isCurrent ? 'true' : undefined}
                    data-lesson-id={id}
                    data-locked={locked ? 'true' : 'false'}
                    onClick={() => choose(lesson)}
                  >
                    <span className={styles.itemNumber}>
                      第{position + 1}节{isCurrent ? <span className={styles.now}>学习中</span> : null}
                      {locked ? <LessonLockIcon className={styles.lock} /> : null}
                    </span>
                    <span className={styles.itemTitle}>{lesson.title}</span>
                    {facts ? <span className={styles.itemFacts}>{facts}</span> : null}
                  </button>
                </li>
              )
            })}
          </ol>
        </>
      ) : null}
      {notice ? (
        <EndNoticeBar
          notice={notice}
          onCancel={() => setNotice(null)}
          onOpen={(lesson) => {
            setNotice(null)
            open(lesson)
          }}
          onCourse={(lesson) => {
            setNotice(null)
            if (lesson && onLocked) void run?.(onLocked, { lessonId: lessonKey(lesson.id), courseId: course })
            else openCourse()
          }}
        />
      ) : null}
    </section>
  )
})

function EndNoticeBar({
  notice,
  onCancel,
  onOpen,
  onCourse,
}: {
  notice: EndNotice
  onCancel: () => void
  onOpen: (lesson: LessonSummary) => void
  onCourse: (lesson?: LessonSummary) => void
}) {
  if (notice.kind === 'countdown') {
    const video = notice.lesson.lessonType === 'VIDEO'
    return (
      <div className={styles.notice} role="status" aria-live="polite" data-notice="countdown">
        <div className={styles.noticeText}>
          <p className={styles.noticeTitle}>
            {notice.remaining} 秒后{video ? '播放' : '进入'}下一节
          </p>
          <p className={styles.noticeLesson}>
            第{notice.number}节 {notice.lesson.title}
          </p>
        </div>
        <button type="button" className={styles.noticeButton} onClick={onCancel}>
          取消
        </button>
        <button
          type="button"
          className={`${styles.noticeButton} ${styles.primary}`}
          onClick={() => onOpen(notice.lesson)}
        >
          {video ? '立即播放' : '立即进入'}
        </button>
      </div>
    )
  }
  const locked = notice.kind === 'locked'
  return (
    <div className={styles.notice} role="status" aria-live="polite" data-notice={notice.kind}>
      <div className={styles.noticeText}>
        <p className={styles.noticeTitle}>{locked ? LOCKED_LESSON_TEXT : '已是本课程最后一节'}</p>
        {locked ? (
          <p className={styles.noticeLesson}>
            下一节：第{notice.number}节 {notice.lesson.title}
          </p>
        ) : null}
      </div>
      <button type="button" className={styles.noticeButton} onClick={onCancel}>
        关闭
      </button>
      <button
        type="button"
        className={`${styles.noticeButton} ${styles.primary}`}
        onClick={() => onCourse(locked ? notice.lesson : undefined)}
      >
        查看课程
      </button>
    </div>
  )
}

export default LessonCourseNav
