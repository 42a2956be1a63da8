import Button from 'antd-mobile/es/components/button'
import dayjs from 'dayjs'
import {
  LessonLockIcon,
  LOCKED_LESSON_TEXT,
  lessonKey,
  lessonOpens,
  lessonQuery,
  lessonRoute,
  progressPercent,
  studyLabel,
} from '@/runtime/cards'
import { clockTime, lessonTypeLabel, liveStatusLabel } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { observer } from '@/runtime/stores'
import { toast } from '@/runtime/ui'
import styles from './lesson-outline.module.css'
import type { schema } from './lesson-outline.schema'

export type LessonOutlineProps = WidgetProps<typeof schema>
type Lesson = NonNullable<LessonOutlineProps['lessons']>[number]

export const lockedMessage = LOCKED_LESSON_TEXT

const idText = lessonKey

/** 0–100 (the server's furthest `percent`, as every screen shows it), or null when not started. */
function percentOf(progress: Lesson['progress']): { percent: number; finished: boolean } | null {
  if (progress === undefined || progress === null) return null
  const shown = progressPercent(
    typeof progress === 'number'
      ? progress
      : { seconds: 0, duration: 0, ...progress, finished: progress.finished === true },
  )
  if (shown === 100 && (typeof progress === 'number' || progress.finished === true)) {
    return { percent: 100, finished: true }
  }
  // Not finished: 100 % is not 已学完 until the server says the lesson is finished.
  const percent = Math.min(99, shown ?? 0)
  return percent > 0 ? { percent, finished: false } : null
}

function progressLabel(progress: Lesson['progress']): string {
  const state = percentOf(progress)
  if (!state) return ''
  return state.finished ? '已学完' : `已学 ${state.percent}%`
}

function timingLabel(lesson: Lesson): string {
  if (lesson.lessonType === 'LIVE') {
    const label = liveStatusLabel(lesson.liveStatus)
    if (lesson.liveStatus === 'COMING' && lesson.liveStartTime) {
      const start = dayjs(lesson.liveStartTime)
      if (start.isValid()) return `${label} ${start.format('M月D日 HH:mm')}`
    }
    return label
  }
  return clockTime(lesson.duration)
}

const iconPaths: Record<string, string> = {
  ARTICLE: 'M5 3h10l4 4v14H5z M8 10h8 M8 13.5h8 M8 17h5',
  VIDEO: 'M4 5h16v14H4z M10 9v6l5-3z',
  LIVE: 'M4 7h16v12H4z M9 3l3 4 3-4 M9.5 11v5l4-2.5z',
  SHORT_VIDEO: 'M7 3h10v18H7z M11 9.5v5l3.5-2.5z',
}

function TypeIcon({ type }: { type: string | undefined }) {
  const label = lessonTypeLabel(type) || '课时'
  return (
    <span className={styles.typeIcon} data-type={type ?? ''}>
      <svg viewBox="0 0 24 24" role="img" aria-label={label}>
        <path d={iconPaths[type ?? ''] ?? iconPaths.VIDEO} />
      </svg>
    </span>
  )
}

/**
 * The course's lessons (课程列表 tab): 第N节 rows with the type icon, title, duration or live status,
 * 试看, a lock when the doctor cannot open the lesson, and progress. At the top the one study label of
 * the course (runtime/cards studyLabel, from the server's `study`): 从第1节开始学习 with 开始学习, 上次学到：第N节
 * with 继续学习 第N节, or 已学完; the button opens that lesson (or the first) and its row reads 上次学到. An open lesson is remembered per course in
 * the CourseStore; a locked one toasts 购买课程后即可学习 and runs `onLocked`.
 */
