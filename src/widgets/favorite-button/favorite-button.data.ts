import { declareReads } from '@/runtime/data'
import { socialReads } from '@/runtime/social'

/** What FavoriteButton asks the cache for (decision 0037): its state comes from the page's read. */
export const reads = declareReads({
  /** Only when `initial` is absent (a course package's answer has no favorite flag). */
  favoriteStatus: socialReads.favoriteStatus,
})
