import { declareReads } from '@/runtime/data/declare'

/** What NoteList asks the cache for (decision 0037). Notes are the doctor's own: guests ask nothing. */
export const reads = declareReads({
  notes: {
    api: 'note.items',
    params: { courseId: '${props.courseId}', lessonId: '${props.lessonId}' },
    pageSize: '${props.pageSize}',
    requires: ['session.signedIn'],
    description: "The doctor's notes of the course or lesson, newest first, a page at a time",
  },
})
