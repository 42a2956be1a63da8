import { declareReads } from '@/runtime/data'

/** What FormRecordDetail asks the cache for (decision 0037). */
export const reads = declareReads({
  record: {
    api: 'form.record',
    params: { id: '${props.id}' },
    requires: ['session.signedIn', 'props.id'],
    description: 'The doctor’s form record shown, with every answer',
  },
})
