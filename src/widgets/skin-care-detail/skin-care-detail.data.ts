import { declareReads } from '@/runtime/data/declare'

/** What SkinCareDetail asks the cache for (decision 0037). */
export const reads = declareReads({
  article: {
    api: 'skinCare.detail',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    description: 'The skin-care article with its body',
  },
})
