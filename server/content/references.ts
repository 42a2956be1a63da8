import { contentFileOf } from '../../schemas/content/index'
import { type ConfigError, type ConfigProblem, locate } from '../../schemas/validator/index'
import type { ValidConfig } from '../app-config/load'
import type { SqlExecutor } from '../db/index'
import type { Reference } from './reference'

export type { Reference }

/**
 * What a config version names in the database, checked when it is published (the validator, which
 * runs anywhere, cannot): the lesson a vote entry opens and its type, a campaign's activity, the
 * activity or lottery a file takes over (`number`), an exam's course or activity, the piece of content a
 * banner opens, and the campaigns, lotteries and activities a page names by number. A name the database
 * does not have is a config error like any other: file, line, column, pointer.
 */

const LESSON_SOURCES = new Set(['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'])
const SOURCE_TABLES: Readonly<Record<string, Reference['table']>> = {
  COURSE: 'academy_course',
  COURSE_PACKAGE: 'course_package',
  OFFLINE_CLASS: 'offline_class',
  TOPIC: 'topic',
}
/** Page props that name a row by number. */
const PAGE_ID_PROPS: Readonly<Record<string, { table: Reference['table']; what: string }>> = {
  promotionId: { table: 'vote_promotion', what: 'vote campaign' },
  lotteryId: { table: 'lottery', what: 'lottery' },
  activityId: { table: 'activity', what: 'activity' },
}

function contentReferences(path: string, json: unknown): Reference[] {
  const kind = contentFileOf(path)?.kind
  const item = json as Record<string, unknown>
  const out: Reference[] = []
  if (kind === 'votes') {
    if (typeof item.activityId === 'number') {
      out.push({
        file: path,
        pointer: '/activityId',
        table: 'activity',
        id: item.activityId,
        what: 'activity',
      })
    }
    const entries = Array.isArray(item.entries) ? (item.entries as Record<string, unknown>[]) : []
    entries.forEach((entry, index) => {
      const lesson = entry.lesson as { type?: string; id?: number } | undefined
      if (lesson && typeof lesson.id === 'number') {
        out.push({
          file: path,
          pointer: `/entries/${index}/lesson/id`,
          table: 'lesson',
          id: lesson.id,
          ...(lesson.type ? { lessonType: lesson.type } : {}),
          what: 'lesson',
        })
      }
    })
  } else if (kind === 'activities' || kind === 'lotteries') {
    // An activity or lottery file takes over an existing row by number; a publish never makes one with a
    // given id (only the demo seed does, for its own: server/seed/content.ts).
    if (typeof item.number === 'number') {
      const table = kind === 'activities' ? 'activity' : 'lottery'
      out.push({ file: path, pointer: '/number', table, id: item.number, what: table })
    }
  } else if (kind === 'exams') {
    if (typeof item.course === 'number') {
      out.push({ file: path, pointer: '/course', table: 'academy_course', id: item.course, what: 'course' })
    }
    // The activity an exam tests (a GCP training is activity 5 of the activity table).
    const activity = item.activity as { id?: unknown } | undefined
    if (typeof activity?.id === 'number') {
      out.push({ file: path, pointer: '/activity/id', table: 'activity', id: activity.id, what: 'activity' })
    }
  } else if (kind === 'utask-pages' || kind === 'zones') {
    // A task named by number rather than by content id (a seeded one) must exist.
    const task = (id: unknown, pointer: string) => {
      if (typeof id === 'number') out.push({ file: path, pointer, table: 'utask', id, what: 'utask' })
    }
    const tasks = Array.isArray(item.tasks) ? (item.tasks as unknown[]) : []
    for (const [index, id] of tasks.entries()) task(id, `/tasks/${index}`)
    const items = Array.isArray(item.items) ? (item.items as Record<string, unknown>[]) : []
    for (const [index, entry] of items.entries()) task(entry.utask, `/items/${index}/utask`)
  } else if (kind === 'banners') {
    const target = item.target as { sourceType?: string; id?: number } | undefined
    if (target?.sourceType && typeof target.id === 'number') {
      const table = LESSON_SOURCES.has(target.sourceType) ? 'lesson' : SOURCE_TABLES[target.sourceType]
      if (table) {
        out.push({
          file: path,
          pointer: '/target/id',
          table,
          id: target.id,
          ...(table === 'lesson' ? { lessonType: target.sourceType } : {}),
          what: table === 'lesson' ? 'lesson' : target.sourceType.toLowerCase().replace('_', ' '),
        })
      }
    }
  }
  return out
}

