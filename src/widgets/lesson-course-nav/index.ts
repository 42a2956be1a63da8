import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LessonCourseNav',
  description:
    "A lesson's course on its screen: the course's name (opens it), its lessons (current marked, locked " +
    'as the course page shows them), 下一节, and the countdown to the next lesson when a video ends.',
  schema: () => import('./lesson-course-nav.schema').then((module) => module.schema),
  reads: () => import('./lesson-course-nav.data').then((module) => module.reads),
  load: () => import('./lesson-course-nav'),
})
