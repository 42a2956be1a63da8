import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ActivityList',
  description:
    'Activities (activity.items) with window tags 未开始 / 进行中 / 已结束, optional status tabs, a page at a time; a card opens the activity.',
  schema: () => import('./activity-list.schema').then((module) => module.schema),
  reads: () => import('./activity-list.data').then((module) => module.reads),
  load: () => import('./activity-list'),
})
