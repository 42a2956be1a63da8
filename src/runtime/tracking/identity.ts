import { productConfig } from '../config/index'

/** localStorage-like; only what the device number needs. */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** A random RFC 4122 v4 id; crypto.randomUUID is missing on plain http and in old webviews. */
export function randomId(): string {
  const crypto = globalThis.crypto
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID()
  const bytes = new Uint8Array(16)
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes)
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export const deviceNumberKey = `${productConfig.key}_device_number`

/** The browser's storage, or null where reading it throws (Safari private mode, sandboxed frames). */
export function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/**
 * The persistent device number: made once and kept in storage. Without usable storage it lives as long
 * as the tracker does, which is the best a browser without storage allows.
 */
export function deviceNumber(storage: StorageLike | null): string {
  try {
    const stored = storage?.getItem(deviceNumberKey)
    if (stored) return stored
  } catch {
    // unreadable storage: fall through to a fresh number
  }
  const made = randomId()
  try {
    storage?.setItem(deviceNumberKey, made)
  } catch {
    // full or blocked storage: keep the number for this tracker only
  }
  return made
}
