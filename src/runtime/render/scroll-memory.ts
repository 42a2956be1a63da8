import { createContext, useContext, useEffect, useRef } from 'react'
import { useRuntime } from './runtime-context'

/**
 * Page scroll memory (spec §3 "page scroll memory", §4, §9): the window's scroll position is kept per
 * page in the pageTop store (persisted in localStorage) and restored when the page's content is there
 * again; after 24 hours it reads as 0.
 *
 * The screen (SchemaPage) and every list that loads its own data (ContentFeed) use the same hook with
 * the same key, so whichever content arrives last restores the position. A restore that the page is not
 * yet tall enough for stays pending: nothing is saved meanwhile (a clamped position would overwrite the
 * memory), and the next `version` (more items) or the page growing (any widget's content arriving, seen
 * by a ResizeObserver on the body) tries again. Any touch, wheel or key ends the restore.
 */
export const SCROLL_SAVE_INTERVAL = 300

/**
 * The open screen's scroll memory, provided by SchemaPage: its key (route name and query) and whether
 * its restore is over (reached, nothing to restore, or the reader took over). A list that first mounts
 * after that (a tab opened later) does not restore: it would jump away from where the reader is.
 */
export interface ScrollMemoryScope {
  key: string
  settled: boolean
}

export const ScrollMemoryContext = createContext<ScrollMemoryScope | undefined>(undefined)

export interface ScrollMemoryOptions {
  /** True once the content whose height the position needs is rendered. */
  ready: boolean
  /** Changes when more content arrives (e.g. the item count), to retry a pending restore. */
  version?: unknown
  /** The memory key; defaults to the screen's key, else the address. */
  key?: string
  /** The screen's scope, for the screen itself (which renders the provider, so cannot read it). */
  scope?: ScrollMemoryScope
  /** false turns the memory off (nothing saved or restored). */
  enabled?: boolean
}

function currentAddress(): string {
  const location = globalThis.location
  return location ? `${location.pathname}${location.search}` : ''
}

export function useScrollMemory({ ready, version, key, scope, enabled = true }: ScrollMemoryOptions): void {
  const { stores } = useRuntime()
  const provided = useContext(ScrollMemoryContext)
  const screen = scope ?? provided
  const memoryKey = key ?? screen?.key ?? currentAddress()
  const shared = screen && screen.key === memoryKey ? screen : undefined
  // The position to get back to, read once per key before anything is saved; null when none is pending.
  const pending = useRef<{ key: string; top: number | null } | null>(null)
  if (pending.current?.key !== memoryKey) {
    const top = enabled && !shared?.settled ? stores.pageTop.topOf(memoryKey) : 0
    pending.current = { key: memoryKey, top: top > 0 ? top : null }
    // Nothing to go back to on this screen: later lists have nothing to restore either.
    if (enabled && shared && top <= 0) shared.settled = true
  }

  useEffect(() => {
    if (!enabled) return
    const pageTop = stores.pageTop
    let lastTop = window.scrollY
    let lastSave = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const restoring = () => pending.current?.top !== null && pending.current?.top !== undefined
    const save = () => {
      lastSave = Date.now()
      pageTop.remember(memoryKey, lastTop)
    }
    // spec §9: throttled to one save per 300 ms, the last position always saved.
    const onScroll = () => {
      lastTop = window.scrollY
      if (restoring()) return
      const wait = SCROLL_SAVE_INTERVAL - (Date.now() - lastSave)
      if (wait <= 0) {
        clearTimeout(timer)
        timer = undefined
        save()
      } else if (timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined
          save()
        }, wait)
      }
    }
    const stopRestoring = () => {
      if (pending.current) pending.current.top = null
      if (shared) shared.settled = true
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    for (const type of ['touchstart', 'wheel', 'keydown'] as const) {
      window.addEventListener(type, stopRestoring, { passive: true })
    }
    return () => {
      window.removeEventListener('scroll', onScroll)
      for (const type of ['touchstart', 'wheel', 'keydown'] as const) {
        window.removeEventListener(type, stopRestoring)
      }
      clearTimeout(timer)
      // Leaving the screen: keep where the reader was, unless a restore never got there.
      if (!restoring() && lastSave !== 0) save()
    }
  }, [stores, memoryKey, enabled, shared])

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-tries a pending restore
  useEffect(() => {
    if (!enabled || !ready) return
    const pendingTop = () => pending.current?.top ?? null
    if (pendingTop() === null) return
    let frame = 0
    let observer: ResizeObserver | undefined
    const attempt = () => {
      frame = 0
      const target = pendingTop()
      if (target === null) return
      window.scrollTo(0, target)
      // Reached (or nearly): the restore is done and scrolling saves again.
      if (Math.abs(window.scrollY - target) <= 1 && pending.current) {
        pending.current.top = null
        if (shared) shared.settled = true
        observer?.disconnect()
      }
    }
    frame = requestAnimationFrame(attempt)
    // Content that loads on its own after the screen's data (a list in the open tab, pictures) makes the
    // page taller: try again as it grows, whichever widget brings it.
    const body = globalThis.document?.body
    if (body && typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(() => {
        if (frame === 0 && pendingTop() !== null) frame = requestAnimationFrame(attempt)
      })
      observer.observe(body)
    }
    return () => {
      cancelAnimationFrame(frame)
      observer?.disconnect()
    }
  }, [enabled, ready, version, shared])
}
