import type { VoteItem, VoteState } from './types'

/** What a vote control shows and whether a tap sends a vote. */
export interface VoteControl {
  label: string
  enabled: boolean
  /** The entry has had the doctor's vote today (已投): drawn as done, not as unavailable. */
  done: boolean
}

/** The label of each state in which the server would refuse the vote (schemas/api/vote.ts voteState). */
export const VOTE_STATE_LABELS: Readonly<Record<Exclude<VoteState, 'CAN_VOTE' | 'LOGIN_REQUIRED'>, string>> =
  {
    VOTED_TODAY: '已投',
    DAY_RUN_OUT: '明日再投',
    TOTAL_RUN_OUT: '票已投完',
    NOT_STARTED: '活动还未开始',
    ENDED: '活动已经结束',
  }

/**
 * The one mapping from the server's answer about an entry to its vote control (list row, entry page,
 * hero): the state vote.submit will apply, never a figure the client works out itself. CAN_VOTE with
 * votes left and LOGIN_REQUIRED (a tap asks for a login, or a guest votes) offer `voteText`; every other
 * state names why the vote would not count, disabled.
 */
export function voteControl(
  entry: Pick<VoteItem, 'voteState' | 'remainingToday'>,
  voteText = '投票',
): VoteControl {
  const state = entry.voteState
  if (state === 'LOGIN_REQUIRED' || state === undefined)
    return { label: voteText, enabled: true, done: false }
  if (state === 'CAN_VOTE') {
    // The server's own count of what is left: CAN_VOTE comes with at least one (0 would be refused).
    return entry.remainingToday === 0
      ? { label: VOTE_STATE_LABELS.DAY_RUN_OUT, enabled: false, done: false }
      : { label: voteText, enabled: true, done: false }
  }
  return { label: VOTE_STATE_LABELS[state] ?? voteText, enabled: false, done: state === 'VOTED_TODAY' }
}
