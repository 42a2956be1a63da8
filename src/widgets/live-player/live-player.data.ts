import { declareReads } from '@/runtime/data'

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
