import { bigint, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { account } from './schema'
import { lesson } from './schema-academy'

/**
 * Learning resources: the tables of migration 0009_gcp_guides_ebooks.sql (GCP training, clinical guides,
 * e-books, shared AI answers, invitations), described for drizzle's query builder (like ./schema.ts).
 * The GCP training names its activity by id only: the activity table belongs to another module.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const id = (name: string) => bigint(name, { mode: 'number' })

export type GcpLessonType = 'ARTICLE' | 'VIDEO'
export type ResourceStatus = 'ACTIVE' | 'INACTIVE'
export type GcpLearnState = 'LEARNING' | 'FINISHED'

export interface ResourceAttachment {
  readonly name: string
  readonly url: string
  readonly fileType: string
  readonly size: number
}

export interface AiReference {
  readonly title: string
  readonly source: string
  readonly url: string
}

export const gcpTraining = pgTable('gcp_training', {
  activityId: id('activity_id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  coverUrl: text('cover_url').notNull().default(''),
  organizer: text('organizer').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  creditText: text('credit_text').notNull().default(''),
  /** The final exam (exam table), whose title, pass mark and question count the card shows. */
  examId: id('exam_id'),
  learnerCountBase: integer('learner_count_base').notNull().default(0),
})

export const gcpLesson = pgTable('gcp_lesson', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  activityId: id('activity_id')
    .notNull()
    .references(() => gcpTraining.activityId, { onDelete: 'cascade' }),
  lessonId: id('lesson_id').references(() => lesson.id),
  title: text('title').notNull(),
  lessonType: text('lesson_type').$type<GcpLessonType>().notNull(),
  lecturer: text('lecturer').notNull().default(''),
  duration: integer('duration'),
  coverUrl: text('cover_url').notNull().default(''),
  status: text('status').$type<ResourceStatus>().notNull().default('ACTIVE'),
  sortOrder: integer('sort_order').notNull().default(0),
})

export const gcpLessonProgress = pgTable(
  'gcp_lesson_progress',
  {
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    gcpLessonId: id('gcp_lesson_id')
      .notNull()
      .references(() => gcpLesson.id, { onDelete: 'cascade' }),
    state: text('state').$type<GcpLearnState>().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.gcpLessonId] })],
)

export const gcpFile = pgTable('gcp_file', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  activityId: id('activity_id')
    .notNull()
    .references(() => gcpTraining.activityId, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  fileType: text('file_type').notNull(),
  url: text('url').notNull(),
  size: integer('size').notNull().default(0),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

export const guideline = pgTable('guideline', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  society: text('society').notNull().default(''),
  year: smallint('year').notNull(),
  version: text('version').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  summary: text('summary').notNull().default(''),
  content: text('content').notNull().default(''),
  bigPicUrl: text('big_pic_url').notNull().default(''),
  attachments: jsonb('attachments').$type<ResourceAttachment[]>().notNull().default([]),
  relatedCourseIds: jsonb('related_course_ids').$type<number[]>().notNull().default([]),
  viewCount: integer('view_count').notNull().default(0),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
})

export const ebook = pgTable('ebook', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  author: text('author').notNull().default(''),
  publisher: text('publisher').notNull().default(''),
  coverUrl: text('cover_url').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  pageCount: integer('page_count').notNull().default(0),
  readUrl: text('read_url').notNull(),
  stock: integer('stock').notNull(),
  receivedCount: integer('received_count').notNull().default(0),
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
})

export const ebookReceipt = pgTable(
  'ebook_receipt',
  {
    ebookId: id('ebook_id')
      .notNull()
      .references(() => ebook.id, { onDelete: 'cascade' }),
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ebookId, table.accountId] })],
)

export const aiMessage = pgTable('ai_message', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  agentName: text('agent_name').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  references: jsonb('references').$type<AiReference[]>().notNull().default([]),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const inviteCode = pgTable('invite_code', {
  accountId: id('account_id')
    .primaryKey()
    .references(() => account.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const invitation = pgTable('invitation', {
  inviteeId: id('invitee_id')
    .primaryKey()
    .references(() => account.id, { onDelete: 'cascade' }),
  inviterId: id('inviter_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  invitedAt: timestamptz('invited_at').notNull().defaultNow(),
})
