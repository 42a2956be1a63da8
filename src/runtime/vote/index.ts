export type {
  VoteAdvert,
  VoteCampaign,
  VoteItem,
  VoteLimits,
  VoteMine,
  VoteRecordCount,
  VoteRegion,
  VoteRule,
  VoteStatus,
  VoteSubmitAnswer,
} from './types'
export type { CampaignState } from './use-vote-campaign'
export { loadVoteCampaign, useVoteCampaign, voteId } from './use-vote-campaign'
export type { ShareHost, VotedEvent, VoteHost, VoteOutcome, VoteTarget } from './vote-service'
export {
  countAfterVote,
  isVoteGuest,
  onVoted,
  readsAsUser,
  shareVoteCampaign,
  submitVote,
  VOTE_REFUSAL_TEXTS,
  VOTE_SUCCESS_TEXT,
} from './vote-service'
export type { VotePhase, VoteWindow } from './vote-window'
export { countdownText, VOTE_ENDED_TEXT, VOTE_NOT_STARTED_TEXT, voteWindow } from './vote-window'
