import type { UtaskContent, UtaskPageContent } from '../../schemas/content/index'
import type { SqlExecutor } from '../db/index'
import { claimKey, identityPast } from './pinned'
import { type ApplyOptions, type ApplyReport, keyOf, type Row, same } from './shared'

/**
 * Utasks (content/utasks): one utask row each, keyed by the task's id (or taking over the row its
 * `number` names). Doctors take part by sending the task's form; their records and certificates are
 * never touched. Refused unless forced: a quota below the participants (forced: the task is full at
 * that count), a new type or another form once doctors took part (forced: applied; records keep their
 * answers), a task with participants left out of the version (forced: taken offline, never deleted; one
 * without participants is taken offline at once).
 *
 * Utask pages (content/utask-pages): one utask_page row each, keyed by its name (the file's id; no
 * content_key row). A page a version no longer has is left as it is, like a form.
 */

const s = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** Doctors who took part in a utask here: sent its form (`formKey`) or hold a certificate of it. */
async function doctorsOf(
  tx: SqlExecutor,
  utaskId: number,
  formKey: string | null,
): Promise<{ doctors: number; formDoctors: number }> {
  const [row] = await tx.query<{ doctors: number; form_doctors: number }>(
    `SELECT
       (SELECT count(*) FROM (
          SELECT account_id FROM form_record WHERE form_key = $2
          UNION SELECT account_id FROM utask_certificate WHERE task_id = $1) AS p)::int AS doctors,
       (SELECT count(DISTINCT account_id) FROM form_record WHERE form_key = $2)::int AS form_doctors`,
    [utaskId, formKey],
  )
  return { doctors: Number(row?.doctors ?? 0), formDoctors: Number(row?.form_doctors ?? 0) }
}

export async function applyUtasks(
  tx: SqlExecutor,
  tasks: readonly UtaskContent[],
  options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  const kept: number[] = []
  for (const task of tasks) kept.push(await applyUtask(tx, task, options, report))
  if (options.onlyAdding) return

  // Tasks a version no longer has go offline; doctors who took part would lose them: refused unless forced.
  const dropped = await tx.query<Row & { key: string }>(
    `SELECT k.key, u.* FROM content_key k JOIN utask u ON u.id = k.row_id
     WHERE k.kind = 'utasks' AND u.online AND NOT (u.id = ANY($1::bigint[]))
     ORDER BY k.key FOR UPDATE OF u`,
    [kept],
  )
  for (const row of dropped) {
    const id = Number(row.id)
    const { doctors } = await doctorsOf(tx, id, (row.form_key as string | null) ?? null)
    const participants = Number(row.participant_count_base) + doctors
    if (participants > 0) {
      report.refusals.push(
        `utasks/${row.key}: task ${id} "${String(row.title)}" has ${s(participants, 'participant')} and is not in the version; keep its file (online: false takes it offline), or publish with --force to take it offline (their records are kept)`,
      )
    }
    await tx.query('UPDATE utask SET online = false WHERE id = $1', [id])
    report.changes.push(`utasks/${row.key}: task ${id} taken offline (not in the version)`)
  }
}

