import type { SqlExecutor } from '../db/index'

/** Shared by the content appliers: their options and report, the content_key table (operators' ids →
 * rows) and row comparison. */

export interface ApplyOptions {
  /** Apply despite refusals; each overridden one is still reported (and recorded by the caller). */
  readonly force: boolean
  readonly now: Date
  /** A banner's `{ route, query }` target as the address the app opens, e.g. `/v3/vote/spring`. */
  readonly routeHref: (route: string, query: Readonly<Record<string, string | number>>) => string | undefined
  /**
   * The id a new row takes, by content_key kind and key (e.g. `vote-entry`, `cases/e3` → 103): only the
   * demo seed gives one (server/seed/content.ts), so the ids its history and the docs name stay; a
   * publish leaves it out and the tables number new rows themselves.
   */
  readonly rowId?: (kind: string, key: string) => number | undefined
  /**
   * The items are only what the database lacks (the demo seed applies the files it does not know yet),
   * not a whole version: what is not among them is left as it is, never taken offline as "not in the
   * version". A publish leaves it out.
   */
  readonly onlyAdding?: boolean
}

/** What an applier says: changes made, and refusals (applied anyway only when forced). */
export interface ApplyReport {
  readonly changes: string[]
  readonly refusals: string[]
}

export type Row = Record<string, unknown>

export async function keyOf(tx: SqlExecutor, kind: string, key: string): Promise<number | undefined> {
  const [row] = await tx.query<{ row_id: string }>(
    'SELECT row_id FROM content_key WHERE kind = $1 AND key = $2',
    [kind, key],
  )
  return row ? Number(row.row_id) : undefined
}

export async function setKey(tx: SqlExecutor, kind: string, key: string, rowId: number): Promise<void> {
  await tx.query(
    `INSERT INTO content_key (kind, key, row_id) VALUES ($1, $2, $3)
     ON CONFLICT (kind, key) DO UPDATE SET row_id = excluded.row_id`,
    [kind, key, rowId],
  )
}

/**
 * JSON text with every object's keys sorted (jsonb gives keys back in its own order, not as written) and
 * integers as numbers (node-postgres reads a bigint column as text: `lesson_id` '1027' is the 1027 written).
 */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_, item: unknown) => {
    if (typeof item === 'string' && /^-?\d{1,15}$/.test(item)) return Number(item)
    return item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item
  })
}

/** Equal as JSON (a jsonb column read back against the value written), whatever the key order. */
export const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)
