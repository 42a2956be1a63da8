import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LessonMeta',
  description: 'Compact lesson header: title, lecturer, published, views, duration, 所属课程 link.',
  schema: () => import('./lesson-meta.schema').then((module) => module.schema),
  load: () => import('./lesson-meta'),
})
