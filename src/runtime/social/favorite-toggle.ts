import type { ServerState } from '../data/index'
import type { Session } from '../session/index'
import { toast as showToast } from '../ui/index'
import { ToggleState } from './toggle-state'

/** spec §3 enumerations: related object types a favorite names. */
export type FavoriteObjectType =
  | 'COURSE'
  | 'ACTIVITY'
  | 'COURSE_PACKAGE'
  | 'OFFLINE_CLASS'
  | 'LIVE'
  | 'VIDEO'
  | 'ARTICLE'
  | 'GUIDELINE'

/** spec §3 owner modules: ACADEMY is the 想学 (want to learn) list, OTHER everything else. */
export type FavoriteOwnerModule = 'OTHER' | 'ACADEMY'

/** What a favorite is made from: a course, package, lesson, activity or offline class as the API sends it. */
export interface FavoriteSubject {
  id?: number | string | null
  activityId?: number | string | null
  title?: string | null
  bigPicUrl?: string | null
}

/** The favorite.add payload (spec §3 favorite item), path values included. */
export interface FavoritePayload {
  objectType: FavoriteObjectType
  objectId: number | string
  objectTitle: string
  objectPicUrl: string
  objectOwnerModule: FavoriteOwnerModule
}

/** Shown instead of a call when a guest taps the favorite of a course package (spec §4). */
export const FAVORITE_LOGIN_PROMPT = '请先登录后再收藏'

// spec §3: activities and offline classes are favorited by their activityId, everything else by id.
const byActivityId: readonly FavoriteObjectType[] = ['ACTIVITY', 'OFFLINE_CLASS']

/** spec §3: the objectId of a favorite; undefined when the item lacks it. */
export function favoriteObjectId(
  item: FavoriteSubject,
  objectType: FavoriteObjectType,
): number | string | undefined {
  const value = byActivityId.includes(objectType) ? item.activityId : item.id
  return value === undefined || value === null || value === '' ? undefined : value
}

/**
 * spec §3 favorite item: objectPicUrl from bigPicUrl, objectType default COURSE, objectOwnerModule
 * default OTHER. Undefined when the item has no id to favorite by.
 */
export function favoritePayload(
  item: FavoriteSubject,
  objectType: FavoriteObjectType = 'COURSE',
  ownerModule: FavoriteOwnerModule = 'OTHER',
): FavoritePayload | undefined {
  const objectId = favoriteObjectId(item, objectType)
  if (objectId === undefined) return undefined
  return {
    objectType,
    objectId,
    objectTitle: item.title ?? '',
    objectPicUrl: item.bigPicUrl ?? '',
    objectOwnerModule: ownerModule,
  }
}

export interface FavoriteToggleOptions {
  /** The one client cache: favorite.add / favorite.remove go through it and refresh what shows favorites. */
  data: Pick<ServerState, 'write'>
  session: Pick<Session, 'loggedIn' | 'relogin'>
  item: FavoriteSubject
  /** Default COURSE. */
  objectType?: FavoriteObjectType
  /** Default OTHER; ACADEMY for the 想学 list. */
  ownerModule?: FavoriteOwnerModule
  /**
   * Whether the item is collected, as the read that shows it says now (e.g. CourseDetail.favorite); read
   * at each toggle, so a getter keeps it current.
   */
  collected?: boolean
  /** Shown after a confirmed add (spec §4 "an optional toast"); nothing when empty. */
  toast?: string
  /** Called after each confirmed change with the new state (after the toast when adding). */
  onChange?: (collected: boolean) => void
  /** How messages are shown (default: the runtime toast). */
  notify?: (text: string) => void
}

/** What a favorite control shows. */
export interface FavoriteState {
  collected: boolean
  /** A toggle call is in flight. */
  busy: boolean
}

/** A toggle's own part: whether its write is out, and the state that write asks for. */
export interface FavoriteFlight {
  busy: boolean
  /** The state asked for, shown while the write is out (the optimistic pressed look). */
  pressed: boolean
}

/**
 * What to show: the pressed state while the write is out, else what the read says (decision 0037: the
 * collected flag is the cache's, which the write has refreshed by the time it resolves).
 */
export function shownFavorite(flight: FavoriteFlight, collected: boolean): FavoriteState {
  return { collected: flight.busy ? flight.pressed : collected, busy: flight.busy }
}

/**
 * How a toggle ended: `added` / `removed` (the answer confirmed it), `unchanged` (the answer did not
 * report the new state), `ignored` (another toggle was in flight), `login` (no user: prompt or
 * re-login, no call), `failed` (the call failed; the API client already showed why).
 */
export type ToggleOutcome = 'added' | 'removed' | 'unchanged' | 'ignored' | 'login' | 'failed'

/**
 * spec §4 favorite toggle. An item is collected or not, as the read showing it says; a toggle in flight
 * ignores further toggles and shows the state it asks for; the write goes through the one client cache,
 * which refreshes every answer showing favorites (this card, the 想学 list, another card of the item)
 * before it resolves, so the control then shows the server's word. An add whose answer reports favorite
 * true toasts and calls back; a cancel calls back when the answer reports favorite false. A guest's
 * course-package favorite gets a prompt and no call; any other guest favorite goes to re-login (they are
 * /user/ calls).
 */
export class FavoriteToggle extends ToggleState<FavoriteFlight> {
  private readonly options: FavoriteToggleOptions

  constructor(options: FavoriteToggleOptions) {
    super({ busy: false, pressed: false })
    this.options = options
  }

  get objectType(): FavoriteObjectType {
    return this.options.objectType ?? 'COURSE'
  }

  /** What the control shows now, with the read's flag as the options give it. */
  get shown(): FavoriteState {
    return shownFavorite(this.state, this.options.collected === true)
  }

  async toggle(): Promise<ToggleOutcome> {
    // spec §4: while a toggle is in flight, further toggles are ignored.
    if (this.state.busy) return 'ignored'
    const { data, session, item, ownerModule, toast, onChange } = this.options
    const notify = this.options.notify ?? showToast
    const objectType = this.objectType
    if (!session.loggedIn) {
      // spec §4: a guest's course-package favorite only prompts; the call is never made.
      if (objectType === 'COURSE_PACKAGE') notify(FAVORITE_LOGIN_PROMPT)
      else session.relogin()
      return 'login'
    }
    const payload = favoritePayload(item, objectType, ownerModule)
    if (!payload) {
      notify('收藏失败：缺少内容编号')
      return 'failed'
    }
    const adding = this.options.collected !== true
    this.set({ busy: true, pressed: adding })
    try {
      if (adding) {
        const answer = await data.write<{ favorite?: unknown } | null>('favorite.add', { ...payload })
        this.set({ busy: false })
        if (answer?.favorite !== true) return 'unchanged'
        if (toast) notify(toast)
        onChange?.(true)
        return 'added'
      }
      const answer = await data.write<{ favorite?: unknown } | null>('favorite.remove', {
        objectType: payload.objectType,
        objectId: payload.objectId,
      })
      this.set({ busy: false })
      if (answer?.favorite !== false) return 'unchanged'
      onChange?.(false)
      return 'removed'
    } catch {
      // The API client has shown the error (spec §8); the cache was asked again, the read says the rest.
      this.set({ busy: false })
      return 'failed'
    }
  }
}

export function createFavoriteToggle(options: FavoriteToggleOptions): FavoriteToggle {
  return new FavoriteToggle(options)
}
