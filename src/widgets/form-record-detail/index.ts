import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'FormRecordDetail',
  description:
    'One dynamic-form record of the caller: the form title, when it was submitted, and each answer.',
  schema: () => import('./form-record-detail.schema').then((module) => module.schema),
  reads: () => import('./form-record-detail.data').then((module) => module.reads),
  load: () => import('./form-record-detail'),
})
