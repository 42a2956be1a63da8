import { declareReads } from '@/runtime/data'

/** What OrderDetail asks the cache for (decision 0037). */
export const reads = declareReads({
  order: {
    api: 'order.detail',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    // 去支付 / 申请退款 decide on it: back from the cashier the bar waits for the order's fresh status.
    fresh: true,
    description: 'The order shown, its status and whether it can be paid',
  },
})
