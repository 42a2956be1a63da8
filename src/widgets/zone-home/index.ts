import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ZoneHome',
  description:
    '企业专区 home (zone.home, login): search entry, the zones the doctor follows, the latest items of those zones, and recommended zones with 关注.',
  schema: () => import('./zone-home.schema').then((module) => module.schema),
  reads: () => import('./zone-home.data').then((module) => module.reads),
  load: () => import('./zone-home'),
})
