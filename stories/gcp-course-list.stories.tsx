import type { Meta, StoryObj } from '@storybook/react-vite'
import GcpCourseList from '@/widgets/gcp-course-list/gcp-course-list'
import { doctor, gcpLessons } from './resources-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

/**
 * The lessons as the server keeps them: opening one records the visit (学习中), which the list asked
 * again after the write shows; lesson 6 is taken down and refused.
 */
function keptVisits() {
  const visited = new Set<string>()
  return {
    'gcp.lessons': () => ({
      items: gcpLessons.items.map((item) =>
        visited.has(String(item.id)) && item.learnStatus === 'NOT_STARTED'
          ? { ...item, learnStatus: 'LEARNING' }
          : item,
      ),
    }),
    'gcp.lessonAccess': (params: Record<string, unknown>) => {
      if (String(params.id) === '6') return refused(400, 'academy.lesson.inactive', '该课程已下线')
      visited.add(String(params.id))
      return { id: params.id, lessonId: 1002, lessonType: 'VIDEO', learnStatus: 'LEARNING' }
    },
  }
}

const meta = {
  title: 'Learning/GcpCourseList',
  component: GcpCourseList,
  ...widgetDocs('GcpCourseList'),
  args: { ...runtimeArgs(), activityId: 5 },
  decorators: [withRuntime({ ...doctor, api: keptVisits() })],
} satisfies Meta<typeof GcpCourseList>

export default meta
type Story = StoryObj<typeof meta>

/** 已学完 / 学习中 / 未开始, and lesson 6 taken down: 该课程已下线. */
export const Default: Story = {}

export const Visitor: Story = {
  decorators: [
    withRuntime({
      api: {
        'gcp.lessons': { items: gcpLessons.items.map((item) => ({ ...item, learnStatus: 'NOT_STARTED' })) },
      },
    }),
  ],
}

export const Empty: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'gcp.lessons': { items: [] } } })],
}

export const Loading: Story = { decorators: [withRuntime({ ...doctor, api: { 'gcp.lessons': pending } })] }

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'gcp.lessons': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
