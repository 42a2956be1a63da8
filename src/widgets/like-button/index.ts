import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LikeButton',
  description: 'A like toggle with its count for an article, video, live or other content.',
  schema: () => import('./like-button.schema').then((module) => module.schema),
  load: () => import('./like-button'),
})
