import { useEffect, useState } from 'react'
import { clock } from '../format/clock'

/**
 * Re-renders every `interval` ms while `active`, for countdowns and windows; answers the current time on
 * the runtime's clock (the one JSON Logic's `now` reads, pinned by tests and stories).
 */
export function useNow(active: boolean, interval = 1000): number {
  const [now, setNow] = useState(() => clock.now())
  useEffect(() => {
    if (!active) return
    setNow(clock.now())
    const timer = setInterval(() => setNow(clock.now()), interval)
    return () => clearInterval(timer)
  }, [active, interval])
  return now
}

/** The longest delay a browser timer keeps (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1

/**
 * Re-renders once when the runtime's clock passes `at` (epoch ms; null: never), for what changes at one
 * moment (a vote window opening or closing) rather than every second as a countdown does.
 */
export function useRenderAt(at: number | null): void {
  const [, setPassed] = useState(0)
  useEffect(() => {
    if (at === null) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = () => {
      const left = at - clock.now()
      if (left > LONGEST_TIMER_MS) timer = setTimeout(wait, LONGEST_TIMER_MS)
      else timer = setTimeout(() => setPassed((count) => count + 1), Math.max(left, 0) + 1)
    }
    wait()
    return () => clearTimeout(timer)
  }, [at])
}
