import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import Tabs from 'antd-mobile/es/components/tabs'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { usePagedRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import { beanDelta, type ScholarshipRecord } from '@/runtime/rewards'
import type { FromContract } from '@/runtime/schema'
import { LoginPrompt } from '@/runtime/states'
import { ErrorBlock } from '@/runtime/ui'
import { reads } from './scholarship-records.data'
import styles from './scholarship-records.module.css'
import type { schema } from './scholarship-records.schema'

export type ScholarshipRecordsProps = FromContract<typeof schema>

const TABS = [
  { key: '', title: '全部' },
  { key: 'INCOME', title: '收入' },
  { key: 'EXPENSE', title: '支出' },
] as const

const EMPTY_TEXT: Record<string, string> = {
  '': '暂无收支记录',
  INCOME: '暂无收入记录',
  EXPENSE: '暂无支出记录',
}

const SOURCE_LABELS: Record<string, string> = {
  TASK: '任务奖励',
  EXCHANGE: '兑换',
  SPRINT: '冲刺月奖励',
  LOTTERY: '抽奖',
  ACTIVITY: '活动奖励',
  SHARE: '分享奖励',
}

/**
 * 收支明细: the doctor's 麦豆 records newest first (scholarship.records, paged), by tab 全部 / 收入 / 支出.
 * Each row shows what it was, when, the amount with its sign and the balance after it. The open tab is
 * kept in the address (`type`) so back returns to it.
 */
export default function ScholarshipRecords({
  type = '',
  pageSize = 15,
  homeRoute = 'scholarship',
}: ScholarshipRecordsProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session } = useRuntime()
  const loggedIn = session.loggedIn
  const [tab, setTab] = useState<string>(type ?? '')
  useEffect(() => setTab(type ?? ''), [type])
  const { list, loadMore, reload } = usePagedRead<ScholarshipRecord>(reads.records, {
    props: { pageSize },
    vars: { type: tab || undefined },
  })

  const choose = (key: string) => {
    setTab(key)
    navigator.replaceQuery({ type: key || undefined })
  }

  if (!loggedIn) {
    return (
      <LoginPrompt
        title="登录后查看收支明细"
        description="完成学习任务赚取麦豆"
        onLogin={() => session.relogin()}
      />
    )
  }

  return (
    <section className={styles.screen}>
      <div className={styles.tabs}>
        <Tabs activeKey={tab} onChange={choose}>
          {TABS.map((item) => (
            <Tabs.Tab key={item.key} title={item.title} />
          ))}
        </Tabs>
      </div>

      {list.status === 'loading' ? (
        <div className={styles.card} role="status" aria-busy="true" aria-label="收支明细加载中">
          <span className={styles.visuallyHidden}>正在加载收支明细…</span>
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className={styles.skeletonRow}>
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          ))}
        </div>
      ) : null}

      {list.status === 'error' ? (
        <div className={styles.state}>
          <ErrorBlock
            status="disconnected"
            title="收支明细加载失败"
            description="请检查网络后重试"
            fullPage={false}
          />
          <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
            重试
          </Button>
        </div>
      ) : null}

      {list.status === 'ready' && list.items.length === 0 ? (
        <div className={styles.state}>
          <ErrorBlock
            status="empty"
            title={EMPTY_TEXT[tab] ?? '暂无收支记录'}
            description="完成每日学习任务即可赚取麦豆"
            fullPage={false}
          />
          <Button color="warning" shape="rounded" onClick={() => navigator.push(homeRoute)}>
            去赚麦豆
          </Button>
        </div>
      ) : null}

      {list.status === 'ready' && list.items.length > 0 ? (
        <>
          <ul className={styles.card} aria-label="收支记录">
            {list.items.map((record) => {
              const time = dayjs(record.createdAt)
              return (
                <li key={record.id} className={styles.row}>
                  <div className={styles.main}>
                    <p className={styles.reason}>{record.reason}</p>
                    <p className={styles.meta}>
                      <span className={styles.source}>{SOURCE_LABELS[record.source] ?? ''}</span>
                      {time.isValid() ? (
                        <time dateTime={record.createdAt}>{time.format('YYYY-MM-DD HH:mm')}</time>
                      ) : null}
                    </p>
                  </div>
                  <div className={styles.side}>
                    <strong className={record.type === 'INCOME' ? styles.income : styles.expense}>
                      {beanDelta(record.type, record.amount)}
                    </strong>
                    <span className={styles.after}>余额 {record.balanceAfter}</span>
                  </div>
                </li>
              )
            })}
          </ul>
          {list.hasMore ? (
            <Button block fill="none" className={styles.more} loading={list.more} onClick={loadMore}>
              加载更多
            </Button>
          ) : (
            <p className={styles.end}>— 没有更多记录了 —</p>
          )}
        </>
      ) : null}
    </section>
  )
}
