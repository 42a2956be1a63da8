import type { RouteTable } from './route-table'
import { buildQueryString, versionPrefix } from './route-table'

/**
 * The navigation service (spec §2): push, replace, switchTab, reLaunch and back(n). A target is a route
 * name from pages.json or a path starting with `/`; query parameters are appended to it.
 *
 * In a browser there is no page stack to clear: switchTab and reLaunch replace the current entry (so
 * back does not return into the flow that was left) and remount the screen with fresh state.
 */
export type NavigationMode = 'push' | 'replace' | 'switchTab' | 'reLaunch'

export interface NavigateOptions {
  to: string
  mode?: NavigationMode
  query?: Record<string, unknown>
  params?: Record<string, string>
}

/** The host's history primitives (react-router's navigate), injected so tests can drive it. */
export interface HistoryDriver {
  go(path: string, options: { replace: boolean; state?: unknown }): void
  back(delta: number): void
  /** How many entries this app session can go back (react-router keeps `idx` in history state). */
  depth(): number
}

export interface Navigator {
  navigate(options: NavigateOptions): void
  push(to: string, query?: Record<string, unknown>): void
  replace(to: string, query?: Record<string, unknown>): void
  switchTab(to: string, query?: Record<string, unknown>): void
  reLaunch(to: string, query?: Record<string, unknown>): void
  back(delta?: number): void
  href(to: string, query?: Record<string, unknown>, params?: Record<string, string>): string
  /**
   * Sets query parameters of the current address in place (undefined removes one): no navigation, the
   * screen stays mounted and back does not stop at the old address. For UI state a return visit should
   * find again, such as the open tab.
   */
  replaceQuery(patch: Record<string, unknown>): void
}

export function createNavigator(routes: RouteTable, history: HistoryDriver): Navigator {
  function href(to: string, query?: Record<string, unknown>, params?: Record<string, string>): string {
    if (to.startsWith('/')) {
      const [raw = '/', existing] = to.split('?', 2)
      const merged = { ...Object.fromEntries(new URLSearchParams(existing ?? '')), ...query }
      // A screen's path as pages.json writes it (/user/form-record) gets the public /v3 prefix.
      const path =
        raw !== '/' && !raw.startsWith(`${versionPrefix}/`) && routes.match(raw)
          ? `${versionPrefix}${raw}`
          : raw
      return `${path}${buildQueryString(merged)}`
    }
    return routes.href(to, query, params)
  }

  function navigate({ to, mode = 'push', query, params }: NavigateOptions): void {
    const target = href(to, query, params)
    if (mode === 'switchTab' && !to.startsWith('/') && routes.byName(to)?.tab !== true) {
      console.warn(`[router] switchTab to "${to}", which is not a tab page`)
    }
    const replace = mode !== 'push'
    // reLaunch and switchTab carry a fresh token so the screen remounts even on the same URL.
    const state = mode === 'reLaunch' || mode === 'switchTab' ? { launch: Date.now() } : undefined
    history.go(target, { replace, state })
  }

  return {
    navigate,
    push: (to, query) => navigate({ to, query, mode: 'push' }),
    replace: (to, query) => navigate({ to, query, mode: 'replace' }),
    switchTab: (to, query) => navigate({ to, query, mode: 'switchTab' }),
    reLaunch: (to, query) => navigate({ to, query, mode: 'reLaunch' }),
    back(delta = 1) {
      // Landing directly on a screen leaves nothing to go back to: go home instead of leaving the app.
      if (history.depth() >= delta) history.back(delta)
      else if (routes.home) navigate({ to: routes.home.name, mode: 'reLaunch' })
    },
    href,
    replaceQuery(patch) {
      const location = globalThis.location
      if (!location || !globalThis.history) return
      const search = new URLSearchParams(location.search)
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === null || value === '') search.delete(key)
        else search.set(key, String(value))
      }
      const text = search.toString()
      // Keeps the history entry's state (react-router's key and idx), so back and forward still work.
      globalThis.history.replaceState(
        globalThis.history.state,
        '',
        `${location.pathname}${text ? `?${text}` : ''}${location.hash}`,
      )
    },
  }
}
