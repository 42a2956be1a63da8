import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ZoneList',
  description:
    'Enterprise zones (企业号列表, zone.items) a page at a time, each with its enterprise, follower count and 关注 / 已关注; a card opens the zone.',
  schema: () => import('./zone-list.schema').then((module) => module.schema),
  reads: () => import('./zone-list.data').then((module) => module.reads),
  load: () => import('./zone-list'),
})
