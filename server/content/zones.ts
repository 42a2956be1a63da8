import type { ZoneContent, ZoneItemContent } from '../../schemas/content/index'
import type { SqlExecutor } from '../db/index'
import { claimKey, identityPast } from './pinned'
import { type ApplyOptions, type ApplyReport, keyOf, type Row, same, setKey } from './shared'

/**
 * Enterprise zones (content/zones): the zone (keyed by its id, or taking over the row its `number`
 * names), its enterprise (`zone-enterprise`, one per zone file) and its items (`zone-item` as
 * `<zone>/<item>`). Follows and reads are doctors' and never touched. An item the file no longer has is
 * taken offline (INACTIVE, its reads kept), not deleted. A zone a version no longer has is taken offline
 * too; when doctors follow it that is refused unless forced (forced: INACTIVE, the follows kept).
 */
export async function applyZones(
  tx: SqlExecutor,
  zones: readonly ZoneContent[],
  options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  const kept: number[] = []
  for (const zone of zones) kept.push(await applyZone(tx, zone, options, report))
  if (options.onlyAdding) return

  const dropped = await tx.query<{ key: string; id: string; title: string; follows: number }>(
    `SELECT k.key, z.id, z.title, (SELECT count(*) FROM zone_follow f WHERE f.zone_id = z.id)::int AS follows
     FROM content_key k JOIN zone z ON z.id = k.row_id
     WHERE k.kind = 'zones' AND z.status = 'ACTIVE' AND NOT (z.id = ANY($1::bigint[]))
     ORDER BY k.key FOR UPDATE OF z`,
    [kept],
  )
  for (const row of dropped) {
    const follows = Number(row.follows)
    if (follows > 0) {
      report.refusals.push(
        `zones/${row.key}: zone ${row.id} "${row.title}" is followed by ${follows} doctor${follows === 1 ? '' : 's'} and is not in the version; keep its file (online: false takes it offline), or publish with --force to take it offline (the follows are kept)`,
      )
    }
    await tx.query(`UPDATE zone SET status = 'INACTIVE' WHERE id = $1`, [row.id])
    report.changes.push(`zones/${row.key}: zone ${row.id} taken offline (not in the version)`)
  }
}

/** Updates `table` row `id` to `columns` when they differ; the names of the columns that did. */
async function updateRow(
  tx: SqlExecutor,
  table: 'enterprise' | 'zone' | 'zone_item',
  id: number,
  row: Row,
  columns: Record<string, unknown>,
): Promise<string[]> {
  const names = Object.keys(columns)
  const changed = names.filter((name) => {
    const before = row[name]
    const after = columns[name]
    if (before instanceof Date && after instanceof Date) return before.getTime() !== after.getTime()
    return !same(before, after)
  })
  if (changed.length > 0) {
    await tx.query(
      `UPDATE ${table} SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE id = $1`,
      [id, ...Object.values(columns)],
    )
  }
  return changed
}

/** Inserts a `table` row; with `id` (a pinned number, or the demo seed's row id) it takes that id. */
async function insertRow(
  tx: SqlExecutor,
  table: 'enterprise' | 'zone' | 'zone_item',
  columns: Record<string, unknown>,
  id?: number,
): Promise<number> {
  const names = [...(id ? ['id'] : []), ...Object.keys(columns)]
  const values = [...(id ? [id] : []), ...Object.values(columns)]
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    values,
  )
  const rowId = Number(inserted?.id)
  if (id) await identityPast(tx, table, rowId)
  return rowId
}

