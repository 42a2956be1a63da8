import 'antd-mobile/es/global'
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'
import { StrictMode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { createApiClient } from '../api/index'
import { detectPlatform } from '../platform/index'
import type { WidgetRegistry } from '../registry/index'
import { type Runtime, RuntimeContext } from '../render/runtime-context'
import { HistoryBridge } from '../router/history-bridge'
import { createNavigator } from '../router/navigation'
import { NavigationBinder, RouteHost } from '../router/route-host'
import { createRouteTable } from '../router/route-table'
import type { PageSchema, PagesFile } from '../schema/types'
import { RootStore } from '../stores/index'
import { ModalHost } from '../ui/index'
import '../ui/theme.css'

export interface StartOptions {
  pages: PagesFile
  registry: WidgetRegistry
  loadPage: (schema: string) => Promise<PageSchema>
  container: HTMLElement
}

/** antd-mobile's imperative Toast and Dialog need React 19's root API (its "v5-for-19" guide). */
unstableSetRender((node, container) => {
  const holder = container as HTMLElement & { _reactRoot?: Root }
  holder._reactRoot ??= createRoot(container)
  const root = holder._reactRoot
  root.render(node)
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    root.unmount()
    holder._reactRoot = undefined
  }
})
setDefaultConfig({ locale: zhCN })

/** Builds the runtime (stores, API client, routes, navigation) and renders the app into `container`. */
export function startApp({ pages, registry, loadPage, container }: StartOptions): Runtime {
  const stores = new RootStore()
  const routes = createRouteTable(pages)
  const history = new HistoryBridge()
  const navigator = createNavigator(routes, history)
  const runtime: Runtime = {
    stores,
    api: createApiClient({ baseUrl: () => stores.user.baseApi }),
    routes,
    navigator,
    registry,
    platform: detectPlatform(),
    loadPage,
  }
  createRoot(container).render(
    <StrictMode>
      <RuntimeContext.Provider value={runtime}>
        <BrowserRouter>
          <NavigationBinder bridge={history} />
          <RouteHost />
        </BrowserRouter>
        <ModalHost ui={stores.ui} />
      </RuntimeContext.Provider>
    </StrictMode>,
  )
  return runtime
}
