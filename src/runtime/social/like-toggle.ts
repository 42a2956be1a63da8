import type { ServerState } from '../data/index'
import type { Session } from '../session/index'
import { ToggleState } from './toggle-state'

/** One endpoint call: its catalogue name and params (path values included). */
export interface EndpointCall {
  name: string
  params: Record<string, unknown>
}

/** The calls that like and unlike one thing; all answer { liked, likeCount }. */
export interface LikeEndpoints {
  add: EndpointCall
  remove: EndpointCall
}

/**
 * The like calls of a content item: like.add / like.remove on /sns/v2/user/like/{type}/{id}; a LIVE
 * lesson is liked on its own academy path (live.like / live.unlike, spec §7 social).
 */
export function likeEndpoints(type: string, id: number | string): LikeEndpoints {
  if (type === 'LIVE') {
    return { add: { name: 'live.like', params: { id } }, remove: { name: 'live.unlike', params: { id } } }
  }
  return {
    add: { name: 'like.add', params: { type, id } },
    remove: { name: 'like.remove', params: { type, id } },
  }
}

/** The like calls of a comment, or of one of its replies. */
export function commentLikeEndpoints(commentId: number | string, replyId?: number | string): LikeEndpoints {
  if (replyId !== undefined) {
    const params = { id: commentId, replyId }
    return {
      add: { name: 'comment.replyLike', params },
      remove: { name: 'comment.replyUnlike', params },
    }
  }
  return {
    add: { name: 'comment.like', params: { id: commentId } },
    remove: { name: 'comment.unlike', params: { id: commentId } },
  }
}

export interface LikeToggleOptions {
  /** The one client cache: the like calls go through it and refresh what shows likes (or comments). */
  data: Pick<ServerState, 'write'>
  session: Pick<Session, 'loggedIn' | 'relogin'>
  endpoints: LikeEndpoints
  /** Whether the doctor likes it, as the read that shows it says now; read at each toggle. */
  liked?: boolean
  /** Called after each answered toggle with the answer's state. */
  onChange?: (state: LikeState) => void
}

/** What a like control shows. */
export interface LikeState {
  liked: boolean
  count: number
  busy: boolean
}

/** A toggle's own part: whether its write is out, and the state that write asks for. */
export interface LikeFlight {
  busy: boolean
  /** liked or not, as asked for: shown while the write is out. */
  pressed: boolean
}

export type LikeOutcome = 'liked' | 'unliked' | 'ignored' | 'login' | 'failed'

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

/**
 * What to show: while the write is out, the pressed look (its count one up or down with it); else what
 * the read says, which the write has refreshed by the time it resolves (decision 0037).
 */
export function shownLike(flight: LikeFlight, liked: boolean, likeCount: unknown): LikeState {
  const known = count(likeCount)
  if (!flight.busy) return { liked, count: known, busy: false }
  const step = flight.pressed === liked ? 0 : flight.pressed ? 1 : -1
  return { liked: flight.pressed, count: Math.max(0, known + step), busy: true }
}

/**
 * A like toggle with the favorite toggle's in-flight rule (spec §4): while a call is out, further taps
 * are ignored and the pressed state shows. The call is a write through the one client cache; once it
 * resolves, the read showing the item has been refreshed and says liked and likeCount. A guest goes to
 * re-login, no call.
 */
export class LikeToggle extends ToggleState<LikeFlight> {
  private readonly options: LikeToggleOptions

  constructor(options: LikeToggleOptions) {
    super({ busy: false, pressed: false })
    this.options = options
  }

  async toggle(): Promise<LikeOutcome> {
    if (this.state.busy) return 'ignored'
    const { data, session, endpoints, onChange } = this.options
    if (!session.loggedIn) {
      session.relogin()
      return 'login'
    }
    const liking = this.options.liked !== true
    const call = liking ? endpoints.add : endpoints.remove
    this.set({ busy: true, pressed: liking })
    try {
      const answer = await data.write<{ liked?: unknown; likeCount?: unknown } | null>(call.name, {
        ...call.params,
      })
      this.set({ busy: false })
      const liked = typeof answer?.liked === 'boolean' ? answer.liked : liking
      onChange?.({ liked, count: count(answer?.likeCount), busy: false })
      return liked ? 'liked' : 'unliked'
    } catch {
      // Already toasted by the API client; the cache was asked again and the read shows the rest.
      this.set({ busy: false })
      return 'failed'
    }
  }
}

export function createLikeToggle(options: LikeToggleOptions): LikeToggle {
  return new LikeToggle(options)
}
