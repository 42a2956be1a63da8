import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migratedPgliteDump } from '../../server/db/index'

/**
 * Migrates one in-memory PGlite database before the server tests and leaves its dump in a temp file
 * (PGLITE_TEMPLATE): every test database starts from it instead of running initdb and all migrations
 * again (about 4 s each). Removed after the run.
 */
export default async function setup(): Promise<() => void> {
  // The PostgreSQL-only pass opens no PGlite database.
  if (process.env.TEST_DATABASES === 'postgres') return () => undefined
  const dir = mkdtempSync(join(tmpdir(), 'dermacampus-pglite-template-'))
  const file = join(dir, 'migrated.tar')
  writeFileSync(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()))
  process.env.PGLITE_TEMPLATE = file
  return () => rmSync(dir, { recursive: true, force: true })
}
