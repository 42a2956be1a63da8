import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { TokenService } from '../../server/auth/tokens'
import { LARGE_FIRST_ACCOUNT_ID, LARGE_HOT_LESSON_ID, LARGE_VOTE_CAMPAIGN_ID } from '../../server/seed/large'
import { repoRoot } from '../server-process'
import { doctorToken } from './doctor'
import type { JourneyData } from './journey'
import { type Figure, printTable } from './summary'

/**
 * The large-customer data set for the bench (issue 29): made once by `npm run seed -- --large` into a data
 * folder of its own (BENCH_LARGE_DIR, default .data/bench-large) and kept, so later runs start at once.
 * The journey's writers are generated doctors, whose tokens the bench signs with the TOKEN_SECRET it gives
 * the server.
 */

export const LARGE_DATA_DIR = process.env.BENCH_LARGE_DIR ?? join(repoRoot, '.data', 'bench-large')
/** BENCH_LARGE_SCALE: 1 (the issue's sizes) unless set; 0.05 is the CI set. */
export const LARGE_SCALE = Number(process.env.BENCH_LARGE_SCALE ?? 1)
/** The secret the bench's servers sign tokens with, so it can sign the writers' own. */
export const BENCH_TOKEN_SECRET = 'bench-token-secret-of-at-least-32-characters'
/** Writers of the journey's writes: this many generated doctors, one after another. */
const WRITERS = 2000
/** A statement whose mean time is over this in pg_stat_statements is a slow query. */
export const SLOW_STATEMENT_MS = 20

/** Makes the large set unless the folder has it (the seed script says so and exits 0). */
export function ensureLargeData(): void {
  const started = Date.now()
  console.log(
    `\nThe large-customer data set in ${LARGE_DATA_DIR} (scale ${LARGE_SCALE}; made once, then kept)…`,
  )
  execFileSync('npx', ['tsx', 'scripts/seed.ts', '--large', '--scale', String(LARGE_SCALE)], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: LARGE_DATA_DIR, LOG_LEVEL: 'warn' },
  })
  console.log(`  ready in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

/** A connection to the embedded PostgreSQL of a data folder a server runs on (its run.json). */
async function connect(dataDir: string): Promise<pg.Client> {
  const runFile = join(dataDir, 'run.json')
  if (!existsSync(runFile)) throw new Error(`no embedded PostgreSQL runs on ${dataDir} (no run.json)`)
  const { socketDir } = JSON.parse(readFileSync(runFile, 'utf8')) as { socketDir: string }
  const client = new pg.Client({ host: socketDir, port: 5432, user: 'dermacampus', database: 'dermacampus' })
  await client.connect()
  return client
}

/**
 * The public id of a generated doctor, as server/seed/large.ts writes it:
 * 'd' || lpad(to_hex(id), 7, '0') || substr(md5(id::text), 1, 16).
 */
function generatedDoctorId(accountId: number): string {
  const md5 = createHash('md5').update(String(accountId)).digest('hex')
  return `d${accountId.toString(16).padStart(7, '0')}${md5.slice(0, 16)}`
}

/** What the journey needs of the large set: the demo doctor's token, writers, and the hot rows. */
export async function largeJourneyData(baseUrl: string, dataDir: string): Promise<JourneyData> {
  const tokens = new TokenService(new TextEncoder().encode(BENCH_TOKEN_SECRET))
  const client = await connect(dataDir)
  try {
    const items = await client.query<{ id: string }>(
      // 1,999 entries: prime to the 2,000 writers, so a writer meets an entry again only after ~4 million votes.
      'SELECT id FROM vote_item WHERE promotion_id = $1 AND retired_at IS NULL ORDER BY number LIMIT 1999',
      [LARGE_VOTE_CAMPAIGN_ID],
    )
    const writers = await client.query<{ id: string; doctor_id: string }>(
      'SELECT id, doctor_id FROM account WHERE id >= $1 ORDER BY id LIMIT $2',
      [LARGE_FIRST_ACCOUNT_ID, WRITERS],
    )
    const mismatch = writers.rows.find((row) => row.doctor_id !== generatedDoctorId(Number(row.id)))
    if (mismatch) throw new Error(`generated doctor ${mismatch.id} has an id the bench does not expect`)
    return {
      label: 'large',
      doctor: await doctorToken(baseUrl),
      writers: await Promise.all(
        writers.rows.map(
          async (row) =>
            (await tokens.issue({ userId: row.id, doctorId: row.doctor_id, roles: ['ROLE_DOCTOR'] })).token,
        ),
      ),
      courseId: 1,
      videoLessonId: LARGE_HOT_LESSON_ID,
      commentedLessonId: LARGE_HOT_LESSON_ID,
      campaignId: LARGE_VOTE_CAMPAIGN_ID,
      voteItemIds: items.rows.map((row) => Number(row.id)),
      activityId: 1,
    }
  } finally {
    await client.end()
  }
}

/** Forgets the statements so far (the start's migrations and content apply are no doctor's). */
export async function resetStatements(dataDir: string): Promise<void> {
  const client = await connect(dataDir)
  try {
    await client.query('SELECT pg_stat_statements_reset()')
  } finally {
    await client.end()
  }
}

/** The statements of the journey by mean time: none may take over SLOW_STATEMENT_MS on average. */
export async function statementReport(dataDir: string): Promise<Figure[]> {
  const client = await connect(dataDir)
  try {
    const { rows } = await client.query<{ calls: string; mean: number; max: number; query: string }>(
      `SELECT calls, mean_exec_time AS mean, max_exec_time AS max, query FROM pg_stat_statements
        WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY mean_exec_time DESC LIMIT 12`,
    )
    console.log(
      `\n--- The slowest statements of the journey on the large set (pg_stat_statements, by mean) ---`,
    )
    printTable(
      ['mean', 'max', 'calls', 'statement'],
      rows.map((row) => [
        `${row.mean.toFixed(1)} ms`,
        `${row.max.toFixed(1)} ms`,
        row.calls,
        row.query.replace(/\s+/g, ' ').slice(0, 110),
      ]),
      'rrrl',
    )
    const slow = rows.filter((row) => row.mean > SLOW_STATEMENT_MS)
    const slowest = rows[0]
    return [
      {
        area: 'journey large statements',
        measure: 'slowest mean (max)',
        value: slowest ? `${slowest.mean.toFixed(1)} ms (${slowest.max.toFixed(1)} ms)` : 'none',
        goal: `mean ≤ ${SLOW_STATEMENT_MS} ms`,
        ok: slow.length === 0,
      },
    ]
  } finally {
    await client.end()
  }
}
