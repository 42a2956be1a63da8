import { declareReads } from '@/runtime/data'

/** What LillyLiveEntry asks the cache for (decision 0037). */
export const reads = declareReads({
  live: {
    api: 'lillyLive.detail',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    description: 'The live offered with the partner, and the partner data sent back with the visit',
  },
})
