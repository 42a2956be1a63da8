import type { ComponentType, ReactNode } from 'react'
import type { ReadDeclarations } from '../data/declare'
import type { Scope } from '../expr/index'

/** What every widget receives besides its own props (like amis's RendererEnv). */
export interface WidgetRuntimeProps {
  /** Runs an action list from a prop (props named `on*`), with the node's scope and an optional event. */
  run: (actions: unknown, event?: Record<string, unknown>) => Promise<void>
  /** Rendered `children` nodes of the config. */
  children?: ReactNode
  /** Rendered `slots` of the config, by name. */
  slots: Record<string, ReactNode>
  /** The node's JSON pointer in its page schema (for error messages and tracking). */
  pointer: string
  /** The node's bindings scope (query, data, state, user, env, item...). */
  scope: Scope
  /**
   * A page data source with `fresh` that this node binds is being asked again after the doctor returned
   * (back, the back-forward cache, the cashier, WeChat, the app): a control that decides on it (buy, vote,
   * register, start an exam) shows a skeleton until the fresh answer renders this node again.
   */
  awaitingFresh?: boolean
  /**
   * Only for a widget registered with `template`: its template (the node's slot of that name, else its
   * `children`) rendered with `locals` added to the scope, e.g. `{ item, index }` for one item of a list.
   * Such a widget gets neither `children` nor that slot rendered up front.
   */
  template?: (locals: Record<string, unknown>, key: string | number) => ReactNode
}

export type WidgetComponent<P = Record<string, unknown>> = ComponentType<P & WidgetRuntimeProps>

/** A JSON Schema literal for a widget's props (loaded lazily: only validate and docs need it). */
export type PropsSchema = { readonly [key: string]: unknown }

export interface WidgetDefinition<T extends string = string> {
  readonly type: T
  /** Short description for the widget catalogue. */
  readonly description: string
  readonly schema: () => Promise<PropsSchema>
  /**
   * The widget's declared reads (its `<widget>.data.ts`, decision 0037): what it asks the cache for, as
   * data, so `npm run schemas` can write them into the widget contracts for the studio, the validator and
   * the server. Left out of builds: the widget's own code imports the declarations it uses.
   */
  readonly reads?: () => Promise<ReadDeclarations>
  // biome-ignore lint/suspicious/noExplicitAny: each widget's own props type is checked in its module
  readonly load: () => Promise<{ default: ComponentType<any> }>
  /**
   * A layout or text primitive that renders only its props (no data, no effects, no state): inside
   * another widget it renders without an error boundary of its own, and a failure in it shows the
   * enclosing widget's error block (docs/decisions/0017-boundaries-at-widgets.md).
   */
  readonly inline?: boolean
  /**
   * The slot holding a template the widget renders once per item with the item in scope (List: `item`);
   * without that slot, the node's `children` are the template. The widget gets `template()` for it.
   */
  readonly template?: string
}

/** One registration line per widget (STYLE.md): type, description, lazy props schema, lazy component. */
export function defineWidget<const T extends string>(definition: WidgetDefinition<T>): WidgetDefinition<T> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(definition.type)) {
    throw new Error(`widget type "${definition.type}" must be PascalCase`)
  }
  return definition
}

export interface WidgetRegistry {
  readonly types: readonly string[]
  has(type: string): boolean
  get(type: string): WidgetDefinition | undefined
  /** The component if already loaded (so rendering needs no Suspense once preloaded). */
  loaded(type: string): WidgetComponent | undefined
  /** Loads the components of these types in parallel; unknown types are skipped. */
  preload(types: Iterable<string>): Promise<void>
}

/** spec §9 script chunk load timeout: a widget's code that has not arrived in 120 s has failed. (Here,
 * not in config/constants: the registry is read by Node tools that load no browser environment.) */
export const CHUNK_LOAD_TIMEOUT = 120_000

/** A widget's code that failed or did not arrive in time. */
export class WidgetLoadError extends Error {
  constructor(
    readonly type: string,
    cause: unknown,
  ) {
    super(`the code of widget ${type} did not load`, { cause })
    this.name = 'WidgetLoadError'
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, type: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new WidgetLoadError(type, new Error(`no answer in ${ms} ms`))), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof WidgetLoadError ? error : new WidgetLoadError(type, error))
      },
    )
  })
}

/**
 * Builds the registry; a duplicate type is a programming error and throws at start. A widget's code
 * that fails or takes longer than `chunkTimeout` (spec §9: 120 s) rejects its preload with a WidgetLoadError (logged:
 * the report spec §8 asks for) and may be asked for again.
 */
export function createRegistry(
  definitions: readonly WidgetDefinition[],
  { chunkTimeout = CHUNK_LOAD_TIMEOUT }: { chunkTimeout?: number } = {},
): WidgetRegistry {
  const byType = new Map<string, WidgetDefinition>()
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`widget type "${definition.type}" is registered twice`)
    byType.set(definition.type, definition)
  }
  const components = new Map<string, WidgetComponent>()
  const pending = new Map<string, Promise<void>>()

  function loadOne(type: string): Promise<void> {
    const definition = byType.get(type)
    if (!definition || components.has(type)) return Promise.resolve()
    let promise = pending.get(type)
    if (!promise) {
      promise = withTimeout(definition.load(), chunkTimeout, type)
        .then((module) => {
          components.set(type, module.default as WidgetComponent)
        })
        .catch((error: unknown) => {
          console.error(`[registry] ${type}: its code did not load`, error)
          throw error
        })
        .finally(() => pending.delete(type))
      pending.set(type, promise)
    }
    return promise
  }

  return {
    types: [...byType.keys()],
    has: (type) => byType.has(type),
    get: (type) => byType.get(type),
    loaded: (type) => components.get(type),
    preload: async (types) => {
      await Promise.all([...new Set(types)].map(loadOne))
    },
  }
}
