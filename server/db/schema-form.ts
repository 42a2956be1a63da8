import { bigint, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { account } from './schema'

/**
 * Dynamic forms: the tables of migration 0011_forms.sql, described for drizzle's query builder (like
 * ./schema.ts). docs/server.md (Dynamic forms) explains the rules.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export type FormFieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'mobile'
  | 'email'
  | 'idCard'
  | 'date'
  | 'radio'
  | 'checkbox'
  | 'select'
  | 'upload'

export interface FormFieldRule {
  relation: 1 | 2
  expressions: {
    formItemId: string | number
    expression: 'eq' | 'ne'
    optionValue: string | number | boolean
  }[]
}

/** One field of a form definition (schemas/api/form.ts formFieldSchema). */
export interface FormField {
  id: string
  type: FormFieldType
  label: string
  required: boolean
  placeholder: string
  options: { label: string; value: string }[]
  maxLength: number | null
  maxCount: number | null
  rule: FormFieldRule | null
}

/** One stored answer line set of a record. */
export interface FormRecordAnswer {
  readonly id: string
  readonly label: string
  readonly type: FormFieldType
  readonly value: string[]
}

export const formDefinition = pgTable('form_definition', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  submitText: text('submit_text').notNull().default('提交'),
  successText: text('success_text').notNull().default('提交成功'),
  fields: jsonb('fields').$type<FormField[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const formRecord = pgTable('form_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  formKey: text('form_key')
    .notNull()
    .references(() => formDefinition.key, { onDelete: 'cascade' }),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<FormRecordAnswer[]>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const formUpload = pgTable('form_upload', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  accountId: bigint('account_id', { mode: 'number' })
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  dataUrl: text('data_url').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})
