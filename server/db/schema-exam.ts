import { sql } from 'drizzle-orm'
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { account } from './schema'
import { exam, examAttempt, type PosterType } from './schema-academy'

/**
 * Exam questions, attempts' answers and utask certificates (migration 0007_exams_certificates.sql). The
 * exam, exam_attempt and certificate tables themselves are in ./schema-academy.ts.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const id = (name: string) => bigint(name, { mode: 'number' })

export type QuestionType = 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'JUDGMENT'

/** One option of a question, as stored and as sent. */
export interface QuestionOption {
  readonly key: string
  readonly text: string
}

export const examQuestion = pgTable('exam_question', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100_001 }),
  examId: id('exam_id')
    .notNull()
    .references(() => exam.id, { onDelete: 'cascade' }),
  sortOrder: integer('sort_order').notNull(),
  type: text('type').$type<QuestionType>().notNull(),
  stem: text('stem').notNull(),
  options: jsonb('options').$type<QuestionOption[]>().notNull(),
  /** Never sent before the caller has submitted an attempt. */
  correctKeys: text('correct_keys').array().notNull(),
  explanation: text('explanation').notNull().default(''),
  score: integer('score').notNull(),
  /** Set by a forced publish (0017_exam_content.sql): out of the paper and the scoring, answers kept. */
  retiredAt: timestamptz('retired_at'),
})

export const examAnswer = pgTable(
  'exam_answer',
  {
    attemptId: id('attempt_id')
      .notNull()
      .references(() => examAttempt.id, { onDelete: 'cascade' }),
    questionId: id('question_id')
      .notNull()
      .references(() => examQuestion.id, { onDelete: 'cascade' }),
    chosenKeys: text('chosen_keys').array().notNull(),
    correct: boolean('correct').notNull(),
  },
  (table) => [primaryKey({ columns: [table.attemptId, table.questionId] })],
)

export const utaskCertificate = pgTable('utask_certificate', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  taskId: id('task_id').notNull(),
  taskTitle: text('task_title').notNull(),
  title: text('title').notNull(),
  certificateNo: text('certificate_no')
    .notNull()
    .unique()
    .default(
      sql`('UT' || to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY') || lpad(nextval('certificate_number_seq')::text, 6, '0'))`,
    ),
  /** '' reads as the holder's account name. */
  holderName: text('holder_name').notNull().default(''),
  /** '' reads as the product's name. */
  issuer: text('issuer').notNull().default(''),
  posterType: text('poster_type').$type<PosterType>().notNull().default('GRADUATION_CERTIFICATE'),
  issuedAt: timestamptz('issued_at').notNull().defaultNow(),
})
