export type { PricedItem, SalesState, ShownPrice } from './card-format'
export {
  dateRange,
  lecturerLine,
  monthDay,
  monthDayTime,
  originalPriceLabel,
  packageCourseCount,
  packageSoldCount,
  priceLabel,
  progressPercent,
  REGISTRATION_LABELS,
  registrationLabel,
  salesState,
  shownPrice,
  soldLabel,
  sourceTypeLabel,
} from './card-format'
export type { CardLayout } from './card-parts'
export { CardSkeleton } from './card-skeleton'
export type { CardJump } from './card-targets'
export {
  contentJump,
  courseJump,
  favoriteJump,
  lessonJump,
  offlineClassJump,
  packageJump,
  shortVideoJump,
} from './card-targets'
export type { CourseCardViewProps, PackageCardViewProps } from './course-card-view'
export { CourseCardView, PackageCardView } from './course-card-view'
export { CourseLinkRow } from './course-link-row'
export type { LessonCardViewProps } from './lesson-card-view'
export { LessonCardView, StudyingCardView } from './lesson-card-view'
export type { CourseAccess, NextLesson, OrderedLesson } from './lesson-order'
export {
  AUTO_ADVANCE_SECONDS,
  LOCKED_LESSON_TEXT,
  lessonKey,
  lessonOpens,
  lessonQuery,
  lessonRoute,
  nextLesson,
} from './lesson-order'
export { LessonLockIcon } from './lock-icon'
export { ContentCardView, FavoriteCardView, OfflineClassCardView, ShortVideoCardView } from './other-cards'
export type { CourseStudy, StudyLabel } from './study-label'
export { studyLabel } from './study-label'
export type {
  BannerItem,
  ContentCard,
  CoursePackage,
  CourseSummary,
  CourseType,
  FavoriteItem,
  Lecturer,
  LessonProgress,
  LessonSummary,
  LessonType,
  LiveStatus,
  OfflineClass,
  RegistrationStatus,
  ShortVideo,
  StudyingItem,
} from './types'
