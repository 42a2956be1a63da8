import { declareReads } from '@/runtime/data/declare'

/** What ZoneList asks the cache for (decision 0037). */
export const reads = declareReads({
  zones: {
    api: 'zone.items',
    params: { keyword: '${props.keyword}' },
    pageSize: '${props.pageSize}',
    description:
      'Zones in the operator order (those matching the keyword), with whether the doctor follows each',
  },
})
