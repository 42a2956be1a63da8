import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '@/runtime/api'
import { useRead, useWrite } from '@/runtime/data'
import { yuan } from '@/runtime/format'
import { type CreatedOrder, type OrderRequest, type OrderSimulation, payOrder } from '@/runtime/order'
import { useRuntime } from '@/runtime/render'
import { Popup } from '@/runtime/ui'
import { reads } from './purchase-bar.data'
import styles from './purchase-bar.module.css'

export interface OrderLine {
  objectId: number | string
  objectType: 'COURSE' | 'COURSE_PACKAGE' | 'OFFLINE_CLASS'
  /** The SKU: the object id for a single-SKU item, the group purchase id for 拼团. */
  skuId: number | string
  /** What the sheet says it is buying before the simulation answers. */
  title: string
  picUrl: string
  /** 拼团 or 立即购买: the sheet's heading tag. */
  label: string
}

function itemRequests(line: OrderLine): OrderRequest['orderItemRequests'] {
  return [{ count: 1, objectId: line.objectId, skuId: line.skuId, objectType: line.objectType }]
}

function couponRequests(couponId: number | null): OrderRequest['orderCouponRequests'] {
  return couponId === null ? [] : [{ couponId }]
}

/** A coupon the server marks as applied (optional `selected`), else none. */
function appliedCoupon(simulation: OrderSimulation): number | null {
  const coupons = Array.isArray(simulation.coupons) ? simulation.coupons : []
  const applied = coupons.find(
    (coupon) => (coupon as { selected?: unknown }).selected === true && coupon.usable,
  )
  return applied ? applied.id : null
}

/**
 * A refusal the server gave for this purchase (已购买该课程, 该商品已有待支付订单…): the doctor reads it in the
 * sheet itself, whatever overlay is up, and the screen behind refreshes to the state it came from.
 */
function refusalOf(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : null
}

/**
 * The confirm-order sheet: order.simulate (on open `initialized: false`: the server picks the best
 * usable coupon; again with the chosen coupon and `initialized: true`: exactly that coupon), the lines, the
 * coupons (usable ones selectable), the totals, then 提交订单 → order.create → order.pay → the payment page.
 * The doctor's unpaid order of the same item is resumed (the server's one open order per item): the sheet
 * says so and pays that order. The preview is the client cache's (decision 0037).
 */
