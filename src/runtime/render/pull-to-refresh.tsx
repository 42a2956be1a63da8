import { type ReactNode, useEffect, useRef, useState } from 'react'
import styles from './pull-to-refresh.module.css'

/** How far the content must be pulled (after resistance) before letting go refreshes it. */
export const PULL_THRESHOLD = 60
/** The head's height while it refreshes, and the most the content follows the finger. */
const HEAD_HEIGHT = 40
const MAX_PULL = 120
/** How long 刷新成功 stays before the content springs back. */
const DONE_MS = 500

type Phase = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'done'

const PHASE_TEXT: Record<Exclude<Phase, 'idle'>, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中……',
  done: '刷新成功',
}

/** The nearest ancestor that scrolls vertically, or the document's scrolling element. */
function scrollTopOf(element: HTMLElement): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY
    if ((overflow === 'auto' || overflow === 'scroll') && node.scrollHeight > node.clientHeight) {
      return node.scrollTop
    }
  }
  return document.scrollingElement?.scrollTop ?? window.scrollY
}

export interface PullToRefreshProps {
  onRefresh: () => Promise<unknown>
  children: ReactNode
  disabled?: boolean
}

/**
 * Pull-down refresh as doctors know it from antd-mobile and WeChat: at the top of the page, dragging down
 * moves the content with resistance under a head saying 下拉刷新, then 释放立即刷新; letting go past the
 * threshold runs `onRefresh` (加载中……, then 刷新成功) and the content springs back. Horizontal drags
 * (a swiper) and a page scrolled down are left alone. Our own, a few hundred bytes: antd-mobile's
 * brought react-spring and use-gesture (23 KB brotli) into the first load of every screen that
 * offers it (docs/decisions/0016).
 */
export function PullToRefresh({ onRefresh, children, disabled = false }: PullToRefreshProps) {
  const root = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [offset, setOffset] = useState(0)
  const refresh = useRef(onRefresh)
  refresh.current = onRefresh
  const doneTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const busy = phase === 'refreshing' || phase === 'done'
  useEffect(() => () => clearTimeout(doneTimer.current), [])

  useEffect(() => {
    const element = root.current
    if (!element || disabled || busy) return
    let start: { x: number; y: number } | null = null
    let pulling = false
    let pulled = 0
    const settle = () => {
      setOffset(0)
      setPhase('idle')
    }
    // A second finger (a pinch) or a touch the system takes over ends the pull without refreshing.
    const cancel = () => {
      if (pulling) settle()
      start = null
      pulling = false
    }

    const onStart = (event: TouchEvent) => {
      if (pulling) return cancel()
      const touch = event.touches[0]
      start =
        event.touches.length === 1 && touch && scrollTopOf(element) <= 0
          ? { x: touch.clientX, y: touch.clientY }
          : null
      pulling = false
    }
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0]
      if (pulling && event.touches.length !== 1) return cancel()
      if (!start || !touch || event.touches.length !== 1) return
      const dx = touch.clientX - start.x
      const dy = touch.clientY - start.y
      if (!pulling) {
        // Decide once the finger has moved a little: down and mostly vertical is a pull.
        if (Math.abs(dx) < 6 && Math.abs(dy) < 6) return
        if (dy <= 0 || Math.abs(dx) > Math.abs(dy)) {
          start = null
          return
        }
        pulling = true
      }
      if (event.cancelable) event.preventDefault()
      pulled = Math.min(MAX_PULL, Math.max(0, dy) * 0.5)
      setOffset(pulled)
      setPhase(pulled >= PULL_THRESHOLD ? 'canRelease' : 'pulling')
    }
    const onEnd = () => {
      if (!pulling) return
      pulling = false
      start = null
      if (pulled < PULL_THRESHOLD) return settle()
      setOffset(HEAD_HEIGHT)
      setPhase('refreshing')
      void Promise.resolve()
        .then(() => refresh.current())
        .then(
          () => {
            setPhase('done')
            doneTimer.current = setTimeout(settle, DONE_MS)
          },
          (error: unknown) => {
            // Not 刷新成功: the content springs back as it was (the API client has toasted a failed call).
            console.warn('[render] pull-down refresh failed', error)
            settle()
          },
        )
    }
    element.addEventListener('touchstart', onStart, { passive: true })
    // Not passive: while pulling, the page itself must not scroll or bounce.
    element.addEventListener('touchmove', onMove, { passive: false })
    element.addEventListener('touchend', onEnd)
    element.addEventListener('touchcancel', cancel)
    return () => {
      element.removeEventListener('touchstart', onStart)
      element.removeEventListener('touchmove', onMove)
      element.removeEventListener('touchend', onEnd)
      element.removeEventListener('touchcancel', cancel)
    }
  }, [disabled, busy])

  const dragging = phase === 'pulling' || phase === 'canRelease'
  // The head grows and the content follows in the flow, as antd-mobile's does: a transform on the content
  // would make it the containing block of every fixed bar and popup inside.
  return (
    <div ref={root} className={styles.root} data-pull-to-refresh="">
      <div
        className={`${styles.head} ${dragging ? '' : styles.settling}`}
        style={{ height: offset }}
        aria-live="polite"
      >
        <span className={styles.text}>{phase === 'idle' ? null : PHASE_TEXT[phase]}</span>
      </div>
      {children}
    </div>
  )
}
