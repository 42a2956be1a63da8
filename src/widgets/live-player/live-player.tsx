import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useRead } from '@/runtime/data'
import { bigNumber, liveStatusLabel } from '@/runtime/format'
import { attachHls, MediaIcon, PlayerFrame, useMediaPlayer } from '@/runtime/media'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { likeEndpoints, useLikeToggle } from '@/runtime/social'
import { reads } from './live-player.data'
import styles from './live-player.module.css'
import type { schema } from './live-player.schema'

export type LivePlayerProps = WidgetProps<typeof schema>
type Live = NonNullable<LivePlayerProps['live']>

/** After the start time passes, live.detail is asked again this often until the stream is on. */
const START_POLL_MS = 10_000

const two = (value: number) => String(value).padStart(2, '0')

/** 11月25日 19:30 开播 (with the year when it is not this year). */
export function startLabel(time: string | null | undefined, now: number = Date.now()): string {
  const date = time ? new Date(time) : null
  if (!date || Number.isNaN(date.getTime())) return ''
  const year = date.getFullYear() === new Date(now).getFullYear() ? '' : `${date.getFullYear()}年`
  return `${year}${date.getMonth() + 1}月${date.getDate()}日 ${two(date.getHours())}:${two(date.getMinutes())} 开播`
}

/** Days, hours, minutes and seconds left until `target` (all 0 once it has passed). */
export function countdownParts(
  target: number,
  now: number,
): { days: number; hours: number; minutes: number; seconds: number } {
  const left = Math.max(0, Math.floor((target - now) / 1000))
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  }
}

function Cover({ poster, children }: { poster?: string; children: ReactNode }) {
  return (
    <div className={styles.cover} style={poster ? { backgroundImage: `url("${poster}")` } : undefined}>
      <div className={styles.shade}>{children}</div>
    </div>
  )
}

