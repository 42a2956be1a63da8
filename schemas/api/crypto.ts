import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'

/**
 * The spec's "fixed symmetric scheme" (§7): AES-128-CBC with PKCS#7 padding, a fixed key and a fixed IV,
 * ciphertext as base64. The browser encrypts with it (auth.encryptionLogin `data`) and the server
 * decrypts with the very same module, so the two cannot drift.
 *
 * This obscures a payload on the wire; it is no secret from anyone who reads the app's bundle. Transport
 * security is HTTPS, and the server bounds replays with the payload's timestamp.
 */

/** 16 bytes each; the key material the spec does not show. */
const KEY = Utf8.parse('Hx7#pQ2@vL9$wE4!')
const IV = Utf8.parse('m3N&kR8*tY5^bZ1%')

/** Encrypts UTF-8 text to base64 ciphertext. */
export function encryptContent(plain: string): string {
  return AES.encrypt(plain, KEY, { iv: IV }).toString()
}

/** Decrypts base64 ciphertext to UTF-8 text; undefined when it is not ciphertext of this scheme. */
export function decryptContent(cipher: string): string | undefined {
  try {
    const plain = AES.decrypt(cipher, KEY, { iv: IV }).toString(Utf8)
    return plain === '' ? undefined : plain
  } catch {
    // crypto-js throws "Malformed UTF-8 data" when the key does not fit the ciphertext.
    return undefined
  }
}

/** What auth.encryptionLogin's `data` holds once decrypted. */
export interface EncryptedLoginPayload {
  /** The account's mobile number. */
  readonly loginName: string
  readonly password: string
  /** When the client built the payload, ms since the epoch; the server refuses one older than 5 minutes. */
  readonly timestamp: number
}

/** The `data` field of auth.encryptionLogin. */
export function encryptLoginPayload(payload: EncryptedLoginPayload): string {
  return encryptContent(JSON.stringify(payload))
}

/** Reads auth.encryptionLogin's `data`; undefined when it does not decrypt to a well-formed payload. */
export function decryptLoginPayload(data: string): EncryptedLoginPayload | undefined {
  const plain = decryptContent(data)
  if (plain === undefined) return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(plain)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { loginName, password, timestamp } = parsed as Record<string, unknown>
  if (typeof loginName !== 'string' || typeof password !== 'string') return undefined
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return undefined
  return { loginName, password, timestamp }
}