async function applyUtask(
  tx: SqlExecutor,
  task: UtaskContent,
  options: ApplyOptions,
  report: ApplyReport,
): Promise<number> {
  const where = `utasks/${task.id}`
  const columns = {
    title: task.title,
    summary: task.summary ?? '',
    cover_url: task.cover ?? '',
    type: task.type,
    start_time: new Date(task.start),
    end_time: new Date(task.end),
    participant_count_base: task.participantBase ?? 0,
    quota: task.quota ?? 0,
    reward: task.reward ?? '',
    form_key: task.form ?? null,
    online: task.online ?? true,
  }

  const known = await keyOf(tx, 'utasks', task.id)
  const pinned = known ?? task.number
  const [existing] = pinned
    ? await tx.query<Row>('SELECT * FROM utask WHERE id = $1 FOR UPDATE', [pinned])
    : []
  let id: number
  if (existing) {
    id = Number(existing.id)
    const formBefore = (existing.form_key as string | null) ?? null
    const { doctors, formDoctors } = await doctorsOf(tx, id, formBefore)
    if (Number(existing.type) !== task.type && doctors > 0) {
      report.refusals.push(
        `${where}: changes type ${String(existing.type)} → ${task.type} but ${s(doctors, 'doctor')} took part as ${String(existing.type)}; make it a new task, or publish with --force (their records are kept)`,
      )
    }
    if (formBefore !== columns.form_key && formDoctors > 0) {
      report.refusals.push(
        `${where}: changes form ${formBefore} → ${columns.form_key ?? 'none'} but ${s(formDoctors, 'doctor')} sent ${formBefore}; they would no longer count as taking part; publish with --force to change it (their records are kept)`,
      )
    }
    const participants = columns.participant_count_base + doctors
    if (columns.quota > 0 && columns.quota < participants) {
      // Forced: full at the participants counted now (a quota never hides someone who took part).
      if (Number(existing.quota) !== participants) {
        report.refusals.push(
          `${where}: quota ${columns.quota} is below its ${s(participants, 'participant')} (${columns.participant_count_base} before + ${doctors} here); raise it, or publish with --force to close the task at ${participants}`,
        )
      }
      columns.quota = participants
    }
    const names = Object.keys(columns) as (keyof typeof columns)[]
    const changed = names.filter((name) => {
      const before = existing[name]
      const after = columns[name]
      if (before instanceof Date && after instanceof Date) return before.getTime() !== after.getTime()
      return !same(before, after)
    })
    if (changed.length > 0) {
      await tx.query(
        `UPDATE utask SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE id = $1`,
        [id, ...names.map((name) => columns[name])],
      )
      report.changes.push(`${where}: task ${id} changed ${changed.join(', ')}`)
    }
  } else {
    // A new task: the number the file pins, else the id the demo seed gives it, else the table's next.
    const given = pinned ?? options.rowId?.('utasks', task.id)
    const names = Object.keys(columns)
    const values = Object.values(columns)
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO utask (${given ? 'id, ' : ''}${names.join(', ')})
       VALUES (${given ? '$1, ' : ''}${names.map((_, index) => `$${index + (given ? 2 : 1)}`).join(', ')})
       RETURNING id`,
      given ? [given, ...values] : values,
    )
    id = Number(inserted?.id)
    if (given) await identityPast(tx, 'utask', id)
    report.changes.push(`${where}: new task ${id} "${task.title}"`)
  }
  if (known !== id) await claimKey(tx, 'utasks', task.id, id)
  return id
}

export async function applyUtaskPages(
  tx: SqlExecutor,
  pages: readonly UtaskPageContent[],
  _options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  for (const page of pages) {
    const where = `utask-pages/${page.id}`
    const utaskIds: number[] = []
    for (const task of page.tasks) {
      if (typeof task === 'number') utaskIds.push(task)
      else {
        // The validator checked the id names a task of the version or one published before.
        const id = await keyOf(tx, 'utasks', task)
        if (id === undefined) throw new Error(`${where}: no utask "${task}" in content/utasks/`)
        utaskIds.push(id)
      }
    }
    const columns = {
      title: page.title,
      banner_url: page.banner ?? '',
      intro_html: page.introduction ?? '',
      theme_color: page.themeColor ?? '#0063ef',
      utask_ids: JSON.stringify(utaskIds),
    }
    const names = Object.keys(columns)
    const values = Object.values(columns)
    const [row] = await tx.query<Row>('SELECT * FROM utask_page WHERE name = $1 FOR UPDATE', [page.id])
    if (!row) {
      await tx.query(
        `INSERT INTO utask_page (name, ${names.join(', ')})
         VALUES ($1, ${names.map((_, index) => `$${index + 2}`).join(', ')})`,
        [page.id, ...values],
      )
      report.changes.push(`${where}: new utask page "${page.title}" (${s(utaskIds.length, 'task')})`)
      continue
    }
    const changed = names.filter((name, index) =>
      name === 'utask_ids' ? !same(row[name], utaskIds) : !same(row[name], values[index]),
    )
    if (changed.length === 0) continue
    await tx.query(
      `UPDATE utask_page SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE name = $1`,
      [page.id, ...values],
    )
    report.changes.push(`${where}: changed ${changed.join(', ')}`)
  }
}
