import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useCallback, useEffect, useRef, useState } from 'react'
import { yuan } from '@/runtime/format'
import { type Order, type OrderRequest, type OrderSimulation, payOrder } from '@/runtime/order'
import { useRuntime } from '@/runtime/render'
import { Popup } from '@/runtime/ui'
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

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; simulation: OrderSimulation; couponId: number | null }

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
 * The confirm-order sheet: order.simulate (on open `initialized: false`: the server picks the best
 * usable coupon; again with the chosen coupon and `initialized: true`: exactly that coupon), the lines, the coupons (usable ones selectable), the totals, then 提交订单 →
 * order.create → order.pay → the payment page.
 */
export function OrderSheet({ line, onClose }: { line: OrderLine | null; onClose: () => void }) {
  const { api, navigator } = useRuntime()
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [submitting, setSubmitting] = useState(false)
  const request = useRef(0)

  const simulate = useCallback(
    async (target: OrderLine, couponId: number | null, initialized: boolean) => {
      const current = ++request.current
      setLoad((previous) => (previous.status === 'ready' && initialized ? previous : { status: 'loading' }))
      try {
        const simulation = await api.call<OrderSimulation>('order.simulate', {
          orderCouponRequests: couponRequests(couponId),
          orderItemRequests: itemRequests(target),
          initialized,
        })
        if (current !== request.current) return
        setLoad({
          status: 'ready',
          simulation,
          couponId: appliedCoupon(simulation),
        })
      } catch {
        // The API client has shown why; the sheet offers a retry.
        if (current === request.current) setLoad({ status: 'error' })
      }
    },
    [api],
  )

  useEffect(() => {
    if (line) void simulate(line, null, false)
    return () => {
      request.current++
    }
  }, [line, simulate])

  const submit = async () => {
    if (!line || load.status !== 'ready' || submitting) return
    setSubmitting(true)
    let order: Order
    try {
      order = await api.call<Order>('order.create', {
        orderItemRequests: itemRequests(line),
        orderCouponRequests: couponRequests(load.couponId),
      })
    } catch {
      // e.g. academy.course.purchased: toasted by the API client.
      setSubmitting(false)
      return
    }
    try {
      if (await payOrder({ api, navigator }, order.id)) return
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

        {load.status === 'error' ? (
          <div className={styles.sheetError}>
            <p>价格计算失败，请稍后重试</p>
            <Button
              size="small"
              shape="rounded"
              fill="outline"
              color="primary"
              onClick={() => {
                if (line) void simulate(line, null, false)
              }}
            >
              重新计算
            </Button>
          </div>
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
                            disabled={!coupon.usable || submitting}
                            onChange={() => {
                              if (line && !chosen) void simulate(line, coupon.id, true)
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
