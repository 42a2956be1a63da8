import { declareReads } from '@/runtime/data'

/** What VideoPlayer asks the cache for (decision 0037). */
export const reads = declareReads({
  savedProgress: {
    api: 'course.progress',
    params: { id: '${props.lessonId}' },
    requires: ['session.signedIn', 'props.lessonId'],
    // Where to resume decides the first seek: after a return it waits for the fresh answer.
    fresh: true,
    quiet: true,
    silent: true,
    description: "The doctor's saved place in the lesson: where playback resumes",
  },
})
