import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import Tabs from 'antd-mobile/es/components/tabs'
import { useState } from 'react'
import { usePagedRead, useRead } from '@/runtime/data'
import { bigNumber, relativeTime } from '@/runtime/format'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState, EmptyState, FailedState } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { CoverImage } from '@/runtime/ui'
import { useZoneFollow } from '@/runtime/zones'
import { reads } from './zone-detail.data'
import styles from './zone-detail.module.css'
import type { schema } from './zone-detail.schema'

export type ZoneDetailProps = WidgetProps<typeof schema>

type ItemType = 'ARTICLE' | 'VIDEO' | 'FORM' | 'UTASK'
type ItemSection = 'ACTIVITY' | 'EXCHANGE' | 'PRODUCT'

/** zone.detail's answer (schemas/api/zone.ts). */
export interface Zone {
  id: number
  title: string
  subtitle: string
  coverUrl: string
  logoUrl: string
  enterprise: { id: number; name: string; logoUrl: string; description: string }
  itemCount: number
  followerCount: number
  followed: boolean
  appJump: boolean
  introduction: string
}

/** zone.contents' item. */
export interface ZoneItem {
  id: number
  zoneId: number
  type: ItemType
  section: ItemSection
  title: string
  summary: string
  coverUrl: string
  formKey: string | null
  utaskId: number | null
  viewCount: number
  publishedAt: string
}

export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  ARTICLE: '文章',
  VIDEO: '视频',
  FORM: '表单',
  UTASK: '任务',
}

/**
 * spec §3's tab labels of the zone detail (docs/decisions/0032-tab-labels-where-the-spec-lists-them.md):
 * 首页 the zone's introduction and every item; 活动, 产品兑换 and 产品介绍 the items of that section
 * (产品介绍 after the enterprise's own description).
 */
interface ZoneTab {
  key: '' | ItemSection
  title: string
  emptyText: string
}
const HOME_TAB: ZoneTab = { key: '', title: '首页', emptyText: '暂无内容' }
export const ZONE_TABS: ZoneTab[] = [
  HOME_TAB,
  { key: 'ACTIVITY', title: '活动', emptyText: '暂无活动' },
  { key: 'EXCHANGE', title: '产品兑换', emptyText: '暂无可兑换的产品' },
  { key: 'PRODUCT', title: '产品介绍', emptyText: '暂无产品介绍' },
]

function ZoneItems({
  zoneId,
  section,
  emptyText,
  size,
  onOpen,
}: {
  zoneId: number
  section: string
  emptyText: string
  size: number
  onOpen: (item: ZoneItem) => void
}) {
  const { list, loadMore, reload } = usePagedRead<ZoneItem>(reads.items, {
    props: { id: zoneId, pageSize: size },
    vars: { section: section || undefined },
  })
  if (list.status === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label="内容加载中" className={styles.items}>
        {[0, 1, 2].map((key) => (
          <div key={key} className={styles.item}>
            <div className={styles.itemBody}>
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={1} animated />
            </div>
            <Skeleton className={styles.skeletonThumb} animated />
          </div>
        ))}
      </div>
    )
  }
  if (list.status === 'error') {
    return <FailedState reload={reload} />
  }
  if (list.items.length === 0) {
    return <EmptyState text={emptyText} />
  }
  return (
    <>
      <ul className={styles.items}>
        {list.items.map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.item} onClick={() => onOpen(item)}>
              <span className={styles.itemBody}>
                <span className={styles.itemTitle}>{item.title}</span>
                {item.summary ? <span className={styles.itemSummary}>{item.summary}</span> : null}
                <span className={styles.itemMeta}>
                  <span className={styles.badge} data-type={item.type}>
                    {ITEM_TYPE_LABELS[item.type]}
                  </span>
                  {relativeTime(item.publishedAt)}
                  {item.viewCount > 0 ? ` · ${bigNumber(item.viewCount)} 阅读` : ''}
                </span>
              </span>
              <span className={styles.thumb}>
                <CoverImage src={item.coverUrl} alt={item.title} ratio="4 / 3" radius={8} sizes="96px" />
                {item.type === 'VIDEO' ? <span className={styles.play} aria-hidden="true" /> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <Button block fill="none" className={styles.more} loading={list.more} onClick={loadMore}>
          加载更多
        </Button>
      ) : (
        <p className={styles.end}>没有更多了</p>
      )}
    </>
  )
}

