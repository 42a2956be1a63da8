import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ZoneSearch',
  description:
    'Searches enterprise-zone items (zone.search) as the doctor types, 300 ms after the last key; a result opens its detail, form or task.',
  schema: () => import('./zone-search.schema').then((module) => module.schema),
  reads: () => import('./zone-search.data').then((module) => module.reads),
  load: () => import('./zone-search'),
})
