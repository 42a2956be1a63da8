import { appRelease, type Database } from '../db/index'
import { appReleases } from './app-releases'

export interface SeedReport {
  /** Rows inserted per table on this run; all zero when the seed was already there. */
  readonly appReleases: number
}

/**
 * Fills a fresh database with the demo catalogue, after the migrations. Safe to run on every start: it
 * inserts only rows whose key is missing, and never overwrites what an operator changed.
 */
export async function seedDatabase(database: Database): Promise<SeedReport> {
  const insertedReleases = await database.db
    .insert(appRelease)
    .values([...appReleases])
    .onConflictDoNothing({ target: appRelease.version })
    .returning({ version: appRelease.version })
  return { appReleases: insertedReleases.length }
}

export { appReleases } from './app-releases'
