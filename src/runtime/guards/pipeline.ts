import { constants } from '../config/index'
import type { ConsentService } from '../consent/index'
import { closeWindow } from '../platform/close-window'
import type { PlatformInfo } from '../platform/detect'
import { readWechatState } from '../platform/wechat-state'
import type { PageEntry } from '../schema/index'
import type { SessionService } from '../session/index'
import type { RootStore } from '../stores/index'
import {
  chatAppCode,
  closesOnBack,
  consentRequestOf,
  lessonOf,
  type Query,
  requiresCertCheck,
  requiresLogin,
} from './policies'

/** What the screen may show while and after the route-entry checks run. */
export type Gate = 'pass' | 'checking' | 'redirecting' | 'uncertified'

export interface RouteVisit {
  entry: PageEntry
  query: Query
  /** The address as the browser shows it (tracking's router_url). */
  url: string
  /** The previous screen's name, if any (tracking's `from`). */
  from?: string
}

export interface RouteGuardDeps {
  stores: RootStore
  session: SessionService
  consent: ConsentService
  platform: PlatformInfo
  /** spec §2: a visit event on each route change. */
  trackVisit?: (visit: RouteVisit) => void
  /** Removes the consumed `code` and `state` from the address bar. */
  dropCodeFromUrl?: () => void
  readState?: () => string
}

export interface RouteGuard {
  /** The gate to show at once, before any call (so open screens never flash a skeleton). */
  initialGate(entry: PageEntry, query: Query): Gate
  /** Runs the pipeline for one route change; `onGate` receives each change of the gate. */
  enter(visit: RouteVisit, onGate: (gate: Gate) => void): Promise<void>
  /** Undoes what the last entry attached (the close-window handler). */
  leave(): void
}

export function createRouteGuard(deps: RouteGuardDeps): RouteGuard {
  const { stores, session, consent, platform } = deps
  const readState = deps.readState ?? (() => readWechatState(platform.isIos))
  let detach: (() => void) | undefined

  function pendingCode(entry: PageEntry, query: Query): string | undefined {
    return chatAppCode(entry, query, { isWechat: platform.isWechat, storedState: readState() })
  }

  function initialGate(entry: PageEntry, query: Query): Gate {
    const code = pendingCode(entry, query)
    const loggedIn = session.loggedIn
    if (code) return 'checking'
    // In the native app the login info is still on its way over the bridge: wait, judge nobody yet.
    if (session.appSyncPending && (requiresLogin(entry, false) || requiresCertCheck(entry, true))) {
      return 'checking'
    }
    if (requiresLogin(entry, loggedIn)) return 'redirecting'
    if (requiresCertCheck(entry, loggedIn)) {
      if (!loggedIn) return 'redirecting'
      // A certified doctor sees the screen at once; the check still runs and can still close it.
      return stores.login.isCertified ? 'pass' : 'checking'
    }
    return 'pass'
  }

  /** Login and certification (spec §2 steps 2 and 3). */
  async function accessGate(entry: PageEntry): Promise<Gate> {
    const loggedIn = session.loggedIn
    if (requiresLogin(entry, loggedIn)) {
      session.relogin({ replace: true })
      return 'redirecting'
    }
    if (!requiresCertCheck(entry, loggedIn)) return 'pass'
    if (!loggedIn) {
      // Certification needs a doctor: an anonymous visitor logs in first.
      session.relogin({ replace: true })
      return 'redirecting'
    }
    const certified = await session.checkCertification()
    // A failed check re-logs in (spec §2/§8), except where re-login is skipped (live detail, spec §4):
    // there nothing would come to end the wait, so the screen shows and its own calls answer for it
    // (issue 15 item 18; the server still refuses what the doctor may not see).
    if (certified === undefined) return entry.skipRelogin ? 'pass' : 'redirecting'
    return certified ? 'pass' : 'uncertified'
  }

  function attachCloseOnBack(): () => void {
    let armed = false
    const onPopState = () => {
      if (armed) closeWindow(platform)
    }
    const timer = setTimeout(() => {
      // A guard entry on top of the form: back pops it, and that closes the window (spec §2).
      window.history.pushState({ ...(window.history.state as object | null), closeGuard: true }, '')
      armed = true
      window.addEventListener('popstate', onPopState)
    }, constants.closeWindowHandlerDelay)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('popstate', onPopState)
    }
  }

  return {
    initialGate,

    async enter(visit, onGate) {
      const { entry, query } = visit
      // 1. Consent: runs alongside the rest; its dialog covers the screen until answered.
      const request = consentRequestOf(entry, query)
      const lesson = lessonOf(entry, query)
      if (request || lesson) {
        void (async () => {
          if (request) {
            const outcome = await consent.checkActivity(request)
            if (outcome === 'left' || outcome === 'relogin') return
          }
          if (lesson) await consent.checkLesson(lesson)
        })()
      }

      // spec §4: in the native app the first checks wait for the app's login info (bridge get-user-info,
      // bounded by its timeout), so a logged-in doctor is not sent invalid-token as if anonymous.
      if (session.appSyncPending) {
        if (requiresLogin(entry, false) || requiresCertCheck(entry, true)) onGate('checking')
        await session.appSynced()
      }
      // A WeChat code on the address means a login is under way: login and certification wait for it.
      const code = pendingCode(entry, query)
      let gate: Gate = code ? 'checking' : await accessGate(entry)
      onGate(gate)

      // 4. Chat-app code login.
      if (code) {
        const loggedIn = await session.codeLogin(code)
        deps.dropCodeFromUrl?.()
        gate = loggedIn ? await accessGate(entry) : 'redirecting'
        onGate(gate)
      }

      // 5. A visit event on each route change.
      deps.trackVisit?.(visit)

      // 6. The WeChat close-window handler on the form page, 300 ms after the route change.
      detach?.()
      detach = closesOnBack(entry, platform.isWechat) ? attachCloseOnBack() : undefined
    },

    leave() {
      detach?.()
      detach = undefined
    },
  }
}
