import { declareReads } from '@/runtime/data/declare'

/** What ScholarshipHome asks the cache for (decision 0037). */
export const reads = declareReads({
  home: {
    api: 'scholarship.home',
    // A /user/ read: a visitor is offered the login instead.
    requires: ['session.signedIn'],
    // 领取 and 兑换 decide on the balance, the tasks' states and the stock: after a return they wait for it.
    fresh: true,
    description: "The doctor's 麦豆 balance and totals, the day's tasks and the exchange shelf",
  },
})
