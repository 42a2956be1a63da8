import { declareReads } from '@/runtime/data'

/** What EBookReceive asks the cache for (decision 0037). */
export const reads = declareReads({
  book: {
    api: 'ebook.detail',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    // 立即领取 decides on the copies left and whether the doctor has one.
    fresh: true,
    description: 'The e-book to receive: copies left, the window, and whether the doctor has received it',
  },
})
