import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'CommentThread',
  description:
    'Comments of an article, video or live: paged list, likes, nested replies, delete own, composer; guests see a login prompt.',
  schema: () => import('./comment-thread.schema').then((module) => module.schema),
  reads: () => import('./comment-thread.data').then((module) => module.reads),
  load: () => import('./comment-thread'),
})
