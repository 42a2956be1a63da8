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

/**
 * The 麦豆 as the server keeps them: a claim adds the task's reward and marks it 已领取, which the home
 * asked again after the write shows.
 */
function keptBank() {
  let home = scholarshipHome
  return {
    'scholarship.home': () => home,
    'scholarship.claim': (params: Record<string, unknown>) => {
      const task = home.tasks.find((item) => item.id === Number(params.taskId))
      if (task?.status !== 'CLAIMABLE') return refused(400, 'scholarship.task.claimed', '奖励已领取')
      const balance = home.balance + task.reward
      home = {
        ...home,
        balance,
        todayIncome: home.todayIncome + task.reward,
        totalIncome: home.totalIncome + task.reward,
        todayClaims: home.todayClaims + 1,
        tasks: home.tasks.map((item) => (item.id === task.id ? { ...item, status: 'CLAIMED' } : item)),
      }
      return {
        ...claim,
        taskId: task.id,
        balance,
        todayClaims: home.todayClaims,
        record: { ...claim.record, amount: task.reward, balanceAfter: balance, reason: task.title },
      }
    },
  }
}

const meta = {
  title: 'Campaigns/ScholarshipHome',
  component: ScholarshipHome,
  ...widgetDocs('ScholarshipHome'),
  args: { ...runtimeArgs() },
  decorators: [withRuntime({ loginInfo: loggedIn, api: keptBank() })],
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
