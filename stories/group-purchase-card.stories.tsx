import type { Meta, StoryObj } from '@storybook/react-vite'
import GroupPurchaseCard from '@/widgets/group-purchase-card/group-purchase-card'
import { avatar, course, DAY, fromNow, HOUR } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const answer = (
  group: Record<string, unknown>,
  members: { userId: number | null; nickname: string; avatar: string }[],
) => ({
  groupPurchase: {
    id: 7,
    price: 99,
    groupSize: 3,
    joinedCount: members.length,
    endTime: fromNow(2 * DAY + 3 * HOUR),
    ...group,
  },
  course,
  members,
})
const members = [
  { userId: 10005, nickname: '陈医生', avatar: avatar('陈医生', '#f5533d') },
  { userId: 10006, nickname: '刘医生', avatar: '' },
]
const loggedIn = { token: 'story-token', name: '李医生', accurateAuth: 2 }
const withAnswer = (value: unknown, latency = 0) =>
  withRuntime({ loginInfo: loggedIn, latency, api: { 'groupPurchase.course': value } })

const meta = {
  title: 'Campaigns/GroupPurchaseCard',
  component: GroupPurchaseCard,
  ...widgetDocs('GroupPurchaseCard'),
  args: { ...runtimeArgs(), id: 7 },
  decorators: [withAnswer(answer({}, members))],
} satisfies Meta<typeof GroupPurchaseCard>

export default meta
type Story = StoryObj<typeof meta>

/** 2 of 3 joined: one seat open, 参与拼团. */
export const Open: Story = {}

export const Full: Story = {
  decorators: [withAnswer(answer({}, [...members, { userId: 10007, nickname: '赵医生', avatar: '' }]))],
}

export const Ended: Story = {
  decorators: [withAnswer(answer({ endTime: fromNow(-HOUR) }, members.slice(0, 1)))],
}

/** A bigger group closing within the hour. */
export const ClosingSoon: Story = {
  decorators: [
    withAnswer(
      answer(
        { groupSize: 10, price: 59.9, endTime: fromNow(25 * 60_000) },
        ['孙', '周', '吴', '郑'].map((name, index) => ({
          userId: 20000 + index,
          nickname: `${name}医生`,
          avatar: '',
        })),
      ),
    ),
  ],
}

export const Loading: Story = { decorators: [withAnswer(pending, 400)] }

export const NotFound: Story = {
  decorators: [withAnswer(refused(404, 'academy.group.purchase.not.found', '拼团不存在'))],
}

export const Failed: Story = { decorators: [withAnswer(refused(0, 'network.error', '网络连接失败'))] }
