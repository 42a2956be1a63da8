import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Card',
  description: 'A white rounded container with an optional title, subtitle and extra text over its children.',
  schema: () => import('./card.schema').then((module) => module.schema),
  load: () => import('./card'),
})
