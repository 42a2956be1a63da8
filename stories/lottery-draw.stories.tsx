import type { Meta, StoryObj } from '@storybook/react-vite'
import LotteryDraw from '@/widgets/lottery-draw/lottery-draw'
import {
  doctor,
  inDays,
  lottery,
  page,
  prizes,
  recordOf,
  withActivityRuntime,
  withServerState,
} from './activity-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const [maidou, integral, goods, ebook, other, none] = prizes
const records = [recordOf(maidou, 1), { ...recordOf(goods, 2), createdAt: inDays(-2) }]

function drawing(prize: (typeof prizes)[number]) {
  const won = { ...recordOf(prize, 3), createdAt: inDays(0) }
  const addressed = {
    ...won,
    needsAddress: false,
    address: {
      name: '李医生',
      mobile: '13800000001',
      address: '上海市徐汇区某某路 100 号',
      filledAt: inDays(0),
    },
  }
  return withServerState(
    { ...doctor, api: { 'lottery.detail': lottery(), 'lottery.records': page(records) } },
    {
      'lottery.draw': {
        answer: { record: won, remainingChances: 1 },
        reads: {
          'lottery.detail': lottery({ usedChances: 2, remainingChances: 1 }),
          'lottery.records': page([won, ...records]),
        },
      },
      'lottery.address': { answer: addressed, reads: { 'lottery.records': page([addressed, ...records]) } },
    },
  )
}

const meta = {
  title: 'Campaigns/LotteryDraw',
  component: LotteryDraw,
  ...widgetDocs('LotteryDraw'),
  args: { ...runtimeArgs(), lotteryId: 1, spinMs: 1200 },
  decorators: [drawing(maidou)],
} satisfies Meta<typeof LotteryDraw>

export default meta
type Story = StoryObj<typeof meta>

/** PROCESSING with 2 chances left; 抽奖 wins 100 麦豆 (获得 100 麦豆). */
export const WinsMaidou: Story = {}
/** 获得 50 积分. */
export const WinsIntegral: Story = { decorators: [drawing(integral)] }
/** A thing shipped: the 填写收货地址 form (name, mobile, address). */
export const WinsGoods: Story = { decorators: [drawing(goods)] }
/** 领取电子书 opens receiveEBook. */
export const WinsEbook: Story = { decorators: [drawing(ebook)] }
/** OTHER: its instruction. */
export const WinsOther: Story = { decorators: [drawing(other)] }
/** NONE: 谢谢参与. */
export const NoPrize: Story = { decorators: [drawing(none)] }

/** NO_STARTED: 活动还未开始, drawing off. */
export const NotStarted: Story = {
  decorators: [
    withActivityRuntime({
      ...doctor,
      api: {
        'lottery.detail': lottery({
          status: 'NO_STARTED',
          startTime: inDays(3),
          endTime: inDays(33),
          usedChances: 0,
          remainingChances: 3,
        }),
        'lottery.records': page([]),
      },
    }),
  ],
}

/** COMPLETED: 活动已经结束, drawing off, records kept. */
export const Completed: Story = {
  decorators: [
    withActivityRuntime({
      ...doctor,
      api: {
        'lottery.detail': lottery({ status: 'COMPLETED', startTime: inDays(-40), endTime: inDays(-7) }),
        'lottery.records': page([recordOf(ebook, 4)]),
      },
    }),
  ],
}

/** Every chance used: 次数已用完. */
export const NoChancesLeft: Story = {
  decorators: [
    withActivityRuntime({
      ...doctor,
      api: {
        'lottery.detail': lottery({ usedChances: 3, remainingChances: 0 }),
        'lottery.records': page(records),
      },
    }),
  ],
}

/** A visitor (ROLE_GUEST): 抽奖 asks to log in as a doctor. */
export const Guest: Story = {
  decorators: [
    withActivityRuntime({
      ...doctor,
      roles: ['ROLE_GUEST'],
      api: {
        'lottery.detail': lottery({ usedChances: 0, remainingChances: 3 }),
        'lottery.records': page([]),
      },
    }),
  ],
}

export const Loading: Story = {
  decorators: [
    withActivityRuntime({ ...doctor, api: { 'lottery.detail': pending, 'lottery.records': pending } }),
  ],
}

export const NotFound: Story = {
  decorators: [
    withActivityRuntime({
      ...doctor,
      api: {
        'lottery.detail': refused(404, 'lottery.not.found', '抽奖活动不存在'),
        'lottery.records': page([]),
      },
    }),
  ],
}

export const Failed: Story = {
  decorators: [
    withActivityRuntime({
      ...doctor,
      api: { 'lottery.detail': refused(500, 'server.error', '服务器开小差了'), 'lottery.records': page([]) },
    }),
  ],
}
