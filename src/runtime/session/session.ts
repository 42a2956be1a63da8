import type { ApiClient } from '../api/index'
import { environment, productNames } from '../config/index'
import { callNative } from '../platform/bridge'
import type { PlatformInfo } from '../platform/detect'
import { issueWechatState, resetWechatState } from '../platform/wechat-state'
import type { Navigator } from '../router/navigation'
import type { RouteTable } from '../router/route-table'
import type { RootStore, UserInfo } from '../stores/index'
import { decodeReturnAddress, encodeReturnAddress } from './return-address'
import type { LoginResult, Session } from './types'

/** Where the browser is; injected so tests can place the app anywhere. */
export interface BrowserLocation {
  pathname: string
  search: string
  hash: string
  href: string
  origin: string
}

export interface SessionDeps {
  stores: RootStore
  api: ApiClient
  routes: RouteTable
  navigator: Navigator
  platform: PlatformInfo
  location?: () => BrowserLocation
  /** Leaves the app for another address (the WeChat authorisation page). */
  assign?: (url: string) => void
  /** The API base for the chat-app login URL (spec §7: `{base}/user/wechatUser/login`). */
  apiBase?: () => string
  now?: () => number
}

export interface SessionService extends Session {
  /** spec §4 chat-app login on entry: exchanges a WeChat code; failure re-logs in, never throws. */
  codeLogin(code: string): Promise<boolean>
  /**
   * spec §2 certification check: true when accurateAuth is 2; a failed call re-logs in. The ui store's
   * auth status flag is on while it runs, and a check asked for meanwhile shares it (decision 0031).
   */
  checkCertification(): Promise<boolean | undefined>
  /**
   * spec §3/§7 user IP: asks `user.ip` once per page load (quietly) and keeps it in the ui store; the
   * tracker's general records carry it (decision 0031). Answers '' when the call fails.
   */
  loadUserIp(): Promise<string>
  /** The chat-app login URL of spec §7 for the current page, storing a fresh state. */
  wechatLoginUrl(): string
  /** In the native app: takes the app's login info (bridge get-user-info) when the page has none. */
  syncFromApp(): Promise<boolean>
  /**
   * True while the native app's login info is being asked for (from `syncFromApp` until it answers or
   * the bridge times out): route checks wait for it rather than judge a doctor anonymous (spec §4).
   */
  readonly appSyncPending: boolean
  /** Settles when no sync with the app is under way (at once outside the app). */
  appSynced(): Promise<void>
}

/** Re-login requests closer together than this are one (a screen's parallel calls all answering 401). */
const reloginDebounce = 1000

