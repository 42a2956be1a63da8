import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ScholarshipRecords',
  description:
    '收支明细: the 麦豆 income and expense records by tab (全部 / 收入 / 支出), paged, with +/− amounts.',
  schema: () => import('./scholarship-records.schema').then((module) => module.schema),
  reads: () => import('./scholarship-records.data').then((module) => module.reads),
  load: () => import('./scholarship-records'),
})
