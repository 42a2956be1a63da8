import { productConfig } from '../config/index'

/**
 * The state value of the WeChat authorisation round trip (spec §4). Re-login stores it before leaving
 * for the authorisation page; the code login on return accepts a code only with the same state, then
 * resets it to "-1". The page reloads in between, so it lives in storage: localStorage with its time on
 * iOS, where it is valid for 5000 ms (and a re-login within those 5 s reuses it), sessionStorage elsewhere.
 */
export const noState = '-1'
export const iosStateValidity = 5000
const key = `${productConfig.key}_wx_state`

interface StoredState {
  state: string
  at: number
}

export interface StateStorage {
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
}

function browserStorage(): StateStorage {
  try {
    return { local: globalThis.localStorage, session: globalThis.sessionStorage }
  } catch {
    return { local: undefined, session: undefined }
  }
}

function readLocal(storage: StateStorage): StoredState | undefined {
  try {
    const parsed = JSON.parse(storage.local?.getItem(key) ?? 'null') as StoredState | null
    return parsed && typeof parsed.state === 'string' && typeof parsed.at === 'number' ? parsed : undefined
  } catch {
    return undefined
  }
}

/** The stored state, or "-1" when there is none (or, on iOS, it is older than 5000 ms). */
export function readWechatState(ios: boolean, now = Date.now(), storage = browserStorage()): string {
  if (ios) {
    const stored = readLocal(storage)
    return stored && stored.state !== noState && now - stored.at < iosStateValidity ? stored.state : noState
  }
  return storage.session?.getItem(key) ?? noState
}

/** A state for a new authorisation redirect: on iOS one under 5 s old is reused. Stores it. */
export function issueWechatState(ios: boolean, now = Date.now(), storage = browserStorage()): string {
  const reusable = ios ? readWechatState(true, now, storage) : noState
  const state =
    reusable !== noState ? reusable : `${now.toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const at = reusable !== noState ? (readLocal(storage)?.at ?? now) : now
  try {
    storage.local?.setItem(key, JSON.stringify({ state, at }))
    storage.session?.setItem(key, state)
  } catch {
    // Without storage the code login cannot match; the user can still log in on the login screen.
  }
  return state
}

/** spec §4: after the code login (or its failure) the stored state is reset to "-1". */
export function resetWechatState(storage = browserStorage()): void {
  try {
    storage.local?.setItem(key, JSON.stringify({ state: noState, at: 0 }))
    storage.session?.setItem(key, noState)
  } catch {
    // Nothing stored, nothing to reset.
  }
}
