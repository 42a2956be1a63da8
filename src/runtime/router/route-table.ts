import { createRouteMatcher, publicPaths, type RouteMatch } from '@schemas/meta/route-match'
import { constants } from '../config/index'
import type { PageEntry, PagesFile } from '../schema/index'

export { publicPaths, type RouteMatch }

/**
 * The route table built from pages.json: names, the special screens, matching (the server's matcher,
 * @schemas/meta/route-match) and the public URL of each screen.
 */
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
  const names = new Map<string, PageEntry>()
  for (const entry of file.pages) names.set(entry.name, entry)
  const matcher = createRouteMatcher(file, versionPrefix)

  return {
    entries: file.pages,
    home: file.home ? names.get(file.home) : undefined,
    login: file.login ? names.get(file.login) : undefined,
    notFound: file.notFound ? names.get(file.notFound) : undefined,
    webview: file.webview ? names.get(file.webview) : undefined,
    byName: (name) => names.get(name),
    match: matcher,
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
