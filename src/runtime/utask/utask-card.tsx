import dayjs from 'dayjs'
import { CoverImage } from '../ui/index'
import { type Utask, utaskAction, utaskStatusLabel, utaskTypeLabel } from './labels'
import styles from './utask-card.module.css'

function day(value: string): string {
  const time = dayjs(value)
  return time.isValid() ? time.format('YYYY.MM.DD') : ''
}

const TONES = ['ing', 'coming', 'expired'] as const

export interface UtaskCardProps {
  task: Utask
  /** Opens the task's form (only called when the button is enabled). */
  onOpen: (task: Utask) => void
  /** Accent colour of the button (a utask page's theme). */
  accent?: string
}

/** One utask: cover, type and status tags, title, summary, window, places and reward, and its button. */
export function UtaskCard({ task, onOpen, accent }: UtaskCardProps) {
  const action = utaskAction(task)
  const tone = TONES[task.status] ?? 'expired'
  const people =
    task.quota > 0 ? `${task.participantCount}/${task.quota} 人` : `${task.participantCount} 人参与`
  return (
    <article className={`${styles.card} ${task.status === 2 ? styles.ended : ''}`} aria-label={task.title}>
      <div className={styles.cover}>
        <CoverImage src={task.coverUrl} alt="" ratio="4 / 3" radius={8} sizes="112px" />
        <span className={`${styles.status} ${styles[tone]}`}>{utaskStatusLabel(task.status)}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <span className={styles.type}>{utaskTypeLabel(task.type)}</span>
          {task.title}
        </h3>
        {task.summary ? <p className={styles.summary}>{task.summary}</p> : null}
        <p className={styles.meta}>
          {day(task.startTime)} - {day(task.endTime)}
        </p>
        <div className={styles.footer}>
          <span className={styles.meta}>
            {people}
            {task.reward ? <span className={styles.reward}>奖励 {task.reward}</span> : null}
          </span>
          <button
            type="button"
            className={styles.action}
            disabled={!action.open}
            style={action.open && accent ? { background: accent } : undefined}
            onClick={() => onOpen(task)}
          >
            {action.label}
          </button>
        </div>
      </div>
    </article>
  )
}
