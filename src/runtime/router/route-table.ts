import { constants } from '../config/index'
import type { PageEntry, PagesFile } from '../schema/types'

/**
 * The route table built from pages.json. Every path except `/` is served at `/v3<path>` and at the
 * plain path (spec §2, reading notes); aliases likewise. `{param}` paths are patterns
 * (`/utask-{name}`), tried after every exact path so `/utask-petersonslab` keeps its own screen.
 */
export interface RouteMatch {
  entry: PageEntry
  params: Record<string, string>
}

interface PatternRoute {
  entry: PageEntry
  regex: RegExp
  keys: string[]
}

export interface RouteTable {
  readonly entries: readonly PageEntry[]
  readonly home: PageEntry | undefined
  /** The login screen re-login goes to. */
  readonly login: PageEntry | undefined
  /** The screen an unknown path renders. */
  readonly notFound: PageEntry | undefined
  /** The screen that shows an outside page. */
  readonly webview: PageEntry | undefined
  byName(name: string): PageEntry | undefined
  match(pathname: string): RouteMatch | undefined
  /** The public URL of a screen: `/v3<path>` with params filled in and the query appended. */
  href(name: string, query?: Record<string, unknown>, params?: Record<string, string>): string
}

export const versionPrefix = `/${constants.routeVersion}`

export function publicPaths(entry: PageEntry): string[] {
  return [entry.path, ...(entry.alias ?? [])]
}

function withPrefix(path: string): string[] {
  return path === '/' ? ['/'] : [`${versionPrefix}${path}`, path]
}

function compilePattern(path: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = []
  const source = path
    .split(/(\{[A-Za-z0-9_]+\})/)
    .map((part) => {
      const key = /^\{([A-Za-z0-9_]+)\}$/.exec(part)?.[1]
      if (key) {
        keys.push(key)
        return '([^/]+)'
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    })
    .join('')
  return { regex: new RegExp(`^(?:${versionPrefix.replace('/', '\\/')})?${source}/?$`), keys }
}

export function buildQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item))
    else search.append(key, String(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

export function createRouteTable(file: PagesFile): RouteTable {
  const exact = new Map<string, PageEntry>()
  const patterns: PatternRoute[] = []
  const names = new Map<string, PageEntry>()
  for (const entry of file.pages) {
    names.set(entry.name, entry)
    for (const path of publicPaths(entry)) {
      if (path.includes('{')) {
        patterns.push({ entry, ...compilePattern(path) })
        continue
      }
      for (const served of withPrefix(path)) exact.set(served.toLowerCase(), entry)
    }
  }

  return {
    entries: file.pages,
    home: file.home ? names.get(file.home) : undefined,
    login: file.login ? names.get(file.login) : undefined,
    notFound: file.notFound ? names.get(file.notFound) : undefined,
    webview: file.webview ? names.get(file.webview) : undefined,
    byName: (name) => names.get(name),
    match(pathname) {
      const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
      const entry = exact.get(normalized.toLowerCase())
      if (entry) return { entry, params: {} }
      for (const pattern of patterns) {
        const found = pattern.regex.exec(normalized)
        if (found) {
          const params: Record<string, string> = {}
          pattern.keys.forEach((key, index) => {
            params[key] = decodeURIComponent(found[index + 1] ?? '')
          })
          return { entry: pattern.entry, params }
        }
      }
      return undefined
    },
    href(name, query, params) {
      const entry = names.get(name)
      if (!entry) throw new Error(`unknown route "${name}"`)
      const path = entry.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, key: string) => {
        const value = params?.[key]
        if (!value) throw new Error(`route "${name}" needs the "${key}" parameter`)
        return encodeURIComponent(value)
      })
      const base = path === '/' ? '/' : `${versionPrefix}${path}`
      return `${base}${buildQueryString(query)}`
    },
  }
}