function pageReferences(path: string, json: unknown): Reference[] {
  const out: Reference[] = []
  const visit = (value: unknown, pointer: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${pointer}/${index}`)
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const named = PAGE_ID_PROPS[key]
        if (named && Number.isInteger(item) && (item as number) > 0) {
          out.push({
            file: path,
            pointer: `${pointer}/${key}`,
            table: named.table,
            id: item as number,
            what: named.what,
          })
        } else visit(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
      }
    }
  }
  visit(json, '')
  return out
}

/**
 * The rows a config names by number (pages' ids, content's targets). Reads every file: a validation on
 * the worker thread finds them there and hands them back with the config (`ValidConfig.references`).
 */
export function collectDatabaseReferences(files: Readonly<Record<string, string>>): Reference[] {
  const references: Reference[] = []
  for (const [path, text] of Object.entries(files)) {
    if (path.startsWith('content/')) references.push(...contentReferences(path, JSON.parse(text)))
    else if (path.startsWith('schemas/pages/')) references.push(...pageReferences(path, JSON.parse(text)))
  }
  return references
}

/** The references of `files` with their line and column (read where the files are: the worker). */
export function locatedReferences(files: Readonly<Record<string, string>>): Reference[] {
  const references = collectDatabaseReferences(files)
  const texts = Object.entries(files).map(([file, text]) => ({ file, text }))
  const places = locate(
    references.map((reference) => ({
      file: reference.file,
      pointer: reference.pointer,
      code: '',
      message: '',
    })),
    texts,
  )
  return references.map((reference, index) => ({
    ...reference,
    line: places[index]?.line ?? 1,
    column: places[index]?.column ?? 1,
  }))
}

function placeOf(reference: Reference): { line?: number; column?: number } {
  return reference.line !== undefined && reference.column !== undefined
    ? { line: reference.line, column: reference.column }
    : {}
}

/** Every reference of the version that the database does not have, located in its file. */
export async function checkDatabaseReferences(sql: SqlExecutor, config: ValidConfig): Promise<ConfigError[]> {
  const references = config.references ?? collectDatabaseReferences(config.files)
  const problems: ConfigProblem[] = []
  const byTable = new Map<Reference['table'], Reference[]>()
  for (const reference of references)
    byTable.set(reference.table, [...(byTable.get(reference.table) ?? []), reference])
  for (const [table, list] of byTable) {
    const rows = await sql.query<{ id: string; lesson_type?: string }>(
      // The table name comes from the fixed list above, never from config.
      `SELECT id${table === 'lesson' ? ', lesson_type' : ''} FROM ${table} WHERE id = ANY($1::bigint[])`,
      [[...new Set(list.map((reference) => reference.id))]],
    )
    const found = new Map(rows.map((row) => [Number(row.id), row]))
    for (const reference of list) {
      const row = found.get(reference.id)
      if (!row) {
        problems.push({
          file: reference.file,
          pointer: reference.pointer,
          ...placeOf(reference),
          code: 'unknown-row',
          message: `there is no ${reference.what} ${reference.id}`,
        })
      } else if (reference.lessonType && row.lesson_type !== reference.lessonType) {
        problems.push({
          file: reference.file,
          pointer: reference.pointer,
          ...placeOf(reference),
          code: 'wrong-lesson-type',
          message: `lesson ${reference.id} is ${row.lesson_type === 'ARTICLE' ? 'an' : 'a'} ${row.lesson_type}, not ${reference.lessonType === 'ARTICLE' ? 'an' : 'a'} ${reference.lessonType}`,
        })
      }
    }
  }
  return locate(
    problems,
    Object.entries(config.files).map(([file, text]) => ({ file, text })),
  )
}
