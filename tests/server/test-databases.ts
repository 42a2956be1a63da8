import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { type Database, type DatabaseKind, MEMORY_DATA_DIR, openDatabase } from '../../server/db/index'

/**
 * The databases every database test runs against: always the embedded PGlite, and the PostgreSQL server
 * named by TEST_DATABASE_URL when it is set (`bash scripts/with-postgres.sh npm run test:server`).
 */

/** A place a database lives; it can be opened, closed and opened again, as a restarted server would. */
export interface DatabaseLocation {
  open(): Promise<Database>
  /** Deletes the data (temp folder or schema). Close every database opened here first. */
  remove(): Promise<void>
}

export interface DatabaseTarget {
  readonly kind: DatabaseKind
  /**
   * A new location. Only a persistent one can be reopened (PGlite: a temp folder, not memory). PGlite in
   * memory starts from the migrated template unless `empty` (a database that has never been migrated).
   */
  location(options?: { persistent?: boolean; empty?: boolean }): Promise<DatabaseLocation>
  /**
   * The DATABASE_URL a server process would use for `location` (postgres only: the schema is passed
   * through the connection's search_path). Undefined for PGlite, which a process opens by DATA_DIR.
   */
  readonly urlFor?: (schema: string) => string
}

/** The migrated database the server tests start from (tests/server/global-setup.ts), if there is one. */
let template: Promise<Blob | undefined> | undefined
function migratedTemplate(): Promise<Blob | undefined> {
  const file = process.env.PGLITE_TEMPLATE
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined)
  return template
}

const pgliteTarget: DatabaseTarget = {
  kind: 'pglite',
  async location({ persistent = false, empty = false } = {}) {
    if (!persistent) {
      return {
        // The same schema as a fresh open, without initdb and the migrations (openDatabase still checks
        // them: every one is recorded as applied).
        open: async () => {
          const loadDataDir = empty ? undefined : await migratedTemplate()
          return openDatabase({
            kind: 'pglite',
            dataDir: MEMORY_DATA_DIR,
            ...(loadDataDir ? { loadDataDir } : {}),
          })
        },
        remove: async () => {},
      }
    }
    const dir = await mkdtemp(join(tmpdir(), 'dermacampus-pglite-'))
    // A subfolder that does not exist yet: openDatabase must create it (mkdir -p) on first start.
    const dataDir = join(dir, 'nested', 'pglite')
    return {
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      remove: () => rm(dir, { recursive: true, force: true }),
    }
  },
}

/** One schema per location, so every run on a shared server starts from nothing and leaves nothing. */
export function uniqueSchemaName(): string {
  return `test_${process.pid}_${randomBytes(4).toString('hex')}`
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
  } finally {
    await client.end()
  }
}

function postgresTarget(url: string): DatabaseTarget {
  return {
    kind: 'postgres',
    async location() {
      const schema = uniqueSchemaName()
      return {
        open: () => openDatabase({ kind: 'postgres', url, schema }),
        remove: () => dropSchema(url, schema),
      }
    },
    urlFor: (schema) => {
      const withSchema = new URL(url)
      withSchema.searchParams.set('options', `-c search_path=${schema}`)
      return withSchema.toString()
    },
  }
}

export async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`CREATE SCHEMA "${schema}"`)
  } finally {
    await client.end()
  }
}

export { dropSchema }

export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined

/**
 * `TEST_DATABASES=postgres` (CI's second run, after `npm test` has covered PGlite) runs the database tests
 * on the PostgreSQL server only.
 */
const postgresOnly = process.env.TEST_DATABASES === 'postgres' && testDatabaseUrl !== undefined

/**
 * Tests that need no database target (spawned processes on the embedded database, exit codes) run in
 * the first run only: the PostgreSQL pass would repeat them unchanged.
 */
export const firstRunOnly: boolean = postgresOnly

export const databaseTargets: readonly DatabaseTarget[] = [
  ...(postgresOnly ? [] : [pgliteTarget]),
  ...(testDatabaseUrl ? [postgresTarget(testDatabaseUrl)] : []),
]

/** A fresh database for one describe block, with one call to close it and delete its data. */
export async function openFreshDatabase(
  target: DatabaseTarget,
  options: { empty?: boolean } = {},
): Promise<{ database: Database; dispose: () => Promise<void> }> {
  const location = await target.location(options)
  const database = await location.open()
  return {
    database,
    dispose: async () => {
      await database.close()
      await location.remove()
    },
  }
}
