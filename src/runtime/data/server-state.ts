import type { Entity } from '@schemas/api/entities'
import {
  focusManager,
  type InfiniteData,
  InfiniteQueryObserver,
  type Query,
  QueryClient,
  QueryObserver,
} from '@tanstack/query-core'
import { type IObservableValue, observable, runInAction } from 'mobx'
import { type ApiClient, ApiError, type CallOptions } from '../api/index'
import { entitiesChangedBy, showsAnyOf } from './entities'

/**
 * The one client cache of server state (decision 0037): every page data source and every widget's declared
 * read goes through it, keyed by endpoint and parameters, so two screens showing one answer show the same
 * answer. TanStack Query's core does the caching (one request per key at a time, stale-while-revalidate,
 * garbage collection, refetch when the page is shown again or back online); this module adds what our
 * contract knows: a write refreshes every cached answer that shows an entity it changes (schemas/api
 * `shows` / `changes`), and a control that decides on an answer waits for a fresh one after the doctor
 * returns (`fresh` reads).
 */

export type QueryParams = Readonly<Record<string, unknown>>

/** One read's answer as a screen shows it. */
export type Answer<T> =
  | { readonly status: 'loading' }
  /** The call failed; the API client has shown why (spec §8) unless the code is suppressed. */
  | { readonly status: 'error'; readonly code: string; readonly error?: Error }
  /** 404 (with its error), or not asked for (a guest's read of the doctor's own, no id yet). */
  | { readonly status: 'missing'; readonly error?: Error }
  | { readonly status: 'ready'; readonly data: T }

/** A paged list ({ items, hasMore } answers) as a screen shows it. */
export type PagedList<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | {
      readonly status: 'ready'
      readonly items: T[]
      /** Pages loaded. */
      readonly page: number
      readonly hasMore: boolean
      /** The next page is on its way. */
      readonly more: boolean
    }

export interface ReadOptions {
  /** false: nothing is asked for and the answer reads missing. */
  enabled?: boolean
  /** No loading indicator (spec §9 quiet paths are quiet anyway). */
  quiet?: boolean
  /** The widget shows its own outcome of a failure: no toast or modal (the status rules still apply). */
  silent?: boolean
  /**
   * A control decides on this answer (buy, vote, register, start an exam): after the screen mounts again
   * or the doctor returns to the page, `awaitingFresh` holds until the answer asked for then has come.
   */
  fresh?: boolean
  /**
   * The widget shows that the answer is being asked again (`refreshing`). Without it a background refresh
   * renders nothing until its answer changes: most screens show the last answer meanwhile, and a
   * re-render for the flag alone is work for nothing on every screen's arrival.
   */
  refreshing?: boolean
}

/** What one read shows now; a new object on every change (a React snapshot, a MobX value). */
export interface QuerySnapshot<T> {
  readonly answer: Answer<T>
  /** A `fresh` read with an answer from before the doctor's return, being asked again. */
  readonly awaitingFresh: boolean
  /**
   * Being asked for again in the background (the answer shown meanwhile is the last one); followed only
   * by reads made with `refreshing: true`, false for the others.
   */
  readonly refreshing: boolean
}

export interface PagedSnapshot<T> {
  readonly list: PagedList<T>
  readonly awaitingFresh: boolean
}

type Listener = () => void

/**
 * The cache key of a read: the endpoint and its parameters (left-out values dropped). A number or boolean
 * counts as its text: a read's parameters travel as text in its address, so `{ id: 25 }` (a widget's prop)
 * and `{ id: '25' }` (a page's query) are one answer and one request.
 */
export function queryKey(name: string, params: QueryParams = {}): readonly [string, QueryParams] {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue
    kept[key] = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value
  }
  return [name, kept]
}

const pagedMarker = { paged: true } as const

function pagedKey(name: string, params: QueryParams, size: number) {
  return [name, queryKey(name, params)[1], { ...pagedMarker, size }] as const
}

