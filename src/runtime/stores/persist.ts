import { reaction, runInAction, toJS } from 'mobx'
import { productConfig } from '../config/index'

/**
 * Keeps chosen fields of a store in localStorage (spec §3: user, course, login and pageTop persist).
 * Restores them at start, then writes on every change. A corrupt entry is dropped with a warning rather
 * than breaking start-up.
 */
export function storageKey(part: string): string {
  return `${productConfig.key}_store_${part}`
}

export function persist<T extends object, K extends keyof T & string>(
  store: T,
  part: string,
  fields: readonly K[],
): () => void {
  const key = storageKey(part)
  const saved = readStorage(key)
  if (saved) {
    runInAction(() => {
      for (const field of fields) {
        if (Object.hasOwn(saved, field)) (store as Record<string, unknown>)[field] = saved[field]
      }
    })
  }
  return reaction(
    () => toJS(Object.fromEntries(fields.map((field) => [field, store[field]]))),
    (snapshot) => writeStorage(key, snapshot),
  )
}

function readStorage(key: string): Record<string, unknown> | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key)
    if (!raw) return undefined
    const parsed: unknown = JSON.parse(raw)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined
  } catch (error) {
    console.warn(`[stores] dropping unreadable ${key}`, error)
    globalThis.localStorage?.removeItem(key)
    return undefined
  }
}

function writeStorage(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value))
  } catch (error) {
    // Private mode or a full quota: the app keeps working with in-memory state.
    console.warn(`[stores] could not save ${key}`, error)
  }
}
