import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_STUDY_SECONDS_PER_SAVE, secondsWatched, studyTotals } from '../../server/academy/study'
import { shanghaiDay } from '../../server/activities/window'
import { TokenService } from '../../server/auth/tokens'
import { migrate, readMigrations } from '../../server/db/index'
import { seedAccounts } from '../../server/seed/index'
import { api, bearer, startTestServer, TEST_TOKEN_SECRET, type TestServer } from './api-helpers'
import { databaseTargets, openFreshDatabase } from './test-databases'

/**
 * One ledger of study time (study_day; docs/server.md, Study time; docs/decisions/0023): a progress save
 * adds to the doctor's day, and 我的成长学院 (academy.userSummary), the study sprint month and the
 * DURATION activity all read it, so they show a doctor's study alike.
 */

interface Summary {
  studyMinutes: number
  monthStudyMinutes: number
}
interface SprintHome {
  sprint: { id: number; status: string }
  mine: { joined: boolean; minutes: number; days: number; lessons: number; todayMinutes: number }
}
interface Duration {
  studiedMinutes: number
  todayMinutes: number
  days: { date: string; minutes: number }[]
}

/** The seeded DURATION activity running now (content/activities/study-duration.json). */
const STUDY_DURATION = 6
const LEE = 10_001
const lee = seedAccounts[0]?.row
const zhao = seedAccounts[2]?.row

describe('what a progress save counts as study time', () => {
  const now = new Date('2026-11-26T10:00:00+08:00')
  const ago = (seconds: number) => ({ updatedAt: new Date(now.getTime() - seconds * 1000) })

  it('a first save counts the position reached; later saves how far playback moved on', () => {
    expect(secondsWatched(undefined, 45, now)).toBe(45)
    expect(secondsWatched({ seconds: 45, ...ago(15) }, 60, now)).toBe(15)
  })

  it('a save counts at most MAX_STUDY_SECONDS_PER_SAVE, so a seek forward is no study', () => {
    expect(MAX_STUDY_SECONDS_PER_SAVE).toBe(120)
    expect(secondsWatched(undefined, 1500, now)).toBe(120)
    expect(secondsWatched({ seconds: 60, ...ago(15) }, 1800, now)).toBe(120)
  })

  it('a seek back counts nothing at once; a replay from the start counts what it played since the last save', () => {
    expect(secondsWatched({ seconds: 150, ...ago(0) }, 30, now)).toBe(0)
    expect(secondsWatched({ seconds: 24, ...ago(16) }, 15, now)).toBe(15)
    expect(secondsWatched({ seconds: 600, ...ago(5) }, 15, now)).toBe(5)
  })
})

