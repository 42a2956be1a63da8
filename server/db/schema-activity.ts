import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { account } from './schema'

/**
 * Activities and lotteries (migration 0006_activities_lottery.sql), described for drizzle's query builder
 * (like ./schema-academy.ts). tests/server/database.test.ts checks them against the migration.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const id = (name: string) => bigint(name, { mode: 'number' })

export type ActivityKind = 'GENERAL' | 'OFFLINE' | 'DURATION' | 'TRAINING'
export type ActivityStatus = 'ACTIVE' | 'INACTIVE'
export type AppointmentRowStatus = 'SUBSCRIBED' | 'UNSUBSCRIBE'
export type PrizeType = 'MAIDOU' | 'INTEGRAL' | 'GOODS' | 'NONE' | 'EBOOK' | 'OTHER'

export const activity = pgTable('activity', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  type: text('type').$type<ActivityKind>().notNull(),
  status: text('status').$type<ActivityStatus>().notNull().default('ACTIVE'),
  bannerUrl: text('banner_url').notNull().default(''),
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
  registrationStartTime: timestamptz('registration_start_time'),
  registrationEndTime: timestamptz('registration_end_time'),
  quota: integer('quota').notNull().default(0),
  registeredCountBase: integer('registered_count_base').notNull().default(0),
  appointmentEnabled: boolean('appointment_enabled').notNull().default(false),
  venue: text('venue').notNull().default(''),
  lotteryId: id('lottery_id'),
  votePromotionId: id('vote_promotion_id'),
  hasCertificate: boolean('has_certificate').notNull().default(false),
  shareTitle: text('share_title').notNull().default(''),
  shareDesc: text('share_desc').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  targetMinutes: integer('target_minutes').notNull().default(0),
  targetDays: integer('target_days').notNull().default(0),
  rewardType: text('reward_type').$type<PrizeType>(),
  rewardAmount: integer('reward_amount').notNull().default(0),
  rewardTitle: text('reward_title').notNull().default(''),
  /** Registrations and appointments SUBSCRIBED: trigger-kept counters (migration 0024). */
  registrationCount: integer('registration_count').notNull().default(0),
  appointmentCount: integer('appointment_count').notNull().default(0),
})

/** An activity's page text from its content file (migration 0015): served at its CDN paths. */
export const activityPage = pgTable('activity_page', {
  activityId: id('activity_id')
    .primaryKey()
    .references(() => activity.id, { onDelete: 'cascade' }),
  html: text('html').notNull(),
  variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

export const activityRegistration = pgTable(
  'activity_registration',
  {
    activityId: id('activity_id')
      .notNull()
      .references(() => activity.id, { onDelete: 'cascade' }),
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    registeredAt: timestamptz('registered_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.accountId] })],
)

export const activityAppointment = pgTable(
  'activity_appointment',
  {
    activityId: id('activity_id')
      .notNull()
      .references(() => activity.id, { onDelete: 'cascade' }),
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    status: text('status').$type<AppointmentRowStatus>().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.accountId] })],
)

export const activityTicket = pgTable('activity_ticket', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  activityId: id('activity_id')
    .notNull()
    .references(() => activity.id, { onDelete: 'cascade' }),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  sessionTitle: text('session_title').notNull(),
  venue: text('venue').notNull().default(''),
  seat: text('seat').notNull().default(''),
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
  signedAt: timestamptz('signed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const activityCheckIn = pgTable(
  'activity_check_in',
  {
    activityId: id('activity_id')
      .notNull()
      .references(() => activity.id, { onDelete: 'cascade' }),
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    checkedInAt: timestamptz('checked_in_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.accountId, table.day] })],
)

export const activityRewardClaim = pgTable(
  'activity_reward_claim',
  {
    activityId: id('activity_id')
      .notNull()
      .references(() => activity.id, { onDelete: 'cascade' }),
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.accountId] })],
)

export const lottery = pgTable('lottery', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  activityId: id('activity_id').references(() => activity.id, { onDelete: 'set null' }),
  bannerUrl: text('banner_url').notNull().default(''),
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
  chances: integer('chances').notNull(),
  rulesHtml: text('rules_html').notNull().default(''),
})

export const lotteryPrize = pgTable('lottery_prize', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  lotteryId: id('lottery_id')
    .notNull()
    .references(() => lottery.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  type: text('type').$type<PrizeType>().notNull(),
  amount: integer('amount').notNull().default(0),
  ebookId: id('ebook_id'),
  instruction: text('instruction').notNull().default(''),
  picUrl: text('pic_url').notNull().default(''),
  weight: integer('weight').notNull(),
  stock: integer('stock'),
  won: integer('won').notNull().default(0),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Set when a forced publish removed it although it was won (migration 0014): not listed, not drawn. */
  retiredAt: timestamptz('retired_at'),
})

export const lotteryChance = pgTable(
  'lottery_chance',
  {
    lotteryId: id('lottery_id')
      .notNull()
      .references(() => lottery.id, { onDelete: 'cascade' }),
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.lotteryId, table.accountId] })],
)

export const lotteryRecord = pgTable('lottery_record', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  lotteryId: id('lottery_id')
    .notNull()
    .references(() => lottery.id, { onDelete: 'cascade' }),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  prizeId: id('prize_id')
    .notNull()
    .references(() => lotteryPrize.id),
  prizeName: text('prize_name').notNull(),
  prizeType: text('prize_type').$type<PrizeType>().notNull(),
  amount: integer('amount').notNull().default(0),
  ebookId: id('ebook_id'),
  instruction: text('instruction').notNull().default(''),
  picUrl: text('pic_url').notNull().default(''),
  receiverName: text('receiver_name'),
  receiverMobile: text('receiver_mobile'),
  receiverAddress: text('receiver_address'),
  addressFilledAt: timestamptz('address_filled_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})
