// Not the barrel: `npm run schemas` loads this file in Node, where the barrel's hooks (and the config
// they reach, which reads import.meta.env) cannot load.
import { declareReads } from '@/runtime/data/declare'

/** What LillyLiveEntry asks the cache for (decision 0037). */
export const reads = declareReads({
  live: {
    api: 'lillyLive.detail',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    description: 'The live offered with the partner, and the partner data sent back with the visit',
  },
})
