import type { Meta, StoryObj } from '@storybook/react-vite'
import GcpTrainingHome from '@/widgets/gcp-training-home/gcp-training-home'
import { doctor, gcpTraining } from './resources-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Learning/GcpTrainingHome',
  component: GcpTrainingHome,
  ...widgetDocs('GcpTrainingHome'),
  args: { ...runtimeArgs(), activityId: 5 },
  decorators: [withRuntime({ ...doctor, api: { 'gcp.detail': gcpTraining } })],
} satisfies Meta<typeof GcpTrainingHome>

export default meta
type Story = StoryObj<typeof meta>

/** 李医生 part way: 已完成 3/7 讲, the exam still locked. */
export const InProgress: Story = {}

/** Every lesson finished: 参加考试 opens courseExamDetail?id=3&routeType=ACTIVITY. */
export const ExamUnlocked: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'gcp.detail': {
          ...gcpTraining,
          progress: { ...gcpTraining.progress, finishedCount: 7, percent: 100, examUnlocked: true },
        },
      },
    }),
  ],
}

/** A visitor: no progress, 登录 prompt. */
export const Visitor: Story = {
  decorators: [withRuntime({ api: { 'gcp.detail': { ...gcpTraining, progress: null } } })],
}

export const Loading: Story = { decorators: [withRuntime({ ...doctor, api: { 'gcp.detail': pending } })] }

export const Missing: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'gcp.detail': refused(404, 'gcp.training.not.found', '培训不存在') } }),
  ],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'gcp.detail': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
