// Not the barrel: `npm run schemas` loads this file in Node, where the barrel's hooks (and the config
// they reach, which reads import.meta.env) cannot load.
import { declareReads } from '@/runtime/data/declare'

/** What CommentThread asks the cache for (decision 0037). Comments are /user/ calls: guests ask nothing. */
export const reads = declareReads({
  comments: {
    api: 'comment.items',
    params: { type: '${props.type}', id: '${props.id}' },
    pageSize: '${props.pageSize}',
    requires: ['session.signedIn', 'props.type', 'props.id'],
    quiet: true,
    description: 'The comments, newest first, a page at a time, each with its first replies',
  },
  count: {
    api: 'comment.items',
    params: { type: '${props.type}', id: '${props.id}', page: 1, size: 1 },
    requires: ['session.signedIn', 'props.type', 'props.id'],
    quiet: true,
    description: 'The comment count beside the heading (the total of a one-comment page)',
  },
})
