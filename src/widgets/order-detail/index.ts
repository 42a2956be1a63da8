import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'OrderDetail',
  description:
    'One order: status with pay countdown or fulfilment polling, items, amounts, number (复制), times, actions.',
  schema: () => import('./order-detail.schema').then((module) => module.schema),
  reads: () => import('./order-detail.data').then((module) => module.reads),
  load: () => import('./order-detail'),
})
