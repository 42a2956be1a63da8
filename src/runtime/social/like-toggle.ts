import type { ApiClient } from '../api/index'
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
  api: Pick<ApiClient, 'call'>
  session: Pick<Session, 'loggedIn' | 'relogin'>
  endpoints: LikeEndpoints
  liked?: boolean
  count?: number
  /** Called after each answered toggle with the new state. */
  onChange?: (state: LikeState) => void
}

export interface LikeState {
  liked: boolean
  count: number
  busy: boolean
}

export type LikeOutcome = 'liked' | 'unliked' | 'ignored' | 'login' | 'failed'

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

/**
 * A like toggle with the favorite toggle's in-flight rule (spec §4): while a call is out, further taps
 * are ignored. The answer's { liked, likeCount } is the new state; a guest goes to re-login, no call.
 */
export class LikeToggle extends ToggleState<LikeState> {
  private readonly options: LikeToggleOptions

  constructor(options: LikeToggleOptions) {
    super({ liked: options.liked === true, count: count(options.count), busy: false })
    this.options = options
  }

  /** Takes a newer known state from props; ignored while a toggle is in flight. */
  sync(liked: boolean, likeCount: number): void {
    const next = count(likeCount)
    if (!this.state.busy && (this.state.liked !== liked || this.state.count !== next)) {
      this.set({ liked, count: next })
    }
  }

  async toggle(): Promise<LikeOutcome> {
    if (this.state.busy) return 'ignored'
    const { api, session, endpoints, onChange } = this.options
    if (!session.loggedIn) {
      session.relogin()
      return 'login'
    }
    const liking = !this.state.liked
    const call = liking ? endpoints.add : endpoints.remove
    this.set({ busy: true })
    try {
      const answer = await api.call<{ liked?: unknown; likeCount?: unknown } | null>(call.name, {
        ...call.params,
      })
      const liked = typeof answer?.liked === 'boolean' ? answer.liked : liking
      const likeCount =
        typeof answer?.likeCount === 'number'
          ? count(answer.likeCount)
          : Math.max(0, this.state.count + (liked === this.state.liked ? 0 : liked ? 1 : -1))
      this.set({ busy: false, liked, count: likeCount })
      onChange?.(this.state)
      return liked ? 'liked' : 'unliked'
    } catch {
      // Already toasted by the API client; nothing changed.
      this.set({ busy: false })
      return 'failed'
    }
  }
}

export function createLikeToggle(options: LikeToggleOptions): LikeToggle {
  return new LikeToggle(options)
}
