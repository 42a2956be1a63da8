import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'VoteBar',
  description: "A sticky bottom bar for a vote entry's page: title, 编号, 当前票数 and 投票.",
  schema: () => import('./vote-bar.schema').then((module) => module.schema),
  reads: () => import('./vote-bar.data').then((module) => module.reads),
  load: () => import('./vote-bar'),
})
