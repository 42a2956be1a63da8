import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import dayjs from 'dayjs'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useRead } from '@/runtime/data'
import { paymentStatusLabel, yuan } from '@/runtime/format'
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
import { CoverImage, copyText, Dialog, ErrorBlock, toast } from '@/runtime/ui'
import { reads } from './order-detail.data'
import styles from './order-detail.module.css'
import type { schema } from './order-detail.schema'

export type OrderDetailProps = WidgetProps<typeof schema>

/** After payment the order is PAID until fulfilled: order.detail is asked again this often, this many times. */
export const POLL_INTERVAL_MS = 2000
export const POLL_ATTEMPTS = 5

/** mm:ss of the time left to pay. */
export function payCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000))
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

function timeText(value: string | null | undefined): string {
  if (!value) return ''
  const time = dayjs(value)
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm:ss') : ''
}

function orderId(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' ? value.trim() : ''
}

function StatusIcon({ status }: { status: string }) {
  const common = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const
  let mark: ReactNode
  if (status === 'CREATE') mark = <path d="M12 7v5l3 2" {...common} />
  else if (status === 'PAID') mark = <path d="M8 12h8M12 8v8" {...common} />
  else if (status === 'SUCCESS') mark = <path d="m7.5 12.5 3 3 6-6.5" {...common} />
  else if (status === 'AFTER') mark = <path d="M9 9H7V7m0 2a6 6 0 1 1-1 5" {...common} />
  else mark = <path d="m9 9 6 6m0-6-6 6" {...common} />
  return (
    <svg className={styles.statusIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {status === 'AFTER' ? null : <circle cx="12" cy="12" r="9" {...common} />}
      {mark}
    </svg>
  )
}

/**
 * One order: a status header (CREATE counts down to expireAt and reloads at 0; PAID, after returning from
 * payment, is asked again every 2 s up to 5 times until fulfilled), the items, the amounts, the number with
 * 复制, the times, and the actions of its status in a bottom bar. The order is the client cache's
 * (decision 0037): a cancel, refund or payment anywhere shows here, and back from the cashier the bar waits
 * for the fresh status.
 */
export default function OrderDetail({
  id,
  order: given,
  awaitingFresh: pageAwaitingFresh,
}: OrderDetailProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const initial = given && typeof given === 'object' ? (given as unknown as Order) : null
  const key = orderId(id)
  const read = useRead<Order>(reads.order, { props: { id: key } })
  const answer = key ? read.answer : initial ? { status: 'ready' as const, data: initial } : read.answer
  const awaitingFresh = key ? read.awaitingFresh : pageAwaitingFresh === true
  const { reload } = read
  const [now, setNow] = useState(() => Date.now())
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<OrderAction | null>(null)
  const expiredReload = useRef('')

  const order = answer.status === 'ready' ? answer.data : null
  const status = order?.status ?? ''
  const expireAt = order?.expireAt ? dayjs(order.expireAt).valueOf() : Number.NaN

  // CREATE: a one-second clock for the countdown; at 0 the order is read again (it closes unpaid).
  useEffect(() => {
    if (status !== 'CREATE' || !Number.isFinite(expireAt)) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [status, expireAt])

  useEffect(() => {
    if (status !== 'CREATE' || !Number.isFinite(expireAt) || now < expireAt) return
    const stamp = `${order?.id}:${expireAt}`
    if (expiredReload.current === stamp) return
    expiredReload.current = stamp
    reload()
  }, [status, expireAt, now, order?.id, reload])

  // PAID (back from the payment page): ask again every 2 s, at most 5 times, until it is no longer PAID.
  useEffect(() => {
    if (status !== 'PAID' || !key) return
    let attempts = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const next = () => {
      timer = setTimeout(() => {
        attempts += 1
        reload()
        if (attempts < POLL_ATTEMPTS) next()
      }, POLL_INTERVAL_MS)
    }
    next()
    return () => clearTimeout(timer)
  }, [status, key, reload])

  if (answer.status === 'loading' || (answer.status === 'missing' && !answer.error && !key)) {
    return (
      <div className={styles.screen} role="status" aria-busy="true" aria-label="订单加载中">
        <span className={styles.visuallyHidden}>正在加载订单…</span>
        <div className={styles.skeletonHeader} />
        <div className={styles.card}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
        <div className={styles.card}>
          <Skeleton.Paragraph lineCount={4} animated />
        </div>
      </div>
    )
  }

  if (answer.status !== 'ready') {
    return (
      <div className={styles.failed}>
        {answer.status === 'missing' ? (
          <ErrorBlock
            status="empty"
            title="订单不存在"
            description="该订单可能已被删除，或不属于当前账号"
            fullPage={false}
          />
        ) : (
          <>
            <ErrorBlock
              status="disconnected"
              title="订单加载失败"
              description="请检查网络后重试"
              fullPage={false}
            />
            <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
              重新加载
            </Button>
          </>
        )}
      </div>
    )
  }

  const current = answer.data
  const items = Array.isArray(current.items) ? current.items : []
  const actions = orderActions(current)
  const left = Number.isFinite(expireAt) ? expireAt - now : 0
  const lines: Record<string, string> = {
    CREATE: `请在 ${payCountdown(left)} 内完成支付`,
    PAID: '支付成功，课程开通中',
    SUCCESS: '订单已完成',
    CLOSE: '订单已关闭',
    AFTER: '已退款',
    REJECT: '支付失败，订单已拒绝',
  }
  const times = [
    ['下单时间', current.createdAt],
    ['支付时间', current.paidAt],
    ['关闭时间', current.closedAt],
    ['退款时间', current.refundedAt],
  ].filter(([, value]) => timeText(value)) as [string, string][]

  const perform = async (action: OrderAction) => {
    setConfirming(null)
    setBusy(true)
    try {
      // Paying from this screen returns to it: the cashier takes this entry's place in history.
      // The write refreshes this order in the cache (and every list showing it) before it resolves.
      const changed = await performOrderAction(runtime, action, current, { replace: true })
      if (changed) toast(action === 'cancel' ? '订单已取消' : '退款申请已提交', { icon: 'success' })
    } catch {
      // Toasted by the API client.
    } finally {
      setBusy(false)
    }
  }
  const confirm = confirming ? ORDER_ACTION_CONFIRMS[confirming] : undefined

  return (
    <div className={styles.screen}>
      <header className={`${styles.header} ${styles[orderTone(current.status)] ?? ''}`}>
        <StatusIcon status={current.status} />
        <div>
          <h1 className={styles.statusLabel}>{paymentStatusLabel(current.status) || current.status}</h1>
          <p className={styles.statusLine} aria-live="polite">
            {lines[current.status] ?? ''}
          </p>
        </div>
      </header>

      <section className={styles.card} aria-label="商品信息">
        {items.map((item) => (
          <div key={`${item.objectType}-${item.objectId}-${item.skuId}`} className={styles.item}>
            <CoverImage src={item.picUrl} ratio="16 / 10" radius={6} className={styles.cover} sizes="104px" />
            <div className={styles.itemText}>
              <p className={styles.itemTitle}>{item.title}</p>
              <p className={styles.itemPrice}>
                {yuan(item.price)} <span>× {item.count}</span>
              </p>
            </div>
          </div>
        ))}
        <dl className={styles.amounts}>
          <dt>商品金额</dt>
          <dd>{yuan(current.totalAmount)}</dd>
          {current.discountAmount > 0 ? (
            <>
              <dt>优惠</dt>
              <dd className={styles.discount}>-{yuan(current.discountAmount)}</dd>
            </>
          ) : null}
          <dt className={styles.payLabel}>实付</dt>
          <dd className={styles.payAmount}>{yuan(current.payAmount)}</dd>
        </dl>
      </section>

      <section className={styles.card} aria-label="订单信息">
        <dl className={styles.facts}>
          <dt>订单编号</dt>
          <dd className={styles.orderNo}>
            <span>{current.orderNo}</span>
            <button type="button" className={styles.copy} onClick={() => void copyText(current.orderNo)}>
              复制
            </button>
          </dd>
          <dt>支付方式</dt>
          <dd>微信支付</dd>
          {times.map(([label, value]) => (
            <Fact key={label} label={label} value={timeText(value)} />
          ))}
        </dl>
      </section>

      {actions.length > 0 ? (
        <>
          <div className={styles.barSpacer} aria-hidden="true" />
          <div className={styles.bar}>
            {actions.map((action) => {
              const primary = isPrimaryOrderAction(action)
              return (
                <Button
                  key={action}
                  shape="rounded"
                  color={primary ? 'primary' : 'default'}
                  fill={primary ? 'solid' : 'none'}
                  className={primary ? styles.barPrimary : styles.barSecondary}
                  data-weight={primary ? 'primary' : 'secondary'}
                  disabled={busy || awaitingFresh}
                  loading={(busy || awaitingFresh) && primary}
                  onClick={() =>
                    ORDER_ACTION_CONFIRMS[action] ? setConfirming(action) : void perform(action)
                  }
                >
                  {ORDER_ACTION_LABELS[action]}
                </Button>
              )
            })}
          </div>
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
                if (confirming) void perform(confirming)
              },
            },
          ],
        ]}
      />
    </div>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  )
}
