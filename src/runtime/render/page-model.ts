import { reaction } from 'mobx'
import { type ApiError, dropEarlyAnswers } from '../api/index'
import type { Answer, ServerQuery } from '../data/server-state'
import {
  isTruthyLogic,
  loadLogic,
  parsePath,
  resolveValue,
  type Scope,
  usesLogic,
  withPath,
} from '../expr/index'
import type { DataSource, PageSchema } from '../schema/index'
import { reportFault, unnamedSchema } from './config-fault'
import type { Runtime } from './runtime-context'

export type PageStatus = 'loading' | 'ready' | 'error'

interface LiveSource {
  /** The endpoint and params it reads now. */
  id: string
  source: DataSource
  query: ServerQuery<unknown>
  /** Set while the screen follows it. */
  stop?: () => void
  awaitingFresh?: boolean
}

/**
 * One open screen: its data sources' answers (`data`), its state (`state`) and its load status.
 *
 * `data` and `state` are plain objects whose values are replaced, never mutated (setState copies along
 * its path). Each change notifies the nodes that bind that key: `data.<key>`, `state.<key>` or `user`
 * (see node-view.tsx, which knows a node's keys from its bindings without running them). A change of the
 * load status notifies the key `status` (the screen itself listens to it).
 */
export class PageModel {
  readonly data: Record<string, unknown> = {}
  readonly state: Record<string, unknown>
  status: PageStatus
  error: ApiError | Error | null = null
  readonly scope: Scope
  /** Bumped on every change, so a node can tell it missed one between render and subscribing. */
  version = 0
  private readonly listeners = new Map<string, Set<() => void>>()
  /** The live read behind each data source. */
  private readonly live = new Map<string, LiveSource>()
  /**
   * Between start and its stop. The first screen's model loads before it is shown (first-screen.ts): its
   * reads are live from the start, as a shown screen's are.
   */
  private shown = true

  constructor(
    readonly schema: PageSchema,
    readonly runtime: Runtime,
    query: Record<string, string>,
    params: Record<string, string>,
    /** The schema's file (`schemas/pages/home.json`), which the log names with a failing value's pointer. */
    readonly file: string = unnamedSchema,
  ) {
    for (const [key, source] of Object.entries(schema.data ?? {})) this.data[key] = source.default
    this.state = { ...(schema.state ?? {}) }
    // A screen without data sources is ready at once: no skeleton flash.
    this.status = Object.keys(schema.data ?? {}).length > 0 ? 'loading' : 'ready'
    const stores = runtime.stores
    this.scope = {
      query,
      params,
      data: this.data,
      state: this.state,
      get user() {
        return stores.user.userInfo ?? {}
      },
      env: { platform: runtime.platform },
    }
  }

  /**
   * While the screen is shown: follows the session for `user` bindings and the cached answers of its data
   * sources. Returns the stop function (screen unmount; the cache keeps the answers for the next screen).
   */
  start(): () => void {
    const stopUser = reaction(
      () => this.runtime.stores.user.userInfo,
      () => this.notify('user'),
    )
    this.shown = true
    for (const [key, live] of this.live) this.attach(key, live)
    return () => {
      stopUser()
      this.shown = false
      for (const live of this.live.values()) this.detach(live)
    }
  }

  /** Calls `listener` when any of these keys changes; returns the unsubscribe function. */
  subscribe(keys: Iterable<string>, listener: () => void): () => void {
    const joined: Set<() => void>[] = []
    for (const key of keys) {
      let set = this.listeners.get(key)
      if (!set) {
        set = new Set()
        this.listeners.set(key, set)
      }
      set.add(listener)
      joined.push(set)
    }
    return () => {
      for (const set of joined) set.delete(listener)
    }
  }

  private notify(key: string): void {
    this.version += 1
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener()
    // A node that binds the whole `data` or `state` object listens to its root.
    const root = key.split('.')[0] ?? key
    if (root !== key) for (const listener of [...(this.listeners.get(root) ?? [])]) listener()
  }

