import type { Meta, StoryObj } from '@storybook/react-vite'
import VoteRules from '@/widgets/vote-rules/vote-rules'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { doctorLogin, voteCampaign } from './vote-fixtures'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Campaigns/VoteRules',
  component: VoteRules,
  ...widgetDocs('VoteRules'),
  args: { ...runtimeArgs(), promotionId: 27, title: '活动规则', accentColor: '#f07c1b' },
  decorators: [withRuntime({ ...doctorLogin, api: { 'vote.detail': voteCampaign({ id: 27 }) } })],
} satisfies Meta<typeof VoteRules>

export default meta
type Story = StoryObj<typeof meta>

/** All rules as sections. */
export const All: Story = {}

/** One type (the rule screen's ?type=prize). */
export const OneType: Story = { args: { type: 'prize', title: undefined } }

/** A type the campaign has no rules of. */
export const Empty: Story = { args: { type: 'privacy' } }

export const Loading: Story = {
  decorators: [withRuntime({ ...doctorLogin, api: { 'vote.detail': pending } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctorLogin, api: { 'vote.detail': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
