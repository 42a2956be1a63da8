import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'UtaskPage',
  description:
    'A utask page config by name (utask.page: /utask-petersonslab, /utask-{name}, /other): banner, intro and its utask cards in the page theme.',
  schema: () => import('./utask-page.schema').then((module) => module.schema),
  reads: () => import('./utask-page.data').then((module) => module.reads),
  load: () => import('./utask-page'),
})
