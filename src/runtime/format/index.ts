export {
  ACTIVITY_ENDED_TEXT,
  ACTIVITY_NOT_STARTED_TEXT,
  ACTIVITY_PHASE_LABELS,
  type ActivityPhase,
  activityPhase,
  activityTimeRange,
  activityWindowMessage,
} from './activity-window'
export { clock, setClock } from './clock'
export { countdownText } from './countdown'
export { IMAGE_WIDTHS, type ImageWidth, imageSrcSet, imageVariant } from './image-variant'
export {
  LIKE_LABEL,
  LIVE_STATUS_LABELS,
  type LiveStatus,
  liveStatusLabel,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  paymentStatusLabel,
} from './labels'
export {
  clockTime,
  LESSON_TYPE_LABELS,
  type LessonType,
  lessonTypeLabel,
  timeLeft,
  yuan,
} from './learning'
export { breakLines } from './line-break'
export { formatInYear, formatLocalDate, readDate } from './local-date'
export { bigNumber, isNumericString, type SoldCountItem, sumSoldCount, truncateDecimal } from './numbers'
export { type RelativeTimeOptions, relativeTime } from './relative-time'
export { desensitize, isImageUrl, TEXT_INPUT_MAX_LENGTH } from './text'
