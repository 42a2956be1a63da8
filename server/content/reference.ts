/** A row a config names by number, where it names it (server/content/references.ts). */
export interface Reference {
  readonly file: string
  readonly pointer: string
  readonly table:
    | 'lesson'
    | 'academy_course'
    | 'course_package'
    | 'offline_class'
    | 'topic'
    | 'activity'
    | 'vote_promotion'
    | 'lottery'
    | 'utask'
  readonly id: number
  /** For a lesson: the type it must have. */
  readonly lessonType?: string
  readonly what: string
  /** Where the pointer is in its file, when found where the file was read (the validation worker). */
  readonly line?: number
  readonly column?: number
}
