import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'GroupPurchaseCard',
  description: 'A group purchase (groupPurchase.course): course, members, n/size, time left, 参与拼团.',
  schema: () => import('./group-purchase-card.schema').then((module) => module.schema),
  reads: () => import('./group-purchase-card.data').then((module) => module.reads),
  load: () => import('./group-purchase-card'),
})
