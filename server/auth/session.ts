import { eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { account, accountRole, type Database } from '../db/index'
import { prepared } from '../db/prepared'
import { type Session, type TokenService, tokenErrors } from './tokens'

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i

/** The bearer token of a request; undefined when none was sent (an empty `Bearer ` counts as none). */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim()
  if (!header || /^Bearer$/i.test(header)) return undefined
  const match = BEARER.exec(header)
  // Something other than a bearer token is a malformed credential, not a missing one.
  if (!match?.[1]) throw tokenErrors.invalid()
  return match[1]
}

/**
 * The session of an `auth: true` call: the token's account as it is now (roles read fresh, so a change
 * applies without a new login). Throws 401 auth.token.missing, 400 auth.token.sign.invalid,
 * 401 auth.token.expired or 401 auth.token.user.not.found.
 */
export async function requireSession(
  request: FastifyRequest,
  tokens: TokenService,
  database: Database,
): Promise<Session> {
  const token = bearerToken(request)
  if (token === undefined) throw tokenErrors.missing()
  const claimed = await tokens.verify(token)
  const [row] = await sessionAccount(database.db).execute({ id: Number(claimed.userId) })
  // A merged-away or deleted account, or a token whose ids no longer belong together.
  if (!row || row.doctorId !== claimed.doctorId) throw tokenErrors.accountGone()
  return { userId: claimed.userId, doctorId: row.doctorId, roles: row.roles }
}

/**
 * The account's roles by name, read in the same statement as the account: one round trip a request. The
 * outer row is named by its table: drizzle leaves columns unqualified in a one-table select.
 */
const rolesColumn = sql<string[]>`array(SELECT ${accountRole.roleName} FROM ${accountRole}
  WHERE ${accountRole.accountId} = "account"."id" ORDER BY ${accountRole.roleName})`

/** The token's account with its roles: every signed-in request reads it. */
const sessionAccount = prepared('session_account', (db, name) =>
  db
    .select({ doctorId: account.doctorId, roles: rolesColumn })
    .from(account)
    .where(eq(account.id, sql.placeholder('id')))
    .prepare(name),
)

/** The session of a call that does not need one: present when a valid token came along, else undefined. */
export async function optionalSession(
  request: FastifyRequest,
  tokens: TokenService,
  database: Database,
): Promise<Session | undefined> {
  if (!request.headers.authorization) return undefined
  try {
    return await requireSession(request, tokens, database)
  } catch {
    return undefined
  }
}
