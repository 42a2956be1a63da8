import { lookup as dnsLookup } from 'node:dns/promises'
import { isIP, Socket } from 'node:net'

/** What the webview screen learns about a page's host (schemas/api/system.ts, web.reachability). */
export type Reachability = 'REACHABLE' | 'UNREACHABLE' | 'UNCHECKED'

/** A phone on a mobile network gives up on a site about as soon; longer only delays 网页无法打开. */
export const REACHABILITY_TIMEOUT_MS = 4000

export interface ReachabilityProbe {
  /** Every address of a host name; rejects when the name does not resolve. */
  readonly lookup: (host: string) => Promise<readonly string[]>
  /** Resolves when a TCP connection opens, rejects on refusal or after `timeoutMs`. */
  readonly connect: (address: string, port: number, timeoutMs: number) => Promise<void>
}

/**
 * Addresses the server never connects to for a caller: loopback, private networks, link-local (cloud
 * metadata), carrier-grade NAT, unspecified, and their IPv6 forms. A page there is for the phone to
 * reach, not the server.
 */
export function isInternalAddress(address: string): boolean {
  const version = isIP(address)
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number)
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    )
  }
  if (version === 6) {
    const lower = address.toLowerCase()
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
    if (mapped?.[1]) return isInternalAddress(mapped[1])
    return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)
  }
  return true
}

/** The operating system's resolver and a real TCP connection (what the server uses unless a test swaps it). */
export const systemProbe: ReachabilityProbe = {
  lookup: async (host) => (await dnsLookup(host, { all: true })).map((entry) => entry.address),
  connect: (address, port, timeoutMs) =>
    new Promise((resolve, reject) => {
      const socket = new Socket()
      const done = (error?: Error) => {
        socket.destroy()
        if (error) reject(error)
        else resolve()
      }
      socket.setTimeout(timeoutMs, () => done(new Error('connect timeout')))
      socket.once('error', done)
      socket.connect(port, address, () => done())
    }),
}

/**
 * Whether the server reaches the host of `url`: its name resolves and a TCP connection opens on the
 * page's port. Nothing is sent over the connection. Only the web's own ports (80, 443) of public
 * addresses are tried; anything else is UNCHECKED, so this cannot be used to map internal services.
 */
export async function checkReachability(
  url: string,
  probe: ReachabilityProbe = systemProbe,
  timeoutMs = REACHABILITY_TIMEOUT_MS,
): Promise<Reachability> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return 'UNCHECKED'
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'UNCHECKED'
  const port = Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80))
  if (port !== 80 && port !== 443) return 'UNCHECKED'
  // URL keeps an IPv6 literal in brackets.
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: readonly string[]
  try {
    addresses = isIP(host) ? [host] : await withTimeout(probe.lookup(host), timeoutMs)
  } catch {
    return 'UNREACHABLE'
  }
  const [first] = addresses
  if (!first || addresses.some(isInternalAddress)) return 'UNCHECKED'
  try {
    await probe.connect(first, port, timeoutMs)
    return 'REACHABLE'
  } catch {
    return 'UNREACHABLE'
  }
}

/** `promise`, or a rejection once `timeoutMs` has passed (a DNS lookup cannot be aborted). */
async function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs)
  })
  try {
    return await Promise.race([promise, expiry])
  } finally {
    clearTimeout(timer)
  }
}
