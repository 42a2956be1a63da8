import {
  CONTENT_KINDS,
  type ContentIds,
  type ContentItems,
  type ContentKind,
} from '../../schemas/content/index'
import type { SqlExecutor } from '../db/index'
import { applyBanners } from './banners'
import type { ApplyOptions, ApplyReport } from './shared'

export type { ApplyOptions, ApplyReport } from './shared'

import { applyVotes } from './votes'

/**
 * Applies a config version's content (content/<kind>/<id>.json) to the tables, as an idempotent upsert
 * keyed by the operators' ids (table content_key). Nothing doctors did is deleted or recounted: votes,
 * voters and records are never touched; an entry with votes that a version leaves out is refused, or
 * hidden (retired) when the publish is forced; lowering a running campaign's limits is refused unless
 * forced. Runs inside the caller's transaction: a refusal rolls everything back.
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
  const ids: Record<string, Record<string, number>> = {}
  for (const row of rows) {
    const kind = ids[row.kind] ?? {}
    kind[row.key] = Number(row.row_id)
    ids[row.kind] = kind
  }
  return ids
}

type Applier<K extends ContentKind> = (
  tx: SqlExecutor,
  items: readonly ContentItems[K][number][],
  options: ApplyOptions,
  report: ApplyReport,
) => Promise<void>

/** One applier per content kind, in the order they run (a campaign before the banner that opens it). */
const APPLIERS: { [K in ContentKind]: Applier<K> } = {
  votes: applyVotes,
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
