import type { Meta, StoryObj } from '@storybook/react-vite'
import DurationActivity from '@/widgets/duration-activity/duration-activity'
import { doctor, durationProgress, inDays, withServerState } from './activity-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const checkedIn = durationProgress({ checkedInToday: true, checkInDays: 10 })
const reward = (state: string) => ({ type: 'MAIDOU', amount: 200, title: '200 麦豆', state, claimedAt: null })
const claimed = durationProgress({
  studiedMinutes: 640,
  checkInDays: 15,
  reward: { ...reward('CLAIMED'), claimedAt: inDays(0) },
})

const meta = {
  title: 'Campaigns/DurationActivity',
  component: DurationActivity,
  ...widgetDocs('DurationActivity'),
  args: { ...runtimeArgs(), activityId: 6 },
  decorators: [
    withServerState(
      { ...doctor, api: { 'activity.duration': durationProgress() } },
      { 'activity.checkIn': { answer: checkedIn, reads: { 'activity.duration': checkedIn } } },
    ),
  ],
} satisfies Meta<typeof DurationActivity>

export default meta
type Story = StoryObj<typeof meta>

/** In progress, part-way: 410 / 600 分钟, 9 / 15 天, 立即打卡. */
export const InProgress: Story = {}

/** Checked in today. */
export const CheckedIn: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: { 'activity.duration': durationProgress({ checkedInToday: true, checkInDays: 10 }) },
    }),
  ],
}

/** Goal reached: 领取奖励. */
export const RewardClaimable: Story = {
  decorators: [
    withServerState(
      {
        ...doctor,
        api: {
          'activity.duration': durationProgress({
            studiedMinutes: 640,
            checkInDays: 15,
            reward: reward('CLAIMABLE'),
          }),
        },
      },
      { 'activity.claimReward': { answer: claimed, reads: { 'activity.duration': claimed } } },
    ),
  ],
}

/** Before the start: 活动还未开始. */
export const NotStarted: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'activity.duration': durationProgress({
          title: '2026 冬季学习时长挑战',
          phase: 'NO_STARTED',
          startTime: inDays(9),
          endTime: inDays(30),
          studiedMinutes: 0,
          todayMinutes: 0,
          checkInDays: 0,
          days: [],
        }),
      },
    }),
  ],
}

/** After the end, reward claimed: 活动已经结束 / 已领取. */
export const EndedClaimed: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'activity.duration': durationProgress({
          title: '2025 秋季学习时长打卡',
          phase: 'COMPLETED',
          startTime: inDays(-40),
          endTime: inDays(-5),
          targetMinutes: 300,
          studiedMinutes: 360,
          targetDays: 7,
          checkInDays: 8,
          reward: { ...reward('CLAIMED'), title: '100 麦豆', claimedAt: inDays(-5) },
        }),
      },
    }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'activity.duration': pending } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'activity.duration': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
