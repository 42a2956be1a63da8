import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { type DataDirLock, lockDataDir, lockFileOf } from './data-dir-lock'
import { startEmbeddedPostgres } from './embedded-postgres'
import { migrate, readMigrations } from './migrate'
import * as schema from './schema'
import { pgliteSqlClient, pgSqlClient, type SqlClient } from './sql-client'

export type DatabaseKind = 'pglite' | 'postgres'

/**
 * The drizzle instance both drivers produce, typed as their common base: handlers and seeds use one query
 * builder and never know which database answers.
 */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>

/** Where a database's statements that opt into a generic plan run (genericPlansOf). */
const genericDatabases = new WeakMap<AppDb, AppDb>()

/**
 * Where the statements of `db` prepared with `{ plan: 'generic' }` (prepared.ts) run: on PostgreSQL a pool
 * of its own whose connections force generic plans (`plan_cache_mode = force_generic_plan`, decision 0043). PostgreSQL
 * otherwise plans a statement afresh on every call whenever its generic plan looks costlier than a custom
 * one, which a `LIMIT $n` or `= ANY($n)` always does (a guessed 10 % of the rows, an array of unknown
 * length): on 我的 and learning records that planning cost 0.3 ms a statement, more than running it.
 * Undefined on PGlite (one connection): there they run on `db`. Only statements whose best plan does not depend on the values opt in; a guessed LIMIT turns the home
 * shelf's page into a sort of every course (20 ms), so it stays planned for its values.
 */
export function genericPlansOf(db: AppDb): AppDb | undefined {
  return genericDatabases.get(db)
}

export interface Database {
  readonly kind: DatabaseKind
  readonly db: AppDb
  /** Raw SQL for the migration runner, tests and health checks. */
  readonly sql: SqlClient
  /** Migrations this open applied; empty when the schema was already current. */
  readonly appliedMigrations: readonly string[]
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>
  /** Closes the connection(s). Safe to call more than once. */
  close(): Promise<void>
}

/** PGlite's in-memory mode: nothing touches the disk, everything is gone on close. */
export const MEMORY_DATA_DIR = 'memory://'

export type DatabaseOptions =
  | {
      readonly kind: 'pglite'
      /** Data directory on disk (created on first start), or `memory://`. */
      readonly dataDir: string
      /** Start from this data-dir dump (`migratedPgliteDump`) instead of an empty database. */
      readonly loadDataDir?: Blob
      /** Who opens it, named to a second process that tries the same directory (`<dataDir>.lock`). */
      readonly role?: string
    }
  | {
      readonly kind: 'postgres'
      /** postgres://user:password@host:port/database */
      readonly url: string
      /**
       * A PostgreSQL schema to use instead of `public`, created if missing. Lets tests run side by side on
       * one server, each in a schema of its own.
       */
      readonly schema?: string
    }
  | {
      /**
       * The embedded default: a PostgreSQL server this process starts on `dataDir` and stops on close
       * (server/db/embedded-postgres.ts). Its Database has kind `postgres`.
       */
      readonly kind: 'embedded'
      readonly dataDir: string
      /** Who opens it, named to a second process that tries the same directory. */
      readonly role: string
      readonly log?: (line: string) => void
    }

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * Opens the database and brings its schema up to date (migrations run before anything else can query it).
 * Seeding is separate (server/seed) so tests can look at an unseeded database.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const opened =
    options.kind === 'pglite'
      ? await openPglite(options.dataDir, options.loadDataDir, options.role)
      : options.kind === 'embedded'
        ? await openEmbedded(options)
        : await openPostgres(options)
  try {
    const appliedMigrations = await migrate(opened.sql, await readMigrations())
    return { ...opened, appliedMigrations }
  } catch (error) {
    // A half-open database would keep the process alive (pool sockets) and hide the real failure.
    await opened.close().catch(() => undefined)
    throw error
  }
}

type Unmigrated = Omit<Database, 'appliedMigrations'>

function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined
  return () => {
    closing ??= close()
    return closing
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob, role = 'a process'): Promise<Unmigrated> {
  let lock: DataDirLock | undefined
  if (dataDir !== MEMORY_DATA_DIR) {
    // PGlite initializes an empty directory itself, but not a missing parent path.
    await mkdir(dataDir, { recursive: true })
    // PGlite has no lock of its own: two processes on one directory would corrupt it.
    lock = lockDataDir(dataDir, lockFileOf(dataDir, 'pglite'), role)
  }
  let client: PGlite
  try {
    client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {})
  } catch (error) {
    lock?.release()
    throw error
  }
  const sql = pgliteSqlClient(client)
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }),
    sql,
    ping: async () => {
      await sql.query('SELECT 1')
    },
    close: closeOnce(async () => {
      try {
        await client.close()
      } finally {
        lock?.release()
      }
    }),
  }
}

async function openEmbedded(options: {
  dataDir: string
  role: string
  log?: (line: string) => void
}): Promise<Unmigrated> {
  const server = await startEmbeddedPostgres(options.dataDir, {
    role: options.role,
    ...(options.log ? { log: options.log } : {}),
  })
  try {
    return await openPostgres({ url: server.url, afterClose: server.stop })
  } catch (error) {
    await server.stop()
    throw error
  }
}

async function openPostgres(options: {
  url: string
  schema?: string
  /** Runs once the pool has ended (the embedded server stops there). */
  afterClose?: () => Promise<void>
}): Promise<Unmigrated> {
  const { schema: schemaName } = options
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`database schema "${schemaName}" must match ${SCHEMA_NAME}`)
  }
  const poolOf = (settings: readonly string[]) => {
    const created = new pg.Pool({
      connectionString: options.url,
      // Every connection of the pool resolves unqualified table names in the chosen schema.
      options: [...(schemaName ? [`-c search_path=${schemaName}`] : []), ...settings].join(' ') || undefined,
      // Fail fast on a wrong host instead of hanging the start.
      connectionTimeoutMillis: 10_000,
    })
    // An idle connection dropped by the server emits 'error' on the pool; without a listener Node exits.
    created.on('error', () => undefined)
    return created
  }
  const pool = poolOf([])
  // The named statements that opt in (prepared.ts) run on connections that keep one generic plan for each.
  const genericPool = poolOf(['-c plan_cache_mode=force_generic_plan'])
  const sql = pgSqlClient(pool)
  const close = closeOnce(async () => {
    try {
      await Promise.all([pool.end(), genericPool.end()])
    } finally {
      await options.afterClose?.()
    }
  })
  try {
    if (schemaName) await sql.exec(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`)
    else await sql.query('SELECT 1')
  } catch (error) {
    await close()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`cannot connect to PostgreSQL (DATABASE_URL): ${reason}`, { cause: error })
  }
  const db = drizzleNodePostgres({ client: pool, schema })
  genericDatabases.set(db, drizzleNodePostgres({ client: genericPool, schema }))
  return {
    kind: 'postgres',
    db,
    sql,
    ping: async () => {
      await sql.query('SELECT 1')
    },
    close,
  }
}

/**
 * An in-memory PGlite database with every migration applied, dumped as a data directory (uncompressed
 * tar). Opening `{ kind: 'pglite', loadDataDir: dump }` skips initdb and the migrations: the server
 * tests start each of their databases from one such dump.
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PGlite.create(MEMORY_DATA_DIR)
  try {
    await migrate(pgliteSqlClient(client), await readMigrations())
    return await client.dumpDataDir('none')
  } finally {
    await client.close()
  }
}
