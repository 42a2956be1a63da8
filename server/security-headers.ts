import type { FastifyInstance } from 'fastify'
import { EARLY_SCRIPT_HASH } from './app-config/early-script'

/**
 * The Content-Security-Policy of every answer. No 'unsafe-eval': the app interprets config without eval or
 * new Function (DESIGN.md, page schema), and this header is what proves it in the browser. Inline styles
 * stay allowed because antd-mobile sets style attributes; images and media come from https CDNs and blob:
 * URLs (players, previews); frames are https pages (articles, live players). The one outside script is
 * WeChat's JS-SDK, loaded only inside WeChat for sharing (spec §7); the one inline script is the screen
 * HTML's early-data script (server/app-config/early-script.ts), allowed by its hash and by nothing else.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${EARLY_SCRIPT_HASH} https://res.wx.qq.com`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ')

/**
 * Powerful features the app never uses are off; fullscreen (course video), autoplay (live streams) and
 * geolocation (the choose-location system page in a plain browser) stay allowed for our own pages.
 */
export const PERMISSIONS_POLICY = [
  'fullscreen=(self)',
  'autoplay=(self)',
  'picture-in-picture=(self)',
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
].join(', ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
}

/**
 * Browsers keep to HTTPS for a year, subdomains included. Sent only on an answer to a request that came over
 * HTTPS: the server's own TLS, or a trusted proxy's X-Forwarded-Proto (TRUST_PROXY); a browser ignores it
 * over plain HTTP anyway, and a development server on http://127.0.0.1 must not pin anything.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/** Adds the headers to every answer: API, app, static files, CDN files, errors and 404s alike. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // onSend runs for every reply, including those of error and not-found handlers.
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(SECURITY_HEADERS)
    // request.protocol believes X-Forwarded-Proto only from a hop TRUST_PROXY trusts.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY)
    return payload
  })
}
