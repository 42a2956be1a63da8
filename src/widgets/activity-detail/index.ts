import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ActivityDetail',
  description:
    'An activity (activity.detail): banner, time window (活动还未开始 / 进行中 / 活动已经结束), the CDN page text and variable content, 报名 / 预约 by status, my sign tickets, lottery / vote / certificate entries, share.',
  schema: () => import('./activity-detail.schema').then((module) => module.schema),
  reads: () => import('./activity-detail.data').then((module) => module.reads),
  load: () => import('./activity-detail'),
})
