import { declareReads } from '@/runtime/data'

/** What FormRecordList asks the cache for (decision 0037). */
export const reads = declareReads({
  records: {
    api: 'form.records',
    params: { projectKey: '${props.projectKey}' },
    requires: ['session.signedIn'],
    pageSize: '${props.pageSize}',
    description:
      'The doctor’s form records (of one form when projectKey is set), newest first, a page at a time',
  },
})
