import { createHmac, createSecretKey, type KeyObject, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { errors, jwtVerify, SignJWT } from 'jose'
import { idKey } from '../../schemas/api/index'
import { type Database, serverSecret } from '../db/index'
import { ApiError } from '../errors'

/** Who a valid token speaks for: the account, its public doctor id (`{product}Id`) and its roles. */
export interface Session {
  readonly userId: string
  readonly doctorId: string
  readonly roles: readonly string[]
}

/** spec §4 and §8: 400 auth.token.sign.invalid makes the client log in again; so do the 401s. */
export const tokenErrors = {
  missing: () => new ApiError(401, 'auth.token.missing', '请先登录'),
  invalid: () => new ApiError(400, 'auth.token.sign.invalid', '登录信息无效，请重新登录'),
  expired: () => new ApiError(401, 'auth.token.expired', '登录已过期，请重新登录'),
  accountGone: () => new ApiError(401, 'auth.token.user.not.found', '账号不存在或已合并，请重新登录'),
} as const

export const DEFAULT_TOKEN_HOURS = 720
/** wxTicket: long enough to fill in a bind form, short enough that a leaked one soon stops working. */
export const WX_TICKET_MINUTES = 30

/** Audiences keep the two kinds of token apart: a wxTicket never passes as a session, nor the reverse. */
const SESSION_AUDIENCE = 'session'
const WX_TICKET_AUDIENCE = 'wechat-bind'
const ALGORITHM = 'HS256'

/** How many checked tokens a node remembers (a few MB) before it starts again from none. */
const VERIFIED_TOKENS = 10_000

/** The name of the generated signing key in server_secret. */
const TOKEN_KEY_NAME = 'token_key'

export interface IssuedToken {
  readonly token: string
  readonly expiresAt: Date
}

/** Signs and checks session tokens and wxTickets (HS256 JWTs), and derives per-user secrets. */
export class TokenService {
  readonly #key: Uint8Array
  /** The key as Node holds it, made once: jose would otherwise import the bytes again for every token. */
  readonly #keyObject: KeyObject
  /**
   * Tokens whose signature was checked, until they expire: the same string carries the same signature, so
   * it is not checked again on every request (jose's HMAC through WebCrypto costs ~0.3 ms of a request).
   * The account is still read on each request (requireSession), so a merged account or a role change
   * applies at once; the map is emptied when it holds VERIFIED_TOKENS.
   */
  readonly #verified = new Map<string, { session: Session; expiresAt: number }>()

  constructor(key: Uint8Array) {
    this.#key = key
    this.#keyObject = createSecretKey(key)
  }

  /** A session token: `sub` the user id, the `{product}Id` claim, the roles; expires after `hours`. */
  async issue(session: Session, hours: number = DEFAULT_TOKEN_HOURS): Promise<IssuedToken> {
    const expiresAt = new Date(Date.now() + Math.round(hours * 3_600_000))
    const token = await new SignJWT({ [idKey]: session.doctorId, roles: [...session.roles] })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(session.userId)
      .setAudience(SESSION_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.#keyObject)
    return { token, expiresAt }
  }

  /** The session a token carries; throws the spec's re-login errors for a bad or expired one. */
  async verify(token: string): Promise<Session> {
    const known = this.#verified.get(token)
    if (known && known.expiresAt > Date.now()) return known.session
    const verified = await this.#verify(token)
    if (this.#verified.size >= VERIFIED_TOKENS) this.#verified.clear()
    this.#verified.set(token, verified)
    return verified.session
  }

  async #verify(token: string): Promise<{ session: Session; expiresAt: number }> {
    try {
      const { payload } = await jwtVerify(token, this.#keyObject, {
        algorithms: [ALGORITHM],
        audience: SESSION_AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      })
      const doctorId = payload[idKey]
      const { sub, roles } = payload
      if (
        typeof sub !== 'string' ||
        !/^\d+$/.test(sub) ||
        typeof doctorId !== 'string' ||
        !Array.isArray(roles) ||
        !roles.every((role) => typeof role === 'string')
      ) {
        throw tokenErrors.invalid()
      }
      return { session: { userId: sub, doctorId, roles }, expiresAt: (payload.exp ?? 0) * 1000 }
    } catch (error) {
      if (error instanceof ApiError) throw error
      if (error instanceof errors.JWTExpired) throw tokenErrors.expired()
      throw tokenErrors.invalid()
    }
  }

  /** Names a WeChat identity (openid) for the bind calls, for WX_TICKET_MINUTES. */
  async issueWxTicket(openid: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(openid)
      .setAudience(WX_TICKET_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${WX_TICKET_MINUTES}m`)
      .sign(this.#keyObject)
  }

  /** The openid a wxTicket names; throws 400 wechat.ticket.invalid when it is forged or too old. */
  async verifyWxTicket(ticket: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(ticket, this.#keyObject, {
        algorithms: [ALGORITHM],
        audience: WX_TICKET_AUDIENCE,
        requiredClaims: ['sub', 'exp'],
      })
      if (typeof payload.sub === 'string' && payload.sub !== '') return payload.sub
    } catch {
      // Every failure means the same to the user: start again from WeChat.
    }
    throw new ApiError(400, 'wechat.ticket.invalid', '微信授权已失效，请重新进入')
  }

  /** A stable secret for `purpose` (the IM token): the same input always gives the same hex string. */
  derive(purpose: string): string {
    return createHmac('sha256', this.#key).update(purpose).digest('hex')
  }
}

/**
 * The signing key: TOKEN_SECRET when configured, otherwise a random key generated on the first start and
 * kept in server_secret, so a restart keeps everyone logged in. Two servers starting together on one
 * database agree on it (the insert keeps whichever came first).
 */
export async function resolveTokenKey(
  database: Database,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured)
  await database.db
    .insert(serverSecret)
    .values({ name: TOKEN_KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecret.name })
  const [row] = await database.db
    .select({ value: serverSecret.value })
    .from(serverSecret)
    .where(eq(serverSecret.name, TOKEN_KEY_NAME))
  if (!row) throw new Error('server_secret has no token key after inserting one')
  return Buffer.from(row.value, 'base64url')
}
