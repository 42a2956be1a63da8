import type { Meta, StoryObj } from '@storybook/react-vite'
import InvitePanel from '@/widgets/invite-panel/invite-panel'
import { doctor, inviter, inviteSummary } from './resources-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Campaigns/InvitePanel',
  component: InvitePanel,
  ...widgetDocs('InvitePanel'),
  args: { ...runtimeArgs() },
  decorators: [withRuntime({ ...doctor, api: { 'invite.mine': inviteSummary } })],
} satisfies Meta<typeof InvitePanel>

export default meta
type Story = StoryObj<typeof meta>

/** 李医生's code, 6 friends (已认证 / 已注册), 250 麦豆, the rules. */
export const Mine: Story = {}

export const NoFriendsYet: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'invite.mine': { ...inviteSummary, inviteCount: 0, certifiedCount: 0, rewardBeans: 0, invitees: [] },
      },
    }),
  ],
}

/** A visitor from 李医生's link: his card and 注册/登录. */
export const VisitorWithCode: Story = {
  args: { code: 'DRLI2026' },
  decorators: [withRuntime({ api: { 'invite.inviter': inviter } })],
}

export const InvalidCode: Story = {
  args: { code: 'NOPE1234' },
  decorators: [
    withRuntime({ api: { 'invite.inviter': refused(404, 'invite.code.not.found', '邀请码无效') } }),
  ],
}

/** A visitor without a code: 登录后邀请好友. */
export const Visitor: Story = { decorators: [withRuntime({ api: {} })] }

export const Loading: Story = { decorators: [withRuntime({ ...doctor, api: { 'invite.mine': pending } })] }

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'invite.mine': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
