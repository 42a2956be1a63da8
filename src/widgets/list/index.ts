import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'List',
  description:
    'Repeats its template (slots.item, else its children) once per item of an endpoint’s pages or a bound array, loading more on scroll.',
  schema: () => import('./list.schema').then((module) => module.schema),
  load: () => import('./list'),
  template: 'item',
})
