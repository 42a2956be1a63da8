import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { account } from './schema'

/**
 * Enterprise zones (migration 0010_zones.sql), described for drizzle's query builder (like
 * ./schema-activity.ts). tests/server/database.test.ts checks them against the migration.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const id = (name: string) => bigint(name, { mode: 'number' })

export type ZoneItemType = 'ARTICLE' | 'VIDEO' | 'FORM' | 'UTASK'
/** The zone detail tab an item shows under besides 首页 (migration 0019). */
export type ZoneItemSection = 'ACTIVITY' | 'EXCHANGE' | 'PRODUCT'
export type ZoneStatus = 'ACTIVE' | 'INACTIVE'

export const enterprise = pgTable('enterprise', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  name: text('name').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  description: text('description').notNull().default(''),
})

export const zone = pgTable('zone', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  enterpriseId: id('enterprise_id')
    .notNull()
    .references(() => enterprise.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  coverUrl: text('cover_url').notNull().default(''),
  logoUrl: text('logo_url').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  status: text('status').$type<ZoneStatus>().notNull().default('ACTIVE'),
  sortOrder: integer('sort_order').notNull().default(0),
  followerCountBase: integer('follower_count_base').notNull().default(0),
  /** A counter kept by triggers in the same transaction as the rows it counts (migration 0024). */
  followerCount: integer('follower_count').notNull().default(0),
})

export const zoneItem = pgTable('zone_item', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  zoneId: id('zone_id')
    .notNull()
    .references(() => zone.id, { onDelete: 'cascade' }),
  type: text('type').$type<ZoneItemType>().notNull(),
  section: text('section').$type<ZoneItemSection>().notNull().default('PRODUCT'),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  coverUrl: text('cover_url').notNull().default(''),
  content: text('content').notNull().default(''),
  videoUrl: text('video_url').notNull().default(''),
  formKey: text('form_key'),
  utaskId: id('utask_id'),
  status: text('status').$type<ZoneStatus>().notNull().default('ACTIVE'),
  viewCount: integer('view_count').notNull().default(0),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
})

export const zoneFollow = pgTable(
  'zone_follow',
  {
    zoneId: id('zone_id')
      .notNull()
      .references(() => zone.id, { onDelete: 'cascade' }),
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    followedAt: timestamptz('followed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.zoneId, table.accountId] })],
)
