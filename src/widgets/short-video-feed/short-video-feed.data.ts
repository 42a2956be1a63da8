// Not the barrel: `npm run schemas` loads this file in Node, where the barrel's hooks (and the config
// they reach, which reads import.meta.env) cannot load.
import { declareReads } from '@/runtime/data/declare'

/** What ShortVideoFeed asks the cache for (decision 0037), unless the page gives it `items`. */
export const reads = declareReads({
  videos: {
    api: 'shortVideo.items',
    params: { collectionId: '${props.collectionId}' },
    pageSize: 10,
    // The feed shows its own spinner; later pages load while the doctor swipes.
    quiet: true,
    description: 'The short videos, newest first (of one collection when given), a page at a time',
  },
  start: {
    api: 'shortVideo.detail',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    quiet: true,
    description: 'The video of the link, asked for only when it is not on the first page',
  },
})
