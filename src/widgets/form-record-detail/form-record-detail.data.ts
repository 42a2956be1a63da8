import { declareReads } from '@/runtime/data'

/** What FormRecordDetail asks the cache for (decision 0037). */
export const reads = declareReads({
  record: {
    api: 'form.record',
    params: { id: '${props.recordId}' },
    requires: ['session.signedIn', 'props.recordId'],
    description: 'The doctor’s form record shown, with every answer',
  },
})
