import {
  bigint,
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { account } from './schema'

/**
 * Vote campaigns: the tables of migration 0005_votes.sql, described for drizzle's query builder (like
 * ./schema.ts). docs/server.md (Votes) explains the limit rule.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export type VoteContentType = 'ARTICLE' | 'VIDEO' | 'NONE'

/** One rule section of a campaign ('vote', 'prize', 'privacy', ...), its text as HTML. */
export interface VoteRule {
  readonly type: string
  readonly title: string
  readonly html: string
}

/** A vote campaign (a promotion: its vote id is its promotion id). Status is computed from the times. */
export const votePromotion = pgTable('vote_promotion', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
  bannerUrl: text('banner_url').notNull().default(''),
  shareTitle: text('share_title').notNull().default(''),
  shareDesc: text('share_desc').notNull().default(''),
  shareImg: text('share_img').notNull().default(''),
  rules: jsonb('rules').$type<VoteRule[]>().notNull().default([]),
  dailyLimit: integer('daily_limit').notNull(),
  /** null = no limit over the campaign. */
  totalLimit: integer('total_limit'),
  itemDailyLimit: integer('item_daily_limit').notNull(),
  activityId: bigint('activity_id', { mode: 'number' }),
  viewCount: integer('view_count').notNull().default(0),
  shareCount: integer('share_count').notNull().default(0),
  /** Entries not retired: a trigger-kept counter (migration 0029). */
  itemCount: integer('item_count').notNull().default(0),
  tokenExpirationHours: integer('token_expiration_hours').notNull().default(24),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

/** A region (赛区) a campaign's items are grouped in. */
export const voteRegion = pgTable('vote_region', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  promotionId: bigint('promotion_id', { mode: 'number' })
    .notNull()
    .references(() => votePromotion.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
})

/** An entry voted for; the votes it shows are baseVotes plus voteCount, the votes cast. */
export const voteItem = pgTable(
  'vote_item',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 100_001 }),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => votePromotion.id, { onDelete: 'cascade' }),
    regionId: bigint('region_id', { mode: 'number' }).references(() => voteRegion.id, {
      onDelete: 'set null',
    }),
    activityId: bigint('activity_id', { mode: 'number' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    picUrl: text('pic_url').notNull().default(''),
    summary: text('summary').notNull().default(''),
    contentType: text('content_type').$type<VoteContentType>().notNull().default('NONE'),
    lessonId: bigint('lesson_id', { mode: 'number' }),
    videoUrl: text('video_url').notNull().default(''),
    baseVotes: integer('base_votes').notNull().default(0),
    /** Set when a forced publish removed an entry doctors had voted for: hidden, its votes kept. */
    retiredAt: timestamptz('retired_at'),
    /** Votes cast (vote_record rows): a trigger-kept counter (migration 0024). */
    voteCount: integer('vote_count').notNull().default(0),
  },
  (table) => [unique().on(table.promotionId, table.number)],
)

/**
 * One row per (campaign, voter): vote.submit locks it FOR UPDATE before counting that voter's records, so
 * one user's concurrent votes in one campaign are checked one after another.
 */
export const voteVoter = pgTable(
  'vote_voter',
  {
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => votePromotion.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    firstVotedAt: timestamptz('first_voted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.accountId] })],
)

/** One vote; voteDay is the Asia/Shanghai calendar day (YYYY-MM-DD) it was cast on. */
export const voteRecord = pgTable(
  'vote_record',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_001 }),
    promotionId: bigint('promotion_id', { mode: 'number' })
      .notNull()
      .references(() => votePromotion.id, { onDelete: 'cascade' }),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => voteItem.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    regionId: bigint('region_id', { mode: 'number' }),
    activityId: bigint('activity_id', { mode: 'number' }),
    voteDay: date('vote_day', { mode: 'string' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.promotionId, table.accountId],
      foreignColumns: [voteVoter.promotionId, voteVoter.accountId],
    }).onDelete('cascade'),
  ],
)

/** The video shown above a campaign's items; at most one per campaign. */
export const voteVideoAdvert = pgTable('vote_video_advert', {
  promotionId: bigint('promotion_id', { mode: 'number' })
    .primaryKey()
    .references(() => votePromotion.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  videoUrl: text('video_url').notNull(),
  posterUrl: text('poster_url').notNull().default(''),
  link: text('link').notNull().default(''),
})
