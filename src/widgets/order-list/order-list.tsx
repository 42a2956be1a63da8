import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import Tabs from 'antd-mobile/es/components/tabs'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { usePagedRead } from '@/runtime/data'
import { PAYMENT_STATUS_LABELS, paymentStatusLabel, yuan } from '@/runtime/format'
import {
  isPrimaryOrderAction,
  ORDER_ACTION_CONFIRMS,
  ORDER_ACTION_LABELS,
  type Order,
  type OrderAction,
  orderActions,
  orderTone,
  performOrderAction,
} from '@/runtime/order'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { CoverImage, Dialog, ErrorBlock, toast } from '@/runtime/ui'
import { reads } from './order-list.data'
import styles from './order-list.module.css'
import type { schema } from './order-list.schema'

export type OrderListProps = WidgetProps<typeof schema>

/** The tabs: 全部 then the spec §9 payment labels in status order. */
const TABS = [
  { key: '', title: '全部' },
  ...Object.entries(PAYMENT_STATUS_LABELS).map(([key, title]) => ({ key, title })),
]

function timeText(value: string | null | undefined): string {
  if (!value) return ''
  const time = dayjs(value)
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : ''
}

/**
 * My orders: tabs by status, a page at a time (加载更多), each card with its number, status, items,
 * 实付 and time, and the actions of its status (CREATE: 取消订单 / 去支付; SUCCESS: 申请退款 / 去学习).
 * Tapping a card opens its detail screen.
 */
export default function OrderList({
  status = '',
  tabs = true,
  pageSize = 10,
}: OrderListProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const { navigator } = runtime
  const [tab, setTab] = useState<string>(status ?? '')
  const [busy, setBusy] = useState<number | null>(null)
  const [confirming, setConfirming] = useState<{ action: OrderAction; order: Order } | null>(null)
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))
  // The orders are the client cache's (decision 0037): a payment, cancel or refund anywhere shows here.
  const { list, loadMore, reload, awaitingFresh } = usePagedRead<Order>(reads.orders, {
    props: { pageSize: size },
    vars: { status: tab || undefined },
  })

  useEffect(() => {
    setTab(status ?? '')
  }, [status])

  const perform = async (action: OrderAction, order: Order) => {
    setConfirming(null)
    setBusy(order.id)
    try {
      // The write refreshes every answer showing orders (this list included) before it resolves.
      const changed = await performOrderAction(runtime, action, order)
      if (changed) toast(action === 'cancel' ? '订单已取消' : '退款申请已提交', { icon: 'success' })
    } catch {
      // Toasted by the API client; the list was refreshed to the order's true state.
    } finally {
      setBusy(null)
    }
  }

  const ask = (action: OrderAction, order: Order) => {
    if (ORDER_ACTION_CONFIRMS[action]) setConfirming({ action, order })
    else void perform(action, order)
  }

  const confirm = confirming ? ORDER_ACTION_CONFIRMS[confirming.action] : undefined

  return (
    <section className={styles.screen}>
      {tabs ? (
        <div className={styles.tabs}>
          <Tabs activeKey={tab} onChange={(key) => setTab(key)} className={styles.tabBar}>
            {TABS.map((item) => (
              <Tabs.Tab key={item.key} title={item.title} />
            ))}
          </Tabs>
        </div>
      ) : null}

      {list.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label="订单加载中">
          <span className={styles.visuallyHidden}>正在加载订单…</span>
          {[0, 1, 2].map((key) => (
            <div key={key} className={styles.card}>
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={3} animated />
            </div>
          ))}
        </div>
      ) : null}

      {list.status === 'error' ? (
        <div className={styles.state}>
          <ErrorBlock
            status="disconnected"
            title="订单加载失败"
            description="请检查网络后重试"
            fullPage={false}
          />
          <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
            重新加载
          </Button>
        </div>
      ) : null}

      {list.status === 'ready' && list.items.length === 0 ? (
        <div className={styles.state}>
          <ErrorBlock
            status="empty"
            title="暂无订单"
            description="购买的课程订单会显示在这里"
            fullPage={false}
          />
        </div>
      ) : null}

      {list.status === 'ready' && list.items.length > 0 ? (
        <>
          <ul className={styles.orders}>
            {list.items.map((order) => {
              const items = Array.isArray(order.items) ? order.items : []
              const actions = orderActions(order)
              return (
                <li key={order.id} className={styles.card}>
                  <button
                    type="button"
                    className={styles.cardLink}
                    aria-label={`订单 ${order.orderNo}，${paymentStatusLabel(order.status)}`}
                    onClick={() => navigator.navigate({ to: 'orderDetail', query: { id: order.id } })}
                  />
                  <div className={styles.cardHead}>
                    <span className={styles.orderNo}>订单号 {order.orderNo}</span>
                    <span className={`${styles.status} ${styles[orderTone(order.status)] ?? ''}`}>
                      {paymentStatusLabel(order.status) || order.status}
                    </span>
                  </div>
                  {items.map((item) => (
                    <div key={`${item.objectType}-${item.objectId}-${item.skuId}`} className={styles.item}>
                      <CoverImage
                        src={item.picUrl}
                        ratio="16 / 10"
                        radius={6}
                        className={styles.cover}
                        sizes="96px"
                      />
                      <div className={styles.itemText}>
                        <p className={styles.itemTitle}>{item.title}</p>
                        <p className={styles.itemPrice}>
                          {yuan(item.price)} <span>× {item.count}</span>
                        </p>
                      </div>
                    </div>
                  ))}
                  <div className={styles.summary}>
                    <time dateTime={order.createdAt}>{timeText(order.createdAt)}</time>
                    <span>
                      实付 <strong>{yuan(order.payAmount)}</strong>
                    </span>
                  </div>
                  {actions.length > 0 ? (
                    <div className={styles.actions}>
                      {actions.map((action) => {
                        const primary = isPrimaryOrderAction(action)
                        return (
                          <Button
                            key={action}
                            size="small"
                            shape="rounded"
                            color={primary ? 'primary' : 'default'}
                            fill={primary ? 'solid' : 'none'}
                            className={primary ? undefined : styles.secondaryAction}
                            data-weight={primary ? 'primary' : 'secondary'}
                            disabled={busy !== null || awaitingFresh}
                            loading={(busy === order.id || awaitingFresh) && primary}
                            onClick={() => ask(action, order)}
                          >
                            {ORDER_ACTION_LABELS[action]}
                          </Button>
                        )
                      })}
                    </div>
                  ) : null}
                </li>
              )
            })}
          </ul>
          {list.hasMore ? (
            <button type="button" className={styles.more} disabled={list.more} onClick={loadMore}>
              {list.more ? '加载中…' : '加载更多'}
            </button>
          ) : (
            <p className={styles.end}>— 没有更多订单了 —</p>
          )}
        </>
      ) : null}

      <Dialog
        visible={confirming !== null}
        title={confirm?.title}
        content={confirm?.content}
        closeOnMaskClick
        onClose={() => setConfirming(null)}
        actions={[
          [
            { key: 'cancel', text: '再想想', onClick: () => setConfirming(null) },
            {
              key: 'confirm',
              text: confirm?.confirmText ?? '确定',
              bold: true,
              danger: true,
              onClick: () => {
                if (confirming) void perform(confirming.action, confirming.order)
              },
            },
          ],
        ]}
      />
    </section>
  )
}
