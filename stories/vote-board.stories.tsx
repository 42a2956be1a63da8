import type { Meta, StoryObj } from '@storybook/react-vite'
import VoteBoard from '@/widgets/vote-board/vote-board'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import {
  doctorLogin,
  ended,
  notStarted,
  voteCampaign,
  voteItems,
  votePage,
  voteSubmitted,
} from './vote-fixtures'
import { widgetDocs } from './widget-arg-types'

const items = voteItems()
const byRegion = (params: Record<string, unknown>) =>
  votePage(
    params.regionId ? items.filter((item) => String(item.regionId) === String(params.regionId)) : items,
  )

const meta = {
  title: 'Campaigns/VoteBoard',
  component: VoteBoard,
  ...widgetDocs('VoteBoard'),
  args: {
    ...runtimeArgs(),
    promotionId: 25,
    regionTabs: true,
    title: '参赛演讲',
    itemRoute: '2025TedVoteItemDetail',
    accentColor: '#e62b1e',
  },
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: { 'vote.detail': voteCampaign(), 'vote.items': byRegion, 'vote.submit': voteSubmitted },
    }),
  ],
} satisfies Meta<typeof VoteBoard>

export default meta
type Story = StoryObj<typeof meta>

/** TED: region tabs, search, 按编号 / 按排名, 2-column cards; 投票 counts (the first card). */
export const Grid: Story = {}

/** Acmed: a ranked list of one activity's entries, teal. */
export const RankedList: Story = {
  args: {
    layout: 'list',
    sort: 'RANK',
    regionTabs: false,
    accentColor: '#0f9d8a',
    voteButtonText: '投一票',
    activityId: 1,
  },
}

/** Over today's limit: 投票 is refused with 今日投票次数已用完，明天再来吧 and the count stays. */
export const DailyLimitReached: Story = {
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: {
        'vote.detail': voteCampaign({
          mine: { todayVotes: 3, totalVotes: 9, remainingToday: 0, remainingTotal: 11 },
        }),
        'vote.items': byRegion,
        'vote.submit': refused(400, 'vote.everyday.run.out', '今日投票次数已用完，明天再来吧'),
      },
    }),
  ],
}

/** Anonymous: the public list; 投票 sends to login. */
export const Anonymous: Story = {
  decorators: [
    withRuntime({
      api: { 'vote.publicDetail': voteCampaign({ mine: null }), 'voteActivity.items': votePage(items) },
    }),
  ],
}

/** Before the start: every button reads 活动还未开始 and is disabled. */
export const NotStarted: Story = {
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: { 'vote.detail': voteCampaign(notStarted), 'vote.items': votePage(items) },
    }),
  ],
}

/** After the end: 活动已经结束, final counts. */
export const Completed: Story = {
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: { 'vote.detail': voteCampaign(ended), 'vote.items': votePage(items) },
    }),
  ],
}

/** More pages: 加载更多 at the end. */
export const MorePages: Story = {
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: { 'vote.detail': voteCampaign(), 'vote.items': votePage(items, true) },
    }),
  ],
}

export const Empty: Story = {
  decorators: [
    withRuntime({ ...doctorLogin, api: { 'vote.detail': voteCampaign(), 'vote.items': votePage([]) } }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: { 'vote.detail': pending, 'vote.items': pending } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: { 'vote.detail': voteCampaign(), 'vote.items': refused(500, 'server.error', '服务器开小差了') },
    }),
  ],
}
