import type { LotteryContent } from '../../schemas/content/index'
import type { SqlExecutor } from '../db/index'
import { type ApplyOptions, type ApplyReport, keyOf, type Row, same, setKey } from './shared'

/**
 * Lotteries (content/lotteries): the lottery and its prizes, keyed by the lottery's id and
 * `<lottery>/<prize>`. Chances used and records (what doctors drew) are never touched, nor a prize's `won`
 * count. Refused unless forced: removing a prize that was won (forced: retired, out of the list and the
 * draw, kept for its winners' records), a stock below what was won (forced: the prize is out of stock),
 * fewer draws per doctor while the lottery runs. A lottery a version no longer has is left as it is.
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

  let lotteryId = await keyOf(tx, 'lotteries', lottery.id)
  const [existing] = lotteryId
    ? await tx.query<Row>('SELECT * FROM lottery WHERE id = $1 FOR UPDATE', [lotteryId])
    : []
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
      report.changes.push(`${where}: changed ${changed.join(', ')}`)
    }
  } else {
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO lottery (${names.join(', ')})
       VALUES (${names.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
      values,
    )
    lotteryId = Number(inserted?.id)
    await setKey(tx, 'lotteries', lottery.id, lotteryId)
    report.changes.push(`${where}: new lottery ${lotteryId} "${lottery.title}"`)
  }
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
  const kept = new Set<number>()
  for (const [index, prize] of lottery.prizes.entries()) {
    const key = `${lottery.id}/${prize.id}`
    const known = await keyOf(tx, 'lottery-prize', key)
    const row = known ? byId.get(known) : undefined
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
    } else {
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO lottery_prize (lottery_id, ${names.join(', ')})
         VALUES ($1, ${names.map((_, place) => `$${place + 2}`).join(', ')}) RETURNING id`,
        [lotteryId, ...values],
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
