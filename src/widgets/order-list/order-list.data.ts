import { declareReads } from '@/runtime/data'

/** What OrderList asks the cache for (decision 0037). */
export const reads = declareReads({
  orders: {
    api: 'order.items',
    // The open tab's status (empty: 全部) is the doctor's choice while the list shows.
    params: { status: '${vars.status}' },
    pageSize: '${props.pageSize}',
    // 去支付 decides on it: back from the cashier the list waits for the orders' fresh status.
    fresh: true,
    description: "The doctor's orders of the open tab, a page at a time",
  },
})
