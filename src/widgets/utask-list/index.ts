import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'UtaskList',
  description:
    'Utasks by status tab (进行中 / 即将开始 / 已结束): cards with type, window, places and reward; an ING task with a form opens it.',
  schema: () => import('./utask-list.schema').then((module) => module.schema),
  reads: () => import('./utask-list.data').then((module) => module.reads),
  load: () => import('./utask-list'),
})
