import { reaction } from 'mobx'
import { type ApiError, dropEarlyAnswers } from '../api/index'
import {
  isTruthyLogic,
  loadLogic,
  parsePath,
  resolveValue,
  type Scope,
  usesLogic,
  withPath,
} from '../expr/index'
import type { PageSchema } from '../schema/index'
import { reportFault, unnamedSchema } from './config-fault'
import type { Runtime } from './runtime-context'

export type PageStatus = 'loading' | 'ready' | 'error'

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

  /** Starts watching the session for `user` bindings; returns the stop function (screen unmount). */
  start(): () => void {
    return reaction(
      () => this.runtime.stores.user.userInfo,
      () => this.notify('user'),
    )
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

  /** Loads the given data sources (all when omitted) in parallel. */
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
            this.setData(key, source.default)
            return
          }
          pointer = `/data/${key}/params`
          params = resolveValue(source.params ?? {}, this.scope) as Record<string, unknown>
        } catch (error) {
          // A mistake in config, not a failed answer: logged with its place, the source keeps its default
          // and the screen renders (a retry could not help; widgets that need the data show their own state).
          reportFault(this.file, pointer, error)
          this.setData(key, source.default)
          return
        }
        try {
          this.setData(key, await this.runtime.api.call(source.api, params))
        } catch (error) {
          this.setData(key, source.default)
          if (!source.optional) failure ??= error instanceof Error ? error : new Error(String(error))
          else console.warn(`[page] optional data "${key}" failed`, error)
        }
      }),
    )
    // The first screen's data is in: early answers nobody took are from an earlier moment now.
    dropEarlyAnswers()
    this.error = failure
    this.status = failure ? 'error' : 'ready'
    this.notify('status')
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
