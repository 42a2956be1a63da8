import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import dayjs from 'dayjs'
import { usePagedRead } from '@/runtime/data'
import { clockTime } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { FromContract } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import { reads } from './exchange-record-list.data'
import styles from './exchange-record-list.module.css'
import type { schema } from './exchange-record-list.schema'

export type ExchangeRecordListProps = FromContract<typeof schema>

/** One item of videoExchange.records. */
export interface ExchangeRecord {
  id: number | string
  code: string
  lesson: { id: number | string; title: string; duration?: number | null }
  exchangedAt: string
}

/**
 * 兑换记录: the codes the doctor redeemed, newest first (videoExchange.records, paged): the code, the
 * video it unlocked and when. A tap opens the video; none yet shows 暂无兑换记录 with 去兑换.
 */
export default function ExchangeRecordList({
  pageSize = 10,
  exchangeRoute = 'videoExchange',
}: ExchangeRecordListProps & Partial<WidgetRuntimeProps>) {
  const { navigator } = useRuntime()
  const {
    list: load,
    loadMore,
    reload,
  } = usePagedRead<ExchangeRecord>(reads.records, { props: { pageSize } })

  if (load.status === 'loading') {
    return (
      <section className={styles.records} role="status" aria-busy="true" aria-label="加载中">
        <span className={styles.visuallyHidden}>正在加载兑换记录…</span>
        {[0, 1, 2].map((key) => (
          <div key={key} className={styles.card}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ))}
      </section>
    )
  }

  if (load.status === 'error') {
    return (
      <section className={`${styles.records} ${styles.state}`}>
        <ErrorBlock
          status="disconnected"
          title="兑换记录加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
          重新加载
        </Button>
      </section>
    )
  }

  if (load.items.length === 0) {
    return (
      <section className={`${styles.records} ${styles.state}`}>
        <ErrorBlock
          status="empty"
          title="暂无兑换记录"
          description="兑换视频课程后，记录会显示在这里"
          fullPage={false}
        />
        <Button color="primary" shape="rounded" onClick={() => navigator.navigate({ to: exchangeRoute })}>
          去兑换
        </Button>
      </section>
    )
  }

  return (
    <section className={styles.records}>
      <ul className={styles.list}>
        {load.items.map((record) => {
          const time = dayjs(record.exchangedAt)
          const length = clockTime(record.lesson?.duration)
          return (
            <li key={record.id}>
              <button
                type="button"
                className={styles.card}
                onClick={() => navigator.navigate({ to: 'videoDetail', query: { id: record.lesson.id } })}
              >
                <span className={styles.lesson}>{record.lesson?.title}</span>
                <span className={styles.row}>
                  <span className={styles.codeLabel}>兑换码</span>
                  <span className={styles.code}>{record.code}</span>
                  {length ? <span className={styles.length}>{length}</span> : null}
                </span>
                <span className={styles.footer}>
                  <span>{time.isValid() ? `兑换时间 ${time.format('YYYY-MM-DD HH:mm')}` : ''}</span>
                  <span className={styles.watch}>去观看 ›</span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {load.hasMore ? (
        <Button block fill="none" className={styles.more} loading={load.more} onClick={loadMore}>
          加载更多
        </Button>
      ) : (
        <p className={styles.end}>没有更多了</p>
      )}
    </section>
  )
}
