import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '@/runtime/api'
import { productNames } from '@/runtime/config'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import { MedalIcon, monthLabel, type SprintResult as Result, studyHours } from '@/runtime/rewards'
import type { FromContract } from '@/runtime/schema'
import { CoverImage, copyText, ErrorBlock } from '@/runtime/ui'
import styles from './sprint-result.module.css'
import type { schema } from './sprint-result.schema'

export type SprintResultProps = FromContract<typeof schema>

type Load =
  | { status: 'loading' }
  | { status: 'error'; title: string; retry: boolean }
  | { status: 'ready'; result: Result }

function present(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim()
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
  const { api, navigator, session, share } = useRuntime()
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const request = useRef(0)
  const target = present(targetId)
  const month = present(sprintId)
  const shareMode = mode === 'share'

  const shareLink = useCallback(
    (result: Result) => {
      const doctorId = present(result.doctor[productNames.idKey])
      const path = navigator.href(shareRoute, {
        [productNames.targetIdKey]: doctorId,
        sprintId: result.sprint.id,
      })
      return new URL(path, globalThis.location?.origin ?? 'http://localhost').toString()
    },
    [navigator, shareRoute],
  )

  const fetchResult = useCallback(async () => {
    const current = ++request.current
    if (shareMode && !target) {
      setLoad({ status: 'error', title: '分享链接无效', retry: false })
      return
    }
    setLoad({ status: 'loading' })
    const params: Record<string, unknown> = {}
    if (target) params[productNames.targetIdKey] = target
    if (month && Number.isFinite(Number(month))) params.sprintId = Number(month)
    try {
      const result = await api.call<Result>(shareMode ? 'sprint.publicResult' : 'sprint.result', params, {
        silent: !shareMode,
      })
      if (current !== request.current) return
      setLoad({ status: 'ready', result })
      void share.configure({
        title: result.shareTitle,
        desc: result.shareDesc,
        img: result.shareImg || undefined,
        link: shareLink(result),
      })
    } catch (error) {
      if (current !== request.current) return
      // Another doctor's result shows only on the share page.
      if (error instanceof ApiError && error.code === 'sprint.result.not.mine') {
        navigator.replace(shareRoute, {
          [productNames.targetIdKey]: target,
          ...(month ? { sprintId: month } : {}),
        })
        return
      }
      const missing = error instanceof ApiError && error.status === 404
      setLoad({
        status: 'error',
        title: missing ? '没有找到这份冲刺成绩' : '冲刺成绩加载失败',
        retry: !missing,
      })
    }
  }, [api, month, navigator, share, shareLink, shareMode, shareRoute, target])

  useEffect(() => {
    if (!shareMode && !session.loggedIn) {
      session.relogin()
      return
    }
    void fetchResult()
    return () => {
      request.current++
    }
  }, [fetchResult, session, shareMode])

  const join = () => {
    if (session.loggedIn) navigator.push(sprintRoute)
    else navigator.navigate({ to: session.loginHref(navigator.href(sprintRoute)) })
  }

  const shareResult = async (result: Result) => {
    const link = shareLink(result)
    if (run) await run([{ type: 'share', title: result.shareTitle, desc: result.shareDesc, link }])
    else await copyText(link)
  }

  if (load.status === 'loading') {
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

  if (load.status === 'error') {
    return (
      <section className={`${styles.screen} ${styles.state}`}>
        <ErrorBlock
          status={load.retry ? 'disconnected' : 'empty'}
          title={load.title}
          description={load.retry ? '请检查网络后重试' : '看看本月的学习冲刺月吧'}
          fullPage={false}
        />
        {load.retry ? (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void fetchResult()}>
            重试
          </Button>
        ) : (
          <Button color="primary" shape="rounded" onClick={join}>
            我也要参加
          </Button>
        )}
      </section>
    )
  }

  const { result } = load
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
