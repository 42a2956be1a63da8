import { createContext, useContext } from 'react'
import type { ApiClient } from '../api/index'
import type { PlatformInfo } from '../platform/index'
import type { WidgetRegistry } from '../registry/index'
import type { Navigator } from '../router/navigation'
import type { RouteTable } from '../router/route-table'
import type { PageSchema } from '../schema/types'
import type { RootStore } from '../stores/index'

/** Everything a screen needs, created once at boot and shared through React context. */
export interface Runtime {
  stores: RootStore
  api: ApiClient
  routes: RouteTable
  navigator: Navigator
  registry: WidgetRegistry
  platform: PlatformInfo
  /** Loads a page schema by its file name (a lazy chunk per screen). */
  loadPage: (schema: string) => Promise<PageSchema>
}

export const RuntimeContext = createContext<Runtime | null>(null)

export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error('useRuntime() outside <RuntimeContext.Provider>')
  return runtime
}
