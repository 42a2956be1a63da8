import { useState } from 'react'
import { useRead, useWrite } from '@/runtime/data'
import { clockTime } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { CoverImage, ErrorBlock } from '@/runtime/ui'
import { reads } from './gcp-course-list.data'
import styles from './gcp-course-list.module.css'
import type { schema } from './gcp-course-list.schema'

export type GcpCourseListProps = WidgetProps<typeof schema>

type LearnStatus = 'NOT_STARTED' | 'LEARNING' | 'FINISHED'

/** One item of gcp.lessons. */
export interface GcpLesson {
  id: number
  lessonId: number | null
  title: string
  lessonType: 'ARTICLE' | 'VIDEO'
  lecturer: string
  duration: number | null
  coverUrl: string
  status: 'ACTIVE' | 'INACTIVE'
  learnStatus: LearnStatus
}

/** What the card says about a taken-down lesson (spec §8: the code itself is not toasted here). */
export const LESSON_OFFLINE_TEXT = '该课程已下线'

const learnLabels: Record<LearnStatus, string> = {
  NOT_STARTED: '未开始',
  LEARNING: '学习中',
  FINISHED: '已学完',
}

/**
 * 课程列表 of a GCP training: numbered lesson cards (cover with 文章 / 视频 and the duration, title,
 * lecturer, 未开始 / 学习中 / 已学完). Tapping asks gcp.lessonAccess, then opens the article or video
 * screen of its academy lesson; a visitor logs in first. A taken-down lesson stays listed, greyed, with
 * 该课程已下线; its 400 academy.lesson.inactive is suppressed on the GCP pages (pages.json suppressCodes),
 * so the card, not a toast, says why nothing opens: the refused write has asked for the lessons again,
 * and the server lists it taken down.
 */
const GcpCourseList = observer(function GcpCourseList({
  activityId = 5,
  articleRoute = 'articleDetail',
  videoRoute = 'videoDetail',
}: GcpCourseListProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session, stores } = useRuntime()
  const loggedIn = stores.user.isLoggedIn
  const { answer, reload } = useRead<{ items: GcpLesson[] }>(reads.lessons, {
    props: { activityId: String(activityId ?? '').trim() === '' ? undefined : activityId },
  })
  const { write: access } = useWrite('gcp.lessonAccess')
  // Which card is being opened; the lessons' states are always the cache's.
  const [opening, setOpening] = useState<number | null>(null)

  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="培训不存在或已下线" lines={6} />
  }
  const lessons = Array.isArray(answer.data.items) ? answer.data.items : []
  if (lessons.length === 0) {
    return (
      <section className={styles.empty}>
        <ErrorBlock status="empty" title="暂无课程" description="课程正在筹备中" fullPage={false} />
      </section>
    )
  }

  const openLesson = async (lesson: GcpLesson) => {
    if (opening !== null) return
    if (!loggedIn) {
      session.relogin()
      return
    }
    setOpening(lesson.id)
    try {
      // Resolves once gcp.lessons shows the visit (学习中); a refusal has asked for the lessons again.
      const granted = await access<{ lessonId: number | null; lessonType: string }>({
        activityId,
        id: lesson.id,
      })
      if (granted.lessonId !== null) {
        navigator.push(granted.lessonType === 'ARTICLE' ? articleRoute : videoRoute, { id: granted.lessonId })
      }
    } catch {
      // Taken down since the list loaded: the refreshed card says so; on the GCP pages the code is not
      // toasted (spec §8), elsewhere the API client has toasted it.
    } finally {
      setOpening(null)
    }
  }

  const activeCount = lessons.filter((lesson) => lesson.status === 'ACTIVE').length
  const finished = lessons.filter((lesson) => lesson.status === 'ACTIVE' && lesson.learnStatus === 'FINISHED')

  return (
    <section className={styles.list}>
      <p className={styles.summary}>
        共 {activeCount} 讲{loggedIn ? ` · 已学完 ${finished.length} 讲` : ''}
      </p>
      <ol className={styles.items}>
        {lessons.map((lesson, index) => {
          const offline = lesson.status === 'INACTIVE'
          const duration = lesson.lessonType === 'VIDEO' ? clockTime(lesson.duration) : ''
          return (
            <li key={lesson.id}>
              <button
                type="button"
                className={`${styles.item} ${offline ? styles.offline : ''}`}
                aria-busy={opening === lesson.id}
                aria-label={`${lesson.title}，${offline ? LESSON_OFFLINE_TEXT : learnLabels[lesson.learnStatus]}`}
                onClick={() => void openLesson(lesson)}
              >
                <CoverImage
                  src={lesson.coverUrl}
                  alt=""
                  ratio="16 / 10"
                  radius={8}
                  sizes="120px"
                  className={styles.cover}
                >
                  <span className={styles.type}>{lesson.lessonType === 'VIDEO' ? '视频' : '文章'}</span>
                  {duration ? <span className={styles.duration}>{duration}</span> : null}
                </CoverImage>
                <span className={styles.text}>
                  <span className={styles.title}>
                    <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span>
                    {lesson.title}
                  </span>
                  <span className={styles.lecturer}>{lesson.lecturer}</span>
                  {offline ? (
                    <span className={`${styles.status} ${styles.statusOffline}`}>{LESSON_OFFLINE_TEXT}</span>
                  ) : (
                    <span className={styles.status} data-status={lesson.learnStatus}>
                      {learnLabels[lesson.learnStatus]}
                    </span>
                  )}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </section>
  )
})

export default GcpCourseList
