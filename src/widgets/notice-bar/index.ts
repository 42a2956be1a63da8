import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'NoticeBar',
  description:
    'A one-line notice with a speaker icon; text too long for the line scrolls (wraps instead under reduced motion); optionally closeable and tappable.',
  schema: () => import('./notice-bar.schema').then((module) => module.schema),
  load: () => import('./notice-bar'),
})
