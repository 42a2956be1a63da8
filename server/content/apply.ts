import {
  CONTENT_KINDS,
  type ContentIds,
  type ContentItems,
  type ContentKind,
} from '../../schemas/content/index'
import type { SqlExecutor } from '../db/index'
import { applyActivities } from './activities'
import { applyBanners } from './banners'
import { applyExams } from './exams'
import { applyForms } from './forms'
import { applyLotteries } from './lotteries'
import type { ApplyOptions, ApplyReport } from './shared'
import { applyUtaskPages, applyUtasks } from './utasks'

export type { ApplyOptions, ApplyReport } from './shared'

import { applyVotes } from './votes'
import { applyZones } from './zones'

/**
 * Applies a config version's content (content/<kind>/<id>.json) to the tables, as an idempotent upsert
 * keyed by the operators' ids (table content_key; a form by its key). Nothing doctors did is deleted or
 * recounted: votes, voters, form records, draws and lottery records are never touched; an entry with
 * votes or a prize that was won that a version leaves out is refused, or hidden (retired) when the
 * publish is forced; so are lowering a running campaign's limits or lottery's draws, a prize's stock
 * below what was won, and removing or retyping a form field doctors answered. Runs inside the caller's
 * transaction: a refusal rolls everything back.
 */

export interface ApplyResult {
  /** What the tables now say differently, one line each. */
  readonly changes: string[]
  /** Changes that would break what doctors did; applied only when forced. */
  readonly refusals: string[]
  /** Row ids of every content id now known, for `${content.<kind>.<id>}` in page schemas. */
  readonly ids: ContentIds
}

export class ContentRefused extends Error {
  override readonly name = 'ContentRefused'
  constructor(readonly refusals: readonly string[]) {
    super(`the content change was refused:\n${refusals.map((line) => `  ${line}`).join('\n')}`)
  }
}

/** Every content id known to the database, by kind: what `${content.<kind>.<id>}` may name. */
export async function knownContentIds(tx: SqlExecutor): Promise<ContentIds> {
  const rows = await tx.query<{ kind: string; key: string; row_id: string }>(
    'SELECT kind, key, row_id FROM content_key WHERE kind = ANY($1::text[]) ORDER BY kind, key',
    [Object.keys(CONTENT_KINDS)],
  )
  const ids: Record<string, Record<string, number | string>> = {}
  for (const row of rows) {
    const kind = ids[row.kind] ?? {}
    kind[row.key] = Number(row.row_id)
    ids[row.kind] = kind
  }
  // A form is found by its key, and a form file's id is that key: every form whose key could be a
  // content id may be named, seeded or published.
  const forms = await tx.query<{ key: string }>(
    `SELECT key FROM form_definition WHERE key ~ '^[a-z0-9][a-z0-9-]{0,63}$' ORDER BY key`,
  )
  if (forms.length > 0) ids.forms = Object.fromEntries(forms.map((form) => [form.key, form.key]))
  // Likewise a utask page, found by its name (/utask-<name>), which is its file's id.
  const utaskPages = await tx.query<{ name: string }>(
    `SELECT name FROM utask_page WHERE name ~ '^[a-z0-9][a-z0-9-]{0,39}$' ORDER BY name`,
  )
  if (utaskPages.length > 0) {
    ids['utask-pages'] = Object.fromEntries(utaskPages.map((page) => [page.name, page.name]))
  }
  return ids
}

type Applier<K extends ContentKind> = (
  tx: SqlExecutor,
  items: readonly ContentItems[K][number][],
  options: ApplyOptions,
  report: ApplyReport,
) => Promise<void>

/** One applier per content kind, in the order they run (what a banner opens before the banner). */
const APPLIERS: { [K in ContentKind]: Applier<K> } = {
  votes: applyVotes,
  forms: applyForms,
  lotteries: applyLotteries,
  utasks: applyUtasks,
  'utask-pages': applyUtaskPages,
  zones: applyZones,
  activities: applyActivities,
  exams: applyExams,
  banners: applyBanners,
}

export async function applyContent(
  tx: SqlExecutor,
  content: ContentItems,
  options: ApplyOptions,
): Promise<ApplyResult> {
  const report: ApplyReport = { changes: [], refusals: [] }
  for (const kind of Object.keys(APPLIERS) as ContentKind[]) {
    await (APPLIERS[kind] as Applier<ContentKind>)(tx, content[kind], options, report)
  }
  if (report.refusals.length > 0 && !options.force) throw new ContentRefused(report.refusals)
  return { ...report, ids: await knownContentIds(tx) }
}
