import { ApiError, guestRole } from '../api/index'
import type { ServerState } from '../data/index'
import { callNative, type PlatformInfo, type ShareService } from '../platform/index'
import type { Session } from '../session/index'
import type { RootStore } from '../stores/index'
import type { RuntimeTracker } from '../tracking/index'
import { copyText, toast } from '../ui/index'
import type { VoteCampaign, VoteMine, VoteSubmitAnswer } from './types'

/**
 * Why a vote did not count, by the server's code (issue 5 vote contract). The three limit codes are
 * quiet in the API client (spec §8), so the screen must say it plainly; the window codes join them.
 */
export const VOTE_REFUSAL_TEXTS: Readonly<Record<string, string>> = {
  'vote.process.run.out': '当前活动投票次数已用完',
  'vote.everyday.run.out': '今日投票次数已用完，明天再来吧',
  'vote.item.day.run.out': '今天已为TA投过票，明天再来吧',
  'vote.not.started': '活动还未开始',
  'vote.ended': '活动已经结束',
}

export const VOTE_SUCCESS_TEXT = '投票成功'

/** What became of a tap on 投票. Only `voted` changes a count (the cache has refreshed it). */
export type VoteOutcome =
  | { status: 'voted'; promotionId: number; voteItemId: number; voteCount: number; mine: VoteMine | null }
  /** Anonymous: sent to log in, nothing was sent. */
  | { status: 'login' }
  /** A guest whose token is missing or expired: the API client opened the captcha modal (spec §4). */
  | { status: 'captcha' }
  /** The server refused it with a known code; `message` says why (also shown in a dialog). */
  | { status: 'refused'; code: string; message: string }
  /** Anything else (network, missing item): toasted. */
  | { status: 'failed'; message: string }

export interface VoteHost {
  /** The one client cache: the vote goes through it and refreshes every answer showing votes. */
  data: Pick<ServerState, 'write'>
  session: Pick<Session, 'loggedIn' | 'relogin'>
  stores: Pick<RootStore, 'user' | 'ui'>
  tracker?: Pick<RuntimeTracker, 'event'>
}

export interface VoteTarget {
  id: number
  regionId?: number | null
  activityId?: number | null
}

/** A ROLE_GUEST user (captcha login for voting): reads the public campaign, may vote. */
export function isVoteGuest(stores: Pick<RootStore, 'user'>): boolean {
  return stores.user.hasRole(guestRole)
}

/** Whether the caller reads the /user/ variants (quotas, votedToday): logged in and not a guest. */
export function readsAsUser(host: Pick<VoteHost, 'session' | 'stores'>): boolean {
  return host.session.loggedIn && !isVoteGuest(host.stores)
}

function refusal(code: string): string | undefined {
  return Object.hasOwn(VOTE_REFUSAL_TEXTS, code) ? VOTE_REFUSAL_TEXTS[code] : undefined
}

/**
 * One vote for an item (vote.submit), written through the one client cache. Anonymous → re-login, nothing
 * sent. A refusal code → a plain dialog saying why it did not count (and the reason returned for the
 * widget); the cache has asked the vote answers again, so every control shows the state the refusal came
 * from. 401 for a guest → the API client's captcha modal; the vote did not count. Success → 投票成功 and a
 * `vote` tracking event once every answer showing votes (list, entry page, hero) is fresh.
 */
export async function submitVote(
  host: VoteHost,
  promotionId: number,
  target: VoteTarget,
): Promise<VoteOutcome> {
  if (!host.session.loggedIn) {
    host.session.relogin()
    return { status: 'login' }
  }
  const body: Record<string, unknown> = { id: promotionId, promotionId, voteItemId: target.id }
  if (target.regionId) body.regionId = target.regionId
  if (target.activityId) body.activityId = target.activityId
  try {
    // silent: this service says what happened; the status rules (401 → captcha / re-login) still apply.
    const answer = await host.data.write<VoteSubmitAnswer | null>('vote.submit', body, { silent: true })
    const outcome: VoteOutcome = {
      status: 'voted',
      promotionId,
      voteItemId: target.id,
      voteCount: typeof answer?.voteCount === 'number' ? answer.voteCount : Number.NaN,
      mine: answer?.mine ?? null,
    }
    toast(VOTE_SUCCESS_TEXT, { icon: 'success' })
    host.tracker?.event('vote', { promotionId, voteItemId: target.id })
    return outcome
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.outcome === 'voteModal') return { status: 'captcha' }
      if (error.outcome === 'relogin') return { status: 'login' }
      const message = refusal(error.code)
      if (message) {
        host.stores.ui.showModal({
          title: '投票未成功',
          content: message,
          confirmBtnText: '我知道了',
          cancelBtnText: '',
        })
        return { status: 'refused', code: error.code, message }
      }
      toast(error.message)
      return { status: 'failed', message: error.message }
    }
    const message = '投票失败，请稍后重试'
    toast(message)
    return { status: 'failed', message }
  }
}

export interface ShareHost extends VoteHost {
  platform: Pick<PlatformInfo, 'isApp' | 'isWechat'>
  share?: ShareService
}

/**
 * Shares a campaign: the native app's share sheet, WeChat's menu (its card set first), the system share
 * sheet, or the link copied. A logged-in user's share is counted (vote.share, through the cache, which
 * refreshes the campaign's share count); answers the new count.
 */
export async function shareVoteCampaign(
  host: ShareHost,
  campaign: Pick<VoteCampaign, 'id' | 'title' | 'shareTitle' | 'shareDesc' | 'shareImg'>,
  link: string = window.location.href,
): Promise<number | null> {
  const title = campaign.shareTitle || campaign.title
  const desc = campaign.shareDesc
  if (host.platform.isApp) {
    await callNative('share', { title, desc, link, img: campaign.shareImg })
  } else if (host.platform.isWechat && host.share) {
    await host.share.configure({ title, desc, img: campaign.shareImg, link })
    toast('点击右上角「…」分享给好友')
  } else if (typeof navigator !== 'undefined' && navigator.share) {
    await navigator.share({ title, text: desc, url: link }).catch(() => undefined)
  } else {
    await copyText(link)
  }
  if (!host.session.loggedIn) return null
  try {
    const answer = await host.data.write<{ id: number; shareCount: number } | null>(
      'vote.share',
      { id: campaign.id },
      { silent: true, quiet: true },
    )
    return typeof answer?.shareCount === 'number' ? answer.shareCount : null
  } catch {
    // A share that was not counted is still a share; nothing to tell the doctor.
    return null
  }
}
