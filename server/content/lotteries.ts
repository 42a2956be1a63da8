import type { LotteryContent } from '../../schemas/content/index'
import type { SqlExecutor } from '../db/index'
import { type ApplyOptions, type ApplyReport, keyOf, type Row, same, setKey } from './shared'

/**
 * Lotteries (content/lotteries): the lottery and its prizes, keyed by the lottery's id and
 * `<lottery>/<prize>`. A lottery file may take over an existing lottery by `number` (its prizes of the
 * same name and type stay theirs); the demo seed makes its lotteries with their numbers and its prizes
 * with the row ids `options.rowId` gives (server/seed/content.ts). Chances used and records (what
 * doctors drew) are never touched, nor a prize's `won` count. Refused unless forced: removing a prize
 * that was won (forced: retired, out of the list and the draw, kept for its winners' records), a stock
 * below what was won (forced: the prize is out of stock), fewer draws per doctor while the lottery runs.
 * A lottery a version no longer has is left as it is.
 */
export async function applyLotteries(
  tx: SqlExecutor,
  lotteries: readonly LotteryContent[],
  options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  for (const lottery of lotteries) await applyLottery(tx, lottery, options, report)
}

async function applyLottery(
  tx: SqlExecutor,
  lottery: LotteryContent,
  options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  const where = `lotteries/${lottery.id}`
  const columns = {
    title: lottery.title,
    subtitle: lottery.subtitle ?? '',
    banner_url: lottery.banner ?? '',
    start_time: new Date(lottery.start),
    end_time: new Date(lottery.end),
    chances: lottery.drawsPerDoctor,
    rules_html: lottery.rules ?? '',
  }
  const names = Object.keys(columns)
  const values = Object.values(columns)

  const keyed = await keyOf(tx, 'lotteries', lottery.id)
  let lotteryId = keyed ?? lottery.number
  const [existing] = lotteryId
    ? await tx.query<Row>('SELECT * FROM lottery WHERE id = $1 FOR UPDATE', [lotteryId])
    : []
  if (existing && keyed === undefined) {
    // The publish checks both (content/references.ts, the validator): a number names a lottery that
    // exists and that no other lottery file has taken over.
    const [owner] = await tx.query<{ key: string }>(
      `SELECT key FROM content_key WHERE kind = 'lotteries' AND row_id = $1`,
      [lotteryId],
    )
    if (owner) throw new Error(`${where}: lottery ${lotteryId} is already content/lotteries/${owner.key}`)
  }
  if (existing && lotteryId) {
    const running = options.now >= (existing.start_time as Date) && options.now < (existing.end_time as Date)
    if (running && lottery.drawsPerDoctor < Number(existing.chances)) {
      report.refusals.push(
        `${where}: lowers draws per doctor ${String(existing.chances)} → ${lottery.drawsPerDoctor} while the lottery runs (doctors may already have used them)`,
      )
    }
    const changed = names.filter((name, index) => {
      const before = existing[name]
      const after = values[index]
      if (before instanceof Date && after instanceof Date) return before.getTime() !== after.getTime()
      return !same(before, after)
    })
    if (changed.length > 0) {
      await tx.query(
        `UPDATE lottery SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE id = $1`,
        [lotteryId, ...values],
      )
    }
    if (keyed === undefined) {
      report.changes.push(`${where}: takes over lottery ${lotteryId} "${String(existing.title)}"`)
    }
    if (changed.length > 0) report.changes.push(`${where}: changed ${changed.join(', ')}`)
  } else {
    // A number the table lacks: only the demo seed applies one (its lotteries 1–5 on a new database);
    // a publish refuses it (content/references.ts).
    const pinned = keyed === undefined ? lottery.number : undefined
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO lottery (${pinned ? 'id, ' : ''}${names.join(', ')})
       VALUES (${pinned ? '$1, ' : ''}${names.map((_, index) => `$${index + (pinned ? 2 : 1)}`).join(', ')})
       RETURNING id`,
      pinned ? [pinned, ...values] : values,
    )
    lotteryId = Number(inserted?.id)
    report.changes.push(`${where}: new lottery ${lotteryId} "${lottery.title}"`)
  }
  if (keyed !== lotteryId) await setKey(tx, 'lotteries', lottery.id, lotteryId)
  await applyPrizes(tx, lottery, lotteryId, options, where, report)
}

async function applyPrizes(
  tx: SqlExecutor,
  lottery: LotteryContent,
  lotteryId: number,
  options: ApplyOptions,
  where: string,
  report: ApplyReport,
): Promise<void> {
  const existing = await tx.query<Row>(
    `SELECT p.*, (SELECT count(*) FROM lottery_record r WHERE r.prize_id = p.id)::int AS records
     FROM lottery_prize p WHERE p.lottery_id = $1 ORDER BY p.id FOR UPDATE OF p`,
    [lotteryId],
  )
  const byId = new Map(existing.map((row) => [Number(row.id), row]))
  // Prizes no file has named yet: those of a lottery made before it was content (taken over by `number`).
  const unnamed = new Set(byId.keys())
  const named = await tx.query<{ row_id: string }>(
    `SELECT row_id FROM content_key WHERE kind = 'lottery-prize' AND row_id = ANY($1::bigint[])`,
    [[...byId.keys()]],
  )
  for (const { row_id } of named) unnamed.delete(Number(row_id))
  const kept = new Set<number>()
  for (const [index, prize] of lottery.prizes.entries()) {
    const key = `${lottery.id}/${prize.id}`
    const known = await keyOf(tx, 'lottery-prize', key)
    // The demo seed gives a new prize its row id (101 is lottery 1's first); a publish gives none.
    const given = known === undefined ? options.rowId?.('lottery-prize', key) : undefined
    let row = known ? byId.get(known) : undefined
    if (known === undefined) {
      // Taken over: an unnamed prize becomes this one, the row of the given id or else of the same
      // name and type, so its wins stay with it.
      row = existing.find((candidate) => {
        const id = Number(candidate.id)
        if (!unnamed.has(id) || kept.has(id)) return false
        return given !== undefined
          ? id === given
          : candidate.name === prize.name && candidate.type === prize.type
      })
    }
    let stock = prize.stock ?? null
    if (row && stock !== null && stock < Number(row.won)) {
      const won = Number(row.won)
      // Forced: out of stock at what was won (the table never lets stock fall below won).
      if (Number(row.stock) !== won) {
        report.refusals.push(
          `${where}: prize ${prize.id} "${prize.name}" stock ${stock} is below the ${won} already won; raise it, or publish with --force to close the prize at ${won}`,
        )
      }
      stock = won
    }
    const columns = {
      name: prize.name,
      type: prize.type,
      amount: prize.amount ?? 0,
      ebook_id: prize.ebookId ?? null,
      instruction: prize.instruction ?? '',
      pic_url: prize.picture ?? '',
      weight: prize.weight,
      stock,
      sort_order: index,
      retired_at: null,
    }
    const names = Object.keys(columns)
    const values = Object.values(columns)
    if (row) {
      const id = Number(row.id)
      kept.add(id)
      // bigint columns (ebook_id) read back as text from node-postgres.
      const changed = names.filter((name, place) => {
        const after = values[place]
        const before = typeof after === 'number' && row[name] !== null ? Number(row[name]) : row[name]
        return name !== 'retired_at' && !same(before, after)
      })
      if (row.retired_at) changed.push('shown again')
      if (changed.length > 0) {
        await tx.query(
          `UPDATE lottery_prize SET ${names.map((name, place) => `${name} = $${place + 2}`).join(', ')} WHERE id = $1`,
          [id, ...values],
        )
        report.changes.push(`${where}: prize ${prize.id} changed ${changed.join(', ')}`)
      }
      if (known === undefined) await setKey(tx, 'lottery-prize', key, id)
    } else {
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO lottery_prize (${given ? 'id, ' : ''}lottery_id, ${names.join(', ')})
         VALUES (${given ? '$1, ' : ''}${[lotteryId, ...names].map((_, place) => `$${place + (given ? 2 : 1)}`).join(', ')})
         RETURNING id`,
        given ? [given, lotteryId, ...values] : [lotteryId, ...values],
      )
      const id = Number(inserted?.id)
      kept.add(id)
      await setKey(tx, 'lottery-prize', key, id)
      report.changes.push(`${where}: new prize ${prize.id} "${prize.name}"`)
    }
  }
  for (const row of existing) {
    const id = Number(row.id)
    if (kept.has(id)) continue
    const records = Number(row.records)
    if (records > 0) {
      if (row.retired_at) continue
      report.refusals.push(
        `${where}: prize "${String(row.name)}" was won ${records} time${records === 1 ? '' : 's'} and is not in the file; keep it, or publish with --force to retire it (no longer listed nor drawn; its winners keep it)`,
      )
      await tx.query('UPDATE lottery_prize SET retired_at = $2 WHERE id = $1', [id, options.now])
      report.changes.push(`${where}: prize "${String(row.name)}" retired, its ${records} wins kept`)
    } else {
      await tx.query('DELETE FROM lottery_prize WHERE id = $1', [id])
      await tx.query(`DELETE FROM content_key WHERE kind = 'lottery-prize' AND row_id = $1`, [id])
      report.changes.push(`${where}: prize "${String(row.name)}" removed (nobody won it)`)
    }
  }
}
