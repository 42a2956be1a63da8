import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Spacer',
  description: 'Empty vertical space of a given height between two widgets.',
  schema: () => import('./spacer.schema').then((module) => module.schema),
  load: () => import('./spacer'),
  inline: true,
})
