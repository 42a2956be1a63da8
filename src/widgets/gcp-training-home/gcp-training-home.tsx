import Button from 'antd-mobile/es/components/button'
import ProgressBar from 'antd-mobile/es/components/progress-bar'
import { useRead } from '@/runtime/data'
import { bigNumber } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { CoverImage } from '@/runtime/ui'
import { reads } from './gcp-training-home.data'
import styles from './gcp-training-home.module.css'
import type { schema } from './gcp-training-home.schema'

export type GcpTrainingHomeProps = WidgetProps<typeof schema>

/** gcp.detail's answer. */
export interface GcpTraining {
  activityId: number
  title: string
  subtitle: string
  coverUrl: string
  organizer: string
  creditText: string
  lessonCount: number
  fileCount: number
  learnerCount: number
  exam: { id: number; title: string; routeType: string; passScore: number; questionCount: number } | null
  progress: {
    finishedCount: number
    totalCount: number
    percent: number
    examUnlocked: boolean
    lastLessonId: number | null
  } | null
}

function EntryIcon({ kind }: { kind: 'course' | 'file' | 'intro' }) {
  const paths = {
    course: 'M6 8h20v14H6z M13 12l6 3-6 3z',
    file: 'M9 5h10l5 5v17H9z M19 5v5h5 M13 17h7 M13 21h7',
    intro: 'M16 5a11 11 0 1 1 0 22a11 11 0 1 1 0-22 M16 14v8 M16 10v1',
  }
  return (
    <svg className={styles.entryIcon} viewBox="0 0 32 32" aria-hidden="true">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * GCP 培训 home: the banner with title and organizer, 课程 n 讲 · n 人在学 · 资料 n 份, the doctor's progress
 * (已完成 x/y, 继续学习) or a login prompt for a visitor, entries to 课程列表 / 文件下载 / 课程介绍, and the
 * final exam card (参加考试 once every ACTIVE lesson is finished → courseExamDetail?id&routeType=ACTIVITY).
 */
const GcpTrainingHome = observer(function GcpTrainingHome({
  activityId = 5,
  courseRoute = 'GCPTrainingCourse',
  fileRoute = 'GCPTrainingFile',
  introduceRoute = 'GCPTrainingIntroduce',
  examRoute = 'courseExamDetail',
}: GcpTrainingHomeProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session, tracker } = useRuntime()
  // Logging in resets the cache, so the progress is asked for the doctor signed in.
  const { answer, reload, awaitingFresh } = useRead<GcpTraining>(reads.training, {
    props: { activityId: String(activityId ?? '').trim() === '' ? undefined : activityId },
  })
  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="培训不存在或已下线" lines={6} />
  }
  const training = answer.data
  const progress = training.progress
  const open = (route: string) => navigator.push(route)
  const exam = training.exam
  const startExam = () => {
    if (!exam) return
    tracker?.event('gcp_exam_entry', { activityId: String(training.activityId), examId: String(exam.id) })
    navigator.push(examRoute, { id: exam.id, routeType: exam.routeType })
  }

  return (
    <div className={styles.home}>
      <header className={styles.banner}>
        <CoverImage
          src={training.coverUrl}
          alt={training.title}
          radius={0}
          sizes="390px"
          className={styles.cover}
        />
        <div className={styles.bannerText}>
          <span className={styles.badge}>GCP 培训</span>
          <h1 className={styles.title}>{training.title}</h1>
          {training.subtitle ? <p className={styles.subtitle}>{training.subtitle}</p> : null}
        </div>
      </header>

      <section className={styles.card}>
        <dl className={styles.stats}>
          <div>
            <dt>课程</dt>
            <dd>{training.lessonCount} 讲</dd>
          </div>
          <div>
            <dt>学习人数</dt>
            <dd>{bigNumber(training.learnerCount)}</dd>
          </div>
          <div>
            <dt>资料</dt>
            <dd>{training.fileCount} 份</dd>
          </div>
        </dl>
        {training.organizer ? <p className={styles.organizer}>主办：{training.organizer}</p> : null}
      </section>

      <section className={styles.card} aria-label="学习进度">
        <div className={styles.cardHead}>
          <h2 className={styles.heading}>我的学习进度</h2>
          {progress ? (
            <span className={styles.progressText}>
              已完成 {progress.finishedCount}/{progress.totalCount} 讲
            </span>
          ) : null}
        </div>
        {progress ? (
          <>
            <ProgressBar
              percent={progress.percent}
              text={`${progress.percent}%`}
              className={styles.progress}
            />
            <Button
              color="primary"
              shape="rounded"
              block
              className={styles.cta}
              onClick={() => open(courseRoute)}
            >
              {progress.finishedCount === 0 && progress.lastLessonId === null ? '开始学习' : '继续学习'}
            </Button>
          </>
        ) : (
          <div className={styles.visitor}>
            <p>登录后记录学习进度，完成课程可参加结业考试</p>
            <Button
              color="primary"
              fill="outline"
              shape="rounded"
              size="small"
              onClick={() => session.relogin()}
            >
              登录
            </Button>
          </div>
        )}
      </section>

      <nav className={styles.entries} aria-label="培训内容">
        <button type="button" className={styles.entry} onClick={() => open(courseRoute)}>
          <EntryIcon kind="course" />
          <span className={styles.entryTitle}>课程列表</span>
          <span className={styles.entryHint}>{training.lessonCount} 讲在线课程</span>
        </button>
        <button type="button" className={styles.entry} onClick={() => open(fileRoute)}>
          <EntryIcon kind="file" />
          <span className={styles.entryTitle}>文件下载</span>
          <span className={styles.entryHint}>{training.fileCount} 份学习资料</span>
        </button>
        <button type="button" className={styles.entry} onClick={() => open(introduceRoute)}>
          <EntryIcon kind="intro" />
          <span className={styles.entryTitle}>课程介绍</span>
          <span className={styles.entryHint}>目标与安排</span>
        </button>
      </nav>

      {exam ? (
        <section className={`${styles.card} ${styles.exam}`} aria-label="结业考试">
          <div className={styles.examText}>
            <h2 className={styles.heading}>{exam.title}</h2>
            <p className={styles.examMeta}>
              共 {exam.questionCount} 题 · {exam.passScore} 分合格
              {training.creditText ? ` · 通过可获${training.creditText}` : ''}
            </p>
          </div>
          {awaitingFresh ? (
            // Back from a lesson: the unlock is asked again before the exam can be started.
            <Button color="primary" shape="rounded" size="small" loading disabled>
              参加考试
            </Button>
          ) : progress?.examUnlocked ? (
            <Button color="primary" shape="rounded" size="small" onClick={startExam}>
              参加考试
            </Button>
          ) : (
            <Button shape="rounded" size="small" disabled>
              {progress ? '学完全部课程后解锁' : '登录后参加'}
            </Button>
          )}
        </section>
      ) : null}
    </div>
  )
})

export default GcpTrainingHome
