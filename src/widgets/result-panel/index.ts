import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ResultPanel',
  description: 'An outcome screen: illustration, headline, description and up to two buttons.',
  schema: () => import('./result-panel.schema').then((module) => module.schema),
  load: () => import('./result-panel'),
})
