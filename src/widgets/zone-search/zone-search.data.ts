import { declareReads } from '@/runtime/data/declare'

/** What ZoneSearch asks the cache for (decision 0037). */
export const reads = declareReads({
  results: {
    api: 'zone.search',
    params: { keyword: '${vars.keyword}' },
    // An empty box shows a hint, not a search.
    requires: ['vars.keyword'],
    pageSize: '${props.pageSize}',
    description: 'Items of online zones matching the keyword typed, a page at a time',
  },
})
