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

/** Creates an operator and returns its token (the only time it is known), or replaces its token. */
export async function addOperator(
  sql: SqlExecutor,
  name: string,
): Promise<{ operator: Operator; token: string }> {
  if (!NAME.test(name)) {
    throw new OperatorNameError(
      `operator name "${name}": 1–64 letters, digits, dots, dashes, underscores or @, starting with a letter or digit`,
    )
  }
  const token = `${OPERATOR_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  const [row] = await sql.query<{ id: string; name: string }>(
    `INSERT INTO operator (name, token_hash) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET token_hash = excluded.token_hash
     RETURNING id, name`,
    [name, hashOf(token)],
  )
  return { operator: { id: Number(row?.id), name: row?.name ?? name }, token }
}

/** The operator a token belongs to; undefined for any other string. */
export async function findOperator(sql: SqlExecutor, token: string): Promise<Operator | undefined> {
  if (!token.startsWith(OPERATOR_TOKEN_PREFIX)) return undefined
  const [row] = await sql.query<{ id: string; name: string }>(
    'SELECT id, name FROM operator WHERE token_hash = $1',
    [hashOf(token)],
  )
  return row ? { id: Number(row.id), name: row.name } : undefined
}
