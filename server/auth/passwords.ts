import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Password hashing with node:crypto scrypt and a random salt per password, stored as
 * `scrypt$N$r$p$<salt base64>$<hash base64>` so the cost can be raised later without breaking old hashes.
 */

const COST = { N: 16_384, r: 8, p: 1 } as const
const KEY_LENGTH = 64
const SALT_BYTES = 16

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const hash = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$')
}

/** A hash of nothing anyone knows: checked when no account matches, so both cases take as long. */
const decoyHash = hashPassword(randomBytes(16).toString('hex'))

/** True when `password` matches `stored`; false for a wrong password, a missing hash or a malformed one. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? (await decoyHash)).split('$')
  const [scheme, n, r, p, saltText, hashText] = parts
  if (parts.length !== 6 || scheme !== 'scrypt' || !saltText || !hashText) return false
  const expected = Buffer.from(hashText, 'base64')
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 }
  if (![options.N, options.r, options.p].every(Number.isSafeInteger)) return false
  const actual = await derive(password, Buffer.from(saltText, 'base64'), options)
  return stored !== null && stored !== undefined && timingSafeEqual(actual, expected)
}

/** Passwords set by the user (healthchat.registerForPc): 8 to 32 characters with letters and digits. */
export function isAcceptablePassword(password: string): boolean {
  return password.length >= 8 && password.length <= 32 && /[A-Za-z]/.test(password) && /\d/.test(password)
}