/** Sanitized HTML in a grey box, clamped until 展开 (the zone's introduction, the enterprise's description). */
function Introduction({ html }: { html: string }) {
  const [expanded, setExpanded] = useState(false)
  return (
    <div className={styles.intro} data-expanded={expanded}>
      <div
        className={styles.introText}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with sanitizeHtml
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
      />
      <button type="button" className={styles.toggle} onClick={() => setExpanded((value) => !value)}>
        {expanded ? '收起' : '展开'}
      </button>
    </div>
  )
}

/**
 * 企业专区: the zone's banner and enterprise, 关注 / 已关注 (login needed), then the tabs 首页 (its
 * introduction, sanitized HTML, and every item), 活动, 产品兑换 and 产品介绍 (the enterprise's description
 * and the items of that section). Articles, videos and tasks open itemDetail (a task's own action is
 * there), forms the form screen. The screen's pull-down refresh mounts it again.
 */
const ZoneDetail = observer(function ZoneDetail({
  zoneId,
  tabs = true,
  pageSize = 10,
  itemRoute = 'itemDetail',
  formRoute = 'form',
}: ZoneDetailProps & Partial<WidgetRuntimeProps>) {
  const { navigator, tracker } = useRuntime()
  const id = Number(zoneId)
  const valid = Number.isInteger(id) && id > 0
  // A session change resets the cache, so `followed` is asked again for whoever is signed in.
  const { answer, reload } = useRead<Zone>(reads.zone, { props: { id: valid ? id : undefined } })
  const { toggle, pending } = useZoneFollow()
  const [tab, setTab] = useState<string>('')

  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="专区不存在或已下线" lines={6} />
  }
  const zone = answer.data
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))
  const current = (tabs ? ZONE_TABS.find((item) => item.key === tab) : undefined) ?? HOME_TAB

  const open = (item: ZoneItem) => {
    tracker?.event('button_click', { tag: 'zone_item', zoneId: String(zone.id), itemId: String(item.id) })
    if (item.type === 'FORM' && item.formKey) navigator.push(formRoute, { key: item.formKey })
    else navigator.push(itemRoute, { id: item.id })
  }

  return (
    <article className={styles.zone}>
      <header className={styles.header}>
        <div className={styles.banner}>
          <CoverImage src={zone.coverUrl} alt={zone.title} ratio="2 / 1" sizes="100vw" />
        </div>
        <div className={styles.profile}>
          <span className={styles.logo}>
            <CoverImage
              src={zone.logoUrl}
              alt={zone.enterprise.name}
              ratio="1 / 1"
              radius={12}
              sizes="64px"
            />
          </span>
          <div className={styles.names}>
            <h1 className={styles.title}>{zone.title}</h1>
            <p className={styles.meta}>
              {zone.enterprise.name} · {bigNumber(zone.followerCount)} 人关注 · {zone.itemCount} 篇内容
            </p>
          </div>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill={zone.followed ? 'outline' : 'solid'}
            loading={pending === zone.id}
            onClick={() => void toggle(zone)}
          >
            {zone.followed ? '已关注' : '关注'}
          </Button>
        </div>
        {zone.subtitle ? <p className={styles.subtitle}>{zone.subtitle}</p> : null}
      </header>
      {tabs ? (
        <Tabs activeKey={tab} onChange={setTab} className={styles.tabs}>
          {ZONE_TABS.map((item) => (
            <Tabs.Tab key={item.key} title={item.title} />
          ))}
        </Tabs>
      ) : null}
      {current.key === '' && zone.introduction ? <Introduction html={zone.introduction} /> : null}
      {current.key === 'PRODUCT' && zone.enterprise.description ? (
        <Introduction html={zone.enterprise.description} />
      ) : null}
      <ZoneItems
        key={current.key}
        zoneId={zone.id}
        section={current.key}
        emptyText={current.emptyText}
        size={size}
        onOpen={open}
      />
    </article>
  )
})

export default ZoneDetail
