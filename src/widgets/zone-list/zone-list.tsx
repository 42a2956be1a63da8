import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { usePagedRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { EmptyState, FailedState } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { useZoneFollow, ZoneRow, ZoneSearchEntry, type ZoneSummary } from '@/runtime/zones'
import { reads } from './zone-list.data'
import styles from './zone-list.module.css'
import type { schema } from './zone-list.schema'

export type ZoneListProps = WidgetProps<typeof schema>

/** The fields of zone.items' Zone the card shows (schemas/api/zone.ts). */
export type ZoneCard = ZoneSummary

/**
 * 企业号列表: zone cards (logo, title, enterprise, followers, items) with 关注 / 已关注, a page at a time.
 * Following needs a login (the session logs in again when missing).
 */
const ZoneList = observer(function ZoneList({
  keyword = '',
  pageSize = 10,
  detailRoute = 'zoneDetail',
  searchRoute = 'zoneSearch',
  emptyText = '暂无企业号',
}: ZoneListProps & Partial<WidgetRuntimeProps>) {
  const { navigator } = useRuntime()
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))
  const { list, loadMore, reload } = usePagedRead<ZoneCard>(reads.zones, {
    props: { keyword: keyword?.trim() || undefined, pageSize: size },
  })
  // A follow refreshes the loaded pages (zone.items shows follows): each card's flag is the server's.
  const { toggle, pending } = useZoneFollow()

  return (
    <section className={styles.list}>
      {searchRoute ? <ZoneSearchEntry onOpen={() => navigator.push(searchRoute)} /> : null}
      {list.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label="企业号加载中">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className={styles.card}>
              <Skeleton className={styles.skeletonLogo} animated />
              <div className={styles.body}>
                <Skeleton.Title animated />
                <Skeleton.Paragraph lineCount={1} animated />
              </div>
            </div>
          ))}
        </div>
      ) : list.status === 'error' ? (
        <FailedState reload={reload} />
      ) : list.items.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <>
          <ul className={styles.items}>
            {list.items.map((zone) => (
              <ZoneRow
                key={zone.id}
                zone={zone}
                variant="card"
                busy={pending === zone.id}
                onOpen={() => navigator.push(detailRoute, { id: zone.id })}
                onFollow={() => void toggle(zone)}
              />
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
      )}
    </section>
  )
})

export default ZoneList
