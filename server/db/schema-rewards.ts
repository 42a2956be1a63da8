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
import { academyCourse } from './schema-academy'

/**
 * Scholarship and study sprint month: the tables of migration 0008_scholarship_sprint.sql, described for
 * drizzle's query builder (like ./schema.ts).
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const id = (name: string) => bigint(name, { mode: 'number' })

export type ScholarshipTaskType =
  | 'SIGN_IN'
  | 'WATCH_LESSON'
  | 'ATTEND_LIVE'
  | 'PASS_EXAM'
  | 'SHARE'
  | 'SPRINT_JOIN'
export type ScholarshipGoodsType = 'COURSE' | 'GIFT'
export type ScholarshipRecordType = 'INCOME' | 'EXPENSE'
/**
 * What a 麦豆 record came from: a task, an exchange, a sprint award, a lottery win, an activity reward,
 * a share reward (migration 0019).
 */
export type ScholarshipSource = 'TASK' | 'EXCHANGE' | 'SPRINT' | 'LOTTERY' | 'ACTIVITY' | 'SHARE'

/** One doctor's bean balance; locked FOR UPDATE by every change. */
export const scholarshipWallet = pgTable('scholarship_wallet', {
  accountId: id('account_id')
    .primaryKey()
    .references(() => account.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  restrictedUntil: timestamptz('restricted_until'),
  blockedAt: timestamptz('blocked_at'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

export const scholarshipTask = pgTable('scholarship_task', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  taskType: text('task_type').$type<ScholarshipTaskType>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  reward: integer('reward').notNull(),
  actionText: text('action_text').notNull().default('去完成'),
  routeName: text('route_name').notNull().default(''),
  routeQuery: jsonb('route_query').$type<Record<string, string | number>>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
})

export const scholarshipGoods = pgTable('scholarship_goods', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  goodsType: text('goods_type').$type<ScholarshipGoodsType>().notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  picUrl: text('pic_url').notNull().default(''),
  price: integer('price').notNull(),
  stock: integer('stock'),
  courseId: id('course_id').references(() => academyCourse.id),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
})

export const scholarshipRecord = pgTable('scholarship_record', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  recordType: text('record_type').$type<ScholarshipRecordType>().notNull(),
  amount: integer('amount').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  source: text('source').$type<ScholarshipSource>().notNull(),
  sourceId: id('source_id'),
  reason: text('reason').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

/** A task claimed on a day (yyyy-mm-dd, Asia/Shanghai); the key allows one claim per task and day. */
export const scholarshipClaim = pgTable(
  'scholarship_claim',
  {
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    taskId: id('task_id')
      .notNull()
      .references(() => scholarshipTask.id),
    claimDay: date('claim_day', { mode: 'string' }).notNull(),
    recordId: id('record_id')
      .notNull()
      .references(() => scholarshipRecord.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.taskId, table.claimDay] })],
)

/** A share rewarded on a day (migration 0019): the key allows one reward per target and day. */
export const shareReward = pgTable(
  'share_reward',
  {
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    rewardDay: date('reward_day', { mode: 'string' }).notNull(),
    target: text('target').notNull(),
    recordId: id('record_id')
      .notNull()
      .references(() => scholarshipRecord.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.rewardDay, table.target] })],
)

/** A claim refused by the daily limit or during a restriction. */
export const scholarshipOverLimit = pgTable('scholarship_over_limit', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  attemptedAt: timestamptz('attempted_at').notNull().defaultNow(),
})

/** A study sprint month; id = yyyymm. */
export const sprint = pgTable('sprint', {
  id: id('id').primaryKey(),
  title: text('title').notNull(),
  month: text('month').notNull().unique(),
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
  dailyGoalMinutes: integer('daily_goal_minutes').notNull().default(30),
  rules: jsonb('rules').$type<string[]>().notNull().default([]),
  bannerUrl: text('banner_url').notNull().default(''),
  shareTitle: text('share_title').notNull().default(''),
  shareDesc: text('share_desc').notNull().default(''),
  shareImg: text('share_img').notNull().default(''),
  /** Doctors who joined: a trigger-kept counter (migration 0026). */
  participantCount: integer('participant_count').notNull().default(0),
})

export const sprintParticipant = pgTable(
  'sprint_participant',
  {
    sprintId: id('sprint_id')
      .notNull()
      .references(() => sprint.id, { onDelete: 'cascade' }),
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    targetMinutes: integer('target_minutes').notNull(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    /** The doctor's study inside the sprint's month, kept by triggers (migration 0025). */
    seconds: integer('seconds').notNull().default(0),
    lessons: integer('lessons').notNull().default(0),
    days: integer('days').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sprintId, table.accountId] })],
)
