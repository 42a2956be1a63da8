import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { useRuntime } from '../render/runtime-context'
import {
  type FavoriteObjectType,
  type FavoriteOwnerModule,
  type FavoriteState,
  type FavoriteSubject,
  FavoriteToggle,
  favoriteObjectId,
  type ToggleOutcome,
} from './favorite-toggle'
import { type LikeEndpoints, type LikeOutcome, type LikeState, LikeToggle } from './like-toggle'

export interface UseFavoriteOptions {
  item: FavoriteSubject
  objectType?: FavoriteObjectType
  ownerModule?: FavoriteOwnerModule
  /** The known state; a change (the page reloaded) is taken over when no toggle is in flight. */
  collected?: boolean
  toast?: string
  onChange?: (collected: boolean) => void
}

/** The favorite toggle of one item for a React component, with the runtime's API and session. */
export function useFavoriteToggle(
  options: UseFavoriteOptions,
): FavoriteState & { toggle: () => Promise<ToggleOutcome> } {
  const { api, session } = useRuntime()
  const latest = useRef(options)
  latest.current = options
  const objectType = options.objectType ?? 'COURSE'
  const objectId = favoriteObjectId(options.item, objectType)
  const ownerModule = options.ownerModule
  // One toggle per object; callbacks and item fields are read when the toggle runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: objectId identifies the item
  const toggle = useMemo(
    () =>
      new FavoriteToggle({
        api,
        session,
        get item() {
          return latest.current.item
        },
        objectType,
        ownerModule,
        collected: latest.current.collected,
        get toast() {
          return latest.current.toast
        },
        onChange: (collected) => latest.current.onChange?.(collected),
      }),
    [api, session, objectType, objectId, ownerModule],
  )
  const state = useSyncExternalStore(toggle.subscribe, toggle.getSnapshot)
  useEffect(() => {
    if (options.collected !== undefined) toggle.sync(options.collected)
  }, [toggle, options.collected])
  return { ...state, toggle: () => toggle.toggle() }
}

export interface UseLikeOptions {
  endpoints: LikeEndpoints
  liked?: boolean
  count?: number
  onChange?: (state: LikeState) => void
}

/** A like toggle for a React component; `endpoints` is read when it runs (likeEndpoints(...)). */
export function useLikeToggle(options: UseLikeOptions): LikeState & { toggle: () => Promise<LikeOutcome> } {
  const { api, session } = useRuntime()
  const latest = useRef(options)
  latest.current = options
  const key = `${options.endpoints.add.name}:${JSON.stringify(options.endpoints.add.params)}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: key identifies the liked thing
  const toggle = useMemo(
    () =>
      new LikeToggle({
        api,
        session,
        get endpoints() {
          return latest.current.endpoints
        },
        liked: latest.current.liked,
        count: latest.current.count,
        onChange: (state) => latest.current.onChange?.(state),
      }),
    [api, session, key],
  )
  const state = useSyncExternalStore(toggle.subscribe, toggle.getSnapshot)
  useEffect(() => {
    toggle.sync(options.liked === true, options.count ?? 0)
  }, [toggle, options.liked, options.count])
  return { ...state, toggle: () => toggle.toggle() }
}
