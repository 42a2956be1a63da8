// Not the barrel: `npm run schemas` loads this file in Node, where the barrel's hooks (and the config
// they reach, which reads import.meta.env) cannot load.
import { declareReads } from '@/runtime/data/declare'

/** What LivePlayer asks the cache for (decision 0037). */
export const reads = declareReads({
  live: {
    api: 'live.detail',
    // A string, as the page's `${query.id}` gives it: the same cached answer as the page's live.
    params: { id: '${props.id}' },
    requires: ['props.id'],
    quiet: true,
    description: 'The live asked again once its start time has passed (or on 刷新), until the stream is on',
  },
})
