import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'PurchaseBar',
  description:
    'The bottom bar of a course or package: 想学, price, sales window, 立即购买 / 拼团 with an order sheet, or 开始学习.',
  schema: () => import('./purchase-bar.schema').then((module) => module.schema),
  reads: () => import('./purchase-bar.data').then((module) => module.reads),
  load: () => import('./purchase-bar'),
})
