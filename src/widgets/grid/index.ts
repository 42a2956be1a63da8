import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Grid',
  description: 'Lays out its children in 2 to 5 equal columns, one child a cell (icon entries, cards).',
  schema: () => import('./grid.schema').then((module) => module.schema),
  load: () => import('./grid'),
  inline: true,
})
