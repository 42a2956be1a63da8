import type { FastifyInstance } from 'fastify'
import type { ErrorBody } from '../errors'
import type { WechatAdapter } from './adapter'

/** The chat-app login URL of spec §7: `{base}/user/wechatUser/login?domain={encoded page}&state={state}`. */
export const WECHAT_LOGIN_PATH = '/user/wechatUser/login'

export interface WechatLoginRedirectOptions {
  readonly adapter: WechatAdapter
  /** Hosts besides the server's own that `domain` may name; `.example.com` admits its subdomains. */
  readonly allowedHosts: readonly string[]
}

/** Same-site rule for the page WeChat returns to: the server's own host, or one the operator allowed. */
export function isAllowedRedirectHost(
  hostname: string,
  ownHostname: string,
  allowedHosts: readonly string[],
): boolean {
  const host = hostname.toLowerCase()
  if (host === ownHostname.toLowerCase()) return true
  return allowedHosts.some((entry) =>
    entry.startsWith('.') ? host === entry.slice(1) || host.endsWith(entry) : host === entry,
  )
}

/** `request.hostname` without a port; IPv6 literals keep their brackets, as URL.hostname does. */
function withoutPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.split(':', 1)[0] ?? host
}

/**
 * `GET {apiPrefix}/user/wechatUser/login?domain&state`: 302 to WeChat's authorize page (scope
 * snsapi_userinfo), which returns to `domain` with `code` and `state`; the page then calls
 * wechat.tokenByCode. `domain` must be an http(s) URL on the server's own host or an allowed one, so the
 * server never sends a WeChat code to a stranger's page (an open redirect).
 */
export function registerWechatLoginRedirect(app: FastifyInstance, options: WechatLoginRedirectOptions): void {
  app.get<{ Querystring: { domain: string; state: string } }>(
    WECHAT_LOGIN_PATH,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['domain', 'state'],
          properties: {
            domain: { type: 'string', minLength: 1, maxLength: 2048 },
            state: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,128}$' },
          },
        },
      },
    },
    async (request, reply) => {
      let page: URL | undefined
      try {
        page = new URL(request.query.domain)
      } catch {
        page = undefined
      }
      const allowed =
        page !== undefined &&
        (page.protocol === 'http:' || page.protocol === 'https:') &&
        isAllowedRedirectHost(page.hostname, withoutPort(request.host), options.allowedHosts)
      if (!page || !allowed) {
        return reply
          .code(400)
          .send({ code: 'wechat.redirect.invalid', message: '登录回跳地址无效' } satisfies ErrorBody)
      }
      return reply.redirect(
        options.adapter.authorizeUrl(page.toString(), request.query.state, 'snsapi_userinfo'),
        302,
      )
    },
  )
}
