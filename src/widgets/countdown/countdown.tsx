import { useEffect, useRef } from 'react'
import { clock, countdownText } from '@/runtime/format'
import { toEpochMs } from '@/runtime/format/instant'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { useNow } from '@/runtime/ui'
import styles from './countdown.module.css'
import type { schema } from './countdown.schema'

export type CountdownProps = WidgetProps<typeof schema>

/** Epoch ms of an ISO time or epoch ms (number or digits), as the date operators read it; null when unreadable. */
function momentOf(to: unknown): number | null {
  const time = toEpochMs(to, 'shanghai')
  return Number.isFinite(time) ? time : null
}

/** Whether nothing is left to show: under a second, as countdownText floors to whole seconds. */
function hasEnded(until: number, time: number): boolean {
  return until - time < 1000
}

/**
 * A countdown to a bound moment in the app's format (3天 04:05:06, as 距投票结束): one interval while it
 * runs, cleared at zero and on unmount; then the ended text, and `onEnd` once.
 */
export default function Countdown({
  to,
  prefix = '',
  endedText = '活动已经结束',
  align = 'left',
  onEnd,
  run,
}: CountdownProps & Partial<WidgetRuntimeProps>) {
  const until = momentOf(to)
  const running = until !== null && !hasEnded(until, clock.now())
  // One interval while it runs, none once it shows the ended text (useNow stops it).
  const now = useNow(running)
  // The moment seen counting down: its end runs onEnd, once; one already past when shown only shows text.
  const counting = useRef<number | null>(null)
  // The latest actions and runner, so a parent's re-render does not count as an end.
  const latest = useRef({ onEnd, run })
  latest.current = { onEnd, run }
  useEffect(() => {
    if (running) {
      counting.current = until
      return
    }
    if (until === null || counting.current !== until) return
    counting.current = null
    const { onEnd: actions, run: runner } = latest.current
    if (Array.isArray(actions) && actions.length > 0) void runner?.(actions)
  }, [until, running])

  if (until === null) return null
  const left = running ? countdownText(until, now) : ''
  if (!left) {
    return endedText ? (
      <p className={`${styles.countdown} ${styles.ended}`} style={{ textAlign: align }}>
        {endedText}
      </p>
    ) : null
  }
  return (
    // role=timer: screen readers read it when reached, not on every tick (its live region is off).
    <p className={styles.countdown} style={{ textAlign: align }} role="timer">
      {prefix}
      <time className={styles.time} dateTime={new Date(until).toISOString()}>
        {left}
      </time>
    </p>
  )
}
