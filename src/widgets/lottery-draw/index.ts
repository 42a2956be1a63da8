import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LotteryDraw',
  description:
    'A lottery (lottery.detail): a 9-grid of prizes, remaining chances, 抽奖 (lottery.draw) with a result sheet per prize type (麦豆, 积分, 收货地址 form, 谢谢参与, 领取电子书, instruction), rules and my records; tracked as `lottery`.',
  schema: () => import('./lottery-draw.schema').then((module) => module.schema),
  reads: () => import('./lottery-draw.data').then((module) => module.reads),
  load: () => import('./lottery-draw'),
})
