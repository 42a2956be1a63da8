import { declareReads } from '@/runtime/data'

/** What UtaskList asks the cache for (decision 0037). */
export const reads = declareReads({
  tasks: {
    api: 'utask.items',
    params: { status: '${vars.status}', type: '${props.type}' },
    pageSize: '${props.pageSize}',
    description:
      'The utasks of the open status tab (spec §3 codes: 0 进行中, 1 即将开始, 2 已结束), a page at a time',
  },
})
