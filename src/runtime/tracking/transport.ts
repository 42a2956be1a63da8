import type { NavigatorLike } from './records'

/**
 * Sends one batch (a JSON array as text) to `url`. Resolves true when the batch was handed over (a queued
 * beacon) or answered with 2xx, false when it failed; it never rejects.
 */
export type TrackTransport = (url: string, body: string) => Promise<boolean>

export interface BeaconTransportOptions {
  navigator?: NavigatorLike
  fetch?: typeof fetch
  /**
   * The logged-in user's `Authorization` header value, or undefined for a guest. The server files records
   * under the token's user only, and a beacon cannot carry headers: a logged-in user's batches leave by
   * fetch with keepalive, which survives the page closing just as well.
   */
  authorization?: () => string | undefined
}

/**
 * sendBeacon with an application/json Blob, so batches survive the page closing; fetch with keepalive when
 * sendBeacon is missing or refuses the batch (it returns false when its queue is full), and always for a
 * logged-in user (its token goes in the Authorization header).
 */
export function createBeaconTransport(options: BeaconTransportOptions = {}): TrackTransport {
  return async (url, body) => {
    const navigator = options.navigator ?? globalThis.navigator
    const authorization = options.authorization?.()
    if (!authorization && typeof navigator?.sendBeacon === 'function') {
      try {
        if (navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return true
      } catch {
        // some browsers throw for a cross-origin JSON beacon: fetch below does the CORS dance
      }
    }
    const fetcher = options.fetch ?? globalThis.fetch
    if (typeof fetcher !== 'function') return false
    try {
      const response = await fetcher(url, {
        method: 'POST',
        body,
        headers: {
          'Content-Type': 'application/json',
          ...(authorization ? { Authorization: authorization } : {}),
        },
        keepalive: true,
        credentials: 'same-origin',
      })
      return response.ok
    } catch {
      return false
    }
  }
}
