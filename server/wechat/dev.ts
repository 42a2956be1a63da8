import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { ErrorBody } from '../errors'
import { type WechatAdapter, WechatCodeError, type WechatProfile } from './adapter'

/**
 * A loopback stand-in for WeChat (WECHAT_MODE=dev, the default), so the chat-app login can be driven end
 * to end without WeChat: the authorize URL is this server's own
 * `GET {apiPrefix}/dev/wechat/oauth2/authorize`, which redirects straight back with a one-time code, and
 * that code exchanges to a stable made-up WeChat user (`devUser` picks which one).
 */

export const DEV_AUTHORIZE_PATH = '/dev/wechat/oauth2/authorize'
/** WeChat's codes live 5 minutes and work once; so do these. */
const DEV_CODE_TTL_MS = 5 * 60_000
const DEV_USER = /^[A-Za-z0-9_-]{1,32}$/
export const DEFAULT_DEV_USER = 'doctor'
/** Shaped like an official account app id (wx + 16 characters), obviously not a real one. */
export const DEV_APP_ID = 'wx0000000000000dev'
export const DEV_JSAPI_TICKET = 'dev-jsapi-ticket-not-valid-in-wechat'

export interface DevWechatAdapter extends WechatAdapter {
  readonly kind: 'dev'
  /** A one-time code for the dev WeChat user `devUser` (what the authorize page hands out). */
  issueCode(devUser?: string): string
}

export function isDevWechatAdapter(adapter: WechatAdapter): adapter is DevWechatAdapter {
  return adapter.kind === 'dev' && 'issueCode' in adapter && typeof adapter.issueCode === 'function'
}

/** The made-up WeChat user behind `devUser`: the same name always gives the same openid. */
export function devProfile(devUser: string): WechatProfile {
  const digest = createHash('sha256').update(`dev-wechat:${devUser}`).digest('hex')
  return { openid: `dev-${digest.slice(0, 24)}`, nickname: `测试微信用户-${devUser}`, avatar: '' }
}

export function createDevWechatAdapter(options: { readonly apiPrefix: string }): DevWechatAdapter {
  const codes = new Map<string, { devUser: string; expiresAt: number }>()
  return {
    kind: 'dev',
    appId: DEV_APP_ID,
    authorizeUrl(redirectUri, state, scope) {
      const query = new URLSearchParams({
        appid: DEV_APP_ID,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state,
      })
      return `${options.apiPrefix}${DEV_AUTHORIZE_PATH}?${query}`
    },
    issueCode(devUser = DEFAULT_DEV_USER) {
      const now = Date.now()
      for (const [code, entry] of codes) if (entry.expiresAt <= now) codes.delete(code)
      const code = `dev${randomBytes(16).toString('hex')}`
      codes.set(code, { devUser, expiresAt: now + DEV_CODE_TTL_MS })
      return code
    },
    async exchangeCode(code) {
      const entry = codes.get(code)
      codes.delete(code)
      if (!entry || entry.expiresAt <= Date.now())
        throw new WechatCodeError('unknown, expired or used dev code')
      return devProfile(entry.devUser)
    },
    async jsapiTicket() {
      return DEV_JSAPI_TICKET
    },
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** True for the loopback interface: the dev authorize page is no one else's business. */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (LOOPBACK.has(address) || address.startsWith('127.'))
}

interface DevAuthorizeQuery {
  appid?: string
  redirect_uri: string
  response_type?: string
  scope?: string
  state?: string
  devUser?: string
}

/**
 * `GET {apiPrefix}/dev/wechat/oauth2/authorize?appid&redirect_uri&response_type=code&scope&state[&devUser]`:
 * 302 to redirect_uri with `code` and `state`, like WeChat after the user agreed. Loopback callers only.
 */
export function registerDevWechatAuthorize(app: FastifyInstance, adapter: DevWechatAdapter): void {
  app.get<{ Querystring: DevAuthorizeQuery }>(
    DEV_AUTHORIZE_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['redirect_uri'],
          properties: {
            appid: { type: 'string' },
            redirect_uri: { type: 'string', minLength: 1, maxLength: 2048 },
            response_type: { type: 'string' },
            scope: { type: 'string' },
            state: { type: 'string', maxLength: 128 },
            devUser: { type: 'string', pattern: DEV_USER.source },
          },
        },
      },
    },
    async (request, reply) => {
      if (!isLoopback(request.ip)) {
        return reply.code(403).send({
          code: 'wechat.dev.loopback.only',
          message: '开发用微信授权仅限本机访问',
        } satisfies ErrorBody)
      }
      let target: URL
      try {
        target = new URL(request.query.redirect_uri)
      } catch {
        target = new URL('invalid:')
      }
      if (target.protocol !== 'http:' && target.protocol !== 'https:') {
        return reply.code(400).send({
          code: 'request.invalid',
          message: 'querystring/redirect_uri must be an http(s) URL',
        } satisfies ErrorBody)
      }
      target.searchParams.set('code', adapter.issueCode(request.query.devUser))
      target.searchParams.set('state', request.query.state ?? '')
      return reply.redirect(target.toString(), 302)
    },
  )
}
