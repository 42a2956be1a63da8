import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ImageGallery',
  description: 'A full-screen image viewer over a thumbnail grid; images come from a list or a query string.',
  schema: () => import('./image-gallery.schema').then((module) => module.schema),
  load: () => import('./image-gallery'),
})
