import { action, makeObservable, observable, observableRef, runInAction } from 'mobx'
import type { ApiError } from '../api/index'
import { isTruthyLogic, parsePath, resolveValue, type Scope, withPath } from '../expr/index'
import type { PageSchema } from '../schema/types'
import type { Runtime } from './runtime-context'

export type PageStatus = 'loading' | 'ready' | 'error'

/**
 * One open screen: its data sources' answers (`data`), its state (`state`) and its load status. Bindings
 * read these observables, so a node re-renders when what it shows changes.
 */
export class PageModel {
  readonly data: Record<string, unknown>
  readonly state: Record<string, unknown>
  status: PageStatus
  error: ApiError | Error | null = null
  readonly scope: Scope

  constructor(
    readonly schema: PageSchema,
    readonly runtime: Runtime,
    query: Record<string, string>,
    params: Record<string, string>,
  ) {
    const defaults: Record<string, unknown> = {}
    for (const [key, source] of Object.entries(schema.data ?? {})) defaults[key] = source.default
    // Answers and state values are replaced whole, never mutated: keys are observable, values stay
    // plain (cheap to create and to read for large lists). setState copies along its path.
    this.data = observable(defaults, {}, { deep: false })
    this.state = observable({ ...(schema.state ?? {}) }, {}, { deep: false })
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
    makeObservable(this, { status: observable, error: observableRef, setState: action })
  }

  /** Loads the given data sources (all when omitted) in parallel. */
  async load(keys?: readonly string[]): Promise<void> {
    if (!this.schema.data) return
    const sources = Object.entries(this.schema.data ?? {}).filter(([key]) => !keys || keys.includes(key))
    let failure: ApiError | Error | null = null
    await Promise.all(
      sources.map(async ([key, source]) => {
        if (source.when !== undefined && !isTruthyLogic(source.when, this.scope)) {
          runInAction(() => {
            this.data[key] = source.default
          })
          return
        }
        try {
          const params = resolveValue(source.params ?? {}, this.scope) as Record<string, unknown>
          const answer = await this.runtime.api.call(source.api, params)
          runInAction(() => {
            this.data[key] = answer
          })
        } catch (error) {
          runInAction(() => {
            this.data[key] = source.default
          })
          if (!source.optional) failure ??= error instanceof Error ? error : new Error(String(error))
          else console.warn(`[page] optional data "${key}" failed`, error)
        }
      }),
    )
    runInAction(() => {
      this.error = failure
      this.status = failure ? 'error' : 'ready'
    })
  }

  setState(path: string, value: unknown): void {
    const [head, ...rest] = parsePath(path)
    if (head === undefined) return
    this.state[head] = withPath(this.state[head], rest, value)
  }
}
