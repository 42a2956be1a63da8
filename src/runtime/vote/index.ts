export type {
  VoteAdvert,
  VoteCampaign,
  VoteItem,
  VoteLimits,
  VoteMine,
  VoteRecordCount,
  VoteRegion,
  VoteRule,
  VoteState,
  VoteStatus,
  VoteSubmitAnswer,
} from './types'
export type { CampaignState, EntryFilter } from './use-vote-campaign'
export { useVoteCampaign, useVoteEntries, useVoteWindow, voteId } from './use-vote-campaign'
export { voteReads } from './vote.data'
export type { VoteControl } from './vote-control'
export { VOTE_STATE_LABELS, voteControl } from './vote-control'
export type { ShareHost, VoteHost, VoteOutcome, VoteTarget } from './vote-service'
export {
  isVoteGuest,
  readsAsUser,
  shareVoteCampaign,
  submitVote,
  VOTE_REFUSAL_TEXTS,
  VOTE_SUCCESS_TEXT,
} from './vote-service'
export type { VotePhase, VoteWindow } from './vote-window'
export { countdownText, VOTE_ENDED_TEXT, VOTE_NOT_STARTED_TEXT, voteWindow } from './vote-window'
