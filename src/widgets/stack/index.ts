import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Stack',
  description: 'Lays out its children in a column or a row, optionally on a white card.',
  schema: () => import('./stack.schema').then((module) => module.schema),
  load: () => import('./stack'),
  inline: true,
})
