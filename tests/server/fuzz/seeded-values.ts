import type { Database } from '../../../server/db/index'
import { MAX_REQUEST_INTEGER } from '../../../server/routes/input-guards'
import type { SeededValues } from './schema-arbitraries'

/** Values kept from each column: enough to name real rows, few enough to keep the pools small. */
const PER_COLUMN = 12
const LONGEST_STRING = 64

/**
 * The ids, keys and codes the seeded database holds (every integer and short text column, a few values
 * each), so that the fuzz's valid-shaped requests often name a row that exists and run a handler to the
 * end instead of stopping at its 404.
 */
export async function seededValues(
  database: Database,
  also: readonly (string | number)[] = [],
): Promise<SeededValues> {
  const columns = await database.sql.query<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND data_type IN ('smallint', 'integer', 'bigint', 'text', 'character varying')`,
  )
  const integers = new Set<number>()
  const strings = new Set<string>()
  for (const column of columns) {
    const name = `"${column.column_name.replaceAll('"', '""')}"`
    const table = `"${column.table_name.replaceAll('"', '""')}"`
    const rows = await database.sql.query<{ value: string }>(
      `SELECT DISTINCT ${name}::text AS value FROM ${table} WHERE ${name} IS NOT NULL LIMIT ${PER_COLUMN}`,
    )
    for (const { value } of rows) {
      if (column.data_type.endsWith('int') || column.data_type === 'integer') {
        const number = Number(value)
        if (Number.isSafeInteger(number) && Math.abs(number) <= MAX_REQUEST_INTEGER) integers.add(number)
      } else if (value.length <= LONGEST_STRING) strings.add(value)
    }
  }
  for (const value of also) {
    if (typeof value === 'number') integers.add(value)
    else strings.add(value)
  }
  return { integers: [...integers].sort((a, b) => a - b), strings: [...strings].sort() }
}
