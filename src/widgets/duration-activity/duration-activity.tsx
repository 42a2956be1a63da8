import Button from 'antd-mobile/es/components/button'
import ProgressCircle from 'antd-mobile/es/components/progress-circle'
import Skeleton from 'antd-mobile/es/components/skeleton'
import dayjs from 'dayjs'
import type { CSSProperties } from 'react'
import { useRead, useWrite } from '@/runtime/data'
import {
  ACTIVITY_PHASE_LABELS,
  type ActivityPhase,
  activityPhase,
  activityTimeRange,
  activityWindowMessage,
} from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { toast } from '@/runtime/ui'
import { reads } from './duration-activity.data'
import styles from './duration-activity.module.css'
import type { schema } from './duration-activity.schema'

export type DurationActivityProps = WidgetProps<typeof schema>

/** activity.duration's answer (schemas/api/activity.ts). */
export interface DurationProgress {
  activityId: number
  title: string
  phase: ActivityPhase
  startTime: string
  endTime: string
  targetMinutes: number
  studiedMinutes: number
  todayMinutes: number
  targetDays: number
  checkInDays: number
  checkedInToday: boolean
  days: { date: string; minutes: number; checkedIn: boolean }[]
  reward: {
    type: string
    amount: number
    title: string
    state: 'LOCKED' | 'CLAIMABLE' | 'CLAIMED'
    claimedAt: string | null
  }
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六']

function percentOf(done: number, target: number): number {
  if (target <= 0) return 100
  return Math.min(100, Math.round((done / target) * 100))
}

/** What is still missing, e.g. 还差 190 分钟 · 6 天. */
export function remainingText(progress: DurationProgress): string {
  const minutes = Math.max(0, progress.targetMinutes - progress.studiedMinutes)
  const days = Math.max(0, progress.targetDays - progress.checkInDays)
  const parts = [minutes > 0 ? `${minutes} 分钟` : '', days > 0 ? `打卡 ${days} 天` : ''].filter(Boolean)
  return parts.length > 0 ? `还差 ${parts.join(' · ')}` : '目标已达成'
}

/**
 * 学习时长打卡: the window (活动还未开始 / 进行中 / 活动已经结束), a ring of minutes studied against the
 * target with today's minutes, 打卡 days against the target and the last 7 days, the reward (locked,
 * 领取奖励, 已领取) and 去学习 to the academy home.
 */
export default function DurationActivity({
  activityId,
  studyRoute = 'home',
  detailRoute = 'activityDetail',
}: DurationActivityProps & Partial<WidgetRuntimeProps>) {
  const { navigator, tracker } = useRuntime()
  const id = String(activityId ?? '').trim()
  const { answer, reload, awaitingFresh } = useRead<DurationProgress>(reads.progress, {
    props: { activityId: /^\d+$/.test(id) ? id : undefined },
  })
  const checkIn = useWrite('activity.checkIn')
  const claim = useWrite('activity.claimReward')

  if (answer.status === 'loading') {
    return (
      <section className={styles.loading} role="status" aria-busy="true">
        <span className={styles.visuallyHidden}>学习进度加载中…</span>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </section>
    )
  }
  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="活动不存在或已下线" lines={6} />
  }
  const progress = answer.data
  const phase = activityPhase(progress.startTime, progress.endTime)
  const windowMessage = activityWindowMessage(phase)
  const minutesPercent = percentOf(progress.studiedMinutes, progress.targetMinutes)
  const daysPercent = percentOf(progress.checkInDays, progress.targetDays)
  const days = Array.isArray(progress.days) ? progress.days : []

  const act = async (kind: 'checkIn' | 'claim') => {
    try {
      // Resolves once activity.duration shows the check-in or the claimed reward.
      const updated = await (kind === 'checkIn' ? checkIn : claim).write<DurationProgress>({
        id: progress.activityId,
      })
      toast(kind === 'checkIn' ? '打卡成功' : `领取成功，获得 ${updated.reward.title}`, { icon: 'success' })
      tracker?.event('button_click', {
        tag: kind === 'checkIn' ? 'duration_check_in' : 'duration_reward',
        activityId: String(progress.activityId),
      })
    } catch {
      // Toasted by the API client (活动已经结束, 还未达成活动目标...).
    }
  }

