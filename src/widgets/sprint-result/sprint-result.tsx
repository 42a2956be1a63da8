import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useCallback, useEffect } from 'react'
import { productNames } from '@/runtime/config'
import { useRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import { MedalIcon, monthLabel, type SprintResult as Result, studyHours } from '@/runtime/rewards'
import type { FromContract } from '@/runtime/schema'
import { CoverImage, copyText, ErrorBlock } from '@/runtime/ui'
import { reads } from './sprint-result.data'
import styles from './sprint-result.module.css'
import type { schema } from './sprint-result.schema'

export type SprintResultProps = FromContract<typeof schema>

function present(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim()
}

/** The error block: 重试 when the read failed, else 我也要参加 (an invalid link, a result not found). */
function Failure({ title, onRetry, onJoin }: { title: string; onRetry?: () => void; onJoin: () => void }) {
  return (
    <section className={`${styles.screen} ${styles.state}`}>
      <ErrorBlock
        status={onRetry ? 'disconnected' : 'empty'}
        title={title}
        description={onRetry ? '请检查网络后重试' : '看看本月的学习冲刺月吧'}
        fullPage={false}
      />
      {onRetry ? (
        <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
          重试
        </Button>
      ) : (
        <Button color="primary" shape="rounded" onClick={onJoin}>
          我也要参加
        </Button>
      )}
    </section>
  )
}

/**
 * 冲刺成绩: one doctor's month in the study sprint: study hours, days, lessons, rank, the share of peers
 * beaten and the badge earned. `mine` mode shows the logged-in doctor's (sprint.result; another doctor's
 * id moves to the share page, the only place others' results show) with 分享给同行 and 继续冲刺. `share`
 * mode is the public page (sprint.publicResult, no login) with 我也要参加: a visitor logs in first and
 * lands on the sprint. Both set the page's share card (spec §3 share config) to the share page link.
 */
export default function SprintResult({
  targetId,
  sprintId,
  mode = 'mine',
  sprintRoute = 'sprint',
  shareRoute = 'sprintResultShare',
  run,
}: SprintResultProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session, share } = useRuntime()
  const target = present(targetId)
  const month = present(sprintId)
  const shareMode = mode === 'share'
  const props = {
    targetId: target || undefined,
    sprintId: month && Number.isFinite(Number(month)) ? Number(month) : undefined,
  }
  const mine = useRead<Result>(reads.mine, { props, enabled: !shareMode })
  const shared = useRead<Result>(reads.shared, { props, enabled: shareMode })
  const { answer, reload } = shareMode ? shared : mine
  const result = answer.status === 'ready' ? answer.data : undefined
  // Another doctor's result shows only on the share page.
  const notMine = !shareMode && answer.status === 'error' && answer.code === 'sprint.result.not.mine'

  const shareLink = useCallback(
    (shown: Result) => {
      const doctorId = present(shown.doctor[productNames.idKey])
      const path = navigator.href(shareRoute, {
        [productNames.targetIdKey]: doctorId,
        sprintId: shown.sprint.id,
      })
      return new URL(path, globalThis.location?.origin ?? 'http://localhost').toString()
    },
    [navigator, shareRoute],
  )

  useEffect(() => {
    if (!shareMode && !session.loggedIn) session.relogin()
  }, [session, shareMode])

  useEffect(() => {
    if (!notMine) return
    navigator.replace(shareRoute, {
      [productNames.targetIdKey]: target,
      ...(month ? { sprintId: month } : {}),
    })
  }, [notMine, navigator, shareRoute, target, month])

  // spec §3 share config: a share of this page is the share page of this result.
  useEffect(() => {
    if (!result) return
    void share.configure({
      title: result.shareTitle,
      desc: result.shareDesc,
      img: result.shareImg || undefined,
      link: shareLink(result),
    })
  }, [result, share, shareLink])

  const join = () => {
    if (session.loggedIn) navigator.push(sprintRoute)
    else navigator.navigate({ to: session.loginHref(navigator.href(sprintRoute)) })
  }

  const shareResult = async (shown: Result) => {
    const link = shareLink(shown)
    if (run) await run([{ type: 'share', title: shown.shareTitle, desc: shown.shareDesc, link }])
    else await copyText(link)
  }

  if (shareMode && !target) return <Failure title="分享链接无效" onJoin={join} />
  // A visitor on the mine page is being sent to log in; another doctor's id to the share page.
  if (answer.status === 'loading' || notMine || (!shareMode && !session.loggedIn)) {
    return (
      <section className={styles.screen} role="status" aria-busy="true" aria-label="冲刺成绩加载中">
        <span className={styles.visuallyHidden}>正在加载冲刺成绩…</span>
        <div className={styles.card}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      </section>
    )
  }

  if (!result) {
    // A failure has been toasted by the API client; a 404 has nothing to retry.
    return answer.status === 'error' ? (
      <Failure title="冲刺成绩加载失败" onRetry={reload} onJoin={join} />
    ) : (
      <Failure title="没有找到这份冲刺成绩" onJoin={join} />
    )
  }

  const who = result.mine ? '我' : 'TA'
  const period = result.sprint.status === 'COMPLETED' ? monthLabel(result.sprint.month) : '本月'

  return (
    <section className={styles.screen}>
      <article className={styles.card} aria-label={`${result.doctor.name}的冲刺成绩`}>
        <p className={styles.month}>{result.sprint.title}</p>
        <div className={styles.doctor}>
          <CoverImage
            src={result.doctor.avatar}
            ratio="1"
            radius={999}
            sizes="56px"
            className={styles.avatar}
            alt={result.doctor.name}
          />
          <div>
            <p className={styles.name}>{result.doctor.name}</p>
            <p className={styles.hospital}>
              {[result.doctor.title, result.doctor.hospital].filter(Boolean).join(' · ')}
            </p>
          </div>
        </div>

        {result.joined ? (
          <>
            <div className={styles.hours}>
              <span>{period}累计学习</span>
              <strong>{studyHours(result.minutes)}</strong>
              <span>小时</span>
            </div>
            <p className={styles.beat}>
              击败了 <strong>{result.beatPercent}%</strong> 的参赛同行
            </p>
            <dl className={styles.stats}>
              <div>
                <dt>学习天数</dt>
                <dd>{result.days}</dd>
              </div>
              <div>
                <dt>学习课程</dt>
                <dd>{result.lessons}</dd>
              </div>
              <div>
                <dt>月度排名</dt>
                <dd>{result.rank ?? '—'}</dd>
              </div>
            </dl>
            <div className={`${styles.badge} ${styles[result.badge.level] ?? ''}`}>
              <span className={styles.badgeIcon} aria-hidden="true">
                <MedalIcon level={result.badge.level} size={36} />
              </span>
              <div>
                <p className={styles.badgeName}>{result.badge.name || '暂无徽章'}</p>
                <p className={styles.badgeText}>{result.badge.description}</p>
              </div>
            </div>
          </>
        ) : (
          <p className={styles.empty}>
            {who}还没有参加{result.sprint.title}，一起来冲刺吧
          </p>
        )}
        <p className={styles.brand}>DermaCampus · 已有 {result.sprint.participantCount} 位医生参加</p>
      </article>

      <div className={styles.actions}>
        {shareMode ? (
          result.mine ? (
            <Button
              block
              shape="rounded"
              color="primary"
              size="large"
              onClick={() => navigator.push(sprintRoute)}
            >
              查看我的冲刺
            </Button>
          ) : (
            <Button block shape="rounded" color="primary" size="large" onClick={join}>
              我也要参加
            </Button>
          )
        ) : (
          <>
            <Button
              block
              shape="rounded"
              color="primary"
              size="large"
              onClick={() => void shareResult(result)}
            >
              分享给同行
            </Button>
            <Button
              block
              shape="rounded"
              fill="outline"
              color="primary"
              onClick={() => navigator.push(sprintRoute)}
            >
              继续冲刺
            </Button>
          </>
        )}
      </div>
    </section>
  )
}
