import { afterNextPaint } from '../ui/after-next-paint'
import { trackingConstants } from './constants'

export interface ScrollMetrics {
  scrollTop: number
  viewportHeight: number
  scrollHeight: number
}

/** Schedules a callback after the next frame has been laid out and painted; returns a cancel function. */
export type RequestFrame = (callback: () => void) => () => void

const step = trackingConstants.scrollStep

/**
 * How far down the page the reader has seen, rounded down to tens. A page that fits the screen is 100;
 * the last pixel counts as the bottom because browsers report fractional scroll positions.
 */
export function scrollPercent({ scrollTop, viewportHeight, scrollHeight }: ScrollMetrics): number {
  const seen = scrollTop + viewportHeight
  if (scrollHeight <= viewportHeight || seen >= scrollHeight - 1) return 100
  // multiply before dividing so exact ratios (600 of 1000) do not round down to 59.999...
  const percent = Math.floor((seen * 100) / scrollHeight / step) * step
  return Math.min(100, Math.max(0, percent))
}

/** Reads the window's scroll position. */
export function measureWindowScroll(window: Window, document: Document): () => ScrollMetrics {
  return () => {
    const root = document.scrollingElement ?? document.documentElement
    return {
      scrollTop: window.scrollY || root.scrollTop || 0,
      viewportHeight: window.innerHeight || root.clientHeight || 0,
      scrollHeight: root.scrollHeight || 0,
    }
  }
}

/** The default RequestFrame: after the next paint, when measuring reads the frame's own layout. */
export function defaultRequestFrame(window: Window): RequestFrame {
  return (callback) => afterNextPaint(callback, window)
}

export interface ScrollWatcher {
  /** The page's content has rendered: start on the next frame (if not started yet). */
  ready(): void
  stop(): void
}

export interface ScrollOptions {
  window: Window
  document: Document
  measure: () => ScrollMetrics
  requestFrame: RequestFrame
  /** Wait for `ready()` instead of starting on the first frame after the document has loaded. */
  waitForReady: boolean
  /** Points newly reached, ascending. */
  onPoints: (points: number[]) => void
  deadlineMs?: number
}

/**
 * spec §4: percent points 0..100 in steps of 10 are reported once each and never backwards; a jump
 * reports the points it skipped, in order. spec §9: observing starts once layout has settled (the first
 * frame after load, or after `ready()`), and at the latest 2 s after the route change.
 */
export function watchScroll(options: ScrollOptions): ScrollWatcher {
  const { window, document, measure, requestFrame, onPoints } = options
  let highest = -step
  let started = false
  let stopped = false
  let cancelFrame: (() => void) | undefined
  const deadline = setTimeout(start, options.deadlineMs ?? trackingConstants.scrollStartDeadlineMs)

  function check(): void {
    const percent = scrollPercent(measure())
    if (percent <= highest) return
    const points: number[] = []
    for (let point = highest + step; point <= percent; point += step) points.push(point)
    highest = percent
    if (highest >= 100) detach()
    onPoints(points)
  }

  function start(): void {
    if (started || stopped) return
    started = true
    clearTimeout(deadline)
    cancelFrame?.()
    window.removeEventListener('load', onLoad)
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check, { passive: true })
    check()
  }

  function startOnNextFrame(): void {
    if (started || stopped || cancelFrame) return
    cancelFrame = requestFrame(start)
  }

  function onLoad(): void {
    startOnNextFrame()
  }

  function detach(): void {
    window.removeEventListener('scroll', check)
    window.removeEventListener('resize', check)
  }

  if (!options.waitForReady) {
    if (document.readyState === 'complete') startOnNextFrame()
    else window.addEventListener('load', onLoad, { once: true })
  }

  return {
    ready() {
      startOnNextFrame()
    },
    stop() {
      stopped = true
      clearTimeout(deadline)
      cancelFrame?.()
      window.removeEventListener('load', onLoad)
      detach()
    },
  }
}
