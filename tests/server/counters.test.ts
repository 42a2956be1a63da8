import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STUDY_DAY_MIN_SECONDS } from '../../server/academy/study'
import type { Database } from '../../server/db/index'
import { ViewCounts } from '../../server/db/view-counts'
import { seedDatabase } from '../../server/seed/index'
import { databaseTargets, openFreshDatabase } from './test-databases'

/**
 * The counters of migration 0024 (decision 0042) against the rows they count: after concurrent writes of
 * every kind (inserts, soft deletes, hard deletes, moves, bulk statements) each counter equals a count of
 * its rows, so a screen that reads the counter says what a count would.
 */

/** Each counter, and the count it must equal, both by the counted row's id. */
const COUNTERS = {
  'academy_course.lesson_count': [
    'SELECT id, lesson_count AS n FROM academy_course',
    'SELECT c.id, (SELECT count(*) FROM lesson l WHERE l.course_id = c.id) AS n FROM academy_course c',
  ],
  'academy_course.sold_count': [
    'SELECT id, sold_count AS n FROM academy_course',
    `SELECT c.id, (SELECT count(*) FROM course_purchase p WHERE p.course_id = c.id AND p.revoked_at IS NULL) AS n
       FROM academy_course c`,
  ],
  'lesson.like_count': [
    'SELECT id, like_count AS n FROM lesson',
    `SELECT l.id, (SELECT count(*) FROM sns_like s WHERE s.object_type = l.lesson_type AND s.object_id = l.id) AS n
       FROM lesson l`,
  ],
  'lesson.comment_count': [
    'SELECT id, comment_count AS n FROM lesson',
    `SELECT l.id, (SELECT count(*) FROM sns_comment s WHERE s.object_type = l.lesson_type AND s.object_id = l.id
         AND s.deleted_at IS NULL) AS n FROM lesson l`,
  ],
  'sns_comment.reply_count': [
    'SELECT id, reply_count AS n FROM sns_comment',
    `SELECT c.id, (SELECT count(*) FROM sns_comment_reply r WHERE r.comment_id = c.id AND r.deleted_at IS NULL) AS n
       FROM sns_comment c`,
  ],
  'sns_comment.like_count': [
    'SELECT id, like_count AS n FROM sns_comment',
    'SELECT c.id, (SELECT count(*) FROM sns_comment_like k WHERE k.comment_id = c.id) AS n FROM sns_comment c',
  ],
  'vote_item.vote_count': [
    'SELECT id, vote_count AS n FROM vote_item',
    'SELECT i.id, (SELECT count(*) FROM vote_record r WHERE r.item_id = i.id) AS n FROM vote_item i',
  ],
  'vote_promotion.item_count': [
    'SELECT id, item_count AS n FROM vote_promotion',
    `SELECT p.id, (SELECT count(*) FROM vote_item i WHERE i.promotion_id = p.id AND i.retired_at IS NULL) AS n
       FROM vote_promotion p`,
  ],
  'zone.follower_count': [
    'SELECT id, follower_count AS n FROM zone',
    'SELECT z.id, (SELECT count(*) FROM zone_follow f WHERE f.zone_id = z.id) AS n FROM zone z',
  ],
  'activity.registration_count': [
    'SELECT id, registration_count AS n FROM activity',
    'SELECT a.id, (SELECT count(*) FROM activity_registration r WHERE r.activity_id = a.id) AS n FROM activity a',
  ],
  'activity.appointment_count': [
    'SELECT id, appointment_count AS n FROM activity',
    `SELECT a.id, (SELECT count(*) FROM activity_appointment p WHERE p.activity_id = a.id AND p.status = 'SUBSCRIBED')
       AS n FROM activity a`,
  ],
  'sprint.participant_count': [
    'SELECT id, participant_count AS n FROM sprint',
    'SELECT s.id, (SELECT count(*) FROM sprint_participant p WHERE p.sprint_id = s.id) AS n FROM sprint s',
  ],
  // Seconds, study days (≥ STUDY_DAY_MIN_SECONDS) and lessons inside the sprint's month (migration 0025).
  'sprint_participant totals': [
    `SELECT sprint_id || ':' || account_id AS id, seconds || '/' || days || '/' || lessons AS n FROM sprint_participant`,
    `SELECT p.sprint_id || ':' || p.account_id AS id,
            coalesce(sum(d.seconds), 0) || '/' || count(d.day) FILTER (WHERE d.seconds >= ${STUDY_DAY_MIN_SECONDS})
              || '/' || coalesce(sum(d.lessons), 0) AS n
       FROM sprint_participant p JOIN sprint s ON s.id = p.sprint_id
       LEFT JOIN study_day d ON d.account_id = p.account_id
        AND d.day BETWEEN (s.start_time AT TIME ZONE 'Asia/Shanghai')::date
                      AND ((s.end_time - interval '1 millisecond') AT TIME ZONE 'Asia/Shanghai')::date
      GROUP BY p.sprint_id, p.account_id`,
  ],
} as const

