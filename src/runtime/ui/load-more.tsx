import { useCallback, useEffect, useRef, useState } from 'react'
import styles from './load-more.module.css'

/** How close to the viewport's bottom the footer must come before the next page is asked for. */
const THRESHOLD = 250

type Phase = 'idle' | 'loading' | 'failed'

function nearViewport(element: HTMLElement): boolean {
  return element.getBoundingClientRect().top - window.innerHeight <= THRESHOLD
}

/**
 * The footer of a list with more pages: when it comes within 250 px of the screen's bottom it asks for the
 * next page (加载中 with moving dots meanwhile); a page that fails shows 加载失败 and 重新加载. What
 * antd-mobile's InfiniteScroll does, without the overlays' animation library its helpers came with (52 KB
 * brotli on home, docs/decisions/0016). It checks again after each page, so a short page that leaves the
 * footer on screen is followed by the next one.
 */
export function LoadMore({ loadMore }: { loadMore: () => Promise<unknown> }) {
  const footer = useRef<HTMLDivElement>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const busy = useRef(false)
  const load = useRef(loadMore)
  load.current = loadMore

  const check = useCallback(() => {
    const element = footer.current
    if (!element || busy.current || !nearViewport(element)) return
    busy.current = true
    setPhase('loading')
    load.current().then(
      () => {
        busy.current = false
        setPhase('idle')
      },
      () => {
        busy.current = false
        setPhase('failed')
      },
    )
  }, [])

  useEffect(() => {
    if (phase !== 'idle') return
    check()
    let frame = 0
    const onScroll = () => {
      if (frame) return
      frame = requestAnimationFrame(() => {
        frame = 0
        check()
      })
    }
    // Capture: a list inside a scrolling box (a popup, a tab pane) scrolls that box, not the window.
    window.addEventListener('scroll', onScroll, { passive: true, capture: true })
    window.addEventListener('resize', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll, { capture: true })
      window.removeEventListener('resize', onScroll)
    }
  }, [phase, check])

  return (
    <div ref={footer} className={styles.footer} aria-live="polite">
      {phase === 'failed' ? (
        <span className={styles.failed}>
          加载失败
          <button type="button" className={styles.retryInline} onClick={() => setPhase('idle')}>
            重新加载
          </button>
        </span>
      ) : (
        <span>
          加载中
          <span className={styles.dots} aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
        </span>
      )}
    </div>
  )
}

/** The end of a paged list: 没有更多了. */
export function ListEnd() {
  return <div className={styles.footer}>没有更多了</div>
}