/** COMING: the start time and a countdown; when it runs out, live.detail is asked until the stream is on. */
function Coming({ live, poster, refresh }: { live: Live; poster?: string; refresh: () => void }) {
  const target = live.liveStartTime ? Date.parse(live.liveStartTime) : Number.NaN
  const [now, setNow] = useState(() => Date.now())
  const started = Number.isFinite(target) && now >= target

  useEffect(() => {
    if (started) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [started])

  useEffect(() => {
    if (!started) return
    refresh()
    const timer = setInterval(refresh, START_POLL_MS)
    return () => clearInterval(timer)
  }, [started, refresh])

  const parts = countdownParts(target, now)
  const label = startLabel(live.liveStartTime)
  return (
    <Cover poster={poster}>
      <span className={styles.comingTag}>{liveStatusLabel('COMING')}</span>
      {label ? <p className={styles.start}>{label}</p> : null}
      {started ? (
        <p className={styles.waiting}>主播正在赶来，马上开始</p>
      ) : Number.isFinite(target) ? (
        <div className={styles.countdown} role="timer" aria-label="距开播">
          <span className={styles.countdownLead}>距开播</span>
          {(
            [
              [parts.days, '天'],
              [parts.hours, '时'],
              [parts.minutes, '分'],
              [parts.seconds, '秒'],
            ] as const
          ).map(([value, unit]) => (
            <span key={unit} className={styles.unit}>
              <b className={styles.digits}>{two(value)}</b>
              {unit}
            </span>
          ))}
        </div>
      ) : null}
    </Cover>
  )
}

/** STREAMING: the HLS stream (native where the browser can, else hls.js loaded on first use). */
function Stream({ url, poster }: { url: string; poster?: string }) {
  const player = useMediaPlayer()
  const { element, fail, play } = player
  const attempt = player.state.attempt

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-attaches the stream after a retry
  useEffect(() => {
    if (!(element instanceof HTMLVideoElement)) return
    let cancelled = false
    let detach: (() => void) | undefined
    void attachHls(element, url, { onFailure: fail }).then((stop) => {
      if (cancelled) {
        stop()
        return
      }
      detach = stop
      void play()
    })
    return () => {
      cancelled = true
      detach?.()
    }
  }, [element, url, attempt, fail, play])

  return (
    <PlayerFrame
      player={player}
      poster={poster}
      live
      badge={<span className={styles.liveBadge}>{liveStatusLabel('STREAMING')}</span>}
    />
  )
}

function Replay({ url, poster }: { url: string; poster?: string }) {
  const player = useMediaPlayer()
  return (
    <PlayerFrame
      player={player}
      src={url}
      poster={poster}
      badge={<span className={styles.replayTag}>回放</span>}
    />
  )
}

function Stage({
  live,
  refresh,
  lockedText,
  lockedButtonText,
  onLocked,
  run,
}: {
  live: Live
  refresh: () => void
  lockedText: string
  lockedButtonText: string
  onLocked?: unknown
  run?: WidgetRuntimeProps['run']
}) {
  const poster = live.posterUrl || live.bigPicUrl || undefined
  if (live.accessible === false) {
    return (
      <Cover poster={poster}>
        <span className={styles.lockIcon}>
          <MediaIcon name="lock" size={22} />
        </span>
        <p className={styles.message}>{lockedText}</p>
        {onLocked ? (
          <button type="button" className={styles.buy} onClick={() => void run?.(onLocked)}>
            {lockedButtonText}
          </button>
        ) : null}
      </Cover>
    )
  }
  if (live.liveStatus === 'COMING') return <Coming live={live} poster={poster} refresh={refresh} />
  if (live.liveStatus === 'STREAMING') {
    if (live.streamUrl) return <Stream key={live.streamUrl} url={live.streamUrl} poster={poster} />
    return (
      <Cover poster={poster}>
        <p className={styles.message}>直播信号暂时中断</p>
        <button type="button" className={styles.ghost} onClick={refresh}>
          刷新
        </button>
      </Cover>
    )
  }
  if (live.replayUrl) return <Replay key={live.replayUrl} url={live.replayUrl} poster={poster} />
  return (
    <Cover poster={poster}>
      <span className={styles.overTag}>{liveStatusLabel('OVER')}</span>
      <p className={styles.message}>直播已结束</p>
    </Cover>
  )
}

function LikeButton({ live }: { live: Live }) {
  const { session, navigator } = useRuntime()
  const like = useLikeToggle({
    endpoints: likeEndpoints('LIVE', live.id),
    liked: live.liked === true,
    count: live.likeCount ?? 0,
  })
  return (
    <button
      type="button"
      className={styles.like}
      data-liked={like.liked ? 'true' : 'false'}
      aria-pressed={like.liked}
      aria-label={like.liked ? '取消点赞' : '点赞'}
      disabled={like.busy}
      onClick={() => {
        // Re-login is skipped on the live page (spec §4 step 5): a guest's tap opens the login screen.
        if (!session.loggedIn) navigator.navigate({ to: session.loginHref() })
        else void like.toggle()
      }}
    >
      <MediaIcon name={like.liked ? 'heartFill' : 'heart'} size={20} />
      <span>{bigNumber(like.count)}</span>
    </button>
  )
}

/**
 * A live lesson by its status (spec §4 Live: COMING → STREAMING → OVER). COMING: poster, start time
 * and a countdown; when the time comes live.detail is asked again and the stream replaces it.
 * STREAMING: the HLS stream with 直播中 and the viewer count. OVER: the replay with a 回放 tag, or
 * 直播已结束. Under the picture: the status and the like button (live.like / live.unlike).
 * (A desktop browser never gets here: the liveDetail route sends it to the PC site.)
 */
export default function LivePlayer({
  live,
  onStatusChange,
  lockedText = '购买课程后即可观看',
  lockedButtonText = '立即购买',
  onLocked,
  run,
}: LivePlayerProps & Partial<WidgetRuntimeProps>) {
  const { tracker } = useRuntime()
  // The page's live is shown until the player asks for it itself (start time passed, 刷新): then the
  // cache's answer, the same one the page shows when their params agree.
  const [asking, setAsking] = useState(false)
  const { answer, reload } = useRead<Live | null>(reads.live, {
    props: { id: live ? String(live.id) : undefined },
    enabled: asking,
  })
  const detail: Live | null =
    answer.status === 'ready' && answer.data && typeof answer.data === 'object' ? answer.data : (live ?? null)
  const latest = useRef({ run, onStatusChange, reload, asking, detail })
  latest.current = { run, onStatusChange, reload, asking, detail }

  // spec §3 live relation: the doctor and this live, once per live and status it is shown in
  // (entering a coming live, its stream, its replay).
  const liveId = detail?.id
  const liveStatus = detail?.liveStatus
  useEffect(() => {
    if (liveId === undefined || !liveStatus) return
    tracker?.event('live_relation', { lessonId: String(liveId), liveStatus, relation: 'watch' })
  }, [tracker, liveId, liveStatus])

  // A new status of the same live (its answer asked again): the onStatusChange actions.
  const seen = useRef({ id: liveId, status: liveStatus })
  useEffect(() => {
    const last = seen.current
    seen.current = { id: liveId, status: liveStatus }
    if (liveId === undefined || String(last.id) !== String(liveId) || last.status === liveStatus) return
    const { run: runActions, onStatusChange: actions, detail: shown } = latest.current
    void runActions?.(actions, { status: liveStatus, live: shown })
  }, [liveId, liveStatus])

  // Stable, for the countdown's polling; failures were toasted by the API client and it keeps asking.
  const refresh = useCallback(() => {
    if (latest.current.asking) latest.current.reload()
    else setAsking(true)
  }, [])

  if (!detail) {
    return (
      <section className={styles.live}>
        <Cover>
          <p className={styles.message}>直播信息加载失败</p>
        </Cover>
      </section>
    )
  }

  const status = detail.liveStatus
  const note =
    status === 'COMING'
      ? startLabel(detail.liveStartTime)
      : status === 'STREAMING'
        ? `${bigNumber(detail.onlineCount ?? 0)}人在看`
        : detail.replayUrl
          ? '可观看回放'
          : ''

  return (
    <section className={styles.live}>
      <Stage
        live={detail}
        refresh={refresh}
        lockedText={lockedText}
        lockedButtonText={lockedButtonText}
        onLocked={onLocked}
        run={run}
      />
      <div className={styles.bar}>
        <span className={styles.status} data-status={status}>
          {status === 'STREAMING' ? <i className={styles.pulse} /> : null}
          {liveStatusLabel(status)}
        </span>
        {note ? (
          <span className={styles.note}>
            {status === 'STREAMING' ? <MediaIcon name="viewers" size={14} /> : null}
            {note}
          </span>
        ) : null}
        <LikeButton key={String(detail.id)} live={detail} />
      </div>
    </section>
  )
}
