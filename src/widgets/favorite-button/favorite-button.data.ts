// Declaration files, not the barrels: `npm run schemas` loads this file in Node, where the barrels' hooks
// and components (the config they reach reads import.meta.env; CSS) cannot load.
import { declareReads } from '@/runtime/data/declare'
import { socialReads } from '@/runtime/social/social.data'

/** What FavoriteButton asks the cache for (decision 0037): its state comes from the page's read. */
export const reads = declareReads({
  /** Only when `initial` is absent (a course package's answer has no favorite flag). */
  favoriteStatus: socialReads.favoriteStatus,
})
