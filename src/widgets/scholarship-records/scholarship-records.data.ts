import { declareReads } from '@/runtime/data/declare'

/** What ScholarshipRecords asks the cache for (decision 0037). */
export const reads = declareReads({
  records: {
    api: 'scholarship.records',
    // type: the open tab (收入 / 支出); left out on 全部.
    params: { type: '${vars.type}' },
    // A /user/ read: a visitor is offered the login instead of a refused call.
    requires: ['session.signedIn'],
    pageSize: '${props.pageSize}',
    description: "The doctor's 麦豆 records of the open tab, newest first",
  },
})
