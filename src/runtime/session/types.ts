import type { Role } from '../stores/index'

/** What every login call answers (captcha, SMS, password, WeChat, bind): spec §3 login info + userId. */
export interface LoginResult {
  userId: string
  token: string
  /** The doctor's id, `${product}Id` on the wire (productNames.idKey). */
  [idKey: string]: unknown
  name?: string
  img?: string
  accurateAuth?: number | null
  mobileCountryCode?: string
  version?: string
  roles?: Role[]
  /** ISO time the token stops working. */
  expiresAt?: string
}

/**
 * The session service: who the user is and how they get (back) in. One per app, on the runtime, so
 * widgets never touch tokens or the re-login rules themselves.
 */
export interface Session {
  /** spec §6: token and userId present. */
  readonly loggedIn: boolean
  /**
   * Stores token and login info from a login answer, then loads the user info (roles). `silent`: a
   * failure to load it shows nothing (the caller says what went wrong) and rejects.
   */
  signIn(result: LoginResult, options?: { silent?: boolean }): Promise<void>
  /** Clears stored login info (re-login step 1) without going anywhere. */
  signOut(): void
  /**
   * spec §4 re-login, all five steps, for the current environment. `chosen`: the doctor asked for it
   * (切换账号登录), so it runs even where re-login is skipped (live detail).
   */
  relogin(options?: { replace?: boolean; chosen?: boolean }): void
  /** `/v3/login?redirect_url=…` for a return address (default: the current page). */
  loginHref(returnTo?: string): string
  /** The return address carried by a login URL's `redirect_url`, only when it is same-site. */
  returnAddress(redirectUrl: string | undefined): string | undefined
  /** After a login: replace the login screen by the return address, or home. */
  finishLogin(redirectUrl?: string): void
}
