import { type AppDb, genericPlansOf } from './database'

const names = new Set<string>()

/**
 * A hot read built once per database and sent as a named statement: drizzle does not build its SQL again,
 * node-postgres parses it once per connection, and PostgreSQL keeps a generic plan once that costs no more
 * than the custom ones (with `{ plan: 'generic' }`, at once and always: genericPlansOf in database.ts). Building and
 * planning cost more than running most of a doctor's reads.
 *
 * `build` returns the query's `.prepare(name)` with `sql.placeholder(…)` for each value; the answer gives it
 * for a database (pool-bound: never for a statement inside a transaction). Names are unique in the process.
 */
export function prepared<Query>(
  name: string,
  build: (db: AppDb, name: string) => Query,
  options: { readonly plan?: 'generic' } = {},
): (db: AppDb) => Query {
  if (names.has(name)) throw new Error(`a prepared statement named ${name} exists already`)
  names.add(name)
  const byDatabase = new WeakMap<AppDb, Query>()
  return (db) => {
    let query = byDatabase.get(db)
    if (query === undefined) {
      query = build((options.plan === 'generic' && genericPlansOf(db)) || db, name)
      byDatabase.set(db, query)
    }
    return query
  }
}
