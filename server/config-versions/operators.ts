import { createHash, randomBytes } from 'node:crypto'
import type { SqlExecutor } from '../db/index'

/**
 * Operator accounts (table operator): a name and a token shown once. Only the token's sha256 is kept, so
 * a copy of the database gives nobody a working token. Doctors' session tokens are JWTs; operator tokens
 * start with `dco_`, so one can never pass for the other.
 */

export const OPERATOR_TOKEN_PREFIX = 'dco_'
const NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/

export interface Operator {
  readonly id: number
  readonly name: string
}

export class OperatorNameError extends Error {
  override readonly name = 'OperatorNameError'
}

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** How long a new operator token lasts unless `--days` says otherwise. */
export const OPERATOR_TOKEN_DAYS = 90
/** The longest a token may be made to last. */
export const MAX_OPERATOR_TOKEN_DAYS = 3650

export interface OperatorAccount extends Operator {
  readonly issuedAt: Date
  readonly expiresAt: Date
  readonly revokedAt: Date | null
  readonly lastUsedAt: Date | null
}

function checkName(name: string): void {
  if (!NAME.test(name)) {
    throw new OperatorNameError(
      `operator name "${name}": 1–64 letters, digits, dots, dashes, underscores or @, starting with a letter or digit`,
    )
  }
}

/**
 * Creates an operator and returns its token (the only time it is known), or gives an existing one a new
 * token (the old one stops working; a revoked operator is active again). The token lasts `days` days.
 */
export async function addOperator(
  sql: SqlExecutor,
  name: string,
  days: number = OPERATOR_TOKEN_DAYS,
): Promise<{ operator: Operator; token: string; expiresAt: Date }> {
  checkName(name)
  if (!Number.isInteger(days) || days < 1 || days > MAX_OPERATOR_TOKEN_DAYS) {
    throw new OperatorNameError(
      `--days must be a whole number from 1 to ${MAX_OPERATOR_TOKEN_DAYS}, got ${days}`,
    )
  }
  const token = `${OPERATOR_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  const [row] = await sql.query<{ id: string; name: string; expires_at: Date | string }>(
    `INSERT INTO operator (name, token_hash, issued_at, expires_at)
       VALUES ($1, $2, now(), now() + make_interval(days => $3))
     ON CONFLICT (name) DO UPDATE SET token_hash = excluded.token_hash, issued_at = excluded.issued_at,
       expires_at = excluded.expires_at, revoked_at = NULL
     RETURNING id, name, expires_at`,
    [name, hashOf(token), days],
  )
  return {
    operator: { id: Number(row?.id), name: row?.name ?? name },
    token,
    expiresAt: new Date(row?.expires_at ?? Date.now()),
  }
}

/** Every operator account, by name, with its token's dates (never the token). */
export async function listOperators(sql: SqlExecutor): Promise<OperatorAccount[]> {
  const rows = await sql.query<{
    id: string
    name: string
    issued_at: Date | string
    expires_at: Date | string
    revoked_at: Date | string | null
    last_used_at: Date | string | null
  }>('SELECT id, name, issued_at, expires_at, revoked_at, last_used_at FROM operator ORDER BY name')
  const date = (value: Date | string) => new Date(value)
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    issuedAt: date(row.issued_at),
    expiresAt: date(row.expires_at),
    revokedAt: row.revoked_at === null ? null : date(row.revoked_at),
    lastUsedAt: row.last_used_at === null ? null : date(row.last_used_at),
  }))
}

/** Ends an operator's token at once; false when there is no such operator. */
export async function revokeOperator(sql: SqlExecutor, name: string): Promise<boolean> {
  checkName(name)
  const rows = await sql.query<{ id: string }>(
    'UPDATE operator SET revoked_at = coalesce(revoked_at, now()) WHERE name = $1 RETURNING id',
    [name],
  )
  return rows.length > 0
}

/** What a token is: an operator's live token, an ended one (and why), or nothing we know. */
export type OperatorLookup =
  | { readonly found: 'operator'; readonly operator: Operator }
  | { readonly found: 'expired'; readonly name: string; readonly at: Date }
  | { readonly found: 'revoked'; readonly name: string; readonly at: Date }
  | { readonly found: 'none' }

/** Looks a token up; an operator's live token is marked used (last_used_at, at most once a minute). */
export async function findOperator(sql: SqlExecutor, token: string): Promise<OperatorLookup> {
  if (!token.startsWith(OPERATOR_TOKEN_PREFIX)) return { found: 'none' }
  const [row] = await sql.query<{
    id: string
    name: string
    expires_at: Date | string
    revoked_at: Date | string | null
    live: boolean
    used_long_ago: boolean
  }>(
    `SELECT id, name, expires_at, revoked_at, revoked_at IS NULL AND expires_at > now() AS live,
            last_used_at IS NULL OR last_used_at < now() - interval '1 minute' AS used_long_ago
       FROM operator WHERE token_hash = $1`,
    [hashOf(token)],
  )
  if (!row) return { found: 'none' }
  if (row.revoked_at !== null) return { found: 'revoked', name: row.name, at: new Date(row.revoked_at) }
  if (!row.live) return { found: 'expired', name: row.name, at: new Date(row.expires_at) }
  if (row.used_long_ago) await sql.query('UPDATE operator SET last_used_at = now() WHERE id = $1', [row.id])
  return { found: 'operator', operator: { id: Number(row.id), name: row.name } }
}

/** What `npm run operator` asks: the same whether it opens the database or asks the local server. */
export type OperatorCommand =
  | { readonly action: 'add'; readonly name: string; readonly days?: number }
  | { readonly action: 'list' }
  | { readonly action: 'revoke'; readonly name: string }

export type OperatorCommandAnswer =
  | { readonly action: 'add'; readonly name: string; readonly token: string; readonly expiresAt: string }
  | { readonly action: 'list'; readonly operators: readonly OperatorAccount[] }
  | { readonly action: 'revoke'; readonly name: string; readonly revoked: boolean }

export async function runOperatorCommand(
  sql: SqlExecutor,
  command: OperatorCommand,
): Promise<OperatorCommandAnswer> {
  if (command.action === 'add') {
    const made = await addOperator(sql, command.name, command.days)
    return {
      action: 'add',
      name: made.operator.name,
      token: made.token,
      expiresAt: made.expiresAt.toISOString(),
    }
  }
  if (command.action === 'list') return { action: 'list', operators: await listOperators(sql) }
  return { action: 'revoke', name: command.name, revoked: await revokeOperator(sql, command.name) }
}
