import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'SprintHome',
  description:
    '学习冲刺月 home: my minutes, days, rank and target, today’s goal, the countdown to month end, the top three, rules, join.',
  schema: () => import('./sprint-home.schema').then((module) => module.schema),
  reads: () => import('./sprint-home.data').then((module) => module.reads),
  load: () => import('./sprint-home'),
})
