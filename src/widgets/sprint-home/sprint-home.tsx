import Button from 'antd-mobile/es/components/button'
import ProgressBar from 'antd-mobile/es/components/progress-bar'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useEffect, useState } from 'react'
import { useRead, useWrite } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import {
  countdown,
  MedalIcon,
  medalOfRank,
  SPRINT_TARGETS,
  type SprintHomeAnswer,
  type SprintStatus,
  studyHours,
  studyTime,
} from '@/runtime/rewards'
import type { FromContract } from '@/runtime/schema'
import { LoginPrompt } from '@/runtime/states'
import { CoverImage, ErrorBlock, toast } from '@/runtime/ui'
import { reads } from './sprint-home.data'
import styles from './sprint-home.module.css'
import type { schema } from './sprint-home.schema'

export type SprintHomeProps = FromContract<typeof schema>

const STATUS_TEXT: Record<SprintStatus, string> = {
  NO_STARTED: '活动还未开始',
  PROCESSING: '进行中',
  COMPLETED: '活动已经结束',
}

function percent(value: number, of: number): number {
  return of > 0 ? Math.min(100, Math.round((value / of) * 100)) : 0
}

/** Re-renders every minute, for the countdown. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * 学习冲刺月: the month's campaign (sprint.home). A doctor who has not joined picks a month target and
 * 立即报名 (sprint.join); a participant sees the month's minutes against the target, today's minutes
 * against the daily goal, study days, rank and the share of peers beaten. Below: the countdown to the
 * month's end, the top three (完整排行), 我的冲刺成绩 and the previous month's result, and the rules.
 */
