import 'antd-mobile/es/global'
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider'
import zhCN from 'antd-mobile/es/locales/zh-CN'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { ConsentLayer } from '../consent/index'
import { watchReturns } from '../data/server-state'
import {
  applyAppChrome,
  detectPlatform,
  openDebugConsoleIfRequested,
  type PlatformInfo,
} from '../platform/index'
import type { WidgetRegistry } from '../registry/index'
import { DesktopQrHost } from '../render/desktop-qr-host'
import { startFirstScreen } from '../render/first-screen'
import { type Runtime, RuntimeContext } from '../render/runtime-context'
import { HistoryBridge } from '../router/history-bridge'
import { NavigationBinder, RouteHost } from '../router/route-host'
import type { PageSchema, PagesFile } from '../schema/index'
import { VoteCaptchaHost } from '../session/vote-captcha'
import type { RootStore } from '../stores/index'
import { giveControlsRoles, LoadingHost, ModalHost } from '../ui/index'
import { createRuntime, launchQuery } from './create-runtime'
import { nextTask } from './next-task'
import { afterPageLoad } from './page-load'
import { installTracking } from './tracking-wiring'
import '../ui/theme.css'

export interface StartOptions {
  pages: PagesFile
  registry: WidgetRegistry
  loadPage: (schema: string) => Promise<PageSchema>
  container: HTMLElement
  /** The first screen's page schema, from the HTML: its data is asked for before the first render. */
  firstPage?: { name: string; schema: PageSchema }
  /** Replaces platform detection (the studio preview's environment switch); the app always detects. */
  platform?: PlatformInfo
  /** The stores (the studio preview: in memory, never the app's stored session); default persisted. */
  stores?: RootStore
  /** Page views and visit records (default on; the studio preview records none). */
  tracking?: boolean
  /** Leaves the app for another address (the WeChat authorisation page); default the browser's. */
  assign?: (url: string) => void
}

/** A runtime built and not yet on screen: `render` shows it and answers how to take it off again. */
export interface PreparedApp {
  runtime: Runtime
  render(): () => void
}

// antd-mobile's imperative APIs get React 19's root API where they load (../ui/imperative-render.ts).
setDefaultConfig({ locale: zhCN })

/**
 * Builds the runtime (stores, API client, session, guards, tracking) and renders the app into `container`,
 * for the page's own boot (main.tsx): each step in a task of its own, after the task that evaluated the
 * app's modules, so no one task holds the main thread for all of them (decision 0040).
 */
export async function bootApp(options: StartOptions): Promise<Runtime> {
  await nextTask()
  const app = prepareApp(options)
  await nextTask()
  app.render()
  return app.runtime
}

/**
 * The app in two steps, for the studio preview: it signs its persona in on the runtime before the first
 * screen is judged, and takes the app off the page again for the next draft.
 */
export function prepareApp(options: StartOptions): PreparedApp {
  const { pages, registry, loadPage, container, firstPage } = options
  const history = new HistoryBridge()
  const launch = launchQuery()
  const platform = options.platform ?? detectPlatform()
  const tracking = options.tracking === false ? undefined : installTracking(launch, platform)
  const runtime = createRuntime({
    launch,
    platform,
    pages,
    registry,
    loadPage,
    history,
    stores: options.stores,
    assign: options.assign,
    trackVisit: tracking?.visit,
    tracker: tracking?.tracker,
  })
  tracking?.attach(runtime)
  return { runtime, render: () => renderApp(runtime, history, container, firstPage) }
}

function renderApp(
  runtime: Runtime,
  history: HistoryBridge,
  container: HTMLElement,
  firstPage: StartOptions['firstPage'],
): () => void {
  void applyAppChrome(runtime.platform)
  // spec §7: in the native app the login info comes from the app (bridge get-user-info).
  void runtime.session.syncFromApp()
  // spec §3 user IP, read once for the visit (the tracker's general records carry it, those made before
  // it as they leave), a second after the page has loaded: the first screen's requests go first.
  void afterPageLoad().then(() => runtime.session.loadUserIp())
  void openDebugConsoleIfRequested()
  if (firstPage) startFirstScreen(runtime, firstPage, window.location)
  // Back from the cashier, WeChat, the app or another tab, or out of the back-forward cache: ask again.
  const stopReturns = watchReturns(runtime.data)
  const stopRoles = giveControlsRoles(document.body)
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <RuntimeContext.Provider value={runtime}>
        <BrowserRouter>
          <NavigationBinder bridge={history} />
          <RouteHost />
          <DesktopQrHost />
        </BrowserRouter>
        <ModalHost ui={runtime.stores.ui} />
        <LoadingHost ui={runtime.stores.ui} />
        <ConsentLayer
          store={runtime.stores.consent}
          service={runtime.consent}
          navigator={runtime.navigator}
          routes={runtime.routes}
        />
        <VoteCaptchaHost ui={runtime.stores.ui} api={runtime.api} session={runtime.session} />
      </RuntimeContext.Provider>
    </StrictMode>,
  )
  return () => {
    root.unmount()
    stopRoles()
    stopReturns()
    runtime.data.dispose()
  }
}
