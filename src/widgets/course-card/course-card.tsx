import { CardSkeleton, CourseCardView, type CourseSummary, courseJump } from '@/runtime/cards'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import { cardIsForCertifiedDoctors } from '@/runtime/router'
import type { WidgetProps } from '@/runtime/schema'
import type { schema } from './course-card.schema'

export type CourseCardProps = WidgetProps<typeof schema>

// spec §2 content-card jumps: the source type and id come in the event, so config can replace them.
const openCourse = [{ type: 'openContent', sourceType: '${event.sourceType}', id: '${event.id}' }]

function isCourse(value: unknown): value is CourseSummary {
  return (
    typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string'
  )
}

/**
 * One course (CourseSummary) as a card. A tap opens the course main screen, or the academy course screen
 * with `target: 'academy'`; `onClick` replaces that. The card shows 认证医生 when the screen it opens is
 * for certified doctors only (its route's guards).
 */
export default function CourseCard({
  course,
  layout = 'horizontal',
  target = 'course',
  onClick,
  run,
}: CourseCardProps & Partial<WidgetRuntimeProps>) {
  const { routes, platform } = useRuntime()
  if (!isCourse(course)) return <CardSkeleton layout={layout} />
  const jump = courseJump(course, target)
  return (
    <CourseCardView
      course={course}
      layout={layout}
      certifiedOnly={!onClick && cardIsForCertifiedDoctors(routes, jump, platform)}
      onOpen={() => void run?.(onClick ?? openCourse, { ...jump, course })}
    />
  )
}
