import { declareReads } from '@/runtime/data'

/** What ConsentDocument asks the cache for (decision 0037). */
export const reads = declareReads({
  document: {
    api: 'consent.content',
    params: { id: '${props.id}', type: '${props.type}' },
    description: 'The informed-consent document shown: by id, else the current one of its type',
  },
})
