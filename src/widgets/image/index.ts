import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'Image',
  description:
    'A picture in a frame of fixed aspect ratio (cover or contain, rounded corners), its resize variants, the default picture when it is missing or broken; optionally tappable.',
  schema: () => import('./image.schema').then((module) => module.schema),
  load: () => import('./image'),
})
