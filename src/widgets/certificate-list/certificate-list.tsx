import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import Tabs from 'antd-mobile/es/components/tabs'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { usePagedRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import { reads } from './certificate-list.data'
import styles from './certificate-list.module.css'
import type { schema } from './certificate-list.schema'

export type CertificateListProps = WidgetProps<typeof schema>

type PosterType = 'GRADUATION_CERTIFICATE' | 'EXAMINATION_CERTIFICATE' | 'POSTER'
interface Certificate {
  id: number
  title: string
  type: 'COURSE' | 'ACTIVITY'
  posterType: PosterType
  certificateNo: string
  holderName: string
  issuedAt: string
  relatedObject: { type: string; id: number; title: string }
}

/** spec §3 certificate types and poster types, as the doctor reads them. */
const TYPE_LABELS = { COURSE: '课程证书', ACTIVITY: '活动证书' } as const
const POSTER_LABELS: Record<PosterType, string> = {
  GRADUATION_CERTIFICATE: '结业证书',
  EXAMINATION_CERTIFICATE: '考试合格证书',
  POSTER: '荣誉海报',
}
const TABS = [
  { key: '', title: '全部' },
  { key: 'COURSE', title: '课程证书' },
  { key: 'ACTIVITY', title: '活动证书' },
]

const dateText = (value: string) => {
  const time = dayjs(value)
  return time.isValid() ? time.format('YYYY-MM-DD') : ''
}

/**
 * 我的证书 (spec §2 certificateList): newest first, a page at a time. The screen's pull-down refresh
 * (pages.json pullDownRefresh) mounts the widget again, which asks for page 1 again.
 */
export default function CertificateList({
  type = '',
  tabs = true,
  pageSize = 10,
  detailRoute = 'certificateDetail',
}: CertificateListProps & Partial<WidgetRuntimeProps>) {
  const { navigator } = useRuntime()
  const [tab, setTab] = useState<string>(type ?? '')
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))
  const { list, loadMore, reload } = usePagedRead<Certificate>(reads.certificates, {
    props: { pageSize: size },
    vars: { type: tab || undefined },
  })
  const items = list.status === 'ready' ? list.items : []

  useEffect(() => {
    setTab(type ?? '')
  }, [type])

  return (
    <section className={styles.screen}>
      {tabs ? (
        <div className={styles.tabs}>
          <Tabs activeKey={tab} onChange={(key) => setTab(key)}>
            {TABS.map((item) => (
              <Tabs.Tab key={item.key} title={item.title} />
            ))}
          </Tabs>
        </div>
      ) : null}

      {list.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label="证书加载中" className={styles.list}>
          <span className={styles.visuallyHidden}>正在加载证书…</span>
          {[0, 1, 2].map((key) => (
            <div key={key} className={styles.card}>
              <Skeleton className={styles.thumbSkeleton} animated />
              <div className={styles.body}>
                <Skeleton.Title animated />
                <Skeleton.Paragraph lineCount={2} animated />
              </div>
            </div>
          ))}
        </div>
      ) : null}

      {list.status === 'error' ? (
        <div className={styles.state}>
          <ErrorBlock
            status="disconnected"
            title="证书加载失败"
            description="请检查网络后重试"
            fullPage={false}
          />
          <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
            重试
          </Button>
        </div>
      ) : null}

      {list.status === 'ready' && items.length === 0 ? (
        <div className={styles.state}>
          <ErrorBlock
            status="empty"
            title="暂无证书"
            description="通过课程考试或完成活动后，证书会显示在这里"
            fullPage={false}
          />
        </div>
      ) : null}

      {list.status === 'ready' && items.length > 0 ? (
        <>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.card}
                  aria-label={`${item.title}，${TYPE_LABELS[item.type] ?? ''}`}
                  onClick={() => navigator.push(detailRoute, { id: item.id })}
                >
                  <span className={`${styles.thumb} ${styles[item.posterType] ?? ''}`} aria-hidden="true">
                    <span className={styles.thumbSeal} />
                    <span className={styles.thumbText}>{POSTER_LABELS[item.posterType]?.slice(0, 2)}</span>
                  </span>
                  <span className={styles.body}>
                    <span className={styles.title}>{item.title}</span>
                    <span className={styles.tags}>
                      <span className={`${styles.tag} ${styles[item.type] ?? ''}`}>
                        {TYPE_LABELS[item.type] ?? item.type}
                      </span>
                      <span className={styles.posterTag}>
                        {POSTER_LABELS[item.posterType] ?? item.posterType}
                      </span>
                    </span>
                    <span className={styles.meta}>
                      <span>编号 {item.certificateNo}</span>
                      <time dateTime={item.issuedAt}>{dateText(item.issuedAt)}</time>
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list.hasMore ? (
            <button type="button" className={styles.more} disabled={list.more} onClick={loadMore}>
              {list.more ? '加载中…' : '加载更多'}
            </button>
          ) : (
            <p className={styles.end}>— 没有更多证书了 —</p>
          )}
        </>
      ) : null}
    </section>
  )
}
