import type { Meta, StoryObj } from '@storybook/react-vite'
import VoteBoard from '@/widgets/vote-board/vote-board'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { doctorLogin, ended, keptVotes, notStarted, voteCampaign, voteItems, votePage } from './vote-fixtures'
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
  // A story server: a vote changes what vote.items and vote.detail answer next, as the server would.
  decorators: [withRuntime({ ...doctorLogin, api: keptVotes({ votedToday: [2] }) })],
} satisfies Meta<typeof VoteBoard>

export default meta
type Story = StoryObj<typeof meta>

/**
 * TED: region tabs, search, 按编号 / 按排名, 2-column cards; the second entry already has today's vote (已投).
 * Two more votes use the day: every other card then says 明日再投.
 */
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

/** Today's votes used: every card says 明日再投 (the server's DAY_RUN_OUT), nothing to tap. */
export const DailyLimitReached: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: keptVotes({ votedToday: [1, 2, 3], totalVotes: 9 }) })],
}

/**
 * The server refuses a vote the card still offered (the doctor voted on another phone meanwhile): the
 * dialog and the notice say why, and the cards refresh to what the server says now.
 */
export const RefusedThenRefreshed: Story = {
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: (() => {
        const server = keptVotes({ votedToday: [2] })
        let elsewhere = false
        return {
          ...server,
          'vote.items': (params: Record<string, unknown>) =>
            elsewhere ? server['vote.items'](params) : byRegion(params),
          'vote.submit': (params: Record<string, unknown>) => {
            // Two votes cast elsewhere before this one arrives: the day is used.
            elsewhere = true
            server['vote.submit']({ voteItemId: 4 })
            server['vote.submit']({ voteItemId: 5 })
            return server['vote.submit'](params)
          },
        }
      })(),
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
      api: keptVotes({ campaign: notStarted }),
    }),
  ],
}

/** After the end: 活动已经结束, final counts. */
export const Completed: Story = {
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: keptVotes({ campaign: ended }),
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
