import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ShortVideoFeed',
  description:
    'Full-screen vertical short videos: swipe up for the next, the one in view plays, with like, comment, favorite and 合集.',
  schema: () => import('./short-video-feed.schema').then((module) => module.schema),
  reads: () => import('./short-video-feed.data').then((module) => module.reads),
  load: () => import('./short-video-feed'),
})
