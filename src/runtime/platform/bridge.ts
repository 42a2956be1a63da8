import { productConfig } from '../config/index'

/**
 * The native app's JS bridge (spec §7). The app injects `window.nativeBridge` (Android, a JavaScript
 * interface with `postMessage(json)`) or `webkit.messageHandlers.nativeBridge` (iOS); a message is
 * `{ id, type, payload }` and the app answers by calling `window.<product>BridgeReceive(id, data)`.
 */
export type BridgeMessageType =
  | 'get-user-info'
  | 'invalid-token'
  | 'close-window'
  | 'share'
  | 'open-route'
  | 'status-bar-height'
  | (string & {})

interface AndroidBridge {
  postMessage?: (message: string) => void
}
interface BridgeWindow {
  nativeBridge?: AndroidBridge
  webkit?: { messageHandlers?: { nativeBridge?: { postMessage(message: unknown): void } } }
  [receiver: string]: unknown
}

export const bridgeReceiverName = `${productConfig.key}BridgeReceive`
const pending = new Map<string, (data: unknown) => void>()
let sequence = 0

function bridgeWindow(): BridgeWindow {
  return (globalThis.window ?? globalThis) as unknown as BridgeWindow
}

function installReceiver(): void {
  const host = bridgeWindow()
  if (typeof host[bridgeReceiverName] === 'function') return
  host[bridgeReceiverName] = (id: string, data: unknown) => {
    const resolve = pending.get(id)
    pending.delete(id)
    resolve?.(typeof data === 'string' ? parseJson(data) : data)
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Sends a message to the app. Resolves with the app's answer, or undefined when there is no app to
 * answer (a missing type logs "type is required"; an undefined Android native object is only logged —
 * spec §8) or it does not answer within `timeout` ms.
 */
export function callNative(type: BridgeMessageType, payload?: unknown, timeout = 3000): Promise<unknown> {
  if (!type) {
    console.error('type is required')
    return Promise.resolve(undefined)
  }
  const host = bridgeWindow()
  sequence += 1
  const id = `${Date.now().toString(36)}-${sequence}`
  const message = { id, type, payload: payload ?? null }
  const ios = host.webkit?.messageHandlers?.nativeBridge
  if (!ios && !host.nativeBridge?.postMessage) {
    console.warn(`[bridge] no native object for "${type}"`)
    return Promise.resolve(undefined)
  }
  // Ready for the answer before sending: an app may answer synchronously.
  installReceiver()
  const answer = new Promise<unknown>((resolve) => {
    pending.set(id, resolve)
    setTimeout(() => {
      if (pending.delete(id)) resolve(undefined)
    }, timeout)
  })
  try {
    if (ios) ios.postMessage(message)
    else host.nativeBridge?.postMessage?.(JSON.stringify(message))
  } catch (error) {
    console.warn(`[bridge] ${type} failed`, error)
    pending.get(id)?.(undefined)
    pending.delete(id)
  }
  return answer
}