const LessonOutline = observer(function LessonOutline({
  lessons,
  courseId,
  purchased = false,
  free = false,
  lastLessonId,
  study,
  preview = false,
  title = '课程列表',
  onLocked,
  run,
}: LessonOutlineProps & Partial<WidgetRuntimeProps>) {
  const { navigator, stores } = useRuntime()
  const list = Array.isArray(lessons) ? lessons : []
  const course = idText(courseId)
  // The server's record wins; the store covers guests and lessons that saved no progress.
  const rememberedId = course ? stores.course.lastLessonByCourse[course] : undefined
  const lastId = [idText(lastLessonId), idText(rememberedId)].find(
    (id) => id !== '' && list.some((lesson) => idText(lesson.id) === id),
  )
  const lastLesson = lastId ? list.find((lesson) => idText(lesson.id) === lastId) : undefined

  const accessible = (lesson: Lesson) => lessonOpens(lesson, { preview, purchased, free })

  const open = (lesson: Lesson) => {
    const lessonId = idText(lesson.id)
    if (!accessible(lesson)) {
      toast(lockedMessage)
      void run?.(onLocked, { lessonId, courseId: course })
      return
    }
    if (course && !preview) stores.course.rememberLesson(course, lessonId)
    navigator.navigate({ to: lessonRoute(lesson.lessonType), query: lessonQuery(lesson, course, preview) })
  }

  if (list.length === 0) {
    return (
      <section className={styles.outline}>
        <h2 className={styles.heading}>{title}</h2>
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>暂无课时</p>
          <p className={styles.emptyText}>课程内容正在准备中，敬请期待</p>
        </div>
      </section>
    )
  }

  // issue 27: the one study label (the server's `study`; a config without it: the last lesson known).
  const label = studyLabel(
    study !== undefined
      ? study
      : lastLesson
        ? { state: 'IN_PROGRESS', lessonIndex: list.indexOf(lastLesson) + 1, lessonId: null }
        : null,
  )
  const studied =
    study !== undefined
      ? list.find((lesson) => label.lessonId !== null && idText(lesson.id) === idText(label.lessonId))
      : lastLesson
  const markedId = studied ? idText(studied.id) : undefined
  const resume = studied ?? list[0]

  return (
    <section className={styles.outline}>
      <div className={styles.top}>
        <div className={styles.topText}>
          <h2 className={styles.heading}>
            {title}
            <span className={styles.count}>共{list.length}节</span>
          </h2>
          <p className={styles.resumeHint}>
            {studied && label.hint ? `${label.hint} ${studied.title}` : label.hint}
          </p>
        </div>
        <Button
          color="primary"
          shape="rounded"
          size="small"
          className={styles.resume}
          onClick={() => resume && open(resume)}
        >
          {label.action}
        </Button>
      </div>

      <ol className={styles.list}>
        {list.map((lesson, index) => {
          const lessonId = idText(lesson.id)
          const locked = !accessible(lesson)
          const isLast = lessonId === markedId
          const timing = timingLabel(lesson)
          const progress = progressLabel(lesson.progress)
          return (
            <li key={lessonId || index}>
              <button
                type="button"
                className={`${styles.row} ${isLast ? styles.current : ''} ${locked ? styles.locked : ''}`}
                data-lesson-id={lessonId}
                data-locked={locked ? 'true' : 'false'}
                onClick={() => open(lesson)}
              >
                <span className={styles.number}>第{index + 1}节</span>
                <TypeIcon type={lesson.lessonType} />
                <span className={styles.body}>
                  <span className={styles.title}>{lesson.title}</span>
                  <span className={styles.meta}>
                    {lesson.freePreview && !purchased && !free ? (
                      <span className={styles.trial}>试看</span>
                    ) : null}
                    {timing ? (
                      <span
                        className={styles.timing}
                        data-live={lesson.lessonType === 'LIVE' ? (lesson.liveStatus ?? '') : undefined}
                      >
                        {timing}
                      </span>
                    ) : null}
                    {isLast ? <span className={styles.lastTag}>上次学到</span> : null}
                    {progress ? (
                      <span className={progress === '已学完' ? styles.done : styles.progress}>
                        {progress}
                      </span>
                    ) : null}
                  </span>
                </span>
                {locked ? (
                  <LessonLockIcon className={styles.lock} />
                ) : (
                  <span className={styles.arrow} aria-hidden="true" />
                )}
              </button>
            </li>
          )
        })}
      </ol>
    </section>
  )
})

export default LessonOutline
