import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ZoneDetail',
  description:
    'One enterprise zone (zone.detail): banner, enterprise, 关注 / 已关注, introduction, and its items by type tabs (zone.contents); an item opens its detail, form or task.',
  schema: () => import('./zone-detail.schema').then((module) => module.schema),
  load: () => import('./zone-detail'),
})
