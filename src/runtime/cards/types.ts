import type { CourseStudy } from './study-label'

/**
 * The learning content the cards show, as the API contract of issue 4 answers it (JSON field names
 * exactly as there). Fields a card can live without are optional, so a partial answer still renders.
 */
export interface Lecturer {
  id?: number
  name: string
  /** 职称, e.g. 主任医师. */
  title?: string
  hospital?: string
  avatarUrl?: string
}

export type CourseType = 'ARTICLE' | 'VIDEO' | 'LIVE'
export type LessonType = 'ARTICLE' | 'VIDEO' | 'LIVE' | 'SHORT_VIDEO'
export type LiveStatus = 'COMING' | 'STREAMING' | 'OVER'

export interface CourseSummary {
  id: number
  title: string
  subtitle?: string
  bigPicUrl?: string
  courseType?: CourseType
  kind?: 'REGULAR' | 'SHORT_VIDEO'
  category?: string
  tags?: string[]
  lecturer?: Lecturer | null
  lessonCount?: number
  viewCount?: number
  soldCount?: number
  /** Yuan, 2 decimals; 0 is free. The list price: cards show payPrice. */
  price?: number
  originalPrice?: number
  /** What the order charges today (限时优惠 included): the price every card and detail shows. */
  payPrice?: number
  /** The limited-time price's label (限时优惠), null without one. */
  discountLabel?: string | null
  /** The doctor's study state (null without a doctor): the one study label. */
  study?: CourseStudy | null
  salesStartTime?: string | null
  salesEndTime?: string | null
  status?: 'ACTIVE' | 'INACTIVE'
  advanced?: boolean
  createdAt?: string
}

/** The user's place in a lesson (studying.items); vod.userItems may send a percentage instead. */
export interface LessonProgress {
  seconds: number
  duration: number
  finished: boolean
  /** The completion every screen shows: the furthest reached (the server's; never falls). */
  percent?: number
  updatedAt?: string
}

export interface LessonSummary {
  id: number
  courseId?: number | null
  title: string
  lessonType: LessonType
  bigPicUrl?: string
  /** Seconds. */
  duration?: number | null
  freePreview?: boolean
  viewCount?: number
  likeCount?: number
  commentCount?: number
  lecturer?: Lecturer | null
  publishedAt?: string
  liveStatus?: LiveStatus | null
  liveStartTime?: string | null
  /** The viewer's progress: an object, or a percentage 0–100. */
  progress?: LessonProgress | number | null
}

export interface ShortVideo {
  id: number
  title: string
  posterUrl?: string
  lecturer?: Lecturer | null
  likeCount?: number
  commentCount?: number
  collection?: { id: number; title: string } | null
}

export interface CoursePackage {
  id: number
  title: string
  bigPicUrl?: string
  price?: number
  originalPrice?: number
  /** What the order charges today: the price the card shows. */
  payPrice?: number
  discountLabel?: string | null
  soldCount?: number
  courses?: CourseSummary[]
  /** When the list sends a count instead of the courses. */
  courseCount?: number
}

export type RegistrationStatus = 'NOT_START' | 'START' | 'END'

export interface OfflineClass {
  id: number
  activityId?: number
  title: string
  bigPicUrl?: string
  city?: string
  address?: string
  startTime?: string
  endTime?: string
  registrationStatus?: RegistrationStatus
  quota?: number
  enrolledCount?: number
  price?: number
}

export interface FavoriteItem {
  objectId: number
  /** COURSE, ACTIVITY, COURSE_PACKAGE, OFFLINE_CLASS, LIVE, VIDEO, ARTICLE, GUIDELINE. */
  objectType: string
  objectTitle: string
  objectPicUrl?: string
  objectOwnerModule?: 'OTHER' | 'ACADEMY'
  createdAt?: string
}

export interface StudyingItem {
  lesson: LessonSummary
  course?: CourseSummary | null
  progress?: LessonProgress | null
}

/** An embedded content card (topic.detail's cards). */
export interface ContentCard {
  sourceType: string
  sourceId: number
  title: string
  picUrl?: string
  summary?: string
  extra?: Record<string, string | number> | null
}

/** A banner (banner.items): LINK opens `target` as an address, other source types an id. */
export interface BannerItem {
  id: number | string
  title?: string
  imageUrl: string
  sourceType: string
  target: string | number
}
