import { declareReads } from '@/runtime/data'

/** What PurchaseBar's order sheet asks the cache for (decision 0037). */
export const reads = declareReads({
  simulation: {
    // A price preview sent as a POST (it changes nothing): the lines, the doctor's coupons, the totals,
    // and the open order order.create would answer again. The coupon chosen is the doctor's choice.
    api: 'order.simulate',
    params: {
      orderItemRequests: '${vars.items}',
      orderCouponRequests: '${vars.coupons}',
      initialized: '${vars.initialized}',
    },
    requires: ['vars.items', 'session.signedIn'],
    // The sheet says why a preview failed (a refusal, or 价格计算失败 with 重新计算): no toast repeating it.
    silent: true,
    description: 'What the order will charge, with the coupons it may use',
  },
})