const nameOf = (query: Query): string => String(query.queryKey[0])

interface PageAnswer {
  items?: unknown
  hasMore?: unknown
}

function answerOf<T>(
  result: {
    status: 'pending' | 'error' | 'success'
    data: unknown
    error: unknown
    fetchStatus: string
  },
  enabled: boolean,
): Answer<T> {
  // A refresh that failed keeps the last answer on screen (the API client has said why).
  if (result.status === 'success' || result.data !== undefined)
    return { status: 'ready', data: result.data as T }
  if (result.status === 'error') {
    const error = result.error instanceof Error ? result.error : new Error(String(result.error))
    // Data from before a failed refresh stays shown (TanStack keeps it); only a first failure gets here.
    if (error instanceof ApiError && error.status === 404) return { status: 'missing', error }
    return { status: 'error', code: error instanceof ApiError ? error.code : '', error }
  }
  return enabled ? { status: 'loading' } : { status: 'missing' }
}

/** Network failures (no answer at all) are asked once more; an answered error is the server's word. */
function retryOnce(failures: number, error: unknown): boolean {
  return failures < 1 && error instanceof ApiError && error.status === 0 && error.code === 'network.error'
}

/** What a live read needs of its TanStack observer. */
interface Observer {
  subscribe(listener: () => void): () => void
}

/**
 * A live read: one TanStack observer, its snapshot kept as a MobX observable (`current`) and offered to
 * React through `subscribe` / `snapshot`. It counts as live (asked again on a return) while subscribed.
 */
abstract class LiveRead<S, O extends Observer> {
  private readonly box: IObservableValue<S>
  private readonly listeners = new Set<Listener>()
  private stop: (() => void) | undefined
  /** When the screen last mounted or the doctor returned: a `fresh` answer older than this is awaited. */
  protected since = Date.now()
  protected enabled: boolean

  constructor(
    protected readonly state: ServerStateImpl,
    protected readonly observer: O,
    protected readonly options: ReadOptions,
  ) {
    this.enabled = options.enabled !== false
    this.box = observable.box(this.compute(), { deep: false })
  }

  /** The snapshot as a MobX observable value (reactions and observer components re-run on change). */
  get current(): S {
    return this.box.get()
  }

  /** The same snapshot without MobX tracking, for useSyncExternalStore. */
  readonly snapshot = (): S => this.box.get()

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    if (!this.stop) {
      this.since = Date.now()
      const unsubscribe = this.observer.subscribe(() => this.update())
      this.state.live.add(this)
      this.stop = () => {
        unsubscribe()
        this.state.live.delete(this)
      }
      this.update()
    }
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) {
        this.stop?.()
        this.stop = undefined
      }
    }
  }

  /** The doctor came back to this read's screen: a `fresh` read waits for the answer asked for now. */
  markReturn(): void {
    this.since = Date.now()
    this.update()
  }

  /** A `fresh` read whose answer is from before the mount or return and is being asked again. */
  protected awaiting(refreshing: boolean, updatedAt: number): boolean {
    return this.options.fresh === true && refreshing && this.enabled && updatedAt < this.since
  }

  protected abstract compute(): S
  protected abstract same(previous: S, next: S): boolean

  protected update(): void {
    const next = this.compute()
    if (this.same(this.box.get(), next)) return
    runInAction(() => this.box.set(next))
    for (const listener of [...this.listeners]) listener()
  }
}

type ReadObserver = QueryObserver<unknown, Error, unknown, unknown, readonly unknown[]>

/** A live read of one answer. */
export class ServerQuery<T> extends LiveRead<QuerySnapshot<T>, ReadObserver> {
  /** Follows other parameters (a new tab, a new id); the answer for them may already be cached. */
  setParams(name: string, params: QueryParams, options: ReadOptions = this.options): void {
    this.enabled = options.enabled !== false
    this.observer.setOptions(this.state.queryOptions(name, params, { ...this.options, ...options }))
    this.update()
  }

