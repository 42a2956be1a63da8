import { makeAutoObservable } from 'mobx'

/** Where the doctor stopped in a lesson, so playback and reading resume there. */
export interface LessonPosition {
  seconds: number
  updatedAt: number
}

/** Course state kept across visits: the last lesson opened per course and positions per lesson. */
export class CourseStore {
  lastLessonByCourse: Record<string, string> = {}
  positions: Record<string, LessonPosition> = {}

  constructor() {
    makeAutoObservable(this)
  }

  rememberLesson(courseId: string, lessonId: string): void {
    this.lastLessonByCourse = { ...this.lastLessonByCourse, [courseId]: lessonId }
  }

  savePosition(lessonId: string, seconds: number, at: number = Date.now()): void {
    this.positions = { ...this.positions, [lessonId]: { seconds, updatedAt: at } }
  }

  positionOf(lessonId: string): number {
    return this.positions[lessonId]?.seconds ?? 0
  }

  clear(): void {
    this.lastLessonByCourse = {}
    this.positions = {}
  }
}

export const coursePersistedFields = ['lastLessonByCourse', 'positions'] as const
