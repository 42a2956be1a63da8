import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'SprintRank',
  description:
    '学习冲刺月 ranking: rows with rank, avatar, minutes and days, paged, with my row pinned at the bottom.',
  schema: () => import('./sprint-rank.schema').then((module) => module.schema),
  reads: () => import('./sprint-rank.data').then((module) => module.reads),
  load: () => import('./sprint-rank'),
})
