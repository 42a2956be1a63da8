import type { Meta, StoryObj } from '@storybook/react-vite'
import GcpCourseList from '@/widgets/gcp-course-list/gcp-course-list'
import { doctor, gcpLessons } from './resources-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Learning/GcpCourseList',
  component: GcpCourseList,
  ...widgetDocs('GcpCourseList'),
  args: { ...runtimeArgs(), activityId: 5 },
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'gcp.lessons': gcpLessons,
        'gcp.lessonAccess': (params: Record<string, unknown>) =>
          String(params.id) === '6'
            ? refused(400, 'academy.lesson.inactive', '该课程已下线')
            : { id: params.id, lessonId: 1002, lessonType: 'VIDEO', learnStatus: 'LEARNING' },
      },
    }),
  ],
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
