import { CardSkeleton, LessonCardView, type LessonSummary, lessonJump } from '@/runtime/cards'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import type { schema } from './lesson-card.schema'

export type LessonCardProps = WidgetProps<typeof schema>

// spec §2 content-card jumps: a lesson opens the screen of its type.
const openLesson = [{ type: 'openContent', sourceType: '${event.sourceType}', id: '${event.id}' }]

function isLesson(value: unknown): value is LessonSummary {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { title?: unknown }).title === 'string' &&
    typeof (value as { lessonType?: unknown }).lessonType === 'string'
  )
}

/**
 * One lesson (LessonSummary) as a card: live status in colour, duration, views, publish time and the
 * viewer's progress when the data has it. A tap opens the article, video, live or short-video screen.
 */
export default function LessonCard({
  lesson,
  layout = 'horizontal',
  onClick,
  run,
}: LessonCardProps & Partial<WidgetRuntimeProps>) {
  if (!isLesson(lesson)) return <CardSkeleton layout={layout} />
  return (
    <LessonCardView
      lesson={lesson}
      layout={layout}
      onOpen={() => void run?.(onClick ?? openLesson, { ...lessonJump(lesson), lesson })}
    />
  )
}
