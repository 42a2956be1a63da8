import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import Tabs from 'antd-mobile/es/components/tabs'
import { useState } from 'react'
import { bigNumber, relativeTime } from '@/runtime/format'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { usePagedList, useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState, EmptyState, FailedState, useApiAnswer } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { CoverImage, toast } from '@/runtime/ui'
import styles from './zone-detail.module.css'
import type { schema } from './zone-detail.schema'

export type ZoneDetailProps = WidgetProps<typeof schema>

type ItemType = 'ARTICLE' | 'VIDEO' | 'FORM' | 'UTASK'

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

const TABS: { key: '' | ItemType; title: string }[] = [
  { key: '', title: '全部' },
  { key: 'ARTICLE', title: '文章' },
  { key: 'VIDEO', title: '视频' },
  { key: 'FORM', title: '表单' },
  { key: 'UTASK', title: '任务' },
]

function ZoneItems({
  zoneId,
  type,
  size,
  onOpen,
}: {
  zoneId: number
  type: string
  size: number
  onOpen: (item: ZoneItem) => void
}) {
  const { list, loadMore, reload } = usePagedList<ZoneItem>({
    api: 'zone.contents',
    params: { id: zoneId, type },
    size,
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
    return <EmptyState text="暂无内容" />
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

/**
 * 企业专区: the zone's banner and enterprise, 关注 / 已关注 (login needed), its introduction (sanitized
 * HTML), then its items under type tabs. Articles, videos and tasks open itemDetail (a task's own
 * action is there), forms the form screen. The screen's pull-down refresh mounts it again.
 */
const ZoneDetail = observer(function ZoneDetail({
  zoneId,
  tabs = true,
  pageSize = 10,
  itemRoute = 'itemDetail',
  formRoute = 'form',
}: ZoneDetailProps & Partial<WidgetRuntimeProps>) {
  const { api, navigator, session, tracker } = useRuntime()
  const id = Number(zoneId)
  const valid = Number.isInteger(id) && id > 0
  const { answer, reload, setData } = useApiAnswer<Zone>({
    api: 'zone.detail',
    params: { id },
    enabled: valid,
    reloadKey: session.loggedIn ? 'in' : 'out',
  })
  const [tab, setTab] = useState<string>('')
  const [busy, setBusy] = useState(false)
  const [expanded, setExpanded] = useState(false)

  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="专区不存在或已下线" lines={6} />
  }
  const zone = answer.data
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))

  const toggleFollow = async () => {
    if (!session.loggedIn) {
      session.relogin()
      return
    }
    setBusy(true)
    try {
      const updated = await api.call<Omit<Zone, 'introduction'>>(
        zone.followed ? 'zone.unfollow' : 'zone.follow',
        {
          id: zone.id,
        },
      )
      setData((previous) => (previous ? { ...previous, ...updated } : previous))
      toast(updated.followed ? '关注成功' : '已取消关注', { icon: 'success' })
      tracker?.event('button_click', {
        tag: updated.followed ? 'zone_follow' : 'zone_unfollow',
        zoneId: String(zone.id),
      })
    } catch {
      // The API client has toasted why.
    } finally {
      setBusy(false)
    }
  }

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
            loading={busy}
            onClick={() => void toggleFollow()}
          >
            {zone.followed ? '已关注' : '关注'}
          </Button>
        </div>
        {zone.subtitle ? <p className={styles.subtitle}>{zone.subtitle}</p> : null}
        {zone.introduction ? (
          <div className={styles.intro} data-expanded={expanded}>
            <div
              className={styles.introText}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with sanitizeHtml
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(zone.introduction) }}
            />
            <button type="button" className={styles.toggle} onClick={() => setExpanded((value) => !value)}>
              {expanded ? '收起' : '展开'}
            </button>
          </div>
        ) : null}
      </header>
      {tabs ? (
        <Tabs activeKey={tab} onChange={setTab} className={styles.tabs}>
          {TABS.map((item) => (
            <Tabs.Tab key={item.key} title={item.title} />
          ))}
        </Tabs>
      ) : null}
      <ZoneItems zoneId={zone.id} type={tab} size={size} onOpen={open} />
    </article>
  )
})

export default ZoneDetail
