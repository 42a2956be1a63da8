import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiClient } from '../api/index'
import { useRuntime } from '../render/runtime-context'
import type { VoteCampaign } from './types'
import { countAfterVote, onVoted, readsAsUser, type VoteHost } from './vote-service'

// One campaign read shared by the widgets of a screen that mount together (hero, board, rules, bar):
// the public read counts a visit, so it should be one call, not one per widget.
const inFlight = new WeakMap<object, Map<string, Promise<VoteCampaign>>>()

/**
 * Reads a campaign: vote.detail (with the caller's quotas) for a logged-in doctor, vote.publicDetail
 * for everyone else — a guest reads the public one too, so an expired guest token only matters when
 * voting. With `voteItemId` the answer's `item` is that entry.
 */
export function loadVoteCampaign(
  host: Pick<VoteHost, 'session' | 'stores'> & { api: Pick<ApiClient, 'call'> },
  promotionId: number,
  voteItemId?: number,
): Promise<VoteCampaign> {
  const name = readsAsUser(host) ? 'vote.detail' : 'vote.publicDetail'
  const key = `${name}:${promotionId}:${voteItemId ?? ''}`
  let calls = inFlight.get(host.api)
  if (!calls) {
    calls = new Map()
    inFlight.set(host.api, calls)
  }
  const running = calls.get(key)
  if (running) return running
  const params: Record<string, unknown> = { promotionId }
  if (voteItemId) params.voteItemId = voteItemId
  const call = host.api.call<VoteCampaign>(name, params).finally(() => calls.delete(key))
  calls.set(key, call)
  return call
}

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

/**
 * A campaign for a widget, following the screen's votes: after a counted vote the total, the caller's
 * quotas and the read item's count move without a new read.
 */
export function useVoteCampaign(
  promotionId: number | undefined,
  voteItemId?: number,
  /** The same campaign already read by the page (a data source): shown as is, no second read. */
  known?: VoteCampaign | null,
): { state: CampaignState; reload: () => void } {
  const runtime = useRuntime()
  const given = known && promotionId && known.id === promotionId ? known : undefined
  const [state, setState] = useState<CampaignState>(
    given
      ? { status: 'ready', campaign: given }
      : promotionId
        ? { status: 'loading' }
        : { status: 'missing' },
  )
  const request = useRef(0)
  const skipFirstRead = useRef(given !== undefined)

  const load = useCallback(async () => {
    const current = ++request.current
    if (!promotionId) {
      setState({ status: 'missing' })
      return
    }
    if (skipFirstRead.current && given) {
      skipFirstRead.current = false
      runtime.stores.ui.setVoteDetailId(String(given.id), given.tokenExpirationHours)
      return
    }
    setState({ status: 'loading' })
    try {
      const campaign = await loadVoteCampaign(runtime, promotionId, voteItemId)
      if (current === request.current) {
        setState({ status: 'ready', campaign })
        // spec §3: the current vote detail id; its token hours are what the captcha login asks for.
        runtime.stores.ui.setVoteDetailId(String(campaign.id), campaign.tokenExpirationHours)
      }
    } catch {
      // Toasted by the API client.
      if (current === request.current) setState({ status: 'error' })
    }
  }, [runtime, promotionId, voteItemId, given])

  useEffect(() => {
    void load()
    return () => {
      request.current++
    }
  }, [load])

  useEffect(
    () =>
      onVoted((event) => {
        setState((previous) => {
          if (previous.status !== 'ready' || previous.campaign.id !== event.promotionId) return previous
          const campaign = previous.campaign
          const item =
            campaign.item && campaign.item.id === event.voteItemId
              ? {
                  ...campaign.item,
                  voteCount: countAfterVote(campaign.item.voteCount, event),
                  votedToday: (campaign.item.votedToday ?? 0) + 1,
                }
              : campaign.item
          return {
            status: 'ready',
            campaign: {
              ...campaign,
              totalVotes: (campaign.totalVotes ?? 0) + 1,
              mine: event.mine ?? campaign.mine,
              item,
            },
          }
        })
      }),
    [],
  )

  return { state, reload: () => void load() }
}
