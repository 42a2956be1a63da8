import type { VoteStatus } from './types'

export { countdownText } from '../format/countdown'

/** spec §4 activity time window texts. */
export const VOTE_NOT_STARTED_TEXT = '活动还未开始'
export const VOTE_ENDED_TEXT = '活动已经结束'

export type VotePhase = 'before' | 'open' | 'after'

export interface VoteWindow {
  phase: VotePhase
  /** 活动还未开始 before the start, 活动已经结束 after the end, '' while open. */
  closedText: string
  /** What the countdown runs to: the start before it, the end while open; null after the end. */
  until: number | null
}

function time(value: string | null | undefined): number | null {
  if (!value) return null
  const parsed = Date.parse(value)
  return Number.isFinite(parsed) ? parsed : null
}

/**
 * spec §4 activity time window: before the start, inside, after the end. The times decide when they are
 * valid (a page left open moves from one phase to the next); otherwise the server's status does.
 */
export function voteWindow(
  campaign: { status?: VoteStatus | string; startTime?: string | null; endTime?: string | null },
  now: number = Date.now(),
): VoteWindow {
  const start = time(campaign.startTime)
  const end = time(campaign.endTime)
  let phase: VotePhase
  if (start !== null && now < start) phase = 'before'
  else if (end !== null && now >= end) phase = 'after'
  else if (start !== null || end !== null) phase = 'open'
  else
    phase = campaign.status === 'NO_STARTED' ? 'before' : campaign.status === 'COMPLETED' ? 'after' : 'open'
  return {
    phase,
    closedText: phase === 'before' ? VOTE_NOT_STARTED_TEXT : phase === 'after' ? VOTE_ENDED_TEXT : '',
    until: phase === 'before' ? start : phase === 'open' ? end : null,
  }
}
