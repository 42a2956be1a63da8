import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * Config versions and operators: the tables of migration 0013_config_versions.sql, described for
 * drizzle (server/config-versions uses raw SQL for them; this keeps the schema test honest).
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const operator = pgTable('operator', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  name: text('name').notNull().unique(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** Migration 0023: when the current token was made, when it ends, when it was revoked and last used. */
  issuedAt: timestamptz('issued_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  revokedAt: timestamptz('revoked_at'),
  lastUsedAt: timestamptz('last_used_at'),
})

export const configVersion = pgTable(
  'config_version',
  {
    number: integer('number').primaryKey().generatedByDefaultAsIdentity({ startWith: 1 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    operator: text('operator').notNull(),
    hash: text('hash').notNull(),
    files: jsonb('files').$type<Record<string, string>>().notNull(),
    changes: jsonb('changes').$type<string[]>().notNull().default([]),
    message: text('message').notNull().default(''),
    overridden: jsonb('overridden').$type<string[]>().notNull().default([]),
  },
  (table) => [index('config_version_hash_idx').on(table.hash)],
)

export const configActivation = pgTable('config_activation', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  version: integer('version')
    .notNull()
    .references(() => configVersion.number),
  at: timestamptz('at').notNull(),
  kind: text('kind').$type<'start' | 'publish' | 'rollback'>().notNull(),
  operator: text('operator').notNull(),
  force: boolean('force').notNull().default(false),
  appliedAt: timestamptz('applied_at'),
  failure: text('failure'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const contentKey = pgTable(
  'content_key',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    rowId: bigint('row_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] })],
)
