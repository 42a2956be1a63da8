import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Utasks, utask page configs and skin-care articles (migration 0012_utasks.sql), described for drizzle's
 * query builder. tests/server/database.test.ts checks them against the migration.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const id = (name: string) => bigint(name, { mode: 'number' })

/** spec §3 utask type: 0 QUESTIONNAIRE … 5 REGISTERATION. */
export type UtaskType = 0 | 1 | 2 | 3 | 4 | 5

export const utask = pgTable('utask', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  coverUrl: text('cover_url').notNull().default(''),
  type: integer('type').$type<UtaskType>().notNull(),
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
  participantCountBase: integer('participant_count_base').notNull().default(0),
  quota: integer('quota').notNull().default(0),
  reward: text('reward').notNull().default(''),
  formKey: text('form_key'),
  online: boolean('online').notNull().default(true),
})

export const utaskPage = pgTable('utask_page', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  bannerUrl: text('banner_url').notNull().default(''),
  introHtml: text('intro_html').notNull().default(''),
  themeColor: text('theme_color').notNull().default('#1677ff'),
  utaskIds: jsonb('utask_ids').$type<number[]>().notNull().default([]),
})

export const skinCareArticle = pgTable('skin_care_article', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  coverUrl: text('cover_url').notNull().default(''),
  author: text('author').notNull().default(''),
  contentHtml: text('content_html').notNull().default(''),
  publishedAt: timestamptz('published_at').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  readCount: integer('read_count').notNull().default(0),
  online: boolean('online').notNull().default(true),
})
