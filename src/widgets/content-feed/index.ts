import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ContentFeed',
  description:
    'An endless list of courses, lessons, lives, short videos, favorites, records, packages or classes, with pull-down refresh.',
  schema: () => import('./content-feed.schema').then((module) => module.schema),
  load: () => import('./content-feed'),
})