  /** Asks again now (重试, pull-down refresh); resolves with the answer once it is in. */
  async refetch(): Promise<Answer<T>> {
    if (this.enabled) await this.observer.refetch()
    this.update()
    return this.current.answer
  }

  protected compute(): QuerySnapshot<T> {
    const result = this.observer.getCurrentResult()
    const refreshing = result.isFetching && result.data !== undefined
    return {
      answer: answerOf<T>(result, this.enabled),
      refreshing: refreshing && this.options.refreshing === true,
      awaitingFresh: this.awaiting(refreshing, result.dataUpdatedAt),
    }
  }

  protected same(previous: QuerySnapshot<T>, next: QuerySnapshot<T>): boolean {
    return (
      sameAnswer(previous.answer, next.answer) &&
      previous.awaitingFresh === next.awaitingFresh &&
      previous.refreshing === next.refreshing
    )
  }
}

function sameAnswer<T>(a: Answer<T>, b: Answer<T>): boolean {
  if (a.status !== b.status) return false
  if (a.status === 'ready' && b.status === 'ready') return a.data === b.data
  if (a.status === 'error' && b.status === 'error') return a.error === b.error
  return true
}

type PagesObserver = InfiniteQueryObserver<PageAnswer, Error, InfiniteData<PageAnswer>>

/** A live paged read: pages of `size` from `{ items, hasMore }` answers, the next on `loadNext`. */
export class PagedServerQuery<T> extends LiveRead<PagedSnapshot<T>, PagesObserver> {
  setParams(name: string, params: QueryParams, size: number, options: ReadOptions = this.options): void {
    this.enabled = options.enabled !== false
    this.observer.setOptions(this.state.pagedOptions(name, params, size, { ...this.options, ...options }))
    this.update()
  }

  /** Loads the next page; answers whether one arrived (false: failed, or nothing more to load). */
  async loadNext(): Promise<boolean> {
    const result = this.observer.getCurrentResult()
    if (!this.enabled || !result.hasNextPage || result.isFetchingNextPage) return false
    const pages = result.data?.pages.length ?? 0
    const next = await this.observer.fetchNextPage()
    return !next.isError && (next.data?.pages.length ?? 0) > pages
  }

  /** Loads page 1 again (and the pages after it that were shown). */
  async refetch(): Promise<void> {
    if (!this.enabled) return
    await this.observer.refetch()
  }

  protected compute(): PagedSnapshot<T> {
    const result = this.observer.getCurrentResult()
    let list: PagedList<T>
    if (result.data) {
      const pages = result.data.pages
      const items = pages.flatMap((page) => (Array.isArray(page?.items) ? (page.items as T[]) : []))
      list = {
        status: 'ready',
        items,
        page: pages.length,
        hasMore: result.hasNextPage,
        more: result.isFetchingNextPage,
      }
    } else if (result.status === 'error') list = { status: 'error' }
    else
      list = this.enabled
        ? { status: 'loading' }
        : { status: 'ready', items: [], page: 0, hasMore: false, more: false }
    const refreshing = result.isFetching && !result.isFetchingNextPage && result.data !== undefined
    return { list, awaitingFresh: this.awaiting(refreshing, result.dataUpdatedAt) }
  }

  protected same(a: PagedSnapshot<T>, b: PagedSnapshot<T>): boolean {
    if (a.awaitingFresh !== b.awaitingFresh || a.list.status !== b.list.status) return false
    if (a.list.status !== 'ready' || b.list.status !== 'ready') return true
    const items = b.list.items
    return (
      a.list.page === b.list.page &&
      a.list.hasMore === b.list.hasMore &&
      a.list.more === b.list.more &&
      a.list.items.length === items.length &&
      a.list.items.every((item, index) => item === items[index])
    )
  }
}

export interface WriteOptions extends CallOptions {}

