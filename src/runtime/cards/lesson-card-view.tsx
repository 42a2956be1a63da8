import { bigNumber, clockTime, lessonTypeLabel, liveStatusLabel, relativeTime } from '../format/index'
import { CoverImage, LineParts } from '../ui/index'
import { lecturerLine, monthDayTime, progressPercent } from './card-format'
import {
  Badge,
  type BadgeTone,
  type CardLayout,
  CardShell,
  coverSizes,
  OpenTitle,
  ProgressLine,
} from './card-parts'
import styles from './cards.module.css'
import type { LessonSummary, LiveStatus, StudyingItem } from './types'

const coverRatio: Readonly<Record<CardLayout, string>> = {
  horizontal: '16 / 10',
  vertical: '16 / 10',
  large: '16 / 9',
}

const liveTone: Readonly<Record<LiveStatus, BadgeTone>> = {
  COMING: 'coming',
  STREAMING: 'streaming',
  OVER: 'over',
}

export interface LessonCardViewProps {
  lesson: LessonSummary
  layout?: CardLayout
  onOpen?: () => void
  /** Shown under the title (the course a studying record belongs to). */
  courseTitle?: string
  /** A call to action in the footer (继续学习). */
  actionText?: string
  /** Progress given apart from the lesson (studying.items); the lesson's own otherwise. */
  progress?: LessonSummary['progress']
  /** The clock, for relative times (tests pin it). */
  now?: number
}

/**
 * A lesson (article, video, live, short video): cover with its type, the live status (即将开播 / 直播中 /
 * 直播结束, each in its colour), 试看 for a free preview and the duration (mm:ss); title, lecturer, views
 * and how long ago it was published (or when a coming live starts); the viewer's progress when known.
 */
export function LessonCardView({
  lesson,
  layout = 'horizontal',
  onOpen,
  courseTitle,
  actionText,
  progress,
  now,
}: LessonCardViewProps) {
  const live = lesson.lessonType === 'LIVE' && lesson.liveStatus ? lesson.liveStatus : null
  const liveLabel = live ? liveStatusLabel(live) : ''
  const duration = lesson.lessonType !== 'LIVE' ? clockTime(lesson.duration) : ''
  const percent = progressPercent(progress ?? lesson.progress)
  const views = typeof lesson.viewCount === 'number' ? `${bigNumber(lesson.viewCount)}次观看` : ''
  const when =
    live === 'COMING' && lesson.liveStartTime
      ? `${monthDayTime(lesson.liveStartTime, now)} 开播`
      : lesson.publishedAt
        ? relativeTime(lesson.publishedAt, { now })
        : ''
  const lecturer = layout === 'vertical' ? (lesson.lecturer?.name ?? '') : lecturerLine(lesson.lecturer)
  const typeLabel = lessonTypeLabel(lesson.lessonType)
  return (
    <CardShell layout={layout} testId="lesson">
      <CoverImage
        src={lesson.bigPicUrl}
        ratio={coverRatio[layout]}
        sizes={coverSizes[layout]}
        radius={layout === 'horizontal' ? 8 : 0}
        className={styles.cover}
      >
        <span className={styles.badges}>
          {liveLabel && live ? (
            <Badge tone={liveTone[live]}>{liveLabel}</Badge>
          ) : typeLabel ? (
            <Badge tone="type">{typeLabel}</Badge>
          ) : null}
          {lesson.freePreview ? <Badge tone="free">试看</Badge> : null}
        </span>
        {duration ? <span className={styles.duration}>{duration}</span> : null}
      </CoverImage>
      <div className={styles.body}>
        <OpenTitle title={lesson.title} onOpen={onOpen} />
        {courseTitle ? <p className={styles.meta}>所属课程：{courseTitle}</p> : null}
        {lecturer ? <p className={styles.meta}>{lecturer}</p> : null}
        {percent !== null ? <ProgressLine percent={percent} /> : null}
        <div className={styles.footer}>
          <span className={`${styles.stats} ${styles.wrapParts}`}>
            <LineParts parts={[views, when]} />
          </span>
          {actionText ? (
            <span className={styles.action} aria-hidden="true">
              {actionText}
            </span>
          ) : null}
        </div>
      </div>
    </CardShell>
  )
}

/** A learning record (studying.items): the lesson with its progress, its course and 继续学习. */
export function StudyingCardView({
  item,
  onOpen,
  now,
}: {
  item: StudyingItem
  onOpen?: () => void
  now?: number
}) {
  return (
    <LessonCardView
      lesson={item.lesson}
      layout="horizontal"
      onOpen={onOpen}
      courseTitle={item.course?.title}
      progress={item.progress ?? item.lesson.progress ?? { seconds: 0, duration: 0, finished: false }}
      actionText="继续学习"
      now={now}
    />
  )
}
