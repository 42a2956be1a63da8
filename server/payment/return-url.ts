import { isAllowedRedirectHost } from '../wechat/index'

/** `request.host` without its port; IPv6 literals keep their brackets, as URL.hostname does. */
function withoutPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  return host.split(':', 1)[0] ?? host
}

/** A stand-in origin to resolve a relative URL against: it stays this origin only if it is a path. */
const SELF = 'http://self.invalid'

/**
 * Where a payment page may send the browser back to: a path on this site (`/v3/…`, never `//host` or
 * `/\host`, which browsers read as another host), or an http(s) URL on the server's own host or on
 * LOGIN_REDIRECT_HOSTS, as the WeChat login return (server/wechat/login-redirect.ts). Anything else would
 * make the checkout an open redirect.
 */
export function isAllowedReturnUrl(
  returnUrl: string,
  requestHost: string,
  allowedHosts: readonly string[],
): boolean {
  if (returnUrl.startsWith('/')) {
    // Browsers drop tabs and newlines inside URLs (`/\t/evil.example`) and read `\` as `/`.
    if (/[\s\\]/.test(returnUrl)) return false
    // A single-slash path with no dot segments: `/.//evil.example` is `//evil.example` once normalised,
    // which whatever handles it next may read as another host.
    const path = returnUrl.split(/[?#]/, 1)[0] ?? ''
    if (path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment))) return false
    try {
      const target = new URL(returnUrl, SELF)
      return target.origin === SELF && !target.pathname.startsWith('//')
    } catch {
      return false
    }
  }
  let target: URL
  try {
    target = new URL(returnUrl)
  } catch {
    return false
  }
  return (
    (target.protocol === 'http:' || target.protocol === 'https:') &&
    isAllowedRedirectHost(target.hostname, withoutPort(requestHost), allowedHosts)
  )
}

/**
 * The CSP `form-action` sources a page needs to let its form's redirect reach the allowed hosts: a form
 * post is checked against form-action, redirects included.
 */
export function formActionSources(allowedHosts: readonly string[]): string[] {
  return allowedHosts.flatMap((entry) => {
    const hosts = entry.startsWith('.') ? [entry.slice(1), `*${entry}`] : [entry]
    return hosts.flatMap((host) => [`https://${host}`, `http://${host}`])
  })
}
