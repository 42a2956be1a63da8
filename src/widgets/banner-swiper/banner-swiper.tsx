import Skeleton from 'antd-mobile/es/components/skeleton'
import Swiper from 'antd-mobile/es/components/swiper'
import { useEffect, useState } from 'react'
import type { BannerItem } from '@/runtime/cards'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
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

function paramsKeyOf(params: unknown): string {
  return JSON.stringify(params && typeof params === 'object' ? params : {})
}

type Load = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; items: unknown[] }

/**
 * Banners in a swiper (autoplay, dots, rounded card). Takes `items`, or loads them from `api`. With no
 * banners (empty, or the call failed) it renders nothing, so the page closes up around it.
 */
export default function BannerSwiper({
  items,
  api: apiName,
  params,
  autoplay = true,
  interval = 4000,
  indicator = true,
  rounded = true,
  ratio = '5 / 2',
  onItemClick,
  run,
}: BannerSwiperProps & Partial<WidgetRuntimeProps>) {
  const { api } = useRuntime()
  const paramsKey = paramsKeyOf(params)
  const fromApi = !Array.isArray(items) && typeof apiName === 'string' && apiName !== ''
  const [load, setLoad] = useState<Load>({ status: fromApi ? 'loading' : 'idle' })

  useEffect(() => {
    if (!fromApi || !apiName) return
    let cancelled = false
    setLoad({ status: 'loading' })
    api
      .call<unknown>(apiName, JSON.parse(paramsKey) as Record<string, unknown>)
      .then((answer) => {
        const list = Array.isArray(answer) ? answer : ((answer as { items?: unknown } | null)?.items ?? [])
        if (!cancelled) setLoad({ status: 'ready', items: Array.isArray(list) ? list : [] })
      })
      .catch((error: unknown) => {
        // Banners are decoration: a failed call (already toasted) leaves no gap on the page.
        console.warn(`[BannerSwiper] ${apiName} failed`, error)
        if (!cancelled) setLoad({ status: 'ready', items: [] })
      })
    return () => {
      cancelled = true
    }
  }, [api, apiName, paramsKey, fromApi])

  const frame = rounded ? `${styles.banner} ${styles.rounded}` : styles.banner
  if (load.status === 'loading') {
    return (
      <div className={frame} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton animated className={styles.skeleton} style={{ aspectRatio: ratio }} />
      </div>
    )
  }
  const source = Array.isArray(items) ? items : load.status === 'ready' ? load.items : []
  const banners = source.filter(isBanner)
  if (banners.length === 0) return null

  const open = (banner: BannerItem, index: number) => {
    const link = banner.sourceType === 'LINK'
    const event = link
      ? { banner, index, sourceType: banner.sourceType, url: String(banner.target) }
      : { banner, index, sourceType: banner.sourceType, id: banner.target }
    void run?.(onItemClick ?? (link ? openLink : openContent), event)
  }
  const several = banners.length > 1
  return (
    <div className={frame}>
      <Swiper
        className={styles.swiper}
        autoplay={autoplay && several}
        autoplayInterval={interval}
        loop={several}
        indicator={indicator && several ? undefined : false}
        indicatorProps={{ color: 'white', className: styles.dots }}
        style={{ '--border-radius': rounded ? '12px' : '0' }}
      >
        {banners.map((banner, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: banner ids may be missing or repeat; the position keeps keys unique
          <Swiper.Item key={`${String(banner.id ?? '')}-${index}`}>
            <button
              type="button"
              className={styles.slide}
              aria-label={banner.title || `第 ${index + 1} 张横幅`}
              onClick={() => open(banner, index)}
            >
              <CoverImage src={banner.imageUrl} alt="" ratio={ratio} radius={0} sizes="100vw" />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  )
}
