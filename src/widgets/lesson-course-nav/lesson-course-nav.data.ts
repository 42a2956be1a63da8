// Not the barrel: `npm run schemas` loads this file in Node, where the barrel's hooks (and the config
// they reach, which reads import.meta.env) cannot load.
import { declareReads } from '@/runtime/data/declare'

/** What LessonCourseNav asks the cache for (decision 0037). */
export const reads = declareReads({
  course: {
    api: 'course.detail',
    // Not a view of the course: the lesson screen only shows its outline.
    params: { id: '${props.courseId}', countView: false },
    requires: ['props.courseId'],
    quiet: true,
    description: "The lesson's course: its name and lessons, and whether the doctor owns it (purchased)",
  },
})
