import { declareReads } from '@/runtime/data'

/** What UtaskPage asks the cache for (decision 0037). */
export const reads = declareReads({
  page: {
    api: 'utask.page',
    params: { name: '${props.name}' },
    requires: ['props.name'],
    description: 'The utask page’s config by name: header, intro, accent colour and its utasks',
  },
})
