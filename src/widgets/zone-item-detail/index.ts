import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ZoneItemDetail',
  description:
    'One enterprise-zone item (zone.item, login): title, enterprise, reads, a video for VIDEO, the sanitized body, and 去填写 / 去参与 for forms and tasks.',
  schema: () => import('./zone-item-detail.schema').then((module) => module.schema),
  reads: () => import('./zone-item-detail.data').then((module) => module.reads),
  load: () => import('./zone-item-detail'),
})
