import type { Meta, StoryObj } from '@storybook/react-vite'
import ScholarshipHome from '@/widgets/scholarship-home/scholarship-home'
import { blockedHome, loggedIn, restrictedHome, scholarshipHome, zeroHome } from './rewards-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const claim = {
  taskId: 2,
  balance: 335,
  todayClaims: 2,
  record: {
    id: 10,
    type: 'INCOME',
    amount: 10,
    balanceAfter: 335,
    source: 'TASK',
    reason: '学习一节课程',
    createdAt: new Date().toISOString(),
  },
}

const meta = {
  title: 'Campaigns/ScholarshipHome',
  component: ScholarshipHome,
  ...widgetDocs('ScholarshipHome'),
  args: { ...runtimeArgs() },
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'scholarship.home': scholarshipHome, 'scholarship.claim': claim },
    }),
  ],
} satisfies Meta<typeof ScholarshipHome>

export default meta
type Story = StoryObj<typeof meta>

export const Balance: Story = {}

export const NewDoctor: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'scholarship.home': zeroHome } })],
}

export const Restricted: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'scholarship.home': restrictedHome } })],
}

export const Blocked: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'scholarship.home': blockedHome } })],
}

export const DailyLimitReached: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: {
        'scholarship.home': scholarshipHome,
        'scholarship.claim': refused(
          400,
          'scholarship.bean.daily.limit',
          '今日领取麦豆已达上限。继续超限领取，账号将被限制领取 24 小时。',
        ),
      },
    }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'scholarship.home': pending } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'scholarship.home': refused(500, 'server.error', '服务器开小差了') },
    }),
  ],
}

export const Anonymous: Story = {
  decorators: [withRuntime({})],
}
