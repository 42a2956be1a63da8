import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'SectionHeader',
  description: 'A section title with an optional subtitle and a 更多 link.',
  schema: () => import('./section-header.schema').then((module) => module.schema),
  load: () => import('./section-header'),
})