  return (
    <article className={styles.screen}>
      <header className={styles.hero}>
        <div className={styles.heroTop}>
          <h1 className={styles.title}>{progress.title}</h1>
          <span className={styles.phase} data-phase={phase}>
            {ACTIVITY_PHASE_LABELS[phase]}
          </span>
        </div>
        <p className={styles.time}>{activityTimeRange(progress.startTime, progress.endTime)}</p>
        {windowMessage ? (
          <p className={styles.notice} role="status" data-phase={phase}>
            {windowMessage}
          </p>
        ) : null}
        <div className={styles.ringRow}>
          <ProgressCircle
            percent={minutesPercent}
            className={styles.ring}
            style={{ '--size': '132px', '--track-width': '10px' } as CSSProperties}
            aria-label={`学习进度 ${minutesPercent}%`}
          >
            <div className={styles.ringText}>
              <strong>{progress.studiedMinutes}</strong>
              <span>/ {progress.targetMinutes} 分钟</span>
            </div>
          </ProgressCircle>
          <dl className={styles.stats}>
            <div>
              <dt>今日学习</dt>
              <dd>{progress.todayMinutes} 分钟</dd>
            </div>
            <div>
              <dt>累计打卡</dt>
              <dd>
                {progress.checkInDays} / {progress.targetDays} 天
              </dd>
            </div>
            <div>
              <dt>完成度</dt>
              <dd>{Math.min(minutesPercent, daysPercent)}%</dd>
            </div>
          </dl>
        </div>
      </header>

      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h2 className={styles.heading}>每日打卡</h2>
          <span className={styles.muted}>{progress.checkedInToday ? '今日已打卡' : '今日未打卡'}</span>
        </div>
        {days.length > 0 ? (
          <ol className={styles.days} aria-label="最近 7 天">
            {days.map((day) => {
              const date = dayjs(day.date)
              return (
                <li key={day.date} className={styles.day} data-checked={day.checkedIn}>
                  <span className={styles.weekday}>周{WEEKDAYS[date.day()]}</span>
                  <span className={styles.dot} role="img" aria-label={day.checkedIn ? '已打卡' : '未打卡'}>
                    {day.checkedIn ? '✓' : date.format('D')}
                  </span>
                  <span className={styles.dayMinutes}>{day.minutes}分</span>
                </li>
              )
            })}
          </ol>
        ) : (
          <p className={styles.muted}>活动开始后，这里会显示每天的学习与打卡</p>
        )}
        <Button
          block
          color="primary"
          shape="rounded"
          className={styles.action}
          disabled={phase !== 'PROCESSING' || progress.checkedInToday}
          // After a return today's check-in may have happened elsewhere: wait for the fresh answer.
          loading={checkIn.busy || awaitingFresh}
          onClick={() => void act('checkIn')}
        >
          {phase === 'PROCESSING' ? (progress.checkedInToday ? '今日已打卡' : '立即打卡') : windowMessage}
        </Button>
      </section>

      <section className={styles.card}>
        <div className={styles.cardHead}>
          <h2 className={styles.heading}>活动奖励</h2>
          <span className={styles.muted}>{remainingText(progress)}</span>
        </div>
        <div className={styles.reward} data-state={progress.reward.state}>
          <div>
            <p className={styles.rewardTitle}>{progress.reward.title || '活动奖励'}</p>
            <p className={styles.muted}>
              累计学习 {progress.targetMinutes} 分钟且打卡 {progress.targetDays} 天即可领取
            </p>
          </div>
          {progress.reward.state === 'CLAIMED' ? (
            <span className={styles.claimed}>已领取</span>
          ) : (
            <Button
              size="small"
              shape="rounded"
              color="warning"
              disabled={progress.reward.state !== 'CLAIMABLE'}
              loading={claim.busy || awaitingFresh}
              onClick={() => void act('claim')}
            >
              {progress.reward.state === 'CLAIMABLE' ? '领取奖励' : '未达成'}
            </Button>
          )}
        </div>
      </section>

      <footer className={styles.bar}>
        <button
          type="button"
          className={styles.link}
          onClick={() => navigator.push(detailRoute, { id: progress.activityId })}
        >
          活动规则
        </button>
        <Button
          color="primary"
          shape="rounded"
          className={styles.barButton}
          disabled={phase !== 'PROCESSING'}
          onClick={() => navigator.push(studyRoute)}
        >
          {phase === 'PROCESSING' ? '去学习' : windowMessage}
        </Button>
      </footer>
    </article>
  )
}
