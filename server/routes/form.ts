import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { formEndpoints } from '../../schemas/api/form'
import { type AppDb, formDefinition, formRecord, formUpload } from '../db/index'
import { ApiError } from '../errors'
import { type Answers, checkAnswers, FormAnswerError } from '../forms/answers'
import type { Handlers } from './handler'

type FormEndpointName = (typeof formEndpoints)[number]['name']

const formNotFound = () => new ApiError(404, 'form.not.found', '表单不存在')
const recordNotFound = () => new ApiError(404, 'form.record.not.found', '记录不存在')

/** 512 KB decoded. */
const UPLOAD_MAX_BYTES = 512 * 1024
const DATA_URL = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/

async function activeForm(db: AppDb, key: string) {
  const [form] = await db
    .select()
    .from(formDefinition)
    .where(and(eq(formDefinition.key, key), eq(formDefinition.active, true)))
  if (!form) throw formNotFound()
  return form
}

const recordColumns = {
  id: formRecord.id,
  formKey: formRecord.formKey,
  formTitle: formDefinition.title,
  createdAt: formRecord.createdAt,
  answers: formRecord.answers,
}

async function listRecords(db: AppDb, where: SQL | undefined, limit: number, offset: number) {
  const rows = await db
    .select(recordColumns)
    .from(formRecord)
    .innerJoin(formDefinition, eq(formDefinition.key, formRecord.formKey))
    .where(where)
    .orderBy(desc(formRecord.createdAt), desc(formRecord.id))
    .limit(limit)
    .offset(offset)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

export const formHandlers: Handlers<FormEndpointName> = {
  'form.definition': async ({ params, database }) => {
    const form = await activeForm(database.db, params.key)
    return {
      key: form.key,
      title: form.title,
      description: form.description,
      submitText: form.submitText,
      successText: form.successText,
      loginRequired: true,
      fields: form.fields,
    }
  },

  'form.submit': async ({ params, body, session, database }) => {
    const form = await activeForm(database.db, params.key)
    let answers: ReturnType<typeof checkAnswers>
    try {
      answers = checkAnswers(form.fields, body.answers as Answers)
    } catch (error) {
      if (error instanceof FormAnswerError) throw new ApiError(400, 'form.answer.invalid', error.message)
      throw error
    }
    const accountId = Number(session.userId)
    const [created] = await database.db
      .insert(formRecord)
      .values({ formKey: form.key, accountId, answers })
      .returning({ id: formRecord.id, createdAt: formRecord.createdAt })
    if (!created) throw new Error('form record not stored')
    return {
      id: created.id,
      formKey: form.key,
      formTitle: form.title,
      createdAt: created.createdAt.toISOString(),
      answers,
    }
  },

  'form.records': async ({ query, session, database }) => {
    const where = and(
      eq(formRecord.accountId, Number(session.userId)),
      query.projectKey === undefined ? undefined : eq(formRecord.formKey, query.projectKey),
    )
    const [items, [total]] = await Promise.all([
      listRecords(database.db, where, query.size, (query.page - 1) * query.size),
      database.db.select({ value: count() }).from(formRecord).where(where),
    ])
    const totalCount = Number(total?.value ?? 0)
    return {
      items,
      total: totalCount,
      page: query.page,
      size: query.size,
      hasMore: query.page * query.size < totalCount,
    }
  },

  'form.record': async ({ params, session, database }) => {
    const [record] = await listRecords(
      database.db,
      and(eq(formRecord.id, params.id), eq(formRecord.accountId, Number(session.userId))),
      1,
      0,
    )
    if (!record) throw recordNotFound()
    return record
  },

  'form.upload': async ({ body, session, database }) => {
    const match = DATA_URL.exec(body.dataUrl)
    const base64 = match?.[2] ?? ''
    const bytes =
      Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0)
    if (!match || bytes > UPLOAD_MAX_BYTES || bytes === 0) {
      throw new ApiError(400, 'form.upload.invalid', '图片格式不支持或超过 512KB')
    }
    const [created] = await database.db
      .insert(formUpload)
      .values({ accountId: Number(session.userId), dataUrl: body.dataUrl })
      .returning({ id: formUpload.id })
    if (!created) throw new Error('form upload not stored')
    return { id: created.id, url: body.dataUrl }
  },
}
