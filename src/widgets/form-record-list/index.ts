import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'FormRecordList',
  description:
    "The caller's dynamic-form records (我的记录), newest first, optionally of one form; a card opens the record.",
  schema: () => import('./form-record-list.schema').then((module) => module.schema),
  reads: () => import('./form-record-list.data').then((module) => module.reads),
  load: () => import('./form-record-list'),
})
