import type { VoteCampaignContent } from '../../schemas/content/index'
import type { SqlExecutor } from '../db/index'
import { type ApplyOptions, type ApplyReport, keyOf, type Row, same, setKey } from './shared'

/**
 * Vote campaigns (content/votes): the promotion, its regions and entries, keyed by the campaign's id and
 * `<campaign>/<region>`, `<campaign>/<entry>`, and its video advert (one per campaign, by its promotion).
 * Votes, voters, records and the view and share counts are never touched.
 */
export async function applyVotes(
  tx: SqlExecutor,
  campaigns: readonly VoteCampaignContent[],
  options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  for (const campaign of campaigns)
    await applyCampaign(tx, campaign, options, report.changes, report.refusals)
}

async function applyCampaign(
  tx: SqlExecutor,
  campaign: VoteCampaignContent,
  options: ApplyOptions,
  changes: string[],
  refusals: string[],
): Promise<void> {
  const where = `votes/${campaign.id}`
  const start = new Date(campaign.start)
  const end = new Date(campaign.end)
  const columns = {
    title: campaign.title,
    subtitle: campaign.subtitle ?? '',
    start_time: start,
    end_time: end,
    banner_url: campaign.cover ?? '',
    share_title: campaign.share?.title ?? campaign.title,
    share_desc: campaign.share?.description ?? campaign.subtitle ?? '',
    share_img: campaign.share?.image ?? campaign.cover ?? '',
    rules: JSON.stringify(campaign.rules ?? []),
    daily_limit: campaign.limits.perDay,
    total_limit: campaign.limits.total ?? null,
    item_daily_limit: campaign.limits.perEntryPerDay,
    activity_id: campaign.activityId ?? null,
    token_expiration_hours: campaign.guestLoginHours ?? 24,
  }
  const names = Object.keys(columns)
  const values = Object.values(columns)

  let promotionId = (await keyOf(tx, 'votes', campaign.id)) ?? campaign.number
  const [existing] = promotionId
    ? await tx.query<Row>('SELECT * FROM vote_promotion WHERE id = $1 FOR UPDATE', [promotionId])
    : []
  if (existing && promotionId) {
    const running = options.now >= (existing.start_time as Date) && options.now < (existing.end_time as Date)
    const lowered: string[] = []
    if (campaign.limits.perDay < Number(existing.daily_limit)) lowered.push('votes a day')
    if (campaign.limits.perEntryPerDay < Number(existing.item_daily_limit))
      lowered.push('votes a day per entry')
    const oldTotal = existing.total_limit === null ? Number.POSITIVE_INFINITY : Number(existing.total_limit)
    if ((campaign.limits.total ?? Number.POSITIVE_INFINITY) < oldTotal) lowered.push('votes in total')
    if (running && lowered.length > 0) {
      refusals.push(
        `${where}: lowers ${lowered.join(', ')} while the campaign runs (doctors may already have used them today)`,
      )
    }
    const changed = names.filter((name, index) => {
      const before = existing[name]
      const after = values[index]
      if (before instanceof Date && after instanceof Date) return before.getTime() !== after.getTime()
      if (name === 'rules') return !same(before, JSON.parse(after as string))
      return !same(before, after)
    })
    if (changed.length > 0) {
      await tx.query(
        `UPDATE vote_promotion SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE id = $1`,
        [promotionId, ...values],
      )
      changes.push(`${where}: changed ${changed.join(', ')}`)
    }
  } else {
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO vote_promotion (${promotionId ? 'id, ' : ''}${names.join(', ')})
       VALUES (${promotionId ? '$1, ' : ''}${names.map((_, index) => `$${index + (promotionId ? 2 : 1)}`).join(', ')})
       RETURNING id`,
      promotionId ? [promotionId, ...values] : values,
    )
    promotionId = Number(inserted?.id)
    changes.push(`${where}: new campaign ${promotionId} "${campaign.title}"`)
  }
  await setKey(tx, 'votes', campaign.id, promotionId)

  const regionIds = await applyRegions(tx, campaign, promotionId, options, where, changes)
  await applyEntries(tx, campaign, promotionId, regionIds, options, where, changes, refusals)
  await applyAdvert(tx, campaign, promotionId, where, changes)
}

/** The campaign's video advert: written as the file has it, removed when the file has none. */
async function applyAdvert(
  tx: SqlExecutor,
  campaign: VoteCampaignContent,
  promotionId: number,
  where: string,
  changes: string[],
): Promise<void> {
  const [row] = await tx.query<Row>('SELECT * FROM vote_video_advert WHERE promotion_id = $1', [promotionId])
  const advert = campaign.advert
  if (!advert) {
    if (row) {
      await tx.query('DELETE FROM vote_video_advert WHERE promotion_id = $1', [promotionId])
      changes.push(`${where}: video advert removed`)
    }
    return
  }
  const columns = {
    title: advert.title ?? '',
    video_url: advert.videoUrl,
    poster_url: advert.poster ?? '',
    link: advert.link ?? '',
  }
  const names = Object.keys(columns)
  const values = Object.values(columns)
  if (!row) {
    await tx.query(
      `INSERT INTO vote_video_advert (promotion_id, ${names.join(', ')})
       VALUES ($1, ${names.map((_, index) => `$${index + 2}`).join(', ')})`,
      [promotionId, ...values],
    )
    changes.push(`${where}: new video advert`)
    return
  }
  const changed = names.filter((name, index) => !same(row[name], values[index]))
  if (changed.length > 0) {
    await tx.query(
      `UPDATE vote_video_advert SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE promotion_id = $1`,
      [promotionId, ...values],
    )
    changes.push(`${where}: video advert changed ${changed.join(', ')}`)
  }
}

async function applyRegions(
  tx: SqlExecutor,
  campaign: VoteCampaignContent,
  promotionId: number,
  options: ApplyOptions,
  where: string,
  changes: string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const regions = campaign.regions ?? []
  for (const [index, region] of regions.entries()) {
    const key = `${campaign.id}/${region.id}`
    // The id the seed gives a demo region (the database may already have it: a campaign seeded before
    // it was content keeps its region).
    const given = options.rowId?.('vote-region', key)
    const known = (await keyOf(tx, 'vote-region', key)) ?? given
    const [row] = known
      ? await tx.query<Row>(
          'SELECT id, name, sort_order FROM vote_region WHERE id = $1 AND promotion_id = $2',
          [known, promotionId],
        )
      : []
    if (row) {
      if (row.name !== region.name || Number(row.sort_order) !== index) {
        await tx.query('UPDATE vote_region SET name = $2, sort_order = $3 WHERE id = $1', [
          row.id,
          region.name,
          index,
        ])
        changes.push(`${where}: region ${region.id} is now "${region.name}" (place ${index + 1})`)
      }
      ids.set(region.id, Number(row.id))
      await setKey(tx, 'vote-region', key, Number(row.id))
    } else {
      const [inserted] = await tx.query<{ id: string }>(
        given
          ? 'INSERT INTO vote_region (id, promotion_id, name, sort_order) VALUES ($4, $1, $2, $3) RETURNING id'
          : 'INSERT INTO vote_region (promotion_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id',
        given ? [promotionId, region.name, index, given] : [promotionId, region.name, index],
      )
      const id = Number(inserted?.id)
      await setKey(tx, 'vote-region', key, id)
      ids.set(region.id, id)
      changes.push(`${where}: new region ${region.id} "${region.name}"`)
    }
  }
  // Regions the file no longer has: their entries keep their votes (records carry the region id).
  const keep = [...ids.values()]
  const dropped = await tx.query<{ id: string; name: string }>(
    `DELETE FROM vote_region WHERE promotion_id = $1 AND NOT (id = ANY($2::bigint[])) RETURNING id, name`,
    [promotionId, keep],
  )
  for (const row of dropped) changes.push(`${where}: region "${row.name}" removed`)
  return ids
}

async function applyEntries(
  tx: SqlExecutor,
  campaign: VoteCampaignContent,
  promotionId: number,
  regionIds: ReadonlyMap<string, number>,
  options: ApplyOptions,
  where: string,
  changes: string[],
  refusals: string[],
): Promise<void> {
  const existing = await tx.query<Row>(
    `SELECT i.*, (SELECT count(*) FROM vote_record r WHERE r.item_id = i.id)::int AS votes
     FROM vote_item i WHERE i.promotion_id = $1 FOR UPDATE OF i`,
    [promotionId],
  )
  const byId = new Map(existing.map((row) => [Number(row.id), row]))
  const byNumber = new Map(existing.map((row) => [Number(row.number), row]))
  // Numbers may be swapped between entries: move every existing number out of the way first.
  await tx.query(
    'UPDATE vote_item SET number = number + 1000000 WHERE promotion_id = $1 AND number < 1000000',
    [promotionId],
  )
  const kept = new Set<number>()
  for (const [index, entry] of campaign.entries.entries()) {
    const key = `${campaign.id}/${entry.id}`
    const number = entry.number ?? index + 1
    const known = await keyOf(tx, 'vote-entry', key)
    // A campaign made before it was content (a seeded one given by `number`) keeps its entries by number.
    const row = (known ? byId.get(known) : undefined) ?? (known ? undefined : byNumber.get(number))
    const columns = {
      region_id: entry.region ? (regionIds.get(entry.region) ?? null) : null,
      number,
      title: entry.title,
      subtitle: entry.subtitle ?? '',
      pic_url: entry.picture ?? '',
      summary: entry.summary ?? '',
      content_type: entry.lesson?.type ?? 'NONE',
      lesson_id: entry.lesson?.id ?? null,
      video_url: entry.videoUrl ?? '',
      base_votes: entry.baseVotes ?? 0,
      activity_id: campaign.activityId ?? null,
      retired_at: null,
    }
    const names = Object.keys(columns)
    const values = Object.values(columns)
    if (row) {
      const id = Number(row.id)
      kept.add(id)
      const changed = names.filter(
        (name, index) => name !== 'number' && name !== 'retired_at' && !same(row[name], values[index]),
      )
      if (Number(row.number) !== number) changed.push('number')
      if (row.retired_at) changed.push('shown again')
      await tx.query(
        `UPDATE vote_item SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE id = $1`,
        [id, ...values],
      )
      if (Number(row.base_votes) !== columns.base_votes && Number(row.votes) > 0) {
        changes.push(
          `${where}: entry ${entry.id} base votes ${String(row.base_votes)} → ${columns.base_votes}`,
        )
      }
      if (changed.length > 0) changes.push(`${where}: entry ${entry.id} changed ${changed.join(', ')}`)
      await setKey(tx, 'vote-entry', key, id)
    } else {
      // The id the seed gives a demo entry (campaign × 100 + its number); otherwise the table's own.
      const given = options.rowId?.('vote-entry', key)
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO vote_item (promotion_id, ${given ? 'id, ' : ''}${names.join(', ')})
         VALUES ($1, ${given ? '$2, ' : ''}${names.map((_, index) => `$${index + (given ? 3 : 2)}`).join(', ')}) RETURNING id`,
        given ? [promotionId, given, ...values] : [promotionId, ...values],
      )
      const id = Number(inserted?.id)
      kept.add(id)
      await setKey(tx, 'vote-entry', key, id)
      changes.push(`${where}: new entry ${entry.id} "${entry.title}" (no. ${number})`)
    }
  }
  for (const row of existing) {
    const id = Number(row.id)
    if (kept.has(id)) continue
    const votes = Number(row.votes)
    if (votes > 0) {
      if (!row.retired_at) {
        refusals.push(
          `${where}: entry "${String(row.title)}" (no. ${Number(row.number) % 1_000_000}) has ${votes} vote${votes === 1 ? '' : 's'} and is not in the file; keep it, or publish with --force to hide it (its votes are kept)`,
        )
        changes.push(`${where}: entry "${String(row.title)}" hidden, its ${votes} votes kept`)
      }
      // Hidden with its votes, under a number no file entry can have (unique per row).
      await tx.query(
        'UPDATE vote_item SET retired_at = coalesce(retired_at, $2), number = 1000000000 + id % 1000000000 WHERE id = $1',
        [id, options.now],
      )
    } else {
      await tx.query('DELETE FROM vote_item WHERE id = $1', [id])
      await tx.query(`DELETE FROM content_key WHERE kind = 'vote-entry' AND row_id = $1`, [id])
      changes.push(`${where}: entry "${String(row.title)}" removed (it had no votes)`)
    }
  }
}
