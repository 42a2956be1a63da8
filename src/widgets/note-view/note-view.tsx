import Button from 'antd-mobile/es/components/button'
import dayjs from 'dayjs'
import { clockTime, lessonTypeLabel } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import { CONTENT_ROUTES, isOpenableSourceType } from '@/runtime/router'
import type { FromContract } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import styles from './note-view.module.css'
import type { schema } from './note-view.schema'

export type NoteViewProps = FromContract<typeof schema>

/** The screen of each lesson type: the content-card table (spec §2), so lessons open where cards do. */
function lessonRoute(type: string | undefined): string {
  return (type && isOpenableSourceType(type) ? CONTENT_ROUTES[type] : null) ?? 'videoDetail'
}

function idText(id: unknown): string {
  return id === undefined || id === null ? '' : String(id)
}

/**
 * 笔记详情: the lesson the note belongs to (a link that opens it), the note's text, when it was taken
 * and where in the video, and 返回课程 back to the course (or back when the lesson has no course).
 */
export default function NoteView({
  note,
  courseRoute = 'courseDetail',
}: NoteViewProps & Partial<WidgetRuntimeProps>) {
  const { navigator } = useRuntime()

  if (!note || typeof note !== 'object') {
    return (
      <section className={styles.missing}>
        <ErrorBlock status="empty" title="笔记不存在或已删除" description="" fullPage={false} />
        <Button shape="rounded" fill="outline" color="primary" onClick={() => navigator.back()}>
          返回
        </Button>
      </section>
    )
  }

  const lessonId = idText(note.lessonId)
  const courseId = idText(note.courseId)
  const created = note.createdAt ? dayjs(note.createdAt) : null
  const position = typeof note.seconds === 'number' ? clockTime(note.seconds) : ''
  // Note carries no lesson type; its position is null only for articles (the contract's Note.seconds).
  const lessonType = note.lessonType ?? (typeof note.seconds === 'number' ? 'VIDEO' : 'ARTICLE')

  const openLesson = () => {
    const query: Record<string, unknown> = { id: lessonId }
    if (courseId) query.courseId = courseId
    navigator.navigate({ to: lessonRoute(lessonType), query })
  }

  return (
    <article className={styles.view}>
      {lessonId ? (
        <button type="button" className={styles.lesson} onClick={openLesson}>
          <span className={styles.lessonType}>{lessonTypeLabel(lessonType)}</span>
          <span className={styles.lessonTitle}>{note.lessonTitle || '查看课时'}</span>
          <span className={styles.arrow} aria-hidden="true">
            ›
          </span>
        </button>
      ) : null}

      <div className={styles.card}>
        <p className={styles.content}>{note.content}</p>
        <footer className={styles.meta}>
          {created?.isValid() ? (
            <time dateTime={note.createdAt}>{created.format('YYYY年M月D日 HH:mm')}</time>
          ) : null}
          {position ? <span className={styles.position}>记录于视频 {position}</span> : null}
        </footer>
      </div>

      <Button
        block
        shape="rounded"
        color="primary"
        fill="outline"
        className={styles.back}
        onClick={() =>
          courseId ? navigator.navigate({ to: courseRoute, query: { id: courseId } }) : navigator.back()
        }
      >
        {courseId ? '返回课程' : '返回'}
      </Button>
    </article>
  )
}