  /**
   * Loads the given data sources (all when omitted) in parallel through the client cache (decision 0037):
   * each source is a live read of its endpoint and params, so a later change of that answer (a write that
   * changes what it shows, the doctor returning to the page) shows here too. A source already live is asked
   * again (the `refresh` action, pull-down refresh); its `when` and `params` are evaluated anew.
   */
  async load(keys?: readonly string[]): Promise<void> {
    if (!this.schema.data) return
    const sources = Object.entries(this.schema.data).filter(([key]) => !keys || keys.includes(key))
    if (usesLogic(sources)) await loadLogic()
    let failure: ApiError | Error | null = null
    await Promise.all(
      sources.map(async ([key, source]) => {
        let params: Record<string, unknown>
        let pointer = `/data/${key}/when`
        try {
          if (source.when !== undefined && !isTruthyLogic(source.when, this.scope)) {
            this.unwatch(key)
            this.setData(key, source.default)
            return
          }
          pointer = `/data/${key}/params`
          params = resolveValue(source.params ?? {}, this.scope) as Record<string, unknown>
        } catch (error) {
          // A mistake in config, not a failed answer: logged with its place, the source keeps its default
          // and the screen renders (a retry could not help; widgets that need the data show their own state).
          reportFault(this.file, pointer, error)
          this.unwatch(key)
          this.setData(key, source.default)
          return
        }
        const answer = await this.watch(key, source, params)
        if (answer.status === 'ready') return
        if (answer.status === 'loading') return
        const error = answer.error ?? new Error(answer.status === 'error' ? answer.code : 'not found')
        if (!source.optional) failure ??= error
        else console.warn(`[page] optional data "${key}" failed`, error)
      }),
    )
    // The first screen's data is in: early answers nobody took are from an earlier moment now.
    dropEarlyAnswers()
    this.error = failure
    this.status = failure ? 'error' : 'ready'
    this.notify('status')
  }

  /** Whether a `fresh` source this node binds is being asked again after the doctor returned. */
  awaitingFresh(keys: readonly string[]): boolean {
    for (const key of keys) if (this.live.get(key)?.query.current.awaitingFresh) return true
    return false
  }

  /**
   * Makes `data.<key>` follow the cached answer of the source's endpoint with these params, and resolves
   * with the first answer that is not loading (asked again when the read was already live).
   */
  private async watch(
    key: string,
    source: DataSource,
    params: Record<string, unknown>,
  ): Promise<Answer<unknown>> {
    const id = JSON.stringify([source.api, params])
    const known = this.live.get(key)
    if (known?.id === id) {
      // Asked again (refresh): the answer this load waits for is the new one.
      const answer = await known.query.refetch()
      this.follow(key, source, known)
      return answer
    }
    let live = known
    if (live) {
      live.query.setParams(source.api, params)
      live.id = id
    } else {
      const query = this.runtime.data.query<unknown>(source.api, params, { fresh: source.fresh === true })
      live = { id, source, query }
      this.live.set(key, live)
      if (this.shown) this.attach(key, live)
    }
    this.follow(key, source, live)
    const watched = live
    return new Promise((resolve) => {
      const settled = () => {
        const { answer } = watched.query.current
        if (answer.status === 'loading') return false
        resolve(answer)
        return true
      }
      if (settled()) return
      const stop = watched.query.subscribe(() => {
        if (settled()) stop()
      })
    })
  }

  private attach(key: string, live: LiveSource): void {
    live.stop ??= live.query.subscribe(() => this.follow(key, live.source, live))
  }

  private detach(live: LiveSource): void {
    live.stop?.()
    live.stop = undefined
  }

  private follow(key: string, source: DataSource, live: LiveSource): void {
    const { answer, awaitingFresh } = live.query.current
    const value = answer.status === 'ready' ? answer.data : source.default
    const freshChanged = live.awaitingFresh !== awaitingFresh
    live.awaitingFresh = awaitingFresh
    if (this.data[key] !== value || freshChanged) this.setData(key, value)
  }

  private unwatch(key: string): void {
    const live = this.live.get(key)
    if (live) this.detach(live)
    this.live.delete(key)
  }

  setState(path: string, value: unknown): void {
    const [head, ...rest] = parsePath(path)
    if (head === undefined) return
    this.state[head] = withPath(this.state[head], rest, value)
    this.notify(`state.${head}`)
  }

  private setData(key: string, value: unknown): void {
    this.data[key] = value
    this.notify(`data.${key}`)
  }
}
