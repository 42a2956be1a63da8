import { declareReads } from '@/runtime/data'

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
