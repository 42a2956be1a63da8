import type { Meta, StoryObj } from '@storybook/react-vite'
import VoteBar from '@/widgets/vote-bar/vote-bar'
import { runtimeArgs } from './runtime-args'
import { pending, withRuntime } from './story-runtime'
import { doctorLogin, ended, keptVotes, notStarted } from './vote-fixtures'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Campaigns/VoteBar',
  component: VoteBar,
  ...widgetDocs('VoteBar'),
  args: { ...runtimeArgs(), promotionId: 25, voteItemId: 1, accentColor: '#e62b1e' },
  // A story server: a vote changes what vote.detail answers next (已投, one vote more), as the server would.
  decorators: [withRuntime({ ...doctorLogin, api: keptVotes() })],
} satisfies Meta<typeof VoteBar>

export default meta
type Story = StoryObj<typeof meta>

/** The bottom bar of an entry's talk: title, 编号 01, 当前票数 and 投票. */
export const Open: Story = {}

/** The entry already has today's vote: 已投, as its card on the list says. */
export const AlreadyVotedToday: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: keptVotes({ votedToday: [1] }) })],
}

/** The doctor's votes for today are used on other entries: 明日再投, as the list says. */
export const DayUsed: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: keptVotes({ votedToday: [2, 3, 4] }) })],
}

export const NotStarted: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: keptVotes({ campaign: notStarted }) })],
}

export const Completed: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: keptVotes({ campaign: ended }) })],
}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: { 'vote.detail': pending } })],
}
