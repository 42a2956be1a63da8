import { type WechatAdapter, WechatCodeError, type WechatProfile, WechatUnavailableError } from './adapter'

/**
 * The real WeChat (WECHAT_MODE=live): web authorization on open.weixin.qq.com, the code exchange and the
 * JS-SDK ticket on api.weixin.qq.com. The access token and the ticket are cached until 5 minutes before
 * they expire: WeChat limits how often they may be fetched.
 */

export interface LiveWechatOptions {
  readonly appId: string
  readonly appSecret: string
  /** Injected by tests; the global fetch otherwise. */
  readonly fetch?: typeof fetch
  readonly now?: () => number
}

const API = 'https://api.weixin.qq.com'
const REQUEST_TIMEOUT_MS = 10_000
const REFRESH_EARLY_MS = 5 * 60_000
/** errcodes of a bad code: invalid, already used, missing. */
const BAD_CODE_ERRORS = new Set([40029, 40163, 41008])
/** errcodes of an access token WeChat no longer accepts: fetch a new one and try once more. */
const STALE_TOKEN_ERRORS = new Set([40001, 40014, 42001])

interface WechatAnswer {
  readonly errcode?: number
  readonly errmsg?: string
  readonly [field: string]: unknown
}

interface Cached {
  readonly value: string
  readonly expiresAt: number
}

export function createLiveWechatAdapter(options: LiveWechatOptions): WechatAdapter {
  const fetcher = options.fetch ?? fetch
  const now = options.now ?? Date.now
  const { appId, appSecret } = options
  let accessToken: Promise<Cached> | undefined
  let ticket: Promise<Cached> | undefined

  async function call(path: string, query: Record<string, string>): Promise<WechatAnswer> {
    const url = `${API}${path}?${new URLSearchParams(query)}`
    let response: Response
    try {
      response = await fetcher(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    } catch (error) {
      throw new WechatUnavailableError(`${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (!response.ok) throw new WechatUnavailableError(`${path} answered HTTP ${response.status}`)
    const body: unknown = await response.json().catch(() => undefined)
    if (typeof body !== 'object' || body === null)
      throw new WechatUnavailableError(`${path} answered no JSON`)
    return body as WechatAnswer
  }

  function fresh(cached: Cached): boolean {
    return cached.expiresAt - REFRESH_EARLY_MS > now()
  }

  function expiry(answer: WechatAnswer): number {
    return now() + (typeof answer.expires_in === 'number' ? answer.expires_in : 7200) * 1000
  }

  async function fetchAccessToken(): Promise<Cached> {
    const answer = await call('/cgi-bin/token', {
      grant_type: 'client_credential',
      appid: appId,
      secret: appSecret,
    })
    if (typeof answer.access_token !== 'string') {
      throw new WechatUnavailableError(`cgi-bin/token: ${answer.errcode} ${answer.errmsg}`)
    }
    return { value: answer.access_token, expiresAt: expiry(answer) }
  }

  /** One fetch at a time: callers arriving during a refresh share it. */
  async function currentAccessToken(): Promise<string> {
    const cached = accessToken ? await accessToken.catch(() => undefined) : undefined
    if (cached && fresh(cached)) return cached.value
    accessToken = fetchAccessToken()
    accessToken.catch(() => {
      accessToken = undefined
    })
    return (await accessToken).value
  }

  async function fetchTicket(retried = false): Promise<Cached> {
    const answer = await call('/cgi-bin/ticket/getticket', {
      access_token: await currentAccessToken(),
      type: 'jsapi',
    })
    if (!retried && typeof answer.errcode === 'number' && STALE_TOKEN_ERRORS.has(answer.errcode)) {
      accessToken = undefined
      return fetchTicket(true)
    }
    if (typeof answer.ticket !== 'string' || (answer.errcode !== undefined && answer.errcode !== 0)) {
      throw new WechatUnavailableError(`cgi-bin/ticket/getticket: ${answer.errcode} ${answer.errmsg}`)
    }
    return { value: answer.ticket, expiresAt: expiry(answer) }
  }

  return {
    kind: 'live',
    appId,
    authorizeUrl(redirectUri, state, scope) {
      const query = new URLSearchParams({
        appid: appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state,
      })
      return `https://open.weixin.qq.com/connect/oauth2/authorize?${query}#wechat_redirect`
    },
    async exchangeCode(code): Promise<WechatProfile> {
      const token = await call('/sns/oauth2/access_token', {
        appid: appId,
        secret: appSecret,
        code,
        grant_type: 'authorization_code',
      })
      if (typeof token.errcode === 'number' && BAD_CODE_ERRORS.has(token.errcode)) {
        throw new WechatCodeError(`sns/oauth2/access_token: ${token.errcode} ${token.errmsg}`)
      }
      if (typeof token.access_token !== 'string' || typeof token.openid !== 'string') {
        throw new WechatUnavailableError(`sns/oauth2/access_token: ${token.errcode} ${token.errmsg}`)
      }
      const openid = token.openid
      const tokenUnionid = typeof token.unionid === 'string' ? token.unionid : undefined
      // snsapi_base codes give no profile: the user is known by openid alone.
      const info = await call('/sns/userinfo', { access_token: token.access_token, openid, lang: 'zh_CN' })
      const unionid = typeof info.unionid === 'string' ? info.unionid : tokenUnionid
      return {
        openid,
        ...(unionid ? { unionid } : {}),
        nickname: typeof info.nickname === 'string' ? info.nickname : '',
        avatar: typeof info.headimgurl === 'string' ? info.headimgurl : '',
      }
    },
    async jsapiTicket() {
      const cached = ticket ? await ticket.catch(() => undefined) : undefined
      if (cached && fresh(cached)) return cached.value
      ticket = fetchTicket()
      ticket.catch(() => {
        ticket = undefined
      })
      return (await ticket).value
    },
  }
}
