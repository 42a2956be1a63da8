import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'SprintResult',
  description:
    '学习冲刺月 result card (minutes, lessons, rank, percentile, badge) of targetDermaId; `share` mode is the public share page with 我也要参加.',
  schema: () => import('./sprint-result.schema').then((module) => module.schema),
  reads: () => import('./sprint-result.data').then((module) => module.reads),
  load: () => import('./sprint-result'),
})
