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
