import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Tabs',
  description: 'A tab bar with one pane per tab (slots by key), optionally sticky and kept in the address.',
  schema: () => import('./tabs.schema').then((module) => module.schema),
  load: () => import('./tabs'),
})