describe.each(databaseTargets)('the ledger of study time on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let leeToken: string
  let zhaoToken: string
  const tokens = new TokenService(new TextEncoder().encode(TEST_TOKEN_SECRET))

  beforeAll(async () => {
    if (!lee || !zhao) throw new Error('no seed accounts 10001 / 10011')
    server = await startTestServer(target)
    app = server.app
    const issue = async (row: { id?: number; doctorId: string }) =>
      (await tokens.issue({ userId: String(row.id), doctorId: row.doctorId, roles: ['ROLE_DOCTOR'] })).token
    leeToken = await issue(lee)
    zhaoToken = await issue(zhao)
  })
  afterAll(() => server?.dispose())

  async function json<T>(token: string, method: InjectOptions['method'], path: string, payload?: object) {
    const response = await app.inject({ method, url: `${api}${path}`, headers: bearer(token), payload })
    if (response.statusCode !== 200)
      throw new Error(`${method} ${path} answered ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }
  const summary = (token: string) => json<Summary>(token, 'GET', '/academy/v1/user/summary')
  const sprintHome = (token: string) => json<SprintHome>(token, 'GET', '/promotion/v1/user/sprint')
  const duration = (token: string) =>
    json<Duration>(token, 'GET', `/academy/v1/user/activity/${STUDY_DURATION}/duration`)
  const save = (token: string, lessonId: number, seconds: number, finished = false) =>
    json(token, 'POST', '/academy/v2/user/course/progress', { lessonId, seconds, duration: 1800, finished })
  const readers = async (token: string) => {
    const [mine, sprint, activity] = await Promise.all([summary(token), sprintHome(token), duration(token)])
    return { mine, sprint, activity }
  }

  it('the three readers agree for the seeded 李医生: learner home, the sprint month and the DURATION activity', async () => {
    expect(lee?.id).toBe(LEE)
    const { mine, sprint, activity } = await readers(leeToken)
    const { db } = server.database
    const all = await studyTotals(db, LEE)
    expect(mine.studyMinutes).toBe(Math.floor(all.seconds / 60))
    // 我的成长学院's 本月 is the sprint's month: the same minutes.
    expect(sprint.sprint.status).toBe('PROCESSING')
    expect(sprint.mine.joined).toBe(true)
    expect(mine.monthStudyMinutes).toBe(sprint.mine.minutes)
    expect(mine.monthStudyMinutes).toBeGreaterThan(0)
    expect(mine.studyMinutes).toBeGreaterThan(mine.monthStudyMinutes)
    // Today: the seed's 18 minutes on the sprint's goal bar and on the activity's strip.
    const today = shanghaiDay(new Date())
    expect(sprint.mine.todayMinutes).toBe(18)
    expect(activity.todayMinutes).toBe(18)
    expect(activity.days.at(-1)).toEqual(expect.objectContaining({ date: today, minutes: 18 }))
    // The activity's last ten days are the seed's (45, 62, 30, rest, 55 … back from yesterday).
    const yesterday = shanghaiDay(new Date(Date.now() - 86_400_000))
    expect(activity.days.find((day) => day.date === yesterday)?.minutes).toBe(45)
    const inWindow = await studyTotals(db, LEE, { first: '2026-10-01', last: '2030-12-31' })
    expect(activity.studiedMinutes).toBe(Math.floor(inWindow.seconds / 60))
  })

  it('a save adds the time watched to today, and every reader sees it; a first finish counts one lesson, once', async () => {
    const before = await readers(zhaoToken)
    expect(before.sprint.mine.joined).toBe(false)
    await json(zhaoToken, 'POST', `/promotion/v1/user/sprint/${before.sprint.sprint.id}/join`, {
      targetMinutes: 600,
    })
    const joined = await sprintHome(zhaoToken)
    await save(zhaoToken, 1053, 90)
    await save(zhaoToken, 1053, 150, true)
    // Finishing again and seeking back at once count nothing.
    await save(zhaoToken, 1053, 150, true)
    await save(zhaoToken, 1053, 30, true)
    const after = await readers(zhaoToken)
    expect(after.mine.studyMinutes).toBe(before.mine.studyMinutes + 2)
    expect(after.mine.monthStudyMinutes).toBe(before.mine.monthStudyMinutes + 2)
    expect(after.sprint.mine.minutes).toBe(joined.mine.minutes + 2)
    expect(after.sprint.mine.todayMinutes).toBe(before.sprint.mine.todayMinutes + 2)
    expect(after.sprint.mine.lessons).toBe(joined.mine.lessons + 1)
    expect(after.activity.studiedMinutes).toBe(before.activity.studiedMinutes + 2)
    expect(after.activity.todayMinutes).toBe(before.activity.todayMinutes + 2)
  })

  it('a save that jumps far ahead adds two minutes at most', async () => {
    const before = await summary(zhaoToken)
    await save(zhaoToken, 1054, 1700)
    expect((await summary(zhaoToken)).studyMinutes).toBe(before.studyMinutes + 2)
  })
})

describe.each(databaseTargets)('migration 0018_study_day on $kind', (target) => {
  it('backfills the ledger from the sprint days and the activity study log, a day keeping the larger', async () => {
    const { database, dispose } = await openFreshDatabase(target)
    try {
      const sql = database.sql
      // A database as it was before 0018: the two old tables with history, no ledger.
      await sql.exec(`
        DROP TABLE study_day;
        DELETE FROM schema_migrations WHERE name = '0018_study_day';
        CREATE TABLE sprint_study_day (sprint_id bigint, account_id bigint, study_day date, minutes integer,
          seconds integer, lessons integer);
        CREATE TABLE activity_study_log (activity_id bigint, account_id bigint, day date, minutes integer);
        INSERT INTO account (id, doctor_id, name) VALUES (90001, 'backfill90001', '回填医生');
        INSERT INTO sprint_study_day VALUES (202610, 90001, '2026-10-02', 30, 20, 2), (202610, 90001, '2026-10-03', 10, 0, 1);
        INSERT INTO activity_study_log VALUES (6, 90001, '2026-10-03', 25), (9, 90001, '2026-10-03', 5),
          (6, 90001, '2026-10-04', 40);
      `)
      expect(await migrate(sql, await readMigrations())).toEqual(['0018_study_day'])
      const rows = await sql.query<{ day: string; seconds: number; lessons: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, seconds, lessons FROM study_day
          WHERE account_id = 90001 ORDER BY day`,
      )
      expect(rows).toEqual([
        { day: '2026-10-02', seconds: 1820, lessons: 2 },
        { day: '2026-10-03', seconds: 1500, lessons: 1 },
        { day: '2026-10-04', seconds: 2400, lessons: 0 },
      ])
      const left = await sql.query<{ name: string | null }>(
        `SELECT to_regclass('sprint_study_day')::text AS name UNION ALL SELECT to_regclass('activity_study_log')::text`,
      )
      expect(left).toEqual([{ name: null }, { name: null }])
    } finally {
      await dispose()
    }
  })
})