export function createSession(deps: SessionDeps): SessionService {
  const { stores, api, routes, navigator, platform } = deps
  const location = deps.location ?? (() => window.location)
  const assign = deps.assign ?? ((url: string) => window.location.assign(url))
  const apiBase = deps.apiBase ?? (() => stores.user.baseApi || environment.apiBase)
  const now = deps.now ?? Date.now
  let lastRelogin = Number.NEGATIVE_INFINITY
  /** The sync with the native app under way (syncFromApp), if any. */
  let appSync: Promise<boolean> | undefined
  /** The certification check under way and the doctor it is for (spec §3 auth status flag). */
  let certification: Promise<boolean | undefined> | undefined
  let certificationFor = ''

  function currentEntry() {
    return routes.match(location().pathname)?.entry
  }

  function currentAddress(): string {
    const here = location()
    return `${here.pathname}${here.search}${here.hash}`
  }

  async function loadUserInfo(silent: boolean): Promise<void> {
    const info = await api.call<UserInfo>('user.info', {}, { quiet: true, silent })
    if (info?.userId) stores.user.setUserInfo({ ...info, roles: info.roles ?? [] })
  }

  function wechatLoginUrl(): string {
    const state = issueWechatState(platform.isIos, now())
    stores.ui.setWxCodeState(state)
    // The code comes back to this very page; without its old code and state so a stale pair never matches.
    const here = new URL(location().href)
    here.searchParams.delete('code')
    here.searchParams.delete('state')
    const base = apiBase().replace(/\/$/, '')
    return `${base}/user/wechatUser/login?domain=${encodeURIComponent(here.toString())}&state=${encodeURIComponent(state)}`
  }

  const session: SessionService = {
    get loggedIn() {
      return stores.user.isLoggedIn
    },

    async signIn(result: LoginResult, options: { silent?: boolean } = {}) {
      const roles = Array.isArray(result.roles) ? result.roles : []
      stores.user.setSession(result.token, result.userId ?? '')
      if (roles.length > 0) stores.user.roles = roles
      stores.login.setLoginInfo({
        token: result.token,
        productUserId: String(result[productNames.idKey] ?? ''),
        name: result.name ?? '',
        img: result.img ?? '',
        accurateAuth: typeof result.accurateAuth === 'number' ? result.accurateAuth : null,
        mobileCountryCode: result.mobileCountryCode || '86',
        version: result.version ?? '',
      })
      stores.ui.setValidateModal(false)
      await loadUserInfo(options.silent === true)
    },

    signOut() {
      stores.clearLogin()
    },

    relogin(options: { replace?: boolean; chosen?: boolean } = {}) {
      const entry = currentEntry()
      const onLogin = entry !== undefined && entry === routes.login
      // spec §4 step 5: skipped entirely on a live detail page (pages.json skipRelogin), unless the
      // doctor asked for it (切换账号登录).
      if (entry?.skipRelogin && !onLogin && !options.chosen) return
      if (now() - lastRelogin < reloginDebounce) return
      lastRelogin = now()
      // Step 1: clear stored login info.
      stores.clearLogin()
      // Step 5: already on the login route, nothing more to do.
      if (onLogin) return
      // Step 2: in the native app, tell the app the token is no longer good.
      if (platform.isApp) {
        void callNative('invalid-token')
        return
      }
      // Step 3: in WeChat, the authorisation page (scope user info, stored state).
      if (platform.isWechat) {
        assign(wechatLoginUrl())
        return
      }
      // Step 4: the login route with the return address.
      if (routes.login) {
        navigator.navigate({
          to: routes.login.name,
          query: { redirect_url: encodeReturnAddress(currentAddress()) },
          mode: options.replace ? 'replace' : 'push',
        })
      }
    },

    loginHref(returnTo?: string) {
      const address = returnTo ?? currentAddress()
      return routes.login
        ? routes.href(routes.login.name, { redirect_url: encodeReturnAddress(address) })
        : address
    },

    returnAddress(redirectUrl: string | undefined) {
      const address = decodeReturnAddress(redirectUrl, location().origin)
      if (!address) return undefined
      // Never back into the login screen itself.
      const target = routes.match(address.split(/[?#]/, 1)[0] ?? '')?.entry
      return target && target === routes.login ? undefined : address
    },

    finishLogin(redirectUrl?: string) {
      const address = session.returnAddress(redirectUrl)
      if (address) navigator.navigate({ to: address, mode: 'replace' })
      else if (routes.home) navigator.navigate({ to: routes.home.name, mode: 'replace' })
    },

    async codeLogin(code: string) {
      try {
        const result = await api.call<LoginResult>(
          'wechat.tokenByCode',
          { code, throwException: true },
          { silent: true },
        )
        await session.signIn(result)
        return true
      } catch (error) {
        console.warn('[session] WeChat code login failed', error)
        session.relogin({ replace: true })
        return false
      } finally {
        resetWechatState()
        stores.ui.setWxCodeState('-1')
      }
    },

    async loadUserIp() {
      if (stores.ui.userIp) return stores.ui.userIp
      try {
        const answer = await api.call<{ ip: string }>('user.ip', undefined, { quiet: true, silent: true })
        stores.ui.setUserIp(typeof answer?.ip === 'string' ? answer.ip : '')
      } catch (error) {
        // Only statistics use it: nothing for the doctor to see.
        console.warn('[session] the user IP could not be read', error)
      }
      return stores.ui.userIp
    },

    checkCertification() {
      // spec §3 auth status flag (decision 0031): on while a check is under way; a second check asked
      // for meanwhile (two route changes in a row) shares it instead of asking the server again.
      const doctor = stores.login.loginInfo.productUserId
      if (certification && stores.ui.authStatus && certificationFor === doctor) return certification
      stores.ui.setAuthStatus(true)
      certificationFor = doctor
      const check: Promise<boolean | undefined> = (async () => {
        try {
          const answer = await api.call<{ accurateAuth: number }>(
            'user.authStatus',
            { [productNames.idKey]: doctor },
            { silent: true, quiet: true },
          )
          stores.login.setAccurateAuth(answer.accurateAuth)
          return answer.accurateAuth === 2
        } catch (error) {
          console.warn('[session] certification check failed', error)
          // spec §2/§8: a failed certification check forces re-login.
          session.relogin({ replace: true })
          return undefined
        }
      })().finally(() => {
        if (certification !== check) return
        certification = undefined
        stores.ui.setAuthStatus(false)
      })
      certification = check
      return check
    },

    wechatLoginUrl,

    get appSyncPending() {
      return appSync !== undefined
    },

    appSynced() {
      return appSync ? appSync.then(() => undefined) : Promise.resolve()
    },

    syncFromApp() {
      if (!platform.isApp) return Promise.resolve(false)
      const sync = syncWithApp().finally(() => {
        if (appSync === sync) appSync = undefined
      })
      appSync = sync
      return sync
    },
  }

  /** The app's login info, signed in when it is new (bridge get-user-info, its 3 s timeout). */
  async function syncWithApp(): Promise<boolean> {
    const info = (await callNative('get-user-info')) as Partial<LoginResult> | undefined
    const token = typeof info?.token === 'string' ? info.token : ''
    if (!token || token === stores.user.userToken) return false
    try {
      await session.signIn(
        { ...info, token, userId: typeof info?.userId === 'string' ? info.userId : '' },
        { silent: true },
      )
      return true
    } catch (error) {
      console.warn('[session] the app’s login info was refused', error)
      return false
    }
  }
  return session
}
