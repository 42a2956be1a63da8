import { date, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * Table definitions for drizzle's query builder. The SQL files in ./migrations create the tables; these
 * definitions only describe them, and tests/server/database.test.ts checks the two agree column by column,
 * so a migration without a matching edit here (or the reverse) fails CI.
 */

/** One published app version (the about-app screen). */
export const appRelease = pgTable('app_release', {
  version: text('version').primaryKey(),
  // mode 'string' keeps the yyyy-mm-dd text as PostgreSQL sends it: no Date, so no time-zone shift.
  releasedAt: date('released_at', { mode: 'string' }).notNull(),
  notes: jsonb('notes').$type<string[]>().notNull(),
})