export function OrderSheet({ line, onClose }: { line: OrderLine | null; onClose: () => void }) {
  const { data, navigator } = useRuntime()
  // undefined: the server picks (the first preview); null: no coupon; a number: that coupon.
  const [couponChoice, setCouponChoice] = useState<number | null | undefined>(undefined)
  const [submitting, setSubmitting] = useState(false)
  const create = useWrite('order.create')

  useEffect(() => {
    if (line) setCouponChoice(undefined)
  }, [line])

  const preview = useRead<OrderSimulation>(reads.simulation, {
    vars: {
      items: line ? itemRequests(line) : undefined,
      coupons: couponRequests(couponChoice ?? null),
      initialized: couponChoice !== undefined,
    },
    enabled: line !== null,
  })
  const { answer } = preview
  const refusal = answer.status === 'error' || answer.status === 'missing' ? refusalOf(answer.error) : null

  // A refusal means the screen behind is out of date (bought meanwhile, an order elsewhere): refresh it,
  // once per opening (the refresh asks this preview again, which is refused again).
  const refreshed = useRef<OrderLine | null>(null)
  useEffect(() => {
    if (!refusal || !line || refreshed.current === line) return
    refreshed.current = line
    void data.refresh(['purchase', 'order'])
  }, [refusal, line, data])

  // Restored from the back-forward cache after leaving for the cashier: this sheet is history.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      setSubmitting(false)
      onClose()
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [onClose])

  const ready = answer.status === 'ready' ? answer.data : null
  const load = ready
    ? ({ status: 'ready', simulation: ready, couponId: appliedCoupon(ready) } as const)
    : answer.status === 'loading'
      ? ({ status: 'loading' } as const)
      : ({ status: 'error' } as const)
  const resuming = typeof ready?.openOrderId === 'number'

  const submit = async () => {
    if (!line || load.status !== 'ready' || submitting) return
    setSubmitting(true)
    let order: CreatedOrder
    try {
      order = await create.write<CreatedOrder>({
        orderItemRequests: itemRequests(line),
        orderCouponRequests: couponRequests(load.couponId),
      })
    } catch (error) {
      // e.g. academy.course.purchased: the API client has shown it; the screen behind refreshes.
      setSubmitting(false)
      if (refusalOf(error)) {
        void data.refresh(['purchase', 'order'])
        onClose()
      }
      return
    }
    try {
      if (await payOrder({ data, navigator }, order.id)) return
    } catch {
      // Toasted; the order stays unpaid and can be paid from its detail screen.
    }
    setSubmitting(false)
    onClose()
    navigator.navigate({ to: 'orderDetail', query: { id: order.id } })
  }

  const simulation = load.status === 'ready' ? load.simulation : null
  const coupons = simulation && Array.isArray(simulation.coupons) ? simulation.coupons : []
  const items = simulation && Array.isArray(simulation.items) ? simulation.items : []

  return (
    <Popup
      visible={line !== null}
      onMaskClick={() => (submitting ? undefined : onClose())}
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <header className={styles.sheetHeader}>
        <h2 className={styles.sheetTitle}>确认订单</h2>
        <button type="button" className={styles.sheetClose} aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </header>

      <div className={styles.sheetBody}>
        {load.status === 'loading' ? (
          <div role="status" aria-busy="true" aria-label="正在计算价格">
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={4} animated />
          </div>
        ) : null}

        {load.status === 'error' && refusal ? (
          <div className={styles.sheetError} role="alert">
            <p>{refusal}</p>
            <Button size="small" shape="rounded" fill="outline" color="primary" onClick={onClose}>
              知道了
            </Button>
          </div>
        ) : null}

        {load.status === 'error' && !refusal ? (
          <div className={styles.sheetError}>
            <p>价格计算失败，请稍后重试</p>
            <Button size="small" shape="rounded" fill="outline" color="primary" onClick={preview.reload}>
              重新计算
            </Button>
          </div>
        ) : null}

        {resuming ? (
          <p className={styles.resumeNote} role="note">
            你有该课程的待支付订单，提交后将继续支付该订单
          </p>
        ) : null}

        {simulation ? (
          <>
            <ul className={styles.lines}>
              {(items.length > 0
                ? items
                : [
                    {
                      objectId: line?.objectId ?? 0,
                      title: line?.title ?? '',
                      picUrl: line?.picUrl ?? '',
                      price: simulation.totalAmount,
                      count: 1,
                      skuId: line?.skuId ?? '',
                    },
                  ]
              ).map((item) => (
                <li key={`${item.objectId}-${item.skuId}`} className={styles.line}>
                  {item.picUrl ? (
                    <img className={styles.lineCover} src={item.picUrl} alt="" />
                  ) : (
                    <span className={styles.lineCover} aria-hidden="true" />
                  )}
                  <div className={styles.lineText}>
                    <p className={styles.lineTitle}>
                      {line?.label ? <span className={styles.lineTag}>{line.label}</span> : null}
                      {item.title}
                    </p>
                    <p className={styles.linePrice}>
                      {yuan(item.price)} <span>× {item.count}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>

            <section className={styles.coupons} aria-label="优惠券">
              <h3 className={styles.sectionTitle}>优惠券</h3>
              {coupons.length === 0 ? (
                <p className={styles.noCoupon}>暂无可用优惠券</p>
              ) : (
                <div role="radiogroup" aria-label="选择优惠券" className={styles.couponList}>
                  {[{ id: null, title: '不使用优惠券', amount: 0, usable: true }, ...coupons].map(
                    (coupon) => {
                      const chosen = load.status === 'ready' && load.couponId === coupon.id
                      return (
                        <label
                          key={coupon.id ?? 'none'}
                          className={`${styles.coupon} ${chosen ? styles.couponOn : ''} ${
                            !coupon.usable || submitting ? styles.couponDisabled : ''
                          }`}
                        >
                          <input
                            type="radio"
                            name="order-coupon"
                            className={styles.couponRadio}
                            checked={chosen}
                            disabled={!coupon.usable || submitting || resuming}
                            onChange={() => {
                              if (!chosen) setCouponChoice(coupon.id)
                            }}
                          />
                          <span className={styles.couponTitle}>{coupon.title}</span>
                          {coupon.id === null ? null : coupon.usable ? (
                            <span className={styles.couponAmount}>-{yuan(coupon.amount)}</span>
                          ) : (
                            <span className={styles.couponUnusable}>不可用</span>
                          )}
                          <span className={styles.check} aria-hidden="true" />
                        </label>
                      )
                    },
                  )}
                </div>
              )}
            </section>

            <dl className={styles.totals}>
              <dt>商品金额</dt>
              <dd>{yuan(simulation.totalAmount)}</dd>
              <dt>优惠</dt>
              {/* No discount is said plainly, not in the price red. */}
              {simulation.discountAmount > 0 ? (
                <dd className={styles.discount}>-{yuan(simulation.discountAmount)}</dd>
              ) : (
                <dd>{yuan(0)}</dd>
              )}
            </dl>
          </>
        ) : null}
      </div>

      <footer className={styles.sheetFooter}>
        <p className={styles.payable}>
          实付 <strong>{simulation ? yuan(simulation.payAmount) : '—'}</strong>
        </p>
        <Button
          color="primary"
          shape="rounded"
          className={styles.submit}
          disabled={!simulation}
          loading={submitting}
          onClick={() => void submit()}
        >
          提交订单
        </Button>
      </footer>
    </Popup>
  )
}
