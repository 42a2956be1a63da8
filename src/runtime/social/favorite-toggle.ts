import type { ApiClient } from '../api/index'
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
  api: Pick<ApiClient, 'call'>
  session: Pick<Session, 'loggedIn' | 'relogin'>
  item: FavoriteSubject
  /** Default COURSE. */
  objectType?: FavoriteObjectType
  /** Default OTHER; ACADEMY for the 想学 list. */
  ownerModule?: FavoriteOwnerModule
  /** Whether the item is collected now (e.g. CourseDetail.favorite). */
  collected?: boolean
  /** Shown after a confirmed add (spec §4 "an optional toast"); nothing when empty. */
  toast?: string
  /** Called after each confirmed change with the new state (after the toast when adding). */
  onChange?: (collected: boolean) => void
  /** How messages are shown (default: the runtime toast). */
  notify?: (text: string) => void
}

export interface FavoriteState {
  collected: boolean
  /** A toggle call is in flight. */
  busy: boolean
}

/**
 * How a toggle ended: `added` / `removed` (the answer confirmed it), `unchanged` (the answer did not
 * report the new state), `ignored` (another toggle was in flight), `login` (no user: prompt or
 * re-login, no call), `failed` (the call failed; the API client already showed why).
 */
export type ToggleOutcome = 'added' | 'removed' | 'unchanged' | 'ignored' | 'login' | 'failed'

/**
 * spec §4 favorite toggle. An item is collected or not; a toggle in flight ignores further toggles;
 * adding sets collected only when the answer reports favorite true, then toasts and calls back;
 * cancelling clears only when the answer reports favorite false. A guest's course-package favorite
 * gets a prompt and no call; any other guest favorite goes to re-login (they are /user/ calls).
 */
export class FavoriteToggle extends ToggleState<FavoriteState> {
  private readonly options: FavoriteToggleOptions

  constructor(options: FavoriteToggleOptions) {
    super({ collected: options.collected === true, busy: false })
    this.options = options
  }

  get objectType(): FavoriteObjectType {
    return this.options.objectType ?? 'COURSE'
  }

  /** Takes a newer known state (the page reloaded its data); ignored while a toggle is in flight. */
  sync(collected: boolean): void {
    if (!this.state.busy && this.state.collected !== collected) this.set({ collected })
  }

  async toggle(): Promise<ToggleOutcome> {
    // spec §4: while a toggle is in flight, further toggles are ignored.
    if (this.state.busy) return 'ignored'
    const { api, session, item, ownerModule, toast, onChange } = this.options
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
    const adding = !this.state.collected
    this.set({ busy: true })
    try {
      if (adding) {
        const answer = await api.call<{ favorite?: unknown } | null>('favorite.add', { ...payload })
        if (answer?.favorite !== true) {
          this.set({ busy: false })
          return 'unchanged'
        }
        this.set({ busy: false, collected: true })
        if (toast) notify(toast)
        onChange?.(true)
        return 'added'
      }
      const answer = await api.call<{ favorite?: unknown } | null>('favorite.remove', {
        objectType: payload.objectType,
        objectId: payload.objectId,
      })
      if (answer?.favorite !== false) {
        this.set({ busy: false })
        return 'unchanged'
      }
      this.set({ busy: false, collected: false })
      onChange?.(false)
      return 'removed'
    } catch {
      // The API client has shown the error (spec §8); the state stays as it was.
      this.set({ busy: false })
      return 'failed'
    }
  }
}

export function createFavoriteToggle(options: FavoriteToggleOptions): FavoriteToggle {
  return new FavoriteToggle(options)
}
