import { createContext, useContext } from 'react'
import type { ApiClient } from '../api/index'
import type { ConsentService } from '../consent/index'
import type { ServerState } from '../data/server-state'
import type { RouteGuard } from '../guards/index'
import type { PlatformInfo, ShareService } from '../platform/index'
import type { WidgetRegistry } from '../registry/index'
import type { Navigator } from '../router/navigation'
import type { RouteTable } from '../router/route-table'
import type { PageSchema } from '../schema/index'
import type { SessionService } from '../session/index'
import type { RootStore } from '../stores/index'
import type { RuntimeTracker } from '../tracking/index'

/** Everything a screen needs, created once at boot and shared through React context. */
export interface Runtime {
  stores: RootStore
  api: ApiClient
  /** The one client cache of server state: every read a screen shows, every write that changes one. */
  data: ServerState
  routes: RouteTable
  navigator: Navigator
  registry: WidgetRegistry
  platform: PlatformInfo
  /** Who the user is and how they get (back) in: sign-in, re-login, return address. */
  session: SessionService
  /** The activity and lesson consent checks and their dialog. */
  consent: ConsentService
  /** The route-entry pipeline (spec §2). */
  guard: RouteGuard
  /** The share card of the current page (WeChat JS-SDK). */
  share: ShareService
  /** Page views, clicks and general events (absent in tests that do not track). */
  tracker?: RuntimeTracker
  /** Loads a page schema by its file name (a lazy chunk per screen). */
  loadPage: (schema: string) => Promise<PageSchema>
}

export const RuntimeContext = createContext<Runtime | null>(null)

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error('useRuntime() outside <RuntimeContext.Provider>')
  return runtime
}
