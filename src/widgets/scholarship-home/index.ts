import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ScholarshipHome',
  description:
    '奖学金: the 麦豆 balance, today’s earnings, daily tasks with 领取, the exchange shelf and the link to 收支明细.',
  schema: () => import('./scholarship-home.schema').then((module) => module.schema),
  reads: () => import('./scholarship-home.data').then((module) => module.reads),
  load: () => import('./scholarship-home'),
})
