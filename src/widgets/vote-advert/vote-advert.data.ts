import { declareReads } from '@/runtime/data/declare'

/** What VoteAdvert asks the cache for (decision 0037). */
export const reads = declareReads({
  advert: {
    api: 'vote.videoAdvert',
    params: { id: '${props.promotionId}' },
    // A /user/ read: asked only for a signed-in doctor (a guest's token may have lapsed, and an advert is
    // no reason to log in again).
    requires: ['props.promotionId', 'vars.asUser'],
    quiet: true,
    silent: true,
    description: "The campaign's video advert; none (404) shows nothing",
  },
})
