import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { utaskEndpoints } from '../../schemas/api/utask'
import { type AppDb, skinCareArticle, utask, utaskPage } from '../db/index'
import { ApiError } from '../errors'
import type { Handlers, ResponseOf } from './handler'

type UtaskEndpointName = (typeof utaskEndpoints)[number]['name']
type UtaskAnswer = ResponseOf<'utask.detail'>
type UtaskRow = typeof utask.$inferSelect & { doctors: number }

/**
 * A utask with the doctors who took part here: sent its form or hold a certificate of it (one each).
 * The count shown is the operator's base plus them (content/utasks participantBase).
 */
const utaskColumns = {
  ...getTableColumns(utask),
  // Written out: drizzle leaves a column of a one-table select unqualified, which inside the subquery
  // would name the subquery's own column.
  doctors: sql<number>`(SELECT count(*) FROM (
      SELECT r.account_id FROM form_record r WHERE r.form_key = utask.form_key
      UNION SELECT c.account_id FROM utask_certificate c WHERE c.task_id = utask.id) AS p)::int`.mapWith(
    Number,
  ),
}
type UtaskStatus = 0 | 1 | 2

/** spec §3 utask status. */
export const UTASK_STATUS = { ING: 0, COMING: 1, EXPIRED: 2 } as const

/** The status of a utask's window at `now`: COMING before the start, EXPIRED from the end on. */
export function utaskStatusAt(startTime: Date, endTime: Date, now: Date): UtaskStatus {
  if (now < startTime) return UTASK_STATUS.COMING
  if (now >= endTime) return UTASK_STATUS.EXPIRED
  return UTASK_STATUS.ING
}

function statusSql(status: UtaskStatus): SQL {
  if (status === UTASK_STATUS.COMING) return sql`${utask.startTime} > now()`
  if (status === UTASK_STATUS.EXPIRED) return sql`${utask.endTime} <= now()`
  return sql`${utask.startTime} <= now() AND ${utask.endTime} > now()`
}

/** ING first, then COMING soonest first, then EXPIRED latest first. */
const listOrder = [
  sql`CASE WHEN ${utask.startTime} <= now() AND ${utask.endTime} > now() THEN 0
           WHEN ${utask.startTime} > now() THEN 1 ELSE 2 END`,
  sql`CASE WHEN ${utask.startTime} > now() THEN ${utask.startTime} END ASC`,
  desc(utask.endTime),
  asc(utask.id),
]

function toAnswer(row: UtaskRow, now: Date): UtaskAnswer {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    coverUrl: row.coverUrl,
    type: row.type,
    status: utaskStatusAt(row.startTime, row.endTime, now),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    participantCount: row.participantCountBase + row.doctors,
    quota: row.quota,
    reward: row.reward,
    formKey: row.formKey,
  }
}

const utaskNotFound = () => new ApiError(404, 'utask.not.found', '任务不存在')

async function pageUtasks(db: AppDb, ids: number[]): Promise<UtaskAnswer[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(utaskColumns)
    .from(utask)
    .where(and(inArray(utask.id, ids), eq(utask.online, true)))
  const now = new Date()
  const position = new Map(ids.map((id, index) => [id, index]))
  return rows
    .map((row) => toAnswer(row, now))
    .sort((a, b) => a.status - b.status || (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0))
}

export const utaskHandlers: Handlers<UtaskEndpointName> = {
  'utask.items': async ({ query, database }) => {
    const { db } = database
    const where = and(
      eq(utask.online, true),
      query.status === undefined ? undefined : statusSql(query.status),
      query.type === undefined ? undefined : eq(utask.type, query.type),
    )
    const [rows, [total]] = await Promise.all([
      db
        .select(utaskColumns)
        .from(utask)
        .where(where)
        .orderBy(...listOrder)
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ count: sql<number>`count(*)::int` }).from(utask).where(where),
    ])
    const now = new Date()
    const count = total?.count ?? 0
    return {
      items: rows.map((row) => toAnswer(row, now)),
      total: count,
      page: query.page,
      size: query.size,
      hasMore: query.page * query.size < count,
    }
  },

  'utask.detail': async ({ params, database }) => {
    const [row] = await database.db
      .select(utaskColumns)
      .from(utask)
      .where(and(eq(utask.id, params.id), eq(utask.online, true)))
    if (!row) throw utaskNotFound()
    return toAnswer(row, new Date())
  },

  'utask.page': async ({ params, database }) => {
    const [row] = await database.db.select().from(utaskPage).where(eq(utaskPage.name, params.name))
    if (!row) throw new ApiError(404, 'utask.page.not.found', '页面不存在')
    const ids = Array.isArray(row.utaskIds) ? row.utaskIds.map(Number).filter(Number.isInteger) : []
    return {
      name: row.name,
      title: row.title,
      bannerUrl: row.bannerUrl,
      introHtml: row.introHtml,
      themeColor: row.themeColor,
      utasks: await pageUtasks(database.db, ids),
    }
  },

  'skinCare.detail': async ({ params, database }) => {
    const [row] = await database.db
      .update(skinCareArticle)
      .set({ readCount: sql`${skinCareArticle.readCount} + 1` })
      .where(and(eq(skinCareArticle.id, params.id), eq(skinCareArticle.online, true)))
      .returning()
    if (!row) throw new ApiError(404, 'skincare.not.found', '内容不存在或已下线')
    return {
      id: row.id,
      title: row.title,
      coverUrl: row.coverUrl,
      author: row.author,
      contentHtml: row.contentHtml,
      publishedAt: row.publishedAt.toISOString(),
      tags: Array.isArray(row.tags) ? row.tags : [],
      readCount: row.readCount,
    }
  },
}
