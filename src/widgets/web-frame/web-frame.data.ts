import { declareReads } from '@/runtime/data'

/** What WebFrame asks the cache for (decision 0037). */
export const reads = declareReads({
  reachability: {
    api: 'web.reachability',
    params: { url: '${props.url}' },
    requires: ['props.url'],
    quiet: true,
    silent: true,
    refreshing: true,
    description: "Whether the server reaches the page's host (decides 网页无法打开)",
  },
})
