import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'OrderList',
  description:
    'My orders by status tab: cards with items and amounts, 去支付 / 取消订单 / 去学习 / 申请退款.',
  schema: () => import('./order-list.schema').then((module) => module.schema),
  reads: () => import('./order-list.data').then((module) => module.reads),
  load: () => import('./order-list'),
})