export default function SprintHome({
  sprintId,
  rankRoute = 'sprintRank',
  resultRoute = 'sprintResult',
}: SprintHomeProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session, share } = useRuntime()
  // The target picked before 立即报名: the doctor's own input.
  const [target, setTarget] = useState<number>(SPRINT_TARGETS[1])
  const now = useMinuteClock()
  const loggedIn = session.loggedIn
  const wanted = sprintId === undefined || sprintId === null || sprintId === '' ? undefined : Number(sprintId)
  const { answer, reload, awaitingFresh } = useRead<SprintHomeAnswer>(reads.home, {
    props: { sprintId: wanted !== undefined && Number.isFinite(wanted) ? wanted : undefined },
  })
  const { write: joinSprint, busy: joining } = useWrite('sprint.join')
  const campaign = answer.status === 'ready' ? answer.data.sprint : undefined

  // spec §3 share config: the campaign's own card for a share of this page.
  useEffect(() => {
    if (!campaign) return
    void share.configure({
      title: campaign.shareTitle || campaign.title,
      desc: campaign.shareDesc,
      img: campaign.shareImg || undefined,
    })
  }, [campaign, share])

  const join = async (id: number) => {
    try {
      // Resolves once sprint.home shows the doctor joined (and the participants counted by the server).
      await joinSprint({ sprintId: id, targetMinutes: target })
      toast('报名成功，开始冲刺吧', { icon: 'success' })
    } catch {
      // Toasted by the API client (请先登录医生账号, 活动已经结束...); the refused join has asked again.
    }
  }

  if (!loggedIn) {
    return (
      <LoginPrompt
        title="登录后参加学习冲刺月"
        description="每天学习 30 分钟，和同行一起冲刺"
        onLogin={() => session.relogin()}
      />
    )
  }

  if (answer.status === 'loading') {
    return (
      <section className={styles.screen} role="status" aria-busy="true" aria-label="学习冲刺月加载中">
        <span className={styles.visuallyHidden}>正在加载学习冲刺月…</span>
        <div className={`${styles.hero} ${styles.heroSkeleton}`}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
        <div className={styles.card}>
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </section>
    )
  }

  if (answer.status !== 'ready') {
    return (
      <section className={`${styles.screen} ${styles.state}`}>
        <ErrorBlock
          status="disconnected"
          title="冲刺月加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
          重试
        </Button>
      </section>
    )
  }

  const { sprint, mine, top, previous } = answer.data
  const left = sprint.status === 'PROCESSING' ? countdown(sprint.endTime, now) : ''
  const rules = Array.isArray(sprint.rules) ? sprint.rules : []
  const podium = Array.isArray(top) ? top : []

  return (
    <section className={styles.screen}>
      <header
        className={styles.hero}
        style={sprint.bannerUrl ? { backgroundImage: `url(${sprint.bannerUrl})` } : undefined}
      >
        <span className={`${styles.status} ${styles[sprint.status] ?? ''}`}>
          {STATUS_TEXT[sprint.status]}
        </span>
        <h1 className={styles.title}>{sprint.title}</h1>
        <p className={styles.subtitle}>每天学习 {sprint.dailyGoalMinutes} 分钟，和同行一起冲刺</p>
        <div className={styles.heroFoot}>
          <span>已有 {sprint.participantCount} 位医生参加</span>
          {left ? (
            <span className={styles.countdown} role="timer" aria-label={`距活动结束还有 ${left}`}>
              距结束 <strong>{left}</strong>
            </span>
          ) : null}
        </div>
      </header>

      {mine.joined ? (
        <section className={styles.card} aria-label="我的冲刺">
          <div className={styles.stats}>
            <div>
              <strong>{studyHours(mine.minutes)}</strong>
              <span>学习小时</span>
            </div>
            <div>
              <strong>{mine.days}</strong>
              <span>学习天数</span>
            </div>
            <div>
              <strong>{mine.rank ?? '—'}</strong>
              <span>当前排名</span>
            </div>
            <div>
              <strong>{mine.beatPercent}%</strong>
              <span>击败同行</span>
            </div>
          </div>
          <div className={styles.goal}>
            <p className={styles.goalLine}>
              <span>本月目标 {studyTime(mine.targetMinutes)}</span>
              <span>{percent(mine.minutes, mine.targetMinutes)}%</span>
            </p>
            <ProgressBar percent={percent(mine.minutes, mine.targetMinutes)} className={styles.bar} />
          </div>
          {sprint.status === 'PROCESSING' ? (
            <div className={styles.goal}>
              <p className={styles.goalLine}>
                <span>
                  今日学习 {mine.todayMinutes}/{sprint.dailyGoalMinutes} 分钟
                </span>
                <span className={mine.todayMinutes >= sprint.dailyGoalMinutes ? styles.done : undefined}>
                  {mine.todayMinutes >= sprint.dailyGoalMinutes
                    ? '今日目标已完成'
                    : `还差 ${sprint.dailyGoalMinutes - mine.todayMinutes} 分钟`}
                </span>
              </p>
              <ProgressBar
                percent={percent(mine.todayMinutes, sprint.dailyGoalMinutes)}
                className={styles.todayBar}
              />
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button
              shape="rounded"
              color="primary"
              fill="outline"
              onClick={() => navigator.push(resultRoute, { sprintId: sprint.id })}
            >
              我的冲刺成绩
            </Button>
            {sprint.status === 'PROCESSING' ? (
              <Button shape="rounded" color="primary" onClick={() => navigator.push('home')}>
                去学习
              </Button>
            ) : null}
          </div>
        </section>
      ) : sprint.status === 'PROCESSING' ? (
        <section className={styles.card} aria-label="报名参加">
          <h2 className={styles.sectionTitle}>选择本月学习目标</h2>
          <fieldset className={styles.targets} aria-label="本月学习目标">
            {SPRINT_TARGETS.map((minutes) => (
              <button
                key={minutes}
                type="button"
                aria-pressed={target === minutes}
                className={`${styles.target} ${target === minutes ? styles.targetOn : ''}`}
                onClick={() => setTarget(minutes)}
              >
                <strong>{minutes / 60} 小时</strong>
                <span>每天约 {Math.ceil(minutes / 30)} 分钟</span>
              </button>
            ))}
          </fieldset>
          <Button
            block
            shape="rounded"
            color="primary"
            size="large"
            // Back on the screen: whether the doctor has joined is asked again before 报名.
            loading={joining || awaitingFresh}
            disabled={awaitingFresh}
            onClick={() => void join(sprint.id)}
          >
            立即报名
          </Button>
        </section>
      ) : (
        <p className={styles.notice}>
          {sprint.status === 'NO_STARTED' ? '活动还未开始，敬请期待' : '活动已经结束，你没有参加本期冲刺'}
        </p>
      )}

      <section className={styles.card} aria-labelledby="sprint-top">
        <div className={styles.sectionHead}>
          <h2 id="sprint-top" className={styles.sectionTitle}>
            冲刺排行
          </h2>
          <button
            type="button"
            className={styles.link}
            onClick={() => navigator.push(rankRoute, { sprintId: sprint.id })}
          >
            完整排行 ›
          </button>
        </div>
        {podium.length === 0 ? (
          <p className={styles.muted}>还没有医生上榜，快来成为第一名</p>
        ) : (
          <ol className={styles.podium}>
            {podium.map((row, index) => (
              <li key={row.rank} className={`${styles.podiumItem} ${row.mine ? styles.mine : ''}`}>
                <span className={styles.medal} role="img" aria-label={`第 ${row.rank} 名`}>
                  {medalOfRank(index + 1) ? (
                    <MedalIcon
                      level={medalOfRank(index + 1) ?? 'NONE'}
                      size={24}
                      label={`第 ${row.rank} 名`}
                      text={String(row.rank)}
                    />
                  ) : (
                    row.rank
                  )}
                </span>
                <CoverImage
                  src={row.avatar}
                  ratio="1"
                  radius={999}
                  sizes="48px"
                  className={styles.avatar}
                  alt={row.name}
                />
                <span className={styles.podiumName}>{row.name}</span>
                <span className={styles.podiumTime}>{studyHours(row.minutes)} 小时</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      {previous ? (
        <button
          type="button"
          className={styles.previous}
          onClick={() => navigator.push(resultRoute, { sprintId: previous.id })}
        >
          <span>往期成绩</span>
          <span className={styles.previousTitle}>{previous.title} ›</span>
        </button>
      ) : null}

      {rules.length > 0 ? (
        <section className={styles.card} aria-labelledby="sprint-rules">
          <h2 id="sprint-rules" className={styles.sectionTitle}>
            活动规则
          </h2>
          <ol className={styles.rules}>
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </section>
  )
}
