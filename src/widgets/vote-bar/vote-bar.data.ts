import { declareReads } from '@/runtime/data/declare'
import { voteReads } from '@/runtime/vote/vote.data'

/** What VoteBar asks the cache for (decision 0037). */
export const reads = declareReads({
  campaign: voteReads.campaign,
  publicCampaign: voteReads.publicCampaign,
})
