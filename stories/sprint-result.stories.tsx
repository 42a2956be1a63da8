import type { Meta, StoryObj } from '@storybook/react-vite'
import SprintResult from '@/widgets/sprint-result/sprint-result'
import { emptyResult, goldResult, loggedIn, result } from './rewards-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Campaigns/SprintResult',
  component: SprintResult,
  ...widgetDocs('SprintResult'),
  args: { ...runtimeArgs() },
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'sprint.result': result } })],
} satisfies Meta<typeof SprintResult>

export default meta
type Story = StoryObj<typeof meta>

export const Mine: Story = {}

export const PreviousMonthGold: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'sprint.result': goldResult } })],
}

export const SharePage: Story = {
  args: { mode: 'share', targetId: '6a1f4c8e2b7d4e0f9c3a5b71' },
  decorators: [withRuntime({ api: { 'sprint.publicResult': { ...result, mine: false } } })],
}

export const ShareNotJoined: Story = {
  args: { mode: 'share', targetId: 'c31a0e5b7d2f4a6c8e1b3d50' },
  decorators: [withRuntime({ api: { 'sprint.publicResult': emptyResult } })],
}

export const ShareLinkBroken: Story = {
  args: { mode: 'share' },
  decorators: [withRuntime({})],
}

export const ShareUnknownDoctor: Story = {
  args: { mode: 'share', targetId: 'nobody' },
  decorators: [
    withRuntime({ api: { 'sprint.publicResult': refused(404, 'sprint.doctor.not.found', '医生不存在') } }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'sprint.result': pending } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'sprint.result': refused(500, 'server.error', '服务器开小差了') },
    }),
  ],
}
