import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'VoteBoard',
  description:
    'The entries of a vote campaign: region tabs, search, 按编号 / 按排名, a 2-column grid or a ranked list, 投票 on each.',
  schema: () => import('./vote-board.schema').then((module) => module.schema),
  reads: () => import('./vote-board.data').then((module) => module.reads),
  load: () => import('./vote-board'),
})
