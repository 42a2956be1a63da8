import { CourseLinkRow } from '@/runtime/cards'
import { bigNumber, clockTime, liveStatusLabel, relativeTime } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { FromContract } from '@/runtime/schema'
import styles from './lesson-meta.module.css'
import type { schema } from './lesson-meta.schema'

export type LessonMetaProps = FromContract<typeof schema>

/**
 * The header under a lesson's player or above its text: title, the lecturer (name · 职称 · hospital),
 * when it was published, how often it was viewed, its length (or live status), and 所属课程 › when the
 * lesson belongs to a course (unless `showCourse` is false).
 */
export default function LessonMeta({
  lesson,
  courseTitle,
  showCourse = true,
  courseRoute = 'courseDetail',
}: LessonMetaProps & Partial<WidgetRuntimeProps>) {
  const { navigator } = useRuntime()
  if (!lesson || typeof lesson !== 'object') return null

  const lecturer = lesson.lecturer
  const lecturerLine = lecturer
    ? [lecturer.name, lecturer.title, lecturer.hospital].filter(Boolean).join(' · ')
    : ''
  const published = lesson.publishedAt ? relativeTime(lesson.publishedAt) : ''
  const live = lesson.lessonType === 'LIVE' ? liveStatusLabel(lesson.liveStatus) : ''
  const length = lesson.lessonType === 'LIVE' ? '' : clockTime(lesson.duration)
  const courseId = lesson.courseId === undefined || lesson.courseId === null ? '' : String(lesson.courseId)

  return (
    <header className={styles.meta}>
      <h1 className={styles.title}>{lesson.title}</h1>
      {lecturerLine ? <p className={styles.lecturer}>{lecturerLine}</p> : null}
      <p className={styles.facts}>
        {live ? (
          <span className={styles.live} data-status={lesson.liveStatus ?? ''}>
            {live}
          </span>
        ) : null}
        {published ? <span>{published}发布</span> : null}
        {typeof lesson.viewCount === 'number' ? <span>{bigNumber(lesson.viewCount)}次观看</span> : null}
        {length ? <span>时长 {length}</span> : null}
      </p>
      {courseId && showCourse ? (
        <CourseLinkRow
          className={styles.course}
          title={courseTitle || '查看课程'}
          onOpen={() => navigator.navigate({ to: courseRoute, query: { id: courseId } })}
        />
      ) : null}
    </header>
  )
}
