/**
 * The doctor's study state in a course, as the server answers it on every course (`study`, decision
 * 0038): null without a doctor.
 */
export interface CourseStudy {
  state: 'NOT_STARTED' | 'IN_PROGRESS' | 'FINISHED'
  /** 1-based place of the lesson studied last in the course's order; null when not started. */
  lessonIndex: number | null
  lessonId: number | null
}

export interface StudyLabel {
  state: CourseStudy['state']
  /** The button: 开始学习, 继续学习 第N节, 已学完. */
  action: string
  /** The line by the lessons: 从第1节开始学习, 上次学到：第N节. */
  hint: string
  /** The lesson the button opens; null: the first. */
  lessonId: number | null
}

/**
 * One label for a course's study state on every screen (issue 27: 开始学习 → 继续学习 第N节 → 已学完), from
 * the server's `study`, so a card, the lesson list and the purchase bar never disagree (never 从第1节开始学习
 * beside 继续学习). A missing `study` (a guest) reads as not started.
 */
export function studyLabel(study: CourseStudy | null | undefined): StudyLabel {
  const index = typeof study?.lessonIndex === 'number' && study.lessonIndex > 0 ? study.lessonIndex : null
  const lessonId = study?.lessonId ?? null
  const last = index === null ? '' : `上次学到：第${index}节`
  switch (study?.state) {
    case 'IN_PROGRESS':
      return {
        state: 'IN_PROGRESS',
        action: index === null ? '继续学习' : `继续学习 第${index}节`,
        hint: last,
        lessonId,
      }
    case 'FINISHED':
      return { state: 'FINISHED', action: '已学完', hint: last, lessonId }
    default:
      return { state: 'NOT_STARTED', action: '开始学习', hint: '从第1节开始学习', lessonId: null }
  }
}
