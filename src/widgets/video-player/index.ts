import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'VideoPlayer',
  description:
    'A lesson video (16:9) with its own auto-hiding controls, resume from the last position, progress saving (only after it played) and a locked cover.',
  schema: () => import('./video-player.schema').then((module) => module.schema),
  reads: () => import('./video-player.data').then((module) => module.reads),
  load: () => import('./video-player'),
})
