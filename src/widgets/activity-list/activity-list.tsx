import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import Tabs from 'antd-mobile/es/components/tabs'
import { useEffect, useState } from 'react'
import { usePagedRead } from '@/runtime/data'
import { ACTIVITY_PHASE_LABELS, type ActivityPhase, activityPhase, activityTimeRange } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { CoverImage, ErrorBlock } from '@/runtime/ui'
import { reads } from './activity-list.data'
import styles from './activity-list.module.css'
import type { schema } from './activity-list.schema'

export type ActivityListProps = WidgetProps<typeof schema>

/** The fields of activity.items' Activity the card shows. */
interface ActivityCard {
  id: number
  title: string
  subtitle: string
  type: string
  bannerUrl: string
  startTime: string
  endTime: string
  venue: string
  registeredCount: number
  registrationEnabled: boolean
  tags: string[]
}

const TABS: { key: '' | ActivityPhase; title: string }[] = [
  { key: '', title: '全部' },
  { key: 'PROCESSING', title: '进行中' },
  { key: 'NO_STARTED', title: '未开始' },
  { key: 'COMPLETED', title: '已结束' },
]

/**
 * A list of activities: optional window tabs, cards with banner, title, window tag (未开始 / 进行中 /
 * 已结束), time and venue, a page at a time (加载更多). Tapping a card opens its detail route.
 */
export default function ActivityList({
  status = '',
  type = '',
  keyword = '',
  tabs = true,
  pageSize = 10,
  detailRoute = 'activityDetail',
  emptyText = '暂无活动',
}: ActivityListProps & Partial<WidgetRuntimeProps>) {
  const { navigator } = useRuntime()
  const [tab, setTab] = useState<string>(status ?? '')
  useEffect(() => setTab(status ?? ''), [status])
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))
  // An empty choice is left out of the query (all windows, all types).
  const { list, loadMore, reload } = usePagedRead<ActivityCard>(reads.activities, {
    props: { type: type || undefined, keyword: keyword?.trim() || undefined, pageSize: size },
    vars: { status: tab || undefined },
  })

  return (
    <section className={styles.list}>
      {tabs ? (
        <Tabs activeKey={tab} onChange={setTab} className={styles.tabs}>
          {TABS.map((item) => (
            <Tabs.Tab key={item.key} title={item.title} />
          ))}
        </Tabs>
      ) : null}

      {list.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label="活动加载中">
          <span className={styles.visuallyHidden}>正在加载活动…</span>
          {[0, 1, 2].map((key) => (
            <div key={key} className={styles.card}>
              <Skeleton className={styles.skeletonCover} animated />
              <div className={styles.body}>
                <Skeleton.Title animated />
                <Skeleton.Paragraph lineCount={2} animated />
              </div>
            </div>
          ))}
        </div>
      ) : list.status === 'error' ? (
        <div className={styles.state} role="alert">
          <ErrorBlock
            status="disconnected"
            title="加载失败"
            description="请检查网络后重试"
            fullPage={false}
          />
          <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
            重试
          </Button>
        </div>
      ) : list.items.length === 0 ? (
        <div className={styles.state}>
          <ErrorBlock status="empty" title={emptyText} description="" fullPage={false} />
        </div>
      ) : (
        <>
          <ul className={styles.items}>
            {list.items.map((item) => {
              const phase = activityPhase(item.startTime, item.endTime)
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.card}
                    onClick={() => navigator.push(detailRoute, { id: item.id })}
                  >
                    <div className={styles.cover}>
                      <CoverImage
                        src={item.bannerUrl}
                        alt={item.title}
                        ratio="3 / 2"
                        radius={8}
                        sizes="120px"
                      />
                      <span className={styles.phase} data-phase={phase}>
                        {ACTIVITY_PHASE_LABELS[phase]}
                      </span>
                    </div>
                    <div className={styles.body}>
                      <p className={styles.title}>{item.title}</p>
                      {item.subtitle ? <p className={styles.subtitle}>{item.subtitle}</p> : null}
                      <p className={styles.meta}>{activityTimeRange(item.startTime, item.endTime)}</p>
                      <p className={styles.meta}>
                        {item.venue || '线上活动'}
                        {item.registrationEnabled && item.registeredCount > 0
                          ? ` · ${item.registeredCount} 人已报名`
                          : ''}
                      </p>
                    </div>
                  </button>
                </li>
              )
            })}
          </ul>
          {list.hasMore ? (
            <Button block fill="none" className={styles.more} loading={list.more} onClick={loadMore}>
              加载更多
            </Button>
          ) : (
            <p className={styles.end}>没有更多了</p>
          )}
        </>
      )}
    </section>
  )
}
