import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'VideoPlayer',
  description:
    'A lesson video (16:9) with its own auto-hiding controls, resume from the last position, progress saving and a locked cover.',
  schema: () => import('./video-player.schema').then((module) => module.schema),
  load: () => import('./video-player'),
})
