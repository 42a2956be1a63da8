import { declareReads } from '@/runtime/data/declare'

/** What GroupPurchaseCard asks the cache for (decision 0037). */
export const reads = declareReads({
  group: {
    api: 'groupPurchase.course',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    // 参与拼团 decides on the places left, the end and whether the doctor is already in.
    fresh: true,
    description: 'The group purchase with its course, members and places left',
  },
})
