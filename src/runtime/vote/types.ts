/** A campaign's status, from its start and end times (issue 5 vote contract). */
export type VoteStatus = 'NO_STARTED' | 'PROCESSING' | 'COMPLETED'

export interface VoteRule {
  /** e.g. 'vote', 'prize', 'privacy'. */
  type: string
  title: string
  /** Server HTML: sanitize before showing. */
  html: string
}

/** What a vote for an entry does now, as the server answers it with the entry (schemas/api/vote.ts). */
export type VoteState =
  | 'CAN_VOTE'
  | 'VOTED_TODAY'
  | 'DAY_RUN_OUT'
  | 'TOTAL_RUN_OUT'
  | 'NOT_STARTED'
  | 'ENDED'
  | 'LOGIN_REQUIRED'

export interface VoteLimits {
  /** Votes per user per day, all items together. */
  daily: number
  /** Votes per user over the whole campaign; null: no limit. */
  total: number | null
  /** Votes per user per item per day. */
  itemDaily: number
}

/** The caller's quotas; null when anonymous or read through the public variant. */
export interface VoteMine {
  todayVotes: number
  totalVotes: number
  remainingToday: number
  remainingTotal: number | null
}

export interface VoteRegion {
  id: number
  name: string
}

export interface VoteItem {
  id: number
  promotionId: number
  regionId: number | null
  regionName: string | null
  activityId: number | null
  /** 编号. */
  number: number
  title: string
  subtitle: string
  picUrl: string
  summary: string
  contentType: 'ARTICLE' | 'VIDEO' | 'NONE'
  lessonId: number | null
  videoUrl: string
  voteCount: number
  /** 1-based by voteCount, ties by number. */
  rank: number
  /** The caller's votes for this item today (0 when anonymous). */
  votedToday: number
  /** What vote.submit does now with the caller's vote for this entry: the server's own rule. */
  voteState: VoteState
  /** Votes the caller may still give this entry today (0 unless CAN_VOTE); null when anonymous. */
  remainingToday: number | null
}

/** A vote campaign (a promotion; its vote id is its promotion id). */
export interface VoteCampaign {
  id: number
  title: string
  subtitle: string
  status: VoteStatus
  startTime: string
  endTime: string
  bannerUrl: string
  shareTitle: string
  shareDesc: string
  shareImg: string
  rules: VoteRule[]
  limits: VoteLimits
  regions: VoteRegion[]
  activityId: number | null
  totalVotes: number
  itemCount: number
  viewCount: number
  shareCount: number
  tokenExpirationHours: number
  mine: VoteMine | null
  item: VoteItem | null
}

/** What vote.submit answers. */
export interface VoteSubmitAnswer {
  voteItemId: number
  /** The item's new total. */
  voteCount: number
  mine: VoteMine
}

export interface VoteAdvert {
  id: number
  title: string
  videoUrl: string
  posterUrl: string
  /** '' or an allowlisted address. */
  link: string
}

export interface VoteRecordCount {
  id: number
  count: number
  todayCount: number
}
