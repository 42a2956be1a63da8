import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Video',
  description:
    'A plain video block (an MP4 or HLS address, poster, controls; autoplay muted), not the lesson player.',
  schema: () => import('./video.schema').then((module) => module.schema),
  load: () => import('./video'),
})