/** The cache as the runtime and its widgets use it. */
export interface ServerState {
  /** The TanStack client underneath (tests, the studio, the server's hydration later). */
  readonly client: QueryClient
  /** A live read of `name` with `params` (subscribe to start it). */
  query<T>(name: string, params?: QueryParams, options?: ReadOptions): ServerQuery<T>
  /** A live paged read of `name`: pages of `size`. */
  pages<T>(name: string, params: QueryParams, size: number, options?: ReadOptions): PagedServerQuery<T>
  /**
   * A live read of a static file the operators publish next to the app (the CDN's activity.txt,
   * variableContent.json): not an endpoint of the API contract, but the same cache, so two screens of one
   * file share one request. `as: 'text'` keeps the body as text; a failure answers `error`, quietly.
   */
  file<T>(url: string, options: { params?: QueryParams; as?: 'text' | 'json' } & ReadOptions): ServerQuery<T>
  /** One answer of a read through the cache (shared with any live read of the same key; asked afresh). */
  read<T>(name: string, params?: QueryParams, options?: CallOptions): Promise<T>
  /**
   * A write: calls it, then refreshes every cached answer that shows an entity it changes (the API
   * contract's `changes`); resolves once the answers on screen are fresh. A write the server refused
   * refreshes them too: the doctor sees the true state the refusal came from.
   */
  write<T>(name: string, params?: QueryParams, options?: WriteOptions): Promise<T>
  /** Refreshes the cached answers showing any of these entities (all answers when omitted). */
  refresh(entities?: readonly Entity[]): Promise<void>
  /** Replaces one cached answer (a write's answer is the read's new value); its screens re-render. */
  update<T>(name: string, params: QueryParams, updater: (old: T | undefined) => T | undefined): void
  /** The doctor returned to the page (shown again, restored from the back-forward cache): ask again. */
  returned(): void
  /** Another person signed in, or nobody: nothing cached is theirs. */
  reset(): void
  /** Stops listening to the page (tests, the studio preview's next draft). */
  dispose(): void
}

class ServerStateImpl implements ServerState {
  readonly client: QueryClient
  readonly live = new Set<{ markReturn(): void }>()

  constructor(private readonly api: ApiClient) {
    this.client = new QueryClient({
      defaultOptions: {
        queries: {
          // Every screen shows the server's latest: a cached answer shows at once and is asked again.
          staleTime: 0,
          retry: retryOnce,
          // Failures are the API client's to show (spec §8); offline is one of them, not a pause.
          networkMode: 'always',
          refetchOnWindowFocus: true,
          refetchOnReconnect: true,
        },
      },
    })
    this.client.mount()
  }

  queryOptions(name: string, params: QueryParams, options: ReadOptions) {
    const call = { quiet: options.quiet === true, silent: options.silent === true }
    return {
      queryKey: queryKey(name, params) as readonly unknown[],
      queryFn: () => this.api.call<unknown>(name, { ...params }, call),
      enabled: options.enabled !== false,
    }
  }

  pagedOptions(name: string, params: QueryParams, size: number, options: ReadOptions) {
    const call = { quiet: options.quiet === true, silent: options.silent === true }
    return {
      queryKey: pagedKey(name, params, size) as readonly unknown[],
      queryFn: async ({ pageParam }: { pageParam: unknown }) =>
        (await this.api.call<PageAnswer | null>(name, { ...params, page: Number(pageParam), size }, call)) ??
        {},
      initialPageParam: 1,
      getNextPageParam: (last: PageAnswer, pages: PageAnswer[]) =>
        // A page without items ends the list, so a server that keeps saying hasMore cannot loop.
        last.hasMore === true && Array.isArray(last.items) && last.items.length > 0
          ? pages.length + 1
          : undefined,
      enabled: options.enabled !== false,
    }
  }

  query<T>(name: string, params: QueryParams = {}, options: ReadOptions = {}): ServerQuery<T> {
    const observer = new QueryObserver(this.client, this.queryOptions(name, params, options))
    return new ServerQuery<T>(this, observer, options)
  }

