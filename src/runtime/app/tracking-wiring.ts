import { requestHeaders } from '../api/index'
import { constants, environment } from '../config/index'
import type { RouteVisit } from '../guards/index'
import type { PlatformInfo } from '../platform/index'
import type { Runtime } from '../render/runtime-context'
import {
  createDeferredTracker,
  defaultStorage,
  deviceNumber,
  deviceTypeOf,
  type RuntimeTracker,
} from '../tracking/index'

export interface TrackingWiring {
  /** The route guard's visit step (spec §2): a visit event and a page view per route change. */
  visit: (visit: RouteVisit) => void
  /** Connects the tracker to the runtime's user once the runtime exists. */
  attach: (runtime: Runtime) => void
  tracker: RuntimeTracker
}

/**
 * The app's tracker: records carry the current user and device, batches leave with sendBeacon on page
 * hide, scroll tracking waits for the screen's content (at most 2 s), and the `track` action's events
 * are listened to. Its code loads with the first screen's visit (createDeferredTracker).
 */
export function installTracking(launch: Record<string, string>, platform: PlatformInfo): TrackingWiring {
  let runtime: Runtime | undefined
  const tracker = createDeferredTracker((now) =>
    import('../tracking/tracker').then(({ createTracker }) =>
      createTracker({
        now,
        context: () => ({
          userId: runtime?.stores.user.userId ?? '',
          productUserId: runtime?.stores.login.loginInfo.productUserId ?? '',
          appVersion: launch.appVersion || constants.appVersion,
          platform,
          userIp: runtime?.stores.ui.userIp ?? '',
        }),
        apiBase: () => runtime?.stores.user.baseApi || environment.apiBase,
        headers: () =>
          requestHeaders({
            token: runtime?.stores.user.userToken ?? '',
            userId: runtime?.stores.user.userId ?? '',
            appVersion: launch.appVersion,
            application: launch.application,
            company: launch.company ?? '',
            networkType: 'unknown',
            deviceNumber: deviceNumber(defaultStorage()),
            deviceType: deviceTypeOf(platform),
          }),
        waitForPageReady: true,
      }),
    ),
  )
  tracker.listen()
  return {
    tracker,
    attach(value) {
      runtime = value
    },
    visit({ entry, query, url, from }) {
      tracker.routeChange({ pageClass: entry.name, routerUrl: url, from, param: query })
    },
  }
}
