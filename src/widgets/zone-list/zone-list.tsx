import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useState } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { usePagedList, useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { EmptyState, FailedState } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { toast } from '@/runtime/ui'
import { ZoneRow, ZoneSearchEntry, type ZoneSummary } from '@/runtime/zones'
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
  const { api, navigator, session, tracker } = useRuntime()
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))
  const { list, loadMore, reload } = usePagedList<ZoneCard>({
    api: 'zone.items',
    params: { keyword: keyword?.trim() },
    size,
  })
  // Follow answers override the listed flags until the list loads again.
  const [changed, setChanged] = useState<Record<number, ZoneCard>>({})
  const [busy, setBusy] = useState<number | null>(null)

  const toggleFollow = async (zone: ZoneCard) => {
    if (!session.loggedIn) {
      session.relogin()
      return
    }
    setBusy(zone.id)
    try {
      const updated = await api.call<ZoneCard>(zone.followed ? 'zone.unfollow' : 'zone.follow', {
        id: zone.id,
      })
      setChanged((previous) => ({ ...previous, [zone.id]: updated }))
      toast(updated.followed ? '关注成功' : '已取消关注', { icon: 'success' })
      tracker?.event('button_click', {
        tag: updated.followed ? 'zone_follow' : 'zone_unfollow',
        zoneId: String(zone.id),
      })
    } catch {
      // The API client has toasted why.
    } finally {
      setBusy(null)
    }
  }

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
            {list.items.map((listed) => {
              const zone = changed[listed.id] ?? listed
              return (
                <ZoneRow
                  key={zone.id}
                  zone={zone}
                  variant="card"
                  busy={busy === zone.id}
                  onOpen={() => navigator.push(detailRoute, { id: zone.id })}
                  onFollow={() => void toggleFollow(zone)}
                />
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
})

export default ZoneList
