import type { SqlExecutor } from '../db/index'
import { setKey } from './shared'

/**
 * Content that may name its row by `number` (utasks, zones): the row a content id takes over is its
 * alone, and a number written by an operator (or a row id the demo seed gives: enterprises, zone items)
 * never collides with one the table hands out later.
 */

/** The content id now owns `rowId`: an id that owned it before (a file renamed) lets it go. */
export async function claimKey(tx: SqlExecutor, kind: string, key: string, rowId: number): Promise<void> {
  await setKey(tx, kind, key, rowId)
  await tx.query('DELETE FROM content_key WHERE kind = $1 AND row_id = $2 AND key <> $3', [kind, rowId, key])
}

/**
 * After a row was inserted with the id an operator chose: the table's identity moves past it, so the
 * rows it numbers itself (from 1001) never take that id.
 */
export async function identityPast(
  tx: SqlExecutor,
  table: 'utask' | 'zone' | 'enterprise' | 'zone_item',
  id: number,
) {
  if (id < 1001) return // below the identity's start: the seed's and operators' range
  await tx.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST($2::bigint, nextval(pg_get_serial_sequence($1, 'id'))))`,
    [table, id],
  )
}
