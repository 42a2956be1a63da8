import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import dayjs from 'dayjs'
import { useEffect, useRef } from 'react'
import { useRead, useWrite } from '@/runtime/data'
import { bigNumber, liveStatusLabel } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import { deepLinks, openDeepLink } from '@/runtime/router'
import type { FromContract } from '@/runtime/schema'
import { CoverImage, ErrorBlock } from '@/runtime/ui'
import { reads } from './lilly-live-entry.data'
import styles from './lilly-live-entry.module.css'
import type { schema } from './lilly-live-entry.schema'

export type LillyLiveEntryProps = FromContract<typeof schema>

/** lillyLive.detail's answer: a LiveDetail with the partner and its data. */
export interface LillyLive {
  id: number | string
  title: string
  bigPicUrl?: string
  posterUrl?: string
  liveStatus: 'COMING' | 'STREAMING' | 'OVER'
  liveStartTime?: string | null
  liveEndTime?: string | null
  onlineCount?: number
  lecturer?: { name?: string; title?: string; hospital?: string } | null
  partner?: string
  data?: string
}

function idText(id: unknown): string {
  return id === undefined || id === null ? '' : String(id).trim()
}

/**
 * lillyLiveDetail (/live/lilly?id&data): a live offered with a partner. Reads the live through the cache
 * (lillyLive.detail) and records the visit once (lillyLive.record: lessonId, data, the logged-in
 * userId; the client never toasts this call's errors, spec §8). Shows the poster, status, time and
 * lecturer, the partner strip 由礼来提供支持 and 进入直播, which opens the live screen (the player lives
 * there).
 */
export default function LillyLiveEntry({
  id,
  data,
  partnerText = '由礼来提供支持',
}: LillyLiveEntryProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const { stores } = runtime
  const liveId = idText(id)
  const { answer, reload } = useRead<LillyLive>(reads.live, { props: { id: liveId || undefined } })
  const { write: record } = useWrite('lillyLive.record')
  const recorded = useRef('')
  const shown = answer.status === 'ready' ? answer.data : undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once per live shown, whatever re-renders
  useEffect(() => {
    const userId = stores.user.userId
    // Once per live (a re-render or a refresh does not count again); guests have no visit to record.
    if (!shown || !stores.user.isLoggedIn || !userId || recorded.current === liveId) return
    recorded.current = liveId
    // The client never toasts this call's errors (spec §8); nothing on screen depends on it.
    record({ lessonId: liveId, data: data || shown.data || '', userId }).catch(() => undefined)
  }, [shown, liveId])

  if (answer.status === 'loading') {
    return (
      <section className={styles.entry} role="status" aria-busy="true" aria-label="加载中">
        <span className={styles.visuallyHidden}>正在加载直播…</span>
        <Skeleton className={styles.posterSkeleton} animated />
        <div className={styles.card}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      </section>
    )
  }

  // No id, or 404 (academy.live.not.found is not toasted, spec §8): the screen says it instead.
  if (answer.status === 'missing') {
    return (
      <section className={`${styles.entry} ${styles.state}`}>
        <ErrorBlock status="empty" title="直播不存在或已下线" description="" fullPage={false} />
      </section>
    )
  }

  if (answer.status === 'error') {
    return (
      <section className={`${styles.entry} ${styles.state}`}>
        <ErrorBlock
          status="disconnected"
          title="直播加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
          重新加载
        </Button>
      </section>
    )
  }

  const live = answer.data
  const status = live.liveStatus
  const start = live.liveStartTime ? dayjs(live.liveStartTime) : null
  const lecturer = live.lecturer
  const lecturerLine = lecturer
    ? [lecturer.name, lecturer.title, lecturer.hospital].filter(Boolean).join(' · ')
    : ''
  const enter = () => void openDeepLink(runtime, deepLinks.liveDetail(live.id))

  return (
    <article className={styles.entry}>
      <CoverImage src={live.posterUrl || live.bigPicUrl} alt={live.title} radius={0} sizes="390px">
        <span className={styles.status} data-status={status}>
          {status === 'STREAMING' ? <span className={styles.dot} aria-hidden="true" /> : null}
          {liveStatusLabel(status)}
        </span>
        {status === 'STREAMING' && typeof live.onlineCount === 'number' ? (
          <span className={styles.online}>{bigNumber(live.onlineCount)}人在看</span>
        ) : null}
      </CoverImage>

      <section className={styles.card}>
        <h1 className={styles.title}>{live.title}</h1>
        {start?.isValid() ? (
          <p className={styles.time}>
            {status === 'COMING' ? '开播时间' : '直播时间'} {start.format('YYYY年M月D日 HH:mm')}
          </p>
        ) : null}
        {lecturerLine ? <p className={styles.lecturer}>{lecturerLine}</p> : null}
      </section>

      <div className={styles.partner}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z" />
          <path d="M9 12l2 2 4-4" />
        </svg>
        <span>{partnerText}</span>
      </div>

      <div className={styles.actions}>
        <Button block color="primary" shape="rounded" size="large" onClick={enter}>
          进入直播
        </Button>
        {status === 'OVER' ? <p className={styles.hint}>直播已结束，进入后可观看回放</p> : null}
      </div>
    </article>
  )
}
