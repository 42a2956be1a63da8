import { existsSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { DEFAULT_DATA_DIRS, type ServerConfig } from './config'
import { type Database, openDatabase } from './db/index'

/**
 * The database the configuration names: DATABASE_URL's PostgreSQL, else the embedded engine on DATA_DIR
 * (a PostgreSQL server of our own by default; PGlite when DATABASE_ENGINE=pglite or DATA_DIR=memory://).
 * `role` names the opener to a second process that tries the same data directory.
 */
export function openConfiguredDatabase(
  config: ServerConfig,
  role: string,
  log?: (line: string) => void,
): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl })
  if (config.embeddedEngine === 'pglite')
    return openDatabase({ kind: 'pglite', dataDir: config.dataDir, role })
  refuseToStartEmptyBesideEarlierData(config)
  return openDatabase({ kind: 'embedded', dataDir: config.dataDir, role, ...(log ? { log } : {}) })
}

/**
 * Before the embedded PostgreSQL became the default (decision 0041), `npm start` kept its data in PGlite
 * at `.data/pglite`. A start that would make a new, empty database beside such data stops instead and
 * says how to go on: never silently start empty.
 */
function refuseToStartEmptyBesideEarlierData(config: ServerConfig): void {
  if (!config.dataDirIsDefault) return
  // The two defaults are siblings: .data/postgres and .data/pglite.
  const found = join(dirname(config.dataDir), basename(DEFAULT_DATA_DIRS.pglite))
  if (!existsSync(join(found, 'PG_VERSION')) || existsSync(join(config.dataDir, 'cluster', 'PG_VERSION')))
    return
  throw new Error(
    `found data of the earlier embedded database (PGlite) at ${found} and none at ${config.dataDir}. ` +
      'To keep using it, start with DATABASE_ENGINE=pglite (not crash-safe: see docs/deploy.md); ' +
      'to start afresh on the crash-safe default, move that folder away first.',
  )
}
