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
  const pool = new pg.Pool({
    connectionString: options.url,
    // Every connection of the pool resolves unqualified table names in the chosen schema.
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
    // Fail fast on a wrong host instead of hanging the start.
    connectionTimeoutMillis: 10_000,
  })
  // An idle connection dropped by the server emits 'error' on the pool; without a listener Node exits.
  pool.on('error', () => undefined)
  const sql = pgSqlClient(pool)
  const close = closeOnce(async () => {
    try {
      await pool.end()
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
  return {
    kind: 'postgres',
    db: drizzleNodePostgres({ client: pool, schema }),
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
