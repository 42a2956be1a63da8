import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ZoneDetail',
  description:
    'One enterprise zone (zone.detail): banner, enterprise, 关注 / 已关注, and the tabs 首页 (introduction, every item) / 活动 / 产品兑换 / 产品介绍 (zone.contents by section); an item opens its detail, form or task.',
  schema: () => import('./zone-detail.schema').then((module) => module.schema),
  reads: () => import('./zone-detail.data').then((module) => module.reads),
  load: () => import('./zone-detail'),
})
