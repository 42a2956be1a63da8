import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'CompanyList',
  description: 'The third-party partner list: each company, why data is shared, which data, contact, link.',
  schema: () => import('./company-list.schema').then((module) => module.schema),
  reads: () => import('./company-list.data').then((module) => module.reads),
  load: () => import('./company-list'),
})
