import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import Tabs from 'antd-mobile/es/components/tabs'
import { useEffect, useState } from 'react'
import { usePagedRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { EmptyState, FailedState } from '@/runtime/states'
import { type Utask, UtaskCard } from '@/runtime/utask'
import { reads } from './utask-list.data'
import styles from './utask-list.module.css'
import type { schema } from './utask-list.schema'

export type UtaskListProps = WidgetProps<typeof schema>

/** spec §3 status codes by tab key. */
const STATUS_CODES: Record<string, number | undefined> = { '': undefined, ING: 0, COMING: 1, EXPIRED: 2 }
const TYPE_CODES: Record<string, number | undefined> = {
  QUESTIONNAIRE: 0,
  RECRUIT: 1,
  SAMPLETRIAL: 2,
  SIGNIN: 3,
  MEETING: 4,
  REGISTERATION: 5,
}

const TABS = [
  { key: '', title: '全部' },
  { key: 'ING', title: '进行中' },
  { key: 'COMING', title: '即将开始' },
  { key: 'EXPIRED', title: '已结束' },
]

const EMPTY_TEXT: Record<string, string> = {
  '': '暂无任务',
  ING: '暂无进行中的任务',
  COMING: '暂无即将开始的任务',
  EXPIRED: '暂无已结束的任务',
}

/**
 * The utask list (spec §2 utaskList): tabs by status (spec §3 ING 0 进行中, COMING 1 即将开始, EXPIRED 2
 * 已结束), a page at a time (加载更多). An ING task with a form opens the form screen (`form?key=`).
 */
export default function UtaskList({
  status = 'ING',
  type = '',
  tabs = true,
  pageSize = 10,
  formRoute = 'form',
}: UtaskListProps & Partial<WidgetRuntimeProps>) {
  const { navigator, tracker } = useRuntime()
  const initial = status && status in STATUS_CODES ? status : ''
  const [tab, setTab] = useState<string>(initial)
  useEffect(() => setTab(initial), [initial])
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))
  const { list, loadMore, reload } = usePagedRead<Utask>(reads.tasks, {
    props: { type: type ? TYPE_CODES[type] : undefined, pageSize: size },
    vars: { status: STATUS_CODES[tab] },
  })

  const open = (task: Utask) => {
    if (!task.formKey || task.status !== 0) return
    tracker?.event('button_click', { tag: 'utask_open', utaskId: String(task.id), type: String(task.type) })
    navigator.push(formRoute || 'form', { key: task.formKey })
  }

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
        <div className={styles.list} role="status" aria-busy="true" aria-label="任务加载中">
          <span className={styles.visuallyHidden}>正在加载任务…</span>
          {[0, 1, 2].map((key) => (
            <div key={key} className={styles.skeleton}>
              <Skeleton animated className={styles.skeletonCover} />
              <div className={styles.skeletonText}>
                <Skeleton.Title animated />
                <Skeleton.Paragraph lineCount={2} animated />
              </div>
            </div>
          ))}
        </div>
      ) : list.status === 'error' ? (
        <FailedState reload={reload} />
      ) : list.items.length === 0 ? (
        <EmptyState text={EMPTY_TEXT[tab] ?? '暂无任务'} />
      ) : (
        <>
          <ul className={styles.list}>
            {list.items.map((task) => (
              <li key={task.id}>
                <UtaskCard task={task} onOpen={open} />
              </li>
            ))}
          </ul>
          {list.hasMore ? (
            <div className={styles.more}>
              <Button size="small" fill="none" loading={list.more} onClick={loadMore}>
                加载更多
              </Button>
            </div>
          ) : (
            <p className={styles.end}>没有更多了</p>
          )}
        </>
      )}
    </section>
  )
}
