import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'DurationActivity',
  description:
    'A study-duration activity (activity.duration): minutes studied vs the target, check-in days with 打卡, the reward and its claim, 去学习, and the window messages.',
  schema: () => import('./duration-activity.schema').then((module) => module.schema),
  reads: () => import('./duration-activity.data').then((module) => module.reads),
  load: () => import('./duration-activity'),
})
