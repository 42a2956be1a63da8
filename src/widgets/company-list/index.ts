import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'CompanyList',
  description: 'The third-party partner list: each company, why data is shared, which data, contact, link.',
  schema: () => import('./company-list.schema').then((module) => module.schema),
  load: () => import('./company-list'),
})
