import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LivePlayer',
  description:
    'A live lesson by status: countdown before it starts, the HLS stream with viewers and likes, the replay after.',
  schema: () => import('./live-player.schema').then((module) => module.schema),
  reads: () => import('./live-player.data').then((module) => module.reads),
  load: () => import('./live-player'),
})
