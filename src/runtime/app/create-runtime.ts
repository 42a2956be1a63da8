import { reaction } from 'mobx'
import { createApiClient, LoadingCounter } from '../api/index'
import { constants, environment, productConfig } from '../config/index'
import { createConsentService } from '../consent/index'
import { createServerState } from '../data/server-state'
import { createRouteGuard, type RouteVisit } from '../guards/index'
import type { PlatformInfo } from '../platform/index'
import {
  closeWindow,
  createShareService,
  detectPlatform,
  networkType,
  type ShareService,
} from '../platform/index'
import type { WidgetRegistry } from '../registry/index'
import type { Runtime } from '../render/runtime-context'
import type { HistoryDriver } from '../router/navigation'
import { createNavigator } from '../router/navigation'
import { createRouteTable } from '../router/route-table'
import type { PageSchema, PagesFile } from '../schema/index'
import { createSession } from '../session/index'
import { RootStore } from '../stores/index'
import { defaultStorage, deviceNumber, deviceTypeOf, type RuntimeTracker } from '../tracking/index'
import { toast } from '../ui/index'

export interface CreateRuntimeOptions {
  pages: PagesFile
  registry: WidgetRegistry
  loadPage: (schema: string) => Promise<PageSchema>
  history: HistoryDriver
  stores?: RootStore
  platform?: PlatformInfo
  /** Overrides the API base (tests); else the session store's baseApi, else the environment's. */
  apiBase?: string
  /** spec §2: a visit event per route change (the tracker). */
  trackVisit?: (visit: RouteVisit) => void
  tracker?: RuntimeTracker
  /** Query values of the launch (launchQuery()); read here when not given. */
  launch?: Record<string, string>
  /** Replaces the WeChat share setup (tests). */
  share?: ShareService
  /** Leaves the app for another address (the WeChat authorisation page); default the browser's. */
  assign?: (url: string) => void
}

/** Query values read once at launch: appVersion, application and company stay for the whole visit. */
const launchKey = `${productConfig.key}_launch_query`

export function launchQuery(search: string = globalThis.location?.search ?? ''): Record<string, string> {
  const current = new URLSearchParams(search)
  let saved: Record<string, string> = {}
  try {
    saved = JSON.parse(globalThis.sessionStorage?.getItem(launchKey) ?? '{}') as Record<string, string>
  } catch {
    saved = {}
  }
  const merged = { ...saved }
  for (const name of ['appVersion', 'application', 'company']) {
    const value = current.get(name)
    if (value) merged[name] = value
  }
  try {
    globalThis.sessionStorage?.setItem(launchKey, JSON.stringify(merged))
  } catch {
    // Private mode: the values still apply to this page load.
  }
  return merged
}

/**
 * Builds the runtime: stores, API client with every rule of spec §4/§7/§8/§9, session, consent, route
 * guard and navigation. bootApp renders it; tests build one with a recording history.
 */
export function createRuntime(options: CreateRuntimeOptions): Runtime {
  const stores = options.stores ?? new RootStore()
  const platform = options.platform ?? detectPlatform()
  const routes = createRouteTable(options.pages)
  const navigator = createNavigator(routes, options.history)
  const launch = options.launch ?? launchQuery()
  const device = deviceNumber(defaultStorage())
  const baseUrl = () => options.apiBase || stores.user.baseApi || environment.apiBase

  // Late-bound: the API client's re-login needs the session, which needs the API client.
  const late: { relogin?: () => void } = {}
  const api = createApiClient({
    baseUrl,
    context: () => ({
      token: stores.user.userToken,
      userId: stores.user.userId,
      appVersion: launch.appVersion,
      application: launch.application,
      company: launch.company ?? '',
      networkType: networkType(),
      deviceNumber: device,
      deviceType: deviceTypeOf(platform),
    }),
    certified: () => stores.login.isCertified,
    loading: new LoadingCounter({ setVisible: (visible) => stores.ui.setLoadingVisible(visible) }),
    effects: {
      relogin: () => late.relogin?.(),
      openVoteModal: () => stores.ui.setValidateModal(true),
      roles: () => stores.user.roles.map((role) => role.roleName),
      // spec §8: the current screen's own suppressed codes (academy.lesson.inactive on GCP training).
      pageSuppressedCodes: () =>
        routes.match(globalThis.location?.pathname ?? '/')?.entry.suppressCodes ?? [],
      toast: (text) => toast(text, { duration: constants.toastDuration }),
      modal: (info) => stores.ui.showModal({ ...info, cancelBtnText: '' }),
    },
  })
  const data = createServerState(api)
  // Another doctor signed in, or nobody: no cached answer belongs to who is there now.
  reaction(
    () => stores.user.userToken,
    () => data.reset(),
  )
  const session = createSession({
    stores,
    api,
    routes,
    navigator,
    platform,
    apiBase: baseUrl,
    assign: options.assign,
  })
  late.relogin = () => session.relogin()

  const share =
    options.share ??
    createShareService({
      api,
      platform,
      landingUrl: globalThis.location?.href ?? '',
      loggedIn: () => stores.user.isLoggedIn,
      notify: (text) => toast(text),
    })

  const leave = () => {
    if (!closeWindow(platform)) navigator.back()
  }
  const consent = createConsentService({
    api,
    stores,
    session,
    leave,
    confirmRetry: (content) =>
      new Promise((resolve) =>
        stores.ui.showModal({
          content,
          confirmBtnText: '重试',
          cancelBtnText: '返回',
          confirm: () => resolve(true),
          cancel: () => resolve(false),
        }),
      ),
  })
  const guard = createRouteGuard({
    stores,
    session,
    consent,
    platform,
    trackVisit: (visit) => {
      // Each screen starts with the default share card; a screen may configure its own afterwards.
      void share.configure()
      options.trackVisit?.(visit)
    },
    dropCodeFromUrl: () => {
      const url = new URL(window.location.href)
      url.searchParams.delete('code')
      url.searchParams.delete('state')
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`)
    },
  })

  return {
    stores,
    api,
    data,
    routes,
    navigator,
    registry: options.registry,
    platform,
    session,
    consent,
    guard,
    share,
    tracker: options.tracker,
    loadPage: options.loadPage,
  }
}
