import type { BannerContent } from '../../schemas/content/index'
import type { SqlExecutor } from '../db/index'
import { type ApplyOptions, type ApplyReport, keyOf, type Row, same, setKey } from './shared'

/**
 * Banners (content/banners): one row each, keyed by the banner's id; a banner a version no longer has is
 * switched off (banners are not something doctors did).
 */
export async function applyBanners(
  tx: SqlExecutor,
  banners: readonly BannerContent[],
  options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  const changes = report.changes
  const kept: number[] = []
  for (const banner of banners) {
    const target = banner.target
    let sourceType: string
    let value: string
    if ('route' in target) {
      sourceType = 'LINK'
      value = options.routeHref(target.route, target.query ?? {}) ?? ''
    } else if ('url' in target) {
      sourceType = 'LINK'
      value = target.url
    } else {
      sourceType = target.sourceType
      value = String(target.id)
    }
    const columns = {
      location: banner.location,
      title: banner.title,
      image_url: banner.image,
      source_type: sourceType,
      target: value,
      sort_order: banner.order ?? 0,
      active: banner.active ?? true,
    }
    const names = Object.keys(columns)
    const values = Object.values(columns)
    const known = await keyOf(tx, 'banners', banner.id)
    const [row] = known ? await tx.query<Row>('SELECT * FROM banner WHERE id = $1', [known]) : []
    if (row && known) {
      const changed = names.filter((name, index) => !same(row[name], values[index]))
      if (changed.length > 0) {
        await tx.query(
          `UPDATE banner SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE id = $1`,
          [known, ...values],
        )
        changes.push(`banners/${banner.id}: changed ${changed.join(', ')}`)
      }
      kept.push(known)
    } else {
      // The demo seed's banners keep their ids (options.rowId); a publish lets the table number them.
      const pinned = options.rowId?.('banners', banner.id)
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO banner (${names.join(', ')}${pinned ? ', id' : ''})
         VALUES (${names.map((_, index) => `$${index + 1}`).join(', ')}${pinned ? `, $${names.length + 1}` : ''}) RETURNING id`,
        pinned ? [...values, pinned] : values,
      )
      const id = Number(inserted?.id)
      await setKey(tx, 'banners', banner.id, id)
      kept.push(id)
      changes.push(`banners/${banner.id}: new ${banner.location} banner "${banner.title}"`)
    }
  }
  // Banners a version no longer has stop showing (banners are not something doctors did); the demo
  // seed's files are not a version.
  if (options.onlyAdding) return
  const hidden = await tx.query<{ key: string }>(
    `UPDATE banner SET active = false FROM content_key k
     WHERE k.kind = 'banners' AND k.row_id = banner.id AND banner.active AND NOT (banner.id = ANY($1::bigint[]))
     RETURNING k.key`,
    [kept],
  )
  for (const row of hidden) changes.push(`banners/${row.key}: no longer shown`)
}
