import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { CallOptions } from '../api/index'
import { getPath, resolveValue } from '../expr/index'
import { useRuntime } from '../render/runtime-context'
import type { ReadDeclaration } from './declare'
import {
  type Answer,
  type PagedList,
  type PagedServerQuery,
  type QueryParams,
  queryKey,
  type ServerQuery,
} from './server-state'

/** What a widget's declared read gives it. */
export interface ReadControls<T> {
  answer: Answer<T>
  /** A `fresh` read asked again after the doctor returned: a control deciding on it shows a skeleton. */
  awaitingFresh: boolean
  /** Being asked again in the background, the last answer still shown (declared `refreshing: true` only). */
  refreshing: boolean
  /** Asks again (重试). */
  reload: () => void
  /** Writes a new answer into the cache (what a write answered); every screen showing it re-renders. */
  update: (updater: (old: T | undefined) => T | undefined) => void
}

export interface PagedReadControls<T> {
  list: PagedList<T>
  awaitingFresh: boolean
  /** Loads the next page; answers whether one arrived (a footer that loads on scroll). */
  loadNext: () => Promise<boolean>
  loadMore: () => void
  /** Loads page 1 again. */
  reload: () => void
}

/** The values a declaration's bindings read: the widget's props and choices, and who is signed in. */
export interface ReadBindings {
  props?: Readonly<Record<string, unknown>>
  vars?: Readonly<Record<string, unknown>>
  /** false: not asked for now, whatever the declaration says (e.g. until the doctor opens a sheet). */
  enabled?: boolean
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== false

function plan(
  declaration: ReadDeclaration,
  bindings: ReadBindings,
  session: { signedIn: boolean; userId: string },
) {
  const scope = { props: bindings.props ?? {}, vars: bindings.vars ?? {}, session }
  const params = resolveValue(declaration.params ?? {}, scope) as QueryParams
  const enabled =
    bindings.enabled !== false && (declaration.requires ?? []).every((path) => present(getPath(scope, path)))
  const size = Number(resolveValue(declaration.pageSize ?? 0, scope)) || 10
  return { params, enabled, size, key: JSON.stringify([queryKey(declaration.api, params), enabled, size]) }
}

function useSession() {
  const { stores } = useRuntime()
  // A session change resets the whole cache (createRuntime); the read's key need not carry it.
  return { signedIn: stores.user.isLoggedIn, userId: stores.user.userId }
}

/**
 * A widget's declared read, through the one client cache: the cached answer at once when there is one
 * (asked again in the background), the skeleton's `loading` otherwise; new params follow the props.
 */
export function useRead<T>(declaration: ReadDeclaration, bindings: ReadBindings = {}): ReadControls<T> {
  const { data } = useRuntime()
  const session = useSession()
  const planned = plan(declaration, bindings, session)
  const options = {
    enabled: planned.enabled,
    fresh: declaration.fresh,
    refreshing: declaration.refreshing,
    quiet: declaration.quiet,
    silent: declaration.silent,
  }
  const [query] = useState<ServerQuery<T>>(() => data.query<T>(declaration.api, planned.params, options))
  const shown = useRef(planned.key)
  useIsomorphicLayoutEffect(() => {
    if (shown.current === planned.key) return
    shown.current = planned.key
    query.setParams(declaration.api, planned.params, options)
  })
  const snapshot = useSyncExternalStore(query.subscribe, query.snapshot, query.snapshot)
  const params = planned.params
  const update = useCallback(
    (updater: (old: T | undefined) => T | undefined) => data.update<T>(declaration.api, params, updater),
    [data, declaration.api, params],
  )
  const reload = useCallback(() => void query.refetch(), [query])
  return {
    answer: snapshot.answer,
    awaitingFresh: snapshot.awaitingFresh,
    refreshing: snapshot.refreshing,
    reload,
    update,
  }
}

/** A widget's declared paged read (`pageSize`), a page at a time, through the one client cache. */
export function usePagedRead<T>(
  declaration: ReadDeclaration,
  bindings: ReadBindings = {},
): PagedReadControls<T> {
  const { data } = useRuntime()
  const session = useSession()
  const planned = plan(declaration, bindings, session)
  const options = {
    enabled: planned.enabled,
    fresh: declaration.fresh,
    quiet: declaration.quiet,
    silent: declaration.silent,
  }
  const [query] = useState<PagedServerQuery<T>>(() =>
    data.pages<T>(declaration.api, planned.params, planned.size, options),
  )
  const shown = useRef(planned.key)
  useIsomorphicLayoutEffect(() => {
    if (shown.current === planned.key) return
    shown.current = planned.key
    query.setParams(declaration.api, planned.params, planned.size, options)
  })
  const snapshot = useSyncExternalStore(query.subscribe, query.snapshot, query.snapshot)
  const loadNext = useCallback(() => query.loadNext(), [query])
  const loadMore = useCallback(() => void query.loadNext(), [query])
  const reload = useCallback(() => void query.refetch(), [query])
  return { list: snapshot.list, awaitingFresh: snapshot.awaitingFresh, loadNext, loadMore, reload }
}

export interface WriteControls {
  /**
   * Calls the write; resolves with its answer once every cached answer it changes is fresh on screen
   * (the API contract's `changes`). A failure has been shown by the API client (spec §8) and rejects.
   */
  write: <T = unknown>(params?: QueryParams, options?: CallOptions) => Promise<T>
  /** A write of this control is under way (disable the control, show it busy). */
  busy: boolean
}

/** A declared write: an endpoint of the API contract whose `changes` the cache refreshes after it. */
export function useWrite(name: string): WriteControls {
  const { data } = useRuntime()
  const [pending, setPending] = useState(0)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const write = useCallback(
    async <T>(params?: QueryParams, options?: CallOptions): Promise<T> => {
      setPending((count) => count + 1)
      try {
        return await data.write<T>(name, params, options)
      } finally {
        if (mounted.current) setPending((count) => count - 1)
      }
    },
    [data, name],
  )
  return useMemo(() => ({ write, busy: pending > 0 }), [write, pending])
}

/**
 * A static file the operators publish beside the app (the CDN's page text of an activity), read through
 * the one cache like any answer. `as: 'text'` keeps it as text.
 */
export function useStaticFile<T>(
  url: string,
  options: { params?: QueryParams; as?: 'text' | 'json'; enabled?: boolean } = {},
): Answer<T> {
  const { data } = useRuntime()
  const [query] = useState<ServerQuery<T>>(() => data.file<T>(url, options))
  const snapshot = useSyncExternalStore(query.subscribe, query.snapshot, query.snapshot)
  return snapshot.answer
}
