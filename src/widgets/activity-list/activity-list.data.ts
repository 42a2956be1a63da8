import { declareReads } from '@/runtime/data'

/** What ActivityList asks the cache for (decision 0037). */
export const reads = declareReads({
  activities: {
    api: 'activity.items',
    params: { status: '${vars.status}', type: '${props.type}', keyword: '${props.keyword}' },
    pageSize: '${props.pageSize}',
    description: 'The activities of the open window tab (all, 进行中, 未开始, 已结束), a page at a time',
  },
})