async function applyZone(
  tx: SqlExecutor,
  zone: ZoneContent,
  options: ApplyOptions,
  report: ApplyReport,
): Promise<number> {
  const where = `zones/${zone.id}`
  const known = await keyOf(tx, 'zones', zone.id)
  const pinned = known ?? zone.number
  const [existing] = pinned
    ? await tx.query<Row>('SELECT * FROM zone WHERE id = $1 FOR UPDATE', [pinned])
    : []

  // The enterprise: the zone file's own row; a zone taken over by number brings its enterprise along.
  const enterpriseColumns = {
    name: zone.enterprise.name,
    logo_url: zone.enterprise.logo ?? '',
    description: zone.enterprise.description ?? '',
  }
  let enterpriseId =
    (await keyOf(tx, 'zone-enterprise', zone.id)) ?? (existing ? Number(existing.enterprise_id) : undefined)
  const [enterprise] = enterpriseId
    ? await tx.query<Row>('SELECT * FROM enterprise WHERE id = $1 FOR UPDATE', [enterpriseId])
    : []
  if (enterprise && enterpriseId) {
    const changed = await updateRow(tx, 'enterprise', enterpriseId, enterprise, enterpriseColumns)
    if (changed.length > 0) report.changes.push(`${where}: enterprise changed ${changed.join(', ')}`)
  } else {
    enterpriseId = await insertRow(
      tx,
      'enterprise',
      enterpriseColumns,
      options.rowId?.('zone-enterprise', zone.id),
    )
    report.changes.push(`${where}: new enterprise ${enterpriseId} "${zone.enterprise.name}"`)
  }
  await setKey(tx, 'zone-enterprise', zone.id, enterpriseId)

  const columns = {
    enterprise_id: enterpriseId,
    title: zone.title,
    subtitle: zone.subtitle ?? '',
    cover_url: zone.cover ?? '',
    logo_url: zone.logo ?? '',
    introduction: zone.introduction ?? '',
    status: zone.online === false ? 'INACTIVE' : 'ACTIVE',
    sort_order: zone.order ?? 0,
    follower_count_base: zone.followerBase ?? 0,
  }
  let id: number
  if (existing) {
    id = Number(existing.id)
    const changed = await updateRow(tx, 'zone', id, existing, columns)
    if (changed.length > 0) report.changes.push(`${where}: zone ${id} changed ${changed.join(', ')}`)
  } else {
    id = await insertRow(tx, 'zone', columns, pinned ?? options.rowId?.('zones', zone.id))
    // spec §7: the app opens only zones below 300.
    report.changes.push(
      `${where}: new zone ${id} "${zone.title}"${id < 300 ? '' : ' (id 300 or more: the app does not open it)'}`,
    )
  }
  if (known !== id) await claimKey(tx, 'zones', zone.id, id)
  await applyItems(tx, zone, id, options, where, report)
  return id
}

async function itemColumns(tx: SqlExecutor, item: ZoneItemContent, where: string) {
  let utaskId: number | null = null
  if (typeof item.utask === 'number') utaskId = item.utask
  else if (item.utask !== undefined) {
    // The validator checked the id names a task of the version or one published before.
    const id = await keyOf(tx, 'utasks', item.utask)
    if (id === undefined) throw new Error(`${where}: no utask "${item.utask}" in content/utasks/`)
    utaskId = id
  }
  return {
    type: item.type,
    // Left out, a form or a task is an activity, an article or a video a product introduction.
    section: item.section ?? (item.type === 'FORM' || item.type === 'UTASK' ? 'ACTIVITY' : 'PRODUCT'),
    title: item.title,
    summary: item.summary ?? '',
    cover_url: item.cover ?? '',
    content: item.content ?? '',
    video_url: item.video ?? '',
    form_key: item.form ?? null,
    utask_id: utaskId,
    status: item.online === false ? 'INACTIVE' : 'ACTIVE',
  }
}

async function applyItems(
  tx: SqlExecutor,
  zone: ZoneContent,
  zoneId: number,
  options: ApplyOptions,
  where: string,
  report: ApplyReport,
): Promise<void> {
  const existing = await tx.query<Row>('SELECT * FROM zone_item WHERE zone_id = $1 ORDER BY id FOR UPDATE', [
    zoneId,
  ])
  const byId = new Map(existing.map((row) => [Number(row.id), row]))
  const kept = new Set<number>()
  for (const item of zone.items) {
    const key = `${zone.id}/${item.id}`
    const known = await keyOf(tx, 'zone-item', key)
    // An item of a zone taken over by number is kept by its item number.
    const row = known ? byId.get(known) : item.number ? byId.get(item.number) : undefined
    const columns = await itemColumns(tx, item, where)
    const publishedAt = item.publishedAt ? new Date(item.publishedAt) : undefined
    let id: number
    if (row) {
      id = Number(row.id)
      const changed = await updateRow(tx, 'zone_item', id, row, {
        ...columns,
        ...(publishedAt ? { published_at: publishedAt } : {}),
      })
      if (changed.length > 0) report.changes.push(`${where}: item ${item.id} changed ${changed.join(', ')}`)
    } else {
      id = await insertRow(
        tx,
        'zone_item',
        { zone_id: zoneId, ...columns, published_at: publishedAt ?? options.now },
        options.rowId?.('zone-item', key),
      )
      report.changes.push(`${where}: new ${item.type} item ${item.id} "${item.title}"`)
    }
    kept.add(id)
    if (known !== id) await setKey(tx, 'zone-item', key, id)
  }
  // Items the file no longer has stop showing; their reads stay (an item is not deleted).
  for (const row of existing) {
    const id = Number(row.id)
    if (kept.has(id) || row.status !== 'ACTIVE') continue
    await tx.query(`UPDATE zone_item SET status = 'INACTIVE' WHERE id = $1`, [id])
    report.changes.push(`${where}: item ${id} "${String(row.title)}" taken offline (not in the file)`)
  }
}
