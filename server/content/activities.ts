import type { ActivityContent } from '../../schemas/content/index'
import { shanghaiDay } from '../activities/window'
import type { SqlExecutor } from '../db/index'
import { type ApplyOptions, type ApplyReport, keyOf, type Row, same, setKey } from './shared'

/**
 * Activities (content/activities): the activity row, keyed by the file's id, and its page text
 * (activity_page, served at the CDN paths activity/<id>/activity.txt and variableContent.json). An
 * activity file may take over an existing activity by `number` (the demo seed makes its activities 1–9
 * with theirs). Registrations, appointments, sign tickets, study days, check-ins and reward claims are
 * never touched. Refused unless forced: a quota below the places taken (forced: full at what is taken),
 * registration removed once doctors registered (forced: it closes now), the type changed once doctors
 * registered or studied, a claimed reward removed or changed in type or amount, a DURATION window that
 * leaves out days doctors logged (check-ins, and study days in the ledger of the doctors who checked in:
 * server/academy/study.ts) (forced: applied; the rows stay and count again if the window grows back).
 * An activity a version no longer has is left as it is.
 */
export async function applyActivities(
  tx: SqlExecutor,
  activities: readonly ActivityContent[],
  options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  for (const item of activities) await applyActivity(tx, item, options, report)
}