async function mismatches(database: Database): Promise<string[]> {
  const found: string[] = []
  for (const [name, [counter, count]] of Object.entries(COUNTERS)) {
    const kept = await database.sql.query<{ id: string; n: string }>(counter)
    const counted = new Map(
      (await database.sql.query<{ id: string; n: string }>(count)).map((row) => [
        String(row.id),
        String(row.n),
      ]),
    )
    for (const row of kept) {
      if (String(row.n) !== counted.get(String(row.id)))
        found.push(`${name} of ${row.id}: ${row.n}, counted ${counted.get(String(row.id))}`)
    }
  }
  return found
}

/** Runs the statements side by side, each in a transaction of its own. */
function together(database: Database, statements: readonly string[]): Promise<unknown> {
  return Promise.all(statements.map((statement) => database.sql.transaction((tx) => tx.exec(statement))))
}

/** The one row a query answers. */
async function one<Row extends Record<string, unknown>>(database: Database, query: string): Promise<Row> {
  const [row] = await database.sql.query<Row>(query)
  if (!row) throw new Error(`no row: ${query}`)
  return row
}

const times = (n: number, statement: (index: number) => string) =>
  Array.from({ length: n }, (_, index) => statement(index))

describe.each(databaseTargets)('counters on $kind', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await openFreshDatabase(target))
    await seedDatabase(database)
  }, 120_000)
  afterAll(() => dispose?.())

  it('the seeded data starts with every counter equal to its count', async () => {
    expect(await mismatches(database)).toEqual([])
  })

  it('stay equal to their counts under concurrent writes, deletes, moves and bulk statements', async () => {
    const {
      id: lessonId,
      type,
      course,
    } = await one<{ id: string; type: string; course: string }>(
      database,
      "SELECT id, lesson_type AS type, course_id AS course FROM lesson WHERE lesson_type = 'VIDEO' LIMIT 1",
    )
    const { id: itemId, promotion } = await one<{ id: string; promotion: string }>(
      database,
      'SELECT id, promotion_id AS promotion FROM vote_item WHERE retired_at IS NULL LIMIT 1',
    )
    const accounts = (await database.sql.query<{ id: string }>('SELECT id FROM account ORDER BY id')).map(
      (row) => row.id,
    )
    // Comments, likes and votes from every account at once, one transaction each.
    await together(database, [
      ...times(
        30,
        (i) =>
          `INSERT INTO sns_comment (account_id, object_type, object_id, content) VALUES (${accounts[i % accounts.length]}, '${type}', ${lessonId}, 'c${i}')`,
      ),
      ...accounts.map(
        (account) =>
          `INSERT INTO sns_like (account_id, object_type, object_id) VALUES (${account}, '${type}', ${lessonId}) ON CONFLICT DO NOTHING`,
      ),
      ...accounts.map(
        (account) =>
          `INSERT INTO vote_voter (promotion_id, account_id) VALUES (${promotion}, ${account}) ON CONFLICT DO NOTHING;
           INSERT INTO vote_record (promotion_id, item_id, account_id, vote_day) VALUES (${promotion}, ${itemId}, ${account}, '2026-01-01')`,
      ),
    ])
    // Study saves and sprint joins of the same doctors at once (the sprint's totals start from the days
    // already studied; a save that races a join is counted once).
    const sprintRow = await one<{ id: string; day: string }>(
      database,
      `SELECT id, to_char((start_time AT TIME ZONE 'Asia/Shanghai')::date + 1, 'YYYY-MM-DD') AS day FROM sprint
        ORDER BY start_time DESC LIMIT 1`,
    )
    await database.sql.exec(`DELETE FROM sprint_participant WHERE sprint_id = ${sprintRow.id}`)
    await together(database, [
      ...accounts.flatMap((account, i) => [
        `INSERT INTO study_day (account_id, day, seconds, lessons) VALUES (${account}, '${sprintRow.day}', ${30 + i}, 1)
           ON CONFLICT (account_id, day) DO UPDATE SET seconds = study_day.seconds + excluded.seconds`,
        `INSERT INTO sprint_participant (sprint_id, account_id, target_minutes) VALUES (${sprintRow.id}, ${account}, 30)`,
        `INSERT INTO study_day (account_id, day, seconds, lessons) VALUES (${account}, '${sprintRow.day}', 45, 0)
           ON CONFLICT (account_id, day) DO UPDATE SET seconds = study_day.seconds + excluded.seconds`,
      ]),
    ])
    // Soft deletes and restores, unlikes, a bulk comment statement, a lesson moved to another course.
    await together(database, [
      `UPDATE sns_comment SET deleted_at = now() WHERE object_id = ${lessonId} AND content IN ('c1', 'c2', 'c3')`,
      `DELETE FROM sns_like WHERE object_id = ${lessonId} AND account_id = ${accounts[0]}`,
      `INSERT INTO sns_comment (account_id, object_type, object_id, content)
         SELECT ${accounts[0]}, '${type}', ${lessonId}, 'bulk ' || g FROM generate_series(1, 500) g`,
      `DELETE FROM vote_record WHERE item_id = ${itemId} AND account_id = ${accounts[1]}`,
      `UPDATE lesson SET course_id = (SELECT max(id) FROM academy_course WHERE id <> ${course}) WHERE id = ${lessonId}`,
      `UPDATE course_purchase SET revoked_at = now() WHERE id = (SELECT min(id) FROM course_purchase)`,
      `DELETE FROM zone_follow WHERE zone_id = (SELECT min(zone_id) FROM zone_follow)`,
      // Entries retired, restored and added, as a content apply does.
      `UPDATE vote_item SET retired_at = now() WHERE promotion_id = ${promotion} AND id <> ${itemId}`,
      `INSERT INTO vote_item (promotion_id, number, title)
         SELECT ${promotion}, 100000 + g, 'added ' || g FROM generate_series(1, 20) g`,
    ])
    await database.sql.exec(
      `UPDATE vote_item SET retired_at = NULL WHERE promotion_id = ${promotion} AND number % 2 = 0`,
    )
    await database.sql.exec(`UPDATE sns_comment SET deleted_at = NULL WHERE content = 'c2'`)
    // A sprint whose month moves by a day counts its participants' days again.
    await database.sql.exec(
      `UPDATE sprint SET start_time = start_time + interval '1 day' WHERE id = ${sprintRow.id}`,
    )
    expect(await mismatches(database)).toEqual([])
  })

  it('views counted in memory reach the rows in one write, and a failed write keeps them', async () => {
    const lines: string[] = []
    const views = new ViewCounts(database.sql, (line) => lines.push(line), 60_000)
    const { id, before } = await one<{ id: string; before: number }>(
      database,
      'SELECT id, view_count AS before FROM academy_course ORDER BY id LIMIT 1',
    )
    expect(views.count('academy_course', Number(id))).toBe(1)
    expect(views.count('academy_course', Number(id))).toBe(2)
    expect(views.pending('academy_course', Number(id))).toBe(2)
    await views.flush()
    expect(views.pending('academy_course', Number(id))).toBe(0)
    const [after] = await database.sql.query<{ n: number }>(
      `SELECT view_count AS n FROM academy_course WHERE id = ${id}`,
    )
    expect(after?.n).toBe(before + 2)

    // A database that refuses the write: the views wait for the next one, and the operator reads why.
    const failing = new ViewCounts(
      {
        ...database.sql,
        transaction: () => Promise.reject(new Error('connection refused')),
      },
      (line) => lines.push(line),
      60_000,
    )
    failing.count('lesson', 1)
    await failing.flush()
    expect(failing.pending('lesson', 1)).toBe(1)
    expect(lines).toEqual(['view counts not written, kept for the next try: connection refused'])
    await views.close()
    await failing.close()
  })
})
