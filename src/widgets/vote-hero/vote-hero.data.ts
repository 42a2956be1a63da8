import { declareReads } from '@/runtime/data/declare'
import { voteReads } from '@/runtime/vote/vote.data'

/** What VoteHero asks the cache for (decision 0037). */
export const reads = declareReads({
  campaign: voteReads.campaign,
  publicCampaign: voteReads.publicCampaign,
  recordCount: {
    api: 'vote.recordCount',
    params: { id: '${props.promotionId}' },
    requires: ['props.promotionId', 'props.recordCount', 'vars.asUser'],
    quiet: true,
    silent: true,
    description: 'How many votes the doctor has cast in the campaign (我已投), when the hero shows it',
  },
})
