import type { PaymentStatus } from '../format/index'

/** spec §3 enumerations: payment status; CREATE → PAID → SUCCESS, or CLOSE, AFTER, REJECT. */
export type OrderStatus = PaymentStatus

export type OrderObjectType = 'COURSE' | 'COURSE_PACKAGE' | 'OFFLINE_CLASS'

/** One line of an order (contract OrderItem). Prices in yuan. */
export interface OrderItem {
  objectId: number
  objectType: OrderObjectType
  skuId: number
  title: string
  picUrl: string
  price: number
  count: number
}

/** An order as order.detail / order.items answer it (contract Order). Times are ISO-8601. */
export interface Order {
  id: number
  orderNo: string
  status: OrderStatus
  items: OrderItem[]
  totalAmount: number
  discountAmount: number
  payAmount: number
  tradeType: 'WX_APP'
  payType: 'WX_PAY'
  createdAt: string
  paidAt: string | null
  closedAt: string | null
  refundedAt: string | null
  expireAt: string
  /**
   * order.pay would take it now (the server's word): unpaid, not expired, and the doctor does not already
   * hold every item. 去支付 shows only then.
   */
  payable: boolean
}

/** order.create's answer: the order, and whether it is the doctor's open order of these items again. */
export interface CreatedOrder extends Order {
  resumed: boolean
}

/** A coupon order.simulate offers; only usable ones can be chosen. */
export interface OrderCoupon {
  id: number
  title: string
  amount: number
  usable: boolean
  /** AVAILABLE, or HELD by another unpaid order of the doctor until it is paid, cancelled or expires. */
  status?: 'AVAILABLE' | 'HELD'
  /** Applied in this preview. */
  selected?: boolean
}

/** order.simulate's answer: the priced lines, the coupons and the totals. */
export interface OrderSimulation {
  /** The doctor's unpaid order of exactly these items, which order.create will answer again; or null. */
  openOrderId?: number | null
  items: OrderItem[]
  coupons: OrderCoupon[]
  totalAmount: number
  discountAmount: number
  payAmount: number
}

/** spec §3 order simulation payload; also the order.create body (without `initialized`). */
export interface OrderRequest {
  orderCouponRequests: { couponId: number }[]
  orderItemRequests: {
    count: number
    objectId: number | string
    /** The SKU: the object id when the item has one SKU (an integer on the wire). */
    skuId: number | string
    /** What objectId names; the server reads COURSE when it is missing. */
    objectType?: OrderObjectType
  }[]
}

/** A page of a list query (contract Page<T>). */
export interface Page<T> {
  items: T[]
  total: number
  page: number
  size: number
  hasMore: boolean
}
