import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LessonCard',
  description:
    'A lesson card: cover with type, live status and duration, title, lecturer, views, publish time, progress.',
  schema: () => import('./lesson-card.schema').then((module) => module.schema),
  load: () => import('./lesson-card'),
})
