/**
 * The first screen's data, asked for by the HTML itself (docs/decisions/0034-data-leaves-with-the-html.md):
 * the server writes the screen's GET calls into its HTML as a plan, a small inline script sends them while
 * the app's code downloads, and the app's API client takes an answer instead of calling again when the call
 * is the very same (method, address, headers). Shared by the server (writes the plan) and the app (adopts).
 */

/** The `<script type="application/json">` element holding the plan. */
export const EARLY_PLAN_ELEMENT_ID = 'dc-early'
/** Where the app keeps the headers of its calls, and whether the doctor is certified, for the next load. */
export const EARLY_STORAGE_KEY = 'dc.early'
/** The global the inline script leaves its answers in, keyed by `GET <address>`. */
export const EARLY_GLOBAL = '__dcEarly'

/** A parameter: the query value of that name, or a value fixed in config. */
export type EarlyParam = { readonly query: string } | { readonly value: string | number | boolean }

export interface EarlyCall {
  /** The endpoint's address below the API base, with `{name}` placeholders. */
  readonly path: string
  readonly params: Readonly<Record<string, EarlyParam>>
  /** The endpoint needs a logged-in doctor: sent only with a stored token (a guest's would be refused). */
  readonly auth?: true
}

export interface EarlyPlan {
  readonly apiBase: string
  /** Only a logged-in doctor's load sends the calls (the route logs in or always checks certification). */
  readonly login: boolean
  /** A logged-in doctor's load sends them only when the doctor was certified (the route checks it). */
  readonly cert: boolean
  readonly calls: readonly EarlyCall[]
}

/** What the app stores for the next load (EARLY_STORAGE_KEY). */
export interface EarlyState {
  readonly headers: Readonly<Record<string, string>>
  readonly certified: boolean
}

interface DataSource {
  readonly api: string
  readonly params?: Readonly<Record<string, unknown>>
  readonly when?: unknown
}

interface Guards {
  readonly login?: boolean
  readonly cert?: string
}

const QUERY_BINDING = /^\$\{\s*query\.([A-Za-z_$][\w$]*)\s*\}$/

/**
 * The calls of a screen that can leave before the app runs: GET endpoints, always called (no `when`),
 * whose parameters are fixed values or a query value (`${query.id}`). Anything bound to the session, the
 * route's path or other data waits for the app.
 */
export function earlyPlan(
  data: Readonly<Record<string, DataSource>> | undefined,
  endpoint: (
    name: string,
  ) => { readonly method: string; readonly path: string; readonly auth?: boolean } | undefined,
  apiBase: string,
  guards: Guards | undefined,
): EarlyPlan | undefined {
  const calls: EarlyCall[] = []
  for (const source of Object.values(data ?? {})) {
    const found = endpoint(source.api)
    if (found?.method !== 'GET' || source.when !== undefined) continue
    const params: Record<string, EarlyParam> = {}
    let early = true
    for (const [key, value] of Object.entries(source.params ?? {})) {
      const bound = typeof value === 'string' ? QUERY_BINDING.exec(value)?.[1] : undefined
      if (bound) params[key] = { query: bound }
      else if (typeof value === 'number' || typeof value === 'boolean') params[key] = { value }
      else if (typeof value === 'string' && !value.includes('${')) params[key] = { value }
      else early = false
    }
    if (early) calls.push({ path: found.path, params, ...(found.auth ? { auth: true as const } : {}) })
  }
  if (calls.length === 0) return undefined
  return {
    apiBase,
    login: guards?.login === true || guards?.cert === 'always',
    cert: guards?.cert === 'always' || guards?.cert === 'whenLoggedIn',
    calls,
  }
}

/** A query value as axios writes it (its `encode`): what the inline script and the app's key agree on. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']')
}