/** The row a referenced content id became; the validator has made sure it exists. */
async function referenced(tx: SqlExecutor, kind: string, key: string, where: string): Promise<number> {
  const id = await keyOf(tx, kind, key)
  if (id === undefined) throw new Error(`${where}: no ${kind} "${key}" is published`)
  return id
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** What doctors did in an activity, as the refusals need it. */
interface Done {
  readonly registrations: number
  readonly claims: number
  readonly studyDays: number
  readonly checkIns: number
}

async function doneIn(tx: SqlExecutor, activityId: number): Promise<Done> {
  const [row] = await tx.query<Record<keyof Done, number>>(
    `SELECT
       (SELECT count(*) FROM activity_registration WHERE activity_id = $1)::int AS registrations,
       (SELECT count(*) FROM activity_reward_claim WHERE activity_id = $1)::int AS claims,
       -- The ledger's days inside the window of the doctors taking part (they checked in).
       (SELECT count(*) FROM study_day s, activity a
         WHERE a.id = $1 AND s.seconds >= 60
           AND s.account_id IN (SELECT account_id FROM activity_check_in WHERE activity_id = $1)
           AND s.day BETWEEN ((a.start_time AT TIME ZONE 'UTC') + interval '8 hours')::date
                         AND ((a.end_time AT TIME ZONE 'UTC') + interval '8 hours')::date)::int AS "studyDays",
       (SELECT count(*) FROM activity_check_in WHERE activity_id = $1)::int AS "checkIns"`,
    [activityId],
  )
  return {
    registrations: Number(row?.registrations ?? 0),
    claims: Number(row?.claims ?? 0),
    studyDays: Number(row?.studyDays ?? 0),
    checkIns: Number(row?.checkIns ?? 0),
  }
}

async function applyActivity(
  tx: SqlExecutor,
  item: ActivityContent,
  options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  const where = `activities/${item.id}`
  const registration = item.registration
  const columns: Record<string, unknown> = {
    title: item.title,
    subtitle: item.subtitle ?? '',
    type: item.type,
    status: item.active === false ? 'INACTIVE' : 'ACTIVE',
    banner_url: item.banner ?? '',
    start_time: new Date(item.start),
    end_time: new Date(item.end),
    registration_start_time: registration ? new Date(registration.start) : null,
    registration_end_time: registration ? new Date(registration.end) : null,
    quota: registration?.quota ?? 0,
    registered_count_base: registration?.countBefore ?? 0,
    appointment_enabled: item.appointment ?? false,
    venue: item.venue ?? '',
    lottery_id: item.lottery ? await referenced(tx, 'lotteries', item.lottery, where) : null,
    vote_promotion_id: item.vote ? await referenced(tx, 'votes', item.vote, where) : null,
    has_certificate: item.certificate ?? false,
    share_title: item.share?.title ?? '',
    share_desc: item.share?.description ?? '',
    tags: item.tags ?? [],
    target_minutes: item.goal?.minutes ?? 0,
    target_days: item.goal?.days ?? 0,
    reward_type: item.reward?.type ?? null,
    reward_amount: item.reward?.amount ?? 0,
    reward_title: item.reward?.title ?? '',
  }

  const keyed = await keyOf(tx, 'activities', item.id)
  let activityId = keyed ?? item.number
  const [existing] = activityId
    ? await tx.query<Row>('SELECT * FROM activity WHERE id = $1 FOR UPDATE', [activityId])
    : []
  if (keyed === undefined && existing) {
    // The publish checks both (content/references.ts, the validator): a number names an activity that
    // exists and that no other activity file has taken over.
    const [owner] = await tx.query<{ key: string }>(
      `SELECT key FROM content_key WHERE kind = 'activities' AND row_id = $1`,
      [item.number],
    )
    if (owner) throw new Error(`${where}: activity ${item.number} is already content/activities/${owner.key}`)
  }

  if (existing && activityId) {
    await refuseLosses(tx, existing, item, columns, await doneIn(tx, activityId), options, where, report)
    const names = Object.keys(columns)
    const changed = names.filter((name) => {
      const before = existing[name]
      const after = columns[name]
      if (before instanceof Date && after instanceof Date) return before.getTime() !== after.getTime()
      return !same(before, after)
    })
    if (changed.length > 0) {
      await tx.query(
        `UPDATE activity SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE id = $1`,
        [activityId, ...names.map((name) => parameter(name, columns[name]))],
      )
    }
    if (keyed === undefined) {
      report.changes.push(`${where}: takes over activity ${activityId} "${String(existing.title)}"`)
    }
    if (changed.length > 0) report.changes.push(`${where}: changed ${changed.join(', ')}`)
  } else {
    // A number the table lacks: only the demo seed applies one (its activities 1–9 on a new database);
    // a publish refuses it (content/references.ts).
    const pinned = keyed === undefined ? item.number : undefined
    const names = Object.keys(columns)
    const values = names.map((name) => parameter(name, columns[name]))
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO activity (${pinned ? 'id, ' : ''}${names.join(', ')})
       VALUES (${pinned ? '$1, ' : ''}${names.map((_, index) => `$${index + (pinned ? 2 : 1)}`).join(', ')})
       RETURNING id`,
      pinned ? [pinned, ...values] : values,
    )
    activityId = Number(inserted?.id)
    report.changes.push(`${where}: new activity ${activityId} "${item.title}"`)
  }
  if (keyed !== activityId) await setKey(tx, 'activities', item.id, activityId)

  if (columns.lottery_id !== null) {
    // The lottery names its activity too (lottery.detail's activityId).
    const linked = await tx.query(
      'UPDATE lottery SET activity_id = $1 WHERE id = $2 AND activity_id IS DISTINCT FROM $1 RETURNING id',
      [activityId, columns.lottery_id],
    )
    if (linked.length > 0) report.changes.push(`${where}: lottery ${item.lottery} now belongs to it`)
  }
  await applyPage(tx, item, activityId, options, where, report)
}

/** node-postgres and PGlite take a jsonb parameter as its JSON text. */
function parameter(name: string, value: unknown): unknown {
  return name === 'tags' ? JSON.stringify(value) : value
}

/**
 * Pushes a refusal for each change that would undo what doctors did, and sets `columns` to what a forced
 * publish applies instead. A state a forced publish left (a quota at what is taken, a registration
 * closed) is not refused again, so the same files publish twice without a change.
 */
async function refuseLosses(
  tx: SqlExecutor,
  existing: Row,
  item: ActivityContent,
  columns: Record<string, unknown>,
  done: Done,
  options: ApplyOptions,
  where: string,
  report: ApplyReport,
): Promise<void> {
  const registered = plural(done.registrations, 'doctor')
  const studied = done.registrations + done.claims + done.studyDays + done.checkIns > 0
  if (existing.type !== item.type && studied) {
    const what = [
      done.registrations > 0 ? `${registered} registered` : '',
      done.studyDays + done.checkIns > 0 ? 'doctors logged study days' : '',
      done.claims > 0 ? `${plural(done.claims, 'reward')} claimed` : '',
    ].filter(Boolean)
    report.refusals.push(
      `${where}: changes type ${String(existing.type)} → ${item.type} although ${what.join(', ')}; keep the type, or publish with --force (registrations, tickets and study days stay)`,
    )
  }

  if (done.registrations > 0 && !item.registration && existing.registration_end_time instanceof Date) {
    // Forced: registration closes now instead of disappearing, so registered doctors still read 已报名.
    const storedStart = existing.registration_start_time as Date
    const storedEnd = existing.registration_end_time
    const closeAt = storedEnd < options.now ? storedEnd : options.now
    if (storedEnd > options.now) {
      report.refusals.push(
        `${where}: removes registration although ${registered} registered; keep it, or publish with --force to close registration now (their registrations stay)`,
      )
    }
    columns.registration_start_time = storedStart < closeAt ? storedStart : new Date(closeAt.getTime() - 1000)
    columns.registration_end_time = closeAt
    columns.quota = Number(existing.quota)
    columns.registered_count_base = Number(existing.registered_count_base)
  }

  const quota = Number(columns.quota)
  const taken = Number(columns.registered_count_base) + done.registrations
  if (item.registration && done.registrations > 0 && quota > 0 && quota < taken) {
    // Forced: full at what is taken (the register call refuses once base + registrations reach quota).
    if (Number(existing.quota) !== taken) {
      report.refusals.push(
        `${where}: quota ${quota} is below the ${taken} places already taken (${registered} registered here); raise it, or publish with --force to close registration at ${taken}`,
      )
    }
    columns.quota = taken
  }

  const storedReward = existing.reward_type as string | null
  if (done.claims > 0 && storedReward !== null) {
    const reward = item.reward
    const amount = Number(existing.reward_amount)
    if (!reward || reward.type !== storedReward || (reward.amount ?? 0) !== amount) {
      const was = String(existing.reward_title) || `${amount} ${storedReward}`
      report.refusals.push(
        `${where}: reward "${was}" was claimed by ${plural(done.claims, 'doctor')}; ${reward ? `changing it to ${reward.type} ${reward.amount ?? ''}`.trim() : 'removing it'} changes what they earned: keep it, or publish with --force (their claims and 麦豆 stay)`,
      )
    }
  }

  if (existing.type === 'DURATION' && item.type === 'DURATION' && done.studyDays + done.checkIns > 0) {
    const oldFirst = shanghaiDay(existing.start_time as Date)
    const oldLast = shanghaiDay(existing.end_time as Date)
    const newFirst = shanghaiDay(columns.start_time as Date)
    const newLast = shanghaiDay(columns.end_time as Date)
    if (newFirst > oldFirst || newLast < oldLast) {
      // Study days and check-ins count inside the window (routes/activity.ts durationProgress).
      const [left] = await tx.query<{ days: number }>(
        `SELECT count(*)::int AS days FROM (
           SELECT s.day FROM study_day s
            WHERE s.seconds >= 60
              AND s.account_id IN (SELECT account_id FROM activity_check_in WHERE activity_id = $1)
           UNION ALL SELECT day FROM activity_check_in WHERE activity_id = $1
         ) logged
         WHERE day BETWEEN $2::date AND $3::date AND NOT (day BETWEEN $4::date AND $5::date)`,
        [existing.id, oldFirst, oldLast, newFirst, newLast],
      )
      const days = Number(left?.days ?? 0)
      if (days > 0) {
        report.refusals.push(
          `${where}: the window ${newFirst} – ${newLast} leaves out ${days} study day${days === 1 ? '' : 's'} or check-in${days === 1 ? '' : 's'} doctors logged (${oldFirst} – ${oldLast}), which would no longer count; keep them inside, or publish with --force (the days stay and count again if the window grows back)`,
        )
      }
    }
  }
}

/** The page text: upserted when the file has one, removed when not (the CDN folder's files show again). */
async function applyPage(
  tx: SqlExecutor,
  item: ActivityContent,
  activityId: number,
  options: ApplyOptions,
  where: string,
  report: ApplyReport,
): Promise<void> {
  if (!item.page) {
    const removed = await tx.query('DELETE FROM activity_page WHERE activity_id = $1 RETURNING activity_id', [
      activityId,
    ])
    if (removed.length > 0) {
      report.changes.push(
        `${where}: page text removed (activity/${activityId}/ shows the CDN folder's files)`,
      )
    }
    return
  }
  const { html } = item.page
  const variables = item.page.variables ?? {}
  const [page] = await tx.query<Row>('SELECT html, variables FROM activity_page WHERE activity_id = $1', [
    activityId,
  ])
  if (page && page.html === html && same(page.variables, variables)) return
  await tx.query(
    `INSERT INTO activity_page (activity_id, html, variables, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (activity_id) DO UPDATE
       SET html = excluded.html, variables = excluded.variables, updated_at = excluded.updated_at`,
    [activityId, html, JSON.stringify(variables), options.now],
  )
  const changed = page
    ? [page.html === html ? '' : 'html', same(page.variables, variables) ? '' : 'variables'].filter(Boolean)
    : []
  report.changes.push(
    page
      ? `${where}: page ${changed.join(', ')} changed`
      : `${where}: page text published at activity/${activityId}/`,
  )
}