  file<T>(
    url: string,
    options: { params?: QueryParams; as?: 'text' | 'json' } & ReadOptions,
  ): ServerQuery<T> {
    const text = options.as === 'text'
    const observer = new QueryObserver(this.client, {
      queryKey: ['file', url, options.params ?? {}, text] as readonly unknown[],
      queryFn: async () =>
        (
          await this.api.http.get<unknown>(url, {
            params: options.params,
            ...(text ? { responseType: 'text' as const, transformResponse: (data: unknown) => data } : {}),
          })
        ).data,
      enabled: options.enabled !== false,
      retry: false,
    })
    return new ServerQuery<T>(this, observer, options)
  }

  pages<T>(name: string, params: QueryParams, size: number, options: ReadOptions = {}): PagedServerQuery<T> {
    const observer = new InfiniteQueryObserver<PageAnswer, Error, InfiniteData<PageAnswer>>(
      this.client,
      this.pagedOptions(name, params, size, options) as never,
    )
    return new PagedServerQuery<T>(this, observer, options)
  }

  read<T>(name: string, params: QueryParams = {}, options: CallOptions = {}): Promise<T> {
    return this.client.fetchQuery({
      queryKey: queryKey(name, params) as readonly unknown[],
      queryFn: () => this.api.call<unknown>(name, { ...params }, options),
      staleTime: 0,
      retry: false,
    }) as Promise<T>
  }

  async write<T>(name: string, params: QueryParams = {}, options: WriteOptions = {}): Promise<T> {
    const changed = entitiesChangedBy(name)
    let answer: T
    try {
      answer = await this.api.call<T>(name, { ...params }, options)
    } catch (error) {
      // The server answered no: what it checked against may have changed under this screen.
      if (error instanceof ApiError && error.status >= 400) void this.refresh(changed)
      throw error
    }
    await this.refresh(changed)
    return answer
  }

  refresh(entities?: readonly Entity[]): Promise<void> {
    if (entities && entities.length === 0) return Promise.resolve()
    return this.client.invalidateQueries({
      predicate: entities ? (query) => showsAnyOf(nameOf(query), entities) : undefined,
    })
  }

  update<T>(name: string, params: QueryParams, updater: (old: T | undefined) => T | undefined): void {
    this.client.setQueryData<T>(queryKey(name, params) as readonly unknown[], updater)
  }

  returned(): void {
    for (const query of this.live) query.markReturn()
    void this.client.invalidateQueries()
  }

  reset(): void {
    this.client.removeQueries({ type: 'inactive' })
    void this.client.resetQueries()
  }

  dispose(): void {
    this.client.unmount()
    this.client.clear()
  }
}

/** Builds the cache over the app's API client. */
export function createServerState(api: ApiClient): ServerState {
  return new ServerStateImpl(api)
}

/**
 * The page was shown again: restored from the back-forward cache (`pageshow` with `persisted`), or visible
 * after being hidden (back from the cashier, from WeChat or the app, another tab). Each live read is asked
 * again; `fresh` reads wait for that answer. Returns the function that stops listening.
 */
export function watchReturns(state: ServerState, target: Window | undefined = globalThis.window): () => void {
  if (!target?.addEventListener) return () => undefined
  let hidden = target.document?.visibilityState === 'hidden'
  const onVisibility = () => {
    const nowHidden = target.document.visibilityState === 'hidden'
    if (hidden && !nowHidden) state.returned()
    hidden = nowHidden
  }
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) state.returned()
  }
  // Our own listener decides when the page counts as shown again; TanStack's focus refetch would ask
  // again without telling `fresh` reads to wait.
  focusManager.setEventListener(() => undefined)
  target.addEventListener('visibilitychange', onVisibility)
  target.addEventListener('pageshow', onPageShow)
  return () => {
    target.removeEventListener('visibilitychange', onVisibility)
    target.removeEventListener('pageshow', onPageShow)
  }
}
