/**
 * What the server needs from WeChat: the OAuth authorize page, the code exchange and the JS-SDK ticket.
 * `dev` (./dev.ts) stands in on loopback; `live` (./live.ts) calls api.weixin.qq.com. WECHAT_MODE picks.
 */

/** The WeChat user a code stands for. */
export interface WechatProfile {
  /** The user's id for our official account. */
  readonly openid: string
  /** The user's id across the company's WeChat apps, when the account is linked to an open platform. */
  readonly unionid?: string
  readonly nickname: string
  /** Avatar URL; empty when the user has none. */
  readonly avatar: string
}

/** The scopes of WeChat's web authorization: the openid only, or the profile too (asks the user). */
export type WechatScope = 'snsapi_base' | 'snsapi_userinfo'

export interface WechatAdapter {
  readonly kind: 'dev' | 'live'
  /** The official account's app id (the share signature's appId). */
  readonly appId: string
  /** Where to send the browser to authorize; WeChat then returns to `redirectUri` with code and state. */
  authorizeUrl(redirectUri: string, state: string, scope: WechatScope): string
  /** The user behind an authorization code; throws WechatCodeError for a bad, expired or used code. */
  exchangeCode(code: string): Promise<WechatProfile>
  /** The current JS-SDK ticket (cached; WeChat allows a few thousand fetches a day). */
  jsapiTicket(): Promise<string>
}

/** The code is unknown, expired or used: the user has to authorize again. */
export class WechatCodeError extends Error {
  override readonly name = 'WechatCodeError'
}

/** WeChat did not answer as it should (network, credentials, quota). */
export class WechatUnavailableError extends Error {
  override readonly name = 'WechatUnavailableError'
}
