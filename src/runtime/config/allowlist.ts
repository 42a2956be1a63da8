import { environment } from './environments'

/**
 * Whether a URL may be opened by the webview screen or followed as a redirect: http(s) only, and its
 * host must be on the environment's allowlist (an entry starting with `.` admits that domain and its
 * subdomains). Config and server content are never trusted to name arbitrary targets.
 */
export function isAllowedUrl(
  raw: string,
  allowlist: readonly string[] = environment.webviewAllowlist,
): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  // The app's own site (its CDN documents, e.g. a consent's full text) is always ours to show.
  if (url.origin === globalThis.location?.origin) return true
  const host = url.hostname.toLowerCase()
  return allowlist.some((entry) => {
    const rule = entry.toLowerCase()
    if (rule.startsWith('.')) return host === rule.slice(1) || host.endsWith(rule)
    return host === rule
  })
}
