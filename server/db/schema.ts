import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

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

/** `timestamptz` columns, read as Date (an instant: the answer's ISO text does not depend on time zones). */
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** A doctor (phone and/or WeChat) or a visitor of the captcha login. */
export const account = pgTable('account', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100_001 }),
  /** The doctor's public id: `{product}Id` on the wire. */
  doctorId: text('doctor_id').notNull().unique(),
  mobileCountryCode: text('mobile_country_code').notNull().default('86'),
  mobile: text('mobile'),
  passwordHash: text('password_hash'),
  name: text('name').notNull(),
  avatar: text('avatar').notNull().default(''),
  accurateAuth: smallint('accurate_auth').notNull().default(0),
  identity: text('identity').$type<'' | 'DOCTOR' | 'NURSE' | 'STUDENT' | 'OTHER'>().notNull().default(''),
  identityStatus: text('identity_status')
    .$type<'UNSUBMITTED' | 'PENDING' | 'APPROVED' | 'REJECTED'>()
    .notNull()
    .default('UNSUBMITTED'),
  hospital: text('hospital').notNull().default(''),
  department: text('department').notNull().default(''),
  title: text('title').notNull().default(''),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const accountRole = pgTable(
  'account_role',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    roleName: text('role_name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.roleName] })],
)

/** A WeChat user of our official account and the one account it logs in as. */
export const wechatIdentity = pgTable('wechat_identity', {
  openid: text('openid').primaryKey(),
  unionid: text('unionid').unique(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => account.id, { onDelete: 'cascade' }),
  nickname: text('nickname').notNull(),
  avatar: text('avatar').notNull().default(''),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

export const captcha = pgTable('captcha', {
  id: uuid('id').primaryKey(),
  /** Lower-case: the comparison ignores case. */
  answer: text('answer').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
})

export const smsCode = pgTable('sms_code', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  mobileCountryCode: text('mobile_country_code').notNull(),
  mobile: text('mobile').notNull(),
  code: text('code').notNull(),
  sentAt: timestamptz('sent_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  failedAttempts: smallint('failed_attempts').notNull().default(0),
  usedAt: timestamptz('used_at'),
})

export const loginCode = pgTable('login_code', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
})

export type ActivityType = 'ENP' | 'LESSON' | 'COURSE'
export type ConsentLevel = 'OPTIONAL' | 'MUST_AGREE'
export type LessonType = 'ARTICLE' | 'VIDEO' | 'LIVE' | 'SHORT_VIDEO'
export type ConsentContentType = 'BMS' | 'OFFLINE_CLASS' | 'COMPANY'

/** A consent bound to an activity; its id is the API's informedConsentActivityId. */
export const consentActivity = pgTable('consent_activity', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  activityType: text('activity_type').$type<ActivityType>().notNull(),
  activityId: bigint('activity_id', { mode: 'number' }).notNull(),
  level: text('level').$type<ConsentLevel>().notNull(),
  style: smallint('style').$type<1 | 2>().notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  url: text('url').notNull().default(''),
})

/** Every answer to an activity consent; the latest counts. */
export const consentAnswer = pgTable('consent_answer', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  consentActivityId: bigint('consent_activity_id', { mode: 'number' })
    .notNull()
    .references(() => consentActivity.id, { onDelete: 'cascade' }),
  agreed: boolean('agreed').notNull(),
  answeredAt: timestamptz('answered_at').notNull().defaultNow(),
})

/** The last consent answer per user and lesson. */
export const lessonConsent = pgTable(
  'lesson_consent',
  {
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    lessonId: bigint('lesson_id', { mode: 'number' }).notNull(),
    lessonType: text('lesson_type').$type<LessonType>().notNull(),
    agreed: boolean('agreed').notNull(),
    answeredAt: timestamptz('answered_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.lessonId] })],
)

export const consentContent = pgTable('consent_content', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  type: text('type').$type<ConsentContentType>().notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  version: text('version').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

export const consentCompany = pgTable('consent_company', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  flag: text('flag').$type<'1' | '2'>().notNull(),
  name: text('name').notNull(),
  purpose: text('purpose').notNull(),
  dataTypes: jsonb('data_types').$type<string[]>().notNull(),
  contact: text('contact').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const marketingChannel = pgTable('marketing_channel', {
  channel: text('channel').primaryKey(),
  name: text('name').notNull(),
  landingPath: text('landing_path').notNull(),
  active: boolean('active').notNull().default(true),
})

export type TrackingKind = 'page_info' | 'event' | 'general' | 'activity_index_stat'

/** Every tracking record as received, one row per record. */
export const trackingRecord = pgTable('tracking_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').$type<TrackingKind>().notNull(),
  userId: text('user_id'),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
})

/** Secrets generated once and kept across restarts (the token key when TOKEN_SECRET is unset). */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})
