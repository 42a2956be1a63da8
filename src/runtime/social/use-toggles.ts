import { useMemo, useRef, useSyncExternalStore } from 'react'
import { useRead } from '../data/hooks'
import { useRuntime } from '../render/runtime-context'
import {
  type FavoriteObjectType,
  type FavoriteOwnerModule,
  type FavoriteState,
  type FavoriteSubject,
  FavoriteToggle,
  favoriteObjectId,
  shownFavorite,
  type ToggleOutcome,
} from './favorite-toggle'
import { type LikeEndpoints, type LikeOutcome, type LikeState, LikeToggle, shownLike } from './like-toggle'
import { socialReads } from './social.data'

export interface UseFavoriteOptions {
  item: FavoriteSubject
  objectType?: FavoriteObjectType
  ownerModule?: FavoriteOwnerModule
  /**
   * Whether the item is collected, from the read that shows it (`course.favorite`): the control shows it,
   * except for the pressed state while a toggle's write is out. Undefined (the read carries no flag, as a
   * course package's does not): favorite.status is asked for it.
   */
  collected?: boolean
  toast?: string
  onChange?: (collected: boolean) => void
}

/**
 * The favorite toggle of one item for a React component. The collected flag is the caller's read of the
 * one client cache; the write refreshes every answer showing favorites, so this control, the 想学 list
 * and any other card of the item show the same state once it resolves.
 */
export function useFavoriteToggle(
  options: UseFavoriteOptions,
): FavoriteState & { toggle: () => Promise<ToggleOutcome> } {
  const { data, session } = useRuntime()
  const objectType = options.objectType ?? 'COURSE'
  const objectId = favoriteObjectId(options.item, objectType)
  const ownerModule = options.ownerModule
  const status = useRead<{ favorite?: unknown } | null>(socialReads.favoriteStatus, {
    props: { objectType, objectId },
    enabled: options.collected === undefined,
  })
  const collected =
    options.collected ?? (status.answer.status === 'ready' && status.answer.data?.favorite === true)
  const latest = useRef({ ...options, collected })
  latest.current = { ...options, collected }
  // One toggle per object; the read's flag, callbacks and item fields are read when the toggle runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: objectId identifies the item
  const toggle = useMemo(
    () =>
      new FavoriteToggle({
        data,
        session,
        get item() {
          return latest.current.item
        },
        objectType,
        ownerModule,
        get collected() {
          return latest.current.collected === true
        },
        get toast() {
          return latest.current.toast
        },
        onChange: (collected) => latest.current.onChange?.(collected),
      }),
    [data, session, objectType, objectId, ownerModule],
  )
  const flight = useSyncExternalStore(toggle.subscribe, toggle.getSnapshot, toggle.getSnapshot)
  return { ...shownFavorite(flight, collected), toggle: () => toggle.toggle() }
}

export interface UseLikeOptions {
  endpoints: LikeEndpoints
  /** From the read that shows the item (`article.liked`), as `count` (`article.likeCount`). */
  liked?: boolean
  count?: number
  onChange?: (state: LikeState) => void
}

/**
 * A like toggle for a React component; `endpoints` is read when it runs (likeEndpoints(...)). liked and
 * count are the caller's read of the one client cache, refreshed by the like's write before it resolves.
 */
export function useLikeToggle(options: UseLikeOptions): LikeState & { toggle: () => Promise<LikeOutcome> } {
  const { data, session } = useRuntime()
  const latest = useRef(options)
  latest.current = options
  const key = `${options.endpoints.add.name}:${JSON.stringify(options.endpoints.add.params)}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: key identifies the liked thing
  const toggle = useMemo(
    () =>
      new LikeToggle({
        data,
        session,
        get endpoints() {
          return latest.current.endpoints
        },
        get liked() {
          return latest.current.liked === true
        },
        onChange: (state) => latest.current.onChange?.(state),
      }),
    [data, session, key],
  )
  const flight = useSyncExternalStore(toggle.subscribe, toggle.getSnapshot, toggle.getSnapshot)
  return { ...shownLike(flight, options.liked === true, options.count), toggle: () => toggle.toggle() }
}
