import type { Meta, StoryObj } from '@storybook/react-vite'
import VoteBar from '@/widgets/vote-bar/vote-bar'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { doctorLogin, ended, notStarted, voteCampaign, voteItems, voteSubmitted } from './vote-fixtures'
import { widgetDocs } from './widget-arg-types'

const entry = voteItems()[0]
const withEntry = (extra: Record<string, unknown> = {}) => voteCampaign({ item: entry, ...extra })

const meta = {
  title: 'Campaigns/VoteBar',
  component: VoteBar,
  ...widgetDocs('VoteBar'),
  args: { ...runtimeArgs(), promotionId: 25, voteItemId: 1, accentColor: '#e62b1e' },
  decorators: [
    withRuntime({ ...doctorLogin, api: { 'vote.detail': withEntry(), 'vote.submit': voteSubmitted } }),
  ],
} satisfies Meta<typeof VoteBar>

export default meta
type Story = StoryObj<typeof meta>

/** The bottom bar of an entry's talk: title, 编号 01, 当前票数 and 投票. */
export const Open: Story = {}

/** The entry already has today's vote: 今天已为TA投过票，明天再来吧. */
export const AlreadyVotedToday: Story = {
  decorators: [
    withRuntime({
      ...doctorLogin,
      api: {
        'vote.detail': withEntry(),
        'vote.submit': refused(400, 'vote.item.day.run.out', '今天已为TA投过票，明天再来吧'),
      },
    }),
  ],
}

export const NotStarted: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: { 'vote.detail': withEntry(notStarted) } })],
}

export const Completed: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: { 'vote.detail': withEntry(ended) } })],
}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: { 'vote.detail': pending } })],
}
