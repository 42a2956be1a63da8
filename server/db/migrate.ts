import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SqlClient } from './sql-client'

/** Where the SQL migrations live; one set, PostgreSQL dialect, for PGlite and a PostgreSQL server alike. */
export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url))

/** `0001_app_release.sql`: four digits give the order, the rest says what it does. */
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/

/**
 * Key of the advisory lock held while migrating: two servers starting together against one PostgreSQL
 * server would otherwise both see a migration as pending and both try to apply it. Any constant works;
 * it only has to be the same in every copy of this server.
 */
const MIGRATION_LOCK_KEY = 4_172_026

export interface Migration {
  /** File name without `.sql`, recorded in schema_migrations. */
  readonly name: string
  readonly sql: string
  /** sha256 of the file, so an applied migration edited afterwards is caught instead of silently skipped. */
  readonly checksum: string
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError'
}

function checksumOf(sql: string): string {
  // Line endings depend on the checkout (git autocrlf), not on the migration.
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex')
}

/** Reads the migration files in order, refusing a folder whose contents would be applied ambiguously. */
export async function readMigrations(dir: string = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort()
  const seenNumbers = new Map<string, string>()
  const migrations: Migration[] = []
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file)
    if (!match?.[1]) {
      // A misnamed file would otherwise never run, and nobody would notice until a table is missing.
      throw new MigrationError(`${join(dir, file)}: migration files are named NNNN_lower_snake_name.sql`)
    }
    const previous = seenNumbers.get(match[1])
    if (previous) {
      throw new MigrationError(`${join(dir, file)}: number ${match[1]} is already used by ${previous}`)
    }
    seenNumbers.set(match[1], file)
    const sql = await readFile(join(dir, file), 'utf8')
    migrations.push({ name: file.slice(0, -'.sql'.length), sql, checksum: checksumOf(sql) })
  }
  return migrations
}

/**
 * Applies the migrations not yet recorded in schema_migrations, in order, in one transaction: either all
 * of them take effect or none does (PostgreSQL DDL is transactional; a migration therefore must not use
 * statements that refuse a transaction, such as CREATE INDEX CONCURRENTLY). Returns the names applied,
 * empty when the schema was already current.
 */
export async function migrate(client: SqlClient, migrations: readonly Migration[]): Promise<string[]> {
  return client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name       text PRIMARY KEY,
      checksum   text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`)
    const applied = await tx.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations',
    )
    const known = new Map(migrations.map((migration) => [migration.name, migration]))
    for (const row of applied) {
      const migration = known.get(row.name)
      if (!migration) {
        // The database is ahead of this code (an older server against a newer schema): refuse to guess.
        throw new MigrationError(
          `the database has migration ${row.name}, which this server does not know; run a newer server`,
        )
      }
      if (migration.checksum !== row.checksum) {
        throw new MigrationError(
          `migration ${row.name} was edited after it was applied; add a new migration instead of changing it`,
        )
      }
    }
    const appliedNames = new Set(applied.map((row) => row.name))
    const pending = migrations.filter((migration) => !appliedNames.has(migration.name))
    for (const migration of pending) {
      try {
        await tx.exec(migration.sql)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new MigrationError(`migration ${migration.name} failed: ${reason}`, { cause: error })
      }
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        migration.name,
        migration.checksum,
      ])
    }
    return pending.map((migration) => migration.name)
  })
}
