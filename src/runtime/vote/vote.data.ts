import { declareReads } from '../data/declare'

const campaignParams = { promotionId: '${props.promotionId}', voteItemId: '${props.voteItemId}' }

const entryParams = {
  promotionId: '${props.promotionId}',
  activityId: '${props.activityId}',
  regionId: '${vars.regionId}',
  keyword: '${vars.keyword}',
  sort: '${vars.sort}',
}

/**
 * What the vote widgets ask the cache for (decision 0037). A doctor reads the /user/ variants, whose
 * entries carry what a vote does now (voteState, remainingToday); everyone else (guests too, whose token
 * may have lapsed) the public ones. `vars.asUser` / `vars.asPublic` pick one. Every read shows `vote`, so
 * vote.submit and vote.share refresh them all: the list, the entry page and the hero.
 */
export const voteReads = declareReads({
  campaign: {
    api: 'vote.detail',
    params: campaignParams,
    requires: ['props.promotionId', 'vars.asUser'],
    fresh: true,
    description:
      "The campaign with the doctor's votes left today and, with voteItemId, the entry and what a vote for it does now",
  },
  publicCampaign: {
    api: 'vote.publicDetail',
    params: campaignParams,
    requires: ['props.promotionId', 'vars.asPublic'],
    description: 'The campaign (and, with voteItemId, the entry) for someone who is not a signed-in doctor',
  },
  entries: {
    api: 'vote.items',
    params: entryParams,
    pageSize: '${props.pageSize}',
    requires: ['props.promotionId', 'vars.asUser'],
    fresh: true,
    description: "The campaign's entries, a page at a time, each with what the doctor's vote for it does now",
  },
  publicEntries: {
    api: 'voteActivity.items',
    params: entryParams,
    pageSize: '${props.pageSize}',
    requires: ['props.promotionId', 'vars.asPublic'],
    description: "The campaign's entries, a page at a time, for someone who is not a signed-in doctor",
  },
})
