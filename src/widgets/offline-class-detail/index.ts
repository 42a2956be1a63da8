import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'OfflineClassDetail',
  description:
    'An offline training camp: time, place, places, faculty, programme, and 立即报名 (offlineClass.apply).',
  schema: () => import('./offline-class-detail.schema').then((module) => module.schema),
  load: () => import('./offline-class-detail'),
})
