import Skeleton from 'antd-mobile/es/components/skeleton'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import type { BannerItem } from '@/runtime/cards'
import { declaredByConfig, endpointNamedBy, useRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { CoverImage } from '@/runtime/ui'
import styles from './banner-swiper.module.css'
import type { schema } from './banner-swiper.schema'

export type BannerSwiperProps = WidgetProps<typeof schema>

// spec §9 banner source type LINK: an address, opened in the webview screen through the allowlist
// (openUrl); any other source type is a content card (openContent). Values travel in `event`, so an
// address is never read as a `${...}` binding itself.
const openLink = [{ type: 'openUrl', url: '${event.url}' }]
const openContent = [{ type: 'openContent', sourceType: '${event.sourceType}', id: '${event.id}' }]

function isBanner(value: unknown): value is BannerItem {
  if (typeof value !== 'object' || value === null) return false
  const banner = value as Record<string, unknown>
  return (
    typeof banner.sourceType === 'string' &&
    (typeof banner.target === 'string' || typeof banner.target === 'number')
  )
}

/** An answer's banners: a list, or a page's `items`. */
function bannersOf(answer: unknown): unknown[] {
  const list = Array.isArray(answer) ? answer : (answer as { items?: unknown } | null)?.items
  return Array.isArray(list) ? list : []
}

/** The slide a scroll position shows most of. */
function slideAt(track: HTMLElement): number {
  return track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0
}

/**
 * Banners in a carousel (autoplay, dots, rounded card). Takes `items`, or loads them from `api`. With no
 * banners (empty, or the call failed) it renders nothing, so the page closes up around it.
 *
 * The carousel is the browser's own scroll snapping, not antd-mobile's Swiper, whose spring and gesture
 * libraries would load with the home screen (DESIGN.md performance budget). It turns every `interval` ms,
 * from the last banner back to the first, and waits while a finger is on it or the page is hidden.
 */
export default function BannerSwiper(props: BannerSwiperProps & Partial<WidgetRuntimeProps>) {
  const {
    items,
    params,
    autoplay = true,
    interval = 4000,
    indicator = true,
    rounded = true,
    ratio = '5 / 2',
    onItemClick,
    run,
  } = props
  const endpoint = endpointNamedBy(props)
  const fromApi = !Array.isArray(items) && endpoint !== ''
  // The endpoint is the config's: the page config is this read's declaration (decision 0037).
  const read = declaredByConfig(endpoint || 'banner.items', params, {
    description: 'The banners named by config',
    keepEmpty: true,
  })
  const { answer } = useRead<unknown>(read.declaration, { vars: read.vars, enabled: fromApi })

  const frame = rounded ? `${styles.banner} ${styles.rounded}` : styles.banner
  if (fromApi && answer.status === 'loading') {
    return (
      <div className={frame} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton animated className={styles.skeleton} style={{ aspectRatio: ratio }} />
      </div>
    )
  }
  // Banners are decoration: a failed call (already toasted) leaves no gap on the page.
  const source = Array.isArray(items) ? items : answer.status === 'ready' ? bannersOf(answer.data) : []
  const banners = source.filter(isBanner)
  if (banners.length === 0) return null

  const open = (banner: BannerItem, index: number) => {
    const link = banner.sourceType === 'LINK'
    const event = link
      ? { banner, index, sourceType: banner.sourceType, url: String(banner.target) }
      : { banner, index, sourceType: banner.sourceType, id: banner.target }
    void run?.(onItemClick ?? (link ? openLink : openContent), event)
  }
  return (
    <div className={frame}>
      <Carousel autoplay={autoplay} interval={interval} indicator={indicator}>
        {banners.map((banner, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: banner ids may be missing or repeat; the position keeps keys unique
          <div key={`${String(banner.id ?? '')}-${index}`} className={styles.slide}>
            <button
              type="button"
              className={styles.open}
              aria-label={banner.title || `第 ${index + 1} 张横幅`}
              onClick={() => open(banner, index)}
            >
              <CoverImage
                src={banner.imageUrl}
                alt=""
                ratio={ratio}
                radius={0}
                sizes="100vw"
                priority={index === 0}
              />
            </button>
          </div>
        ))}
      </Carousel>
    </div>
  )
}

interface CarouselProps {
  autoplay: boolean
  interval: number
  indicator: boolean
  children: ReactElement[]
}

/** A scroll-snapping strip of full-width slides that turns by itself, with dots following the scroll. */
function Carousel({ autoplay, interval, indicator, children }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(0)
  const [held, setHeld] = useState(false)
  const [pageHidden, setPageHidden] = useState(() => document.visibilityState === 'hidden')
  const count = children.length
  const turning = autoplay && count > 1 && !held && !pageHidden

  useEffect(() => {
    const follow = () => setPageHidden(document.visibilityState === 'hidden')
    document.addEventListener('visibilitychange', follow)
    return () => document.removeEventListener('visibilitychange', follow)
  }, [])

  // One turn per `interval` after the last change of slide, whoever made it (a turn or a swipe). `turns`
  // restarts the wait even when the strip cannot scroll (not laid out yet), so the turning never stalls.
  const [turns, setTurns] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown and turns restart the wait
  useEffect(() => {
    if (!turning) return
    const timer = window.setTimeout(() => {
      const element = track.current
      if (element) {
        const next = (slideAt(element) + 1) % count
        const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        element.scrollTo?.({ left: next * element.clientWidth, behavior: still ? 'auto' : 'smooth' })
      }
      setTurns((value) => value + 1)
    }, interval)
    return () => window.clearTimeout(timer)
  }, [turning, interval, count, shown, turns])

  const hold = () => setHeld(true)
  const release = () => setHeld(false)
  return (
    <>
      <div
        ref={track}
        className={styles.track}
        onScroll={(event) => setShown(slideAt(event.currentTarget))}
        onTouchStart={hold}
        onTouchEnd={release}
        onTouchCancel={release}
      >
        {children}
      </div>
      {indicator && count > 1 ? (
        <div className={styles.dots} aria-hidden="true">
          {children.map((child, index) => (
            <span
              key={child.key}
              className={index === shown ? `${styles.dot} ${styles.active}` : styles.dot}
              data-current={index === shown || undefined}
            />
          ))}
        </div>
      ) : null}
    </>
  )
}
