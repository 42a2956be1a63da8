import { useEffect, useRef } from 'react'
import { usePagedRead, useRead } from '../data/hooks'
import type { PagedList } from '../data/server-state'
import { clock } from '../format/clock'
import { useRuntime } from '../render/runtime-context'
import { useRenderAt } from '../ui/index'
import type { VoteCampaign, VoteItem } from './types'
import { voteReads } from './vote.data'
import { readsAsUser } from './vote-service'
import { type VoteWindow, voteWindow } from './vote-window'

export type CampaignState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'missing' }
  | { status: 'ready'; campaign: VoteCampaign }

/** A positive integer id from a prop (bindings give strings), else undefined. */
export function voteId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/** Which variant of the vote reads the caller gets: a signed-in doctor's or the public one. */
function useAudience() {
  const runtime = useRuntime()
  const asUser = readsAsUser(runtime)
  return { asUser, asPublic: !asUser }
}

/**
 * A campaign (with `voteItemId`, and that entry) through the one client cache: vote.detail for a signed-in
 * doctor, vote.publicDetail for everyone else. The widgets of a screen share one read, and a vote or share
 * anywhere refreshes it. `awaitingFresh`: the doctor came back and the answer is being asked again.
 */
export function useVoteCampaign(
  promotionId: number | undefined,
  voteItemId?: number,
): { state: CampaignState; awaitingFresh: boolean; reload: () => void } {
  const { stores } = useRuntime()
  const vars = useAudience()
  const props = { promotionId, voteItemId }
  const user = useRead<VoteCampaign>(voteReads.campaign, { props, vars })
  const anyone = useRead<VoteCampaign>(voteReads.publicCampaign, { props, vars })
  const read = vars.asUser ? user : anyone
  const answer = read.answer
  const campaign = answer.status === 'ready' && answer.data ? answer.data : null
  useEffect(() => {
    // spec §3: the current vote detail id; its token hours are what the captcha login asks for.
    if (campaign) stores.ui.setVoteDetailId(String(campaign.id), campaign.tokenExpirationHours)
  }, [campaign, stores])
  const state: CampaignState = !promotionId
    ? { status: 'missing' }
    : campaign
      ? { status: 'ready', campaign }
      : answer.status === 'error' || answer.status === 'missing'
        ? { status: 'error' }
        : { status: 'loading' }
  return { state, awaitingFresh: read.awaitingFresh, reload: read.reload }
}

/** What a list of entries is filtered and sorted by. */
export interface EntryFilter {
  activityId?: number
  regionId?: number
  keyword?: string
  sort?: string
  pageSize: number
}

/** A campaign's entries, a page at a time, through the one client cache (the doctor's or the public list). */
export function useVoteEntries(
  promotionId: number | undefined,
  filter: EntryFilter,
): {
  list: PagedList<VoteItem>
  awaitingFresh: boolean
  loadMore: () => void
  reload: () => void
} {
  const audience = useAudience()
  const props = { promotionId, activityId: filter.activityId, pageSize: filter.pageSize }
  const vars = {
    ...audience,
    regionId: filter.regionId,
    keyword: filter.keyword || undefined,
    sort: filter.sort,
  }
  const user = usePagedRead<VoteItem>(voteReads.entries, { props, vars })
  const anyone = usePagedRead<VoteItem>(voteReads.publicEntries, { props, vars })
  const read = audience.asUser ? user : anyone
  return { list: read.list, awaitingFresh: read.awaitingFresh, loadMore: read.loadMore, reload: read.reload }
}

/**
 * The campaign's time window now, rendered again when the start or the end passes (not every second: a
 * countdown ticks in its own small component). When the phase changes under an open page, the vote
 * answers are asked again: what a vote does is the server's to say.
 */
export function useVoteWindow(campaign: VoteCampaign | null): VoteWindow | null {
  const { data } = useRuntime()
  const live = campaign ? voteWindow(campaign, clock.now()) : null
  useRenderAt(live?.until ?? null)
  const current = live?.phase
  const phase = useRef(current)
  useEffect(() => {
    const previous = phase.current
    phase.current = current
    if (previous && current && previous !== current) void data.refresh(['vote'])
  }, [current, data])
  return live
}
