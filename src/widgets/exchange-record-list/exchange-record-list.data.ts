import { declareReads } from '@/runtime/data/declare'

/** What ExchangeRecordList asks the cache for (decision 0037). */
export const reads = declareReads({
  records: {
    api: 'videoExchange.records',
    pageSize: '${props.pageSize}',
    description: 'The codes the doctor redeemed and the videos they unlocked, newest first',
  },
})
