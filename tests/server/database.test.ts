import { count, is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// Every table module is exported through the db barrel (schema.ts, schema-academy.ts, ...).
import * as schema from '../../server/db/index'
import {
  account,
  appRelease,
  type Database,
  type Migration,
  migrate,
  readMigrations,
} from '../../server/db/index'
import {
  appReleases,
  commenters,
  consentActivities,
  consentCompanies,
  consentContents,
  marketingChannels,
  seedAccounts,
  seedDatabase,
} from '../../server/seed/index'
import { databaseTargets, openFreshDatabase } from './test-databases'

const schemaExports: unknown[] = Object.values(schema)
const tables = schemaExports.filter((value): value is PgTable => is(value, PgTable))

interface ColumnShape {
  name: string
  type: string
  notNull: boolean
}

async function columnsInDatabase(database: Database, table: string): Promise<ColumnShape[]> {
  return database.sql.query<{ name: string; type: string; notNull: boolean }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull"
       FROM pg_attribute a
      WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY a.attname`,
    [table],
  )
}

async function primaryKeyInDatabase(database: Database, table: string): Promise<string[]> {
  const rows = await database.sql.query<{ name: string }>(
    `SELECT a.attname AS name
       FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = to_regclass($1) AND i.indisprimary
      ORDER BY a.attname`,
    [table],
  )
  return rows.map((row) => row.name)
}

describe.each(databaseTargets)('database on $kind', (target) => {
  describe('a fresh database', () => {
    let database: Database
    let dispose: () => Promise<void> = async () => {}
    let migrations: Migration[]

    beforeAll(async () => {
      migrations = await readMigrations()
      // Never migrated before this open (not the tests' migrated template).
      ;({ database, dispose } = await openFreshDatabase(target, { empty: true }))
    })
    afterAll(() => dispose())

    it('applies every migration file, in order, on first open and records each in schema_migrations', async () => {
      expect(migrations.length).toBeGreaterThan(0)
      expect(database.appliedMigrations).toEqual(migrations.map((migration) => migration.name))
      const rows = await database.sql.query<{ name: string; checksum: string }>(
        'SELECT name, checksum FROM schema_migrations ORDER BY name',
      )
      expect(rows).toEqual(migrations.map(({ name, checksum }) => ({ name, checksum })))
    })

    it('migrating an up-to-date database applies nothing', async () => {
      await expect(migrate(database.sql, migrations)).resolves.toEqual([])
      const [row] = await database.sql.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM schema_migrations',
      )
      expect(row?.total).toBe(migrations.length)
    })

    it('every table of server/db (schema.ts, schema-*.ts) matches the tables the migrations create, column by column', async () => {
      const created = await database.sql.query<{ name: string }>(
        `SELECT tablename AS name FROM pg_tables
          WHERE schemaname = current_schema() AND tablename <> 'schema_migrations' ORDER BY tablename`,
      )
      const declared = tables.map((table) => getTableConfig(table))
      expect(created.map((table) => table.name)).toEqual(declared.map((config) => config.name).sort())
      for (const config of declared) {
        const expected = config.columns
          // drizzle writes `numeric(10, 2)`, PostgreSQL's format_type `numeric(10,2)`.
          .map((column) => ({
            name: column.name,
            type: column.getSQLType().replace(/,\s+/g, ','),
            notNull: column.notNull,
          }))
          .sort((a, b) => a.name.localeCompare(b.name))
        expect(await columnsInDatabase(database, config.name), config.name).toEqual(expected)
        // A single-column key is marked on its column; a composite one is declared on the table.
        const primaryKey = [
          ...config.columns.filter((column) => column.primary).map((column) => column.name),
          ...config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)),
        ]
        expect(await primaryKeyInDatabase(database, config.name), config.name).toEqual(primaryKey.sort())
      }
    })

    it('refuses to start when an applied migration file was edited afterwards', async () => {
      const edited = migrations.map((migration, index) =>
        index === 0 ? { ...migration, checksum: `${migration.checksum}-edited` } : migration,
      )
      await expect(migrate(database.sql, edited)).rejects.toThrow(/was edited after it was applied/)
    })

    it('refuses to start when the database has a migration this server does not know', async () => {
      await expect(migrate(database.sql, migrations.slice(1))).rejects.toThrow(/does not know/)
    })

    it('a failing migration rolls back every statement of the run, and is not recorded', async () => {
      const broken: Migration = {
        name: '9999_broken_probe',
        sql: 'CREATE TABLE broken_probe (id int); SELECT * FROM no_such_table;',
        checksum: 'probe',
      }
      await expect(migrate(database.sql, [...migrations, broken])).rejects.toThrow(/9999_broken_probe failed/)
      const [probe] = await database.sql.query<{ found: string | null }>(
        "SELECT to_regclass('broken_probe')::text AS found",
      )
      expect(probe?.found).toBeNull()
      const recorded = await database.sql.query('SELECT name FROM schema_migrations WHERE name = $1', [
        broken.name,
      ])
      expect(recorded).toEqual([])
    })

    it('seeds every demo table once: a second seed inserts nothing', async () => {
      const first = await seedDatabase(database)
      expect(first).toMatchObject({
        appReleases: appReleases.length,
        accounts: seedAccounts.length,
        consentActivities: consentActivities.length,
        consentContents: consentContents.length,
        consentCompanies: consentCompanies.length,
        marketingChannels: marketingChannels.length,
      })
      // Every area's count is reported (academy, ...), and none is empty.
      for (const [area, inserted] of Object.entries(first)) expect(inserted, area).toBeGreaterThan(0)
      const second = await seedDatabase(database)
      for (const [area, inserted] of Object.entries(second)) expect(inserted, area).toBe(0)
      const [row] = await database.db.select({ total: count() }).from(appRelease)
      expect(row?.total).toBe(appReleases.length)
      const [accounts] = await database.db.select({ total: count() }).from(account)
      // The demo doctors who log in, and the doctors who only write comments (server/seed/social.ts).
      expect(accounts?.total).toBe(seedAccounts.length + commenters.length)
    })

    it('seeding again keeps what an operator changed', async () => {
      await database.db.update(appRelease).set({ notes: ['运营修改过的说明'] })
      await seedDatabase(database)
      const rows = await database.db.select({ notes: appRelease.notes }).from(appRelease)
      expect(rows.every((row) => row.notes[0] === '运营修改过的说明')).toBe(true)
    })

    it('seeds 5 or more releases of 2026 with Chinese notes', () => {
      expect(appReleases.length).toBeGreaterThanOrEqual(5)
      for (const release of appReleases) {
        expect(release.version).toMatch(/^\d+\.\d+\.\d+$/)
        expect(release.releasedAt).toMatch(/^2026-\d\d-\d\d$/)
        expect(release.notes.length).toBeGreaterThan(0)
        for (const note of release.notes) expect(note).toMatch(/[\u4e00-\u9fff]/)
      }
    })

    it.each([
      [
        'a mainland mobile that is no mobile',
        "INSERT INTO account (doctor_id, name, mobile) VALUES ('abcdef0123456789', 'x', '10345678901')",
      ],
      [
        'accurate_auth 3',
        "INSERT INTO account (doctor_id, name, accurate_auth) VALUES ('abcdef0123456789', 'x', 3)",
      ],
      [
        'certified without an approved identity',
        "INSERT INTO account (doctor_id, name, accurate_auth, identity, identity_status) VALUES ('abcdef0123456789', 'x', 2, 'DOCTOR', 'PENDING')",
      ],
      [
        'a password without a mobile',
        "INSERT INTO account (doctor_id, name, password_hash) VALUES ('abcdef0123456789', 'x', 'scrypt$1')",
      ],
      [
        'an unknown identity',
        "INSERT INTO account (doctor_id, name, identity) VALUES ('abcdef0123456789', 'x', 'ADMIN')",
      ],
      ['a role outside ROLE_*', "INSERT INTO account_role (account_id, role_name) VALUES (10001, 'admin')"],
      [
        'a role of no account',
        "INSERT INTO account_role (account_id, role_name) VALUES (999999, 'ROLE_DOCTOR')",
      ],
      [
        'an upper-case captcha answer',
        "INSERT INTO captcha (id, answer, expires_at) VALUES (gen_random_uuid(), 'ABCD', now() + interval '5 minutes')",
      ],
      [
        'a 5-digit SMS code',
        "INSERT INTO sms_code (mobile_country_code, mobile, code, expires_at) VALUES ('86', '13800000009', '12345', now() + interval '5 minutes')",
      ],
      [
        'a sixth wrong SMS try',
        "INSERT INTO sms_code (mobile_country_code, mobile, code, expires_at, failed_attempts) VALUES ('86', '13800000009', '123456', now() + interval '5 minutes', 6)",
      ],
      [
        'consent style 3',
        "INSERT INTO consent_activity (activity_type, activity_id, level, style, title, content) VALUES ('ENP', 77, 'OPTIONAL', 3, 't', 'c')",
      ],
      [
        'style 2 without a url',
        "INSERT INTO consent_activity (activity_type, activity_id, level, style, title, content) VALUES ('ENP', 77, 'OPTIONAL', 2, 't', 'c')",
      ],
      [
        'a consent answer of no account',
        'INSERT INTO consent_answer (account_id, consent_activity_id, agreed) VALUES (999999, 1, true)',
      ],
      [
        "a lesson type outside the spec's",
        "INSERT INTO lesson_consent (account_id, lesson_id, lesson_type, agreed) VALUES (10001, 1, 'PODCAST', true)",
      ],
      [
        'a company url that is not https',
        "INSERT INTO consent_company (flag, name, purpose, data_types, contact, url) VALUES ('1', 'n', 'p', '[\"x\"]', 'c', 'http://x')",
      ],
      ['an unknown tracking kind', "INSERT INTO tracking_record (kind, payload) VALUES ('click', '{}')"],
      [
        'a tracking payload that is no object',
        "INSERT INTO tracking_record (kind, payload) VALUES ('event', '[]')",
      ],
      ['a short server secret', "INSERT INTO server_secret (name, value) VALUES ('probe', 'short')"],
    ])('refuses %s', async (_case, statement) => {
      await seedDatabase(database)
      await expect(database.sql.query(statement)).rejects.toThrow()
    })

    it('ping resolves while the database is open', async () => {
      await expect(database.ping()).resolves.toBeUndefined()
    })
  })

  it('reopening a database applies no migration, keeps its data and seeds nothing twice; ping fails once closed', async () => {
    const location = await target.location({ persistent: true })
    try {
      const first = await location.open()
      try {
        expect(first.appliedMigrations.length).toBeGreaterThan(0)
        expect((await seedDatabase(first)).appReleases).toBe(appReleases.length)
      } finally {
        await first.close()
      }
      const second = await location.open()
      try {
        expect(second.appliedMigrations).toEqual([])
        expect((await seedDatabase(second)).appReleases).toBe(0)
        const [row] = await second.db.select({ total: count() }).from(appRelease)
        expect(row?.total).toBe(appReleases.length)
      } finally {
        await second.close()
      }
      // What /healthz relies on to answer 503; and a second close (shutdown after a failure) is harmless.
      await expect(second.ping()).rejects.toThrow()
      await expect(second.close()).resolves.toBeUndefined()
    } finally {
      await location.remove()
    }
  })
})
