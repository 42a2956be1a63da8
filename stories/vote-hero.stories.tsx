import type { Meta, StoryObj } from '@storybook/react-vite'
import VoteHero from '@/widgets/vote-hero/vote-hero'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { doctorLogin, ended, keptVotes, notStarted, voteCampaign } from './vote-fixtures'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Campaigns/VoteHero',
  component: VoteHero,
  ...widgetDocs('VoteHero'),
  args: {
    ...runtimeArgs(),
    promotionId: 25,
    accentColor: '#e62b1e',
    recordCount: true,
    ruleLinks: [
      { title: '投票规则', type: 'vote' },
      { title: '奖项设置', type: 'prize' },
    ],
  },
  // A story server: 分享 counts one share and the refreshed campaign shows it, as the server would.
  decorators: [withRuntime({ ...doctorLogin, api: keptVotes({ votedToday: [1], totalVotes: 6 }) })],
} satisfies Meta<typeof VoteHero>

export default meta
type Story = StoryObj<typeof meta>

/** A doctor during the vote: countdown to the end, stats, 今日还可投 2 票, 我已投 6 票. */
export const Processing: Story = {}

/** Anonymous (or a guest): the public read, the daily limit instead of my quota. */
export const Anonymous: Story = {
  decorators: [withRuntime({ api: { 'vote.publicDetail': voteCampaign({ mine: null }) } })],
}

/** Before the start: 活动还未开始 with a countdown to the start. */
export const NotStarted: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: { 'vote.detail': voteCampaign(notStarted) } })],
}

/** After the end: 活动已经结束 with the final counts. */
export const Completed: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: { 'vote.detail': voteCampaign(ended) } })],
}

/** The Leo theme: orange, rule links to the rule screen, no banner. */
export const LeoTheme: Story = {
  args: {
    promotionId: 27,
    accentColor: '#f07c1b',
    banner: false,
    ruleRoute: '2025LeoVoteRule',
    recordCount: false,
  },
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: {
        'vote.detail': voteCampaign({
          id: 27,
          title: '2025 Leo「银屑病患者关爱」公益投票',
          subtitle: '用一票，点亮一位银屑病患者的希望',
          mine: { todayVotes: 3, totalVotes: 9, remainingToday: 0, remainingTotal: null },
        }),
      },
    }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: { 'vote.detail': pending } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctorLogin, api: { 'vote.detail': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
