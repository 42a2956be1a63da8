import type { ContentCardRef } from '../router/deep-links'
import type {
  ContentCard,
  CoursePackage,
  CourseSummary,
  FavoriteItem,
  LessonSummary,
  OfflineClass,
  ShortVideo,
} from './types'

/**
 * Where each card opens, as a content-card reference (source type, id, extra) for the `openContent`
 * action / openContentCard (spec §2 content-card jumps).
 */
export interface CardJump {
  sourceType: string
  id: number
  extra?: Record<string, string | number>
}

/** A course opens the course main screen, or the academy course screen when the list says so. */
export function courseJump(
  course: Pick<CourseSummary, 'id'>,
  target: 'course' | 'academy' = 'course',
): CardJump {
  return { sourceType: target === 'academy' ? 'ACADEMY_COURSE' : 'COURSE', id: course.id }
}

/** A lesson opens the screen of its type (article, video, live, short video). */
export function lessonJump(lesson: Pick<LessonSummary, 'id' | 'lessonType'>): CardJump {
  return { sourceType: lesson.lessonType, id: lesson.id }
}

/** A short video of a collection opens the collection there (jumpType=collection, position, extraId). */
export function shortVideoJump(video: Pick<ShortVideo, 'id' | 'collection'>, position?: number): CardJump {
  if (!video.collection) return { sourceType: 'SHORT_VIDEO', id: video.id }
  return {
    sourceType: 'SHORT_VIDEO',
    id: video.id,
    extra: {
      jumpType: 'collection',
      extraId: video.collection.id,
      ...(position === undefined ? {} : { position }),
    },
  }
}

/** A package opens the course package screen (coursePackageDetail?id=). */
export function packageJump(pkg: Pick<CoursePackage, 'id'>): CardJump {
  return { sourceType: 'COURSE_PACKAGE', id: pkg.id }
}

export function offlineClassJump(offlineClass: Pick<OfflineClass, 'id'>): CardJump {
  return { sourceType: 'OFFLINE_CLASS', id: offlineClass.id }
}

/**
 * A favorite opens by its objectType; a course saved from the academy ("want to learn", owner module
 * ACADEMY) opens the academy course screen. objectId is the activityId for activities and offline
 * classes (spec §3), which their detail screens take as id.
 */
export function favoriteJump(
  item: Pick<FavoriteItem, 'objectId' | 'objectType' | 'objectOwnerModule'>,
): CardJump {
  const academyCourse = item.objectType === 'COURSE' && item.objectOwnerModule === 'ACADEMY'
  return { sourceType: academyCourse ? 'ACADEMY_COURSE' : item.objectType, id: item.objectId }
}

export function contentJump(card: ContentCard): CardJump & ContentCardRef {
  return {
    sourceType: card.sourceType,
    id: card.sourceId,
    ...(card.extra ? { extra: card.extra } : {}),
  }
}
