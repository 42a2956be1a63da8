import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LessonOutline',
  description:
    "A course's lessons as 第N节 rows: type, duration or live status, 试看, lock, progress, 继续学习.",
  schema: () => import('./lesson-outline.schema').then((module) => module.schema),
  load: () => import('./lesson-outline'),
})
