import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { product } from '../../server/config'
import { SEED_PASSWORD, VOTE_IDS } from '../../server/seed/index'
import { freePort, repoRoot, type ServerProcess, startServer } from '../server-process'

/**
 * The crash test (`npm run crash-test`, decision 0041): the server on its embedded database takes
 * `writers` writes in parallel (votes, notes, lesson progress, orders) from the seeded doctors; at a
 * random moment it is killed with SIGKILL — the server alone, or (every other round, on the embedded
 * PostgreSQL) its database server too, as a power cut would — and started again on the same data
 * directory. Each round passes when the restart opens and serves, and every write answered 2xx before
 * the kill reads back through the API afterwards (all rounds' writes, not only the last one's).
 */

export interface CrashTestOptions {
  readonly rounds: number
  /** Writes in flight at any time. */
  readonly writers: number
  /** DATABASE_ENGINE of the server under test. */
  readonly engine: 'postgres' | 'pglite'
  /** Seeds the random kill moments; printed, so a failing run can be replayed. */
  readonly seed: number
  readonly log?: (line: string) => void
}

export interface RoundResult {
  readonly round: number
  /** What was killed: the server, or the server and its database server. */
  readonly killed: 'server' | 'server+database'
  readonly loadMs: number
  readonly acknowledged: number
  readonly unanswered: number
  /** Time from the kill to the restarted server answering a doctor's read. */
  readonly restartMs: number
  /** Acknowledged writes (of every round so far) that did not read back. */
  readonly lost: readonly string[]
  /** A restart that failed, with the server's output. */
  readonly failure?: string
}

export interface CrashTestResult {
  readonly rounds: readonly RoundResult[]
  /** A second server on the same data directory: its exit code and what it printed. */
  readonly secondServer: { readonly code: number | null; readonly ms: number; readonly output: string }
  /** The pid of the server holding the data directory when the second one tried it. */
  readonly holderPid: number
}

const api = product.apiPrefix
const DOCTOR_MOBILES = ['13800000001', '13800000002', '13800000003']
/** Paid courses none of the seeded doctors holds: orders of them stay unpaid (one open order a course). */
const ORDERED_COURSES = [1, 2, 8, 10, 12, 16, 17, 19, 22, 24, 26, 30, 31, 32, 35, 36]
/** Lessons whose progress the doctors save (those a doctor may save are found at the start). */
const LESSON_CANDIDATES = [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010]
const KINDS = ['note', 'progress', 'order', 'vote'] as const
type Kind = (typeof KINDS)[number]

interface Doctor {
  readonly mobile: string
  readonly token: string
  lessons: number[]
  votes: { promotionId: number; voteItemId: number }[]
  orders: number
}

/** Everything acknowledged so far, to read back after every restart. */
interface Ledger {
  readonly notes: { token: string; id: number; content: string }[]
  /** Per doctor and lesson: the highest percent an acknowledged save answered. */
  readonly progress: Map<string, { token: string; lessonId: number; percent: number }>
  readonly orders: Map<number, string>
  /** Per doctor, campaign and item: acknowledged votes. */
  readonly votes: Map<string, { token: string; promotionId: number; itemId: number; count: number }>
}

/** A small seeded generator (mulberry32): the kill moments of a run can be replayed from its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

async function call(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}${api}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined }
}

async function plannedVotes(url: string, token: string): Promise<Doctor['votes']> {
  const planned = await Promise.all(
    Object.values(VOTE_IDS).map(async (promotionId) => {
      const path = `/promotion-aggregator/v2/user/promotion-vote/${promotionId}`
      const campaign = (await call(url, 'GET', path, token)).body as {
        status?: string
        limits?: { itemDaily: number }
        mine?: { remainingToday: number } | null
      }
      const items = (await call(url, 'GET', `${path}/items?size=50`, token)).body as {
        items?: { id: number; votedToday: number }[]
      }
      if (campaign.status !== 'PROCESSING' || !campaign.mine || !campaign.limits || !items.items) return []
      const { itemDaily } = campaign.limits
      return items.items
        .filter((item) => item.votedToday < itemDaily)
        .slice(0, campaign.mine.remainingToday)
        .map((item) => ({ promotionId, voteItemId: item.id }))
    }),
  )
  return planned.flat()
}

async function logIn(url: string, mobile: string): Promise<Doctor> {
  const answer = await call(url, 'POST', '/user/v1/auth/login', undefined, {
    loginName: mobile,
    password: SEED_PASSWORD,
  })
  const token = (answer.body as { token?: string }).token
  if (answer.status !== 200 || !token) throw new Error(`login ${mobile} answered ${answer.status}`)
  const lessons: number[] = []
  for (const lessonId of LESSON_CANDIDATES) {
    const saved = await call(url, 'POST', '/academy/v2/user/course/progress', token, {
      lessonId,
      seconds: 1,
      duration: 100_000,
      finished: false,
    })
    if (saved.status === 200) lessons.push(lessonId)
  }
  return { mobile, token, lessons, votes: [], orders: 0 }
}

/** The embedded PostgreSQL server's pid (its run.json), when the server under test runs one. */
function databasePid(dataDir: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(join(dataDir, 'run.json'), 'utf8')) as { pid?: number }).pid
  } catch {
    return undefined
  }
}

/** Reads every acknowledged write back through the API; answers what is missing. */
async function missing(url: string, ledger: Ledger): Promise<string[]> {
  const lost: string[] = []
  const checks: (() => Promise<void>)[] = []
  for (const note of ledger.notes) {
    checks.push(async () => {
      const read = await call(url, 'GET', `/academy/v1/user/note/${note.id}`, note.token)
      if (read.status !== 200 || (read.body as { content?: string }).content !== note.content) {
        lost.push(`note ${note.id} (${read.status})`)
      }
    })
  }
  for (const progress of ledger.progress.values()) {
    checks.push(async () => {
      const read = await call(
        url,
        'GET',
        `/academy/v2/user/course/progress?id=${progress.lessonId}`,
        progress.token,
      )
      const percent = (read.body as { percent?: number }).percent ?? -1
      if (read.status !== 200 || percent < progress.percent) {
        lost.push(`progress of lesson ${progress.lessonId}: ${percent} < ${progress.percent} acknowledged`)
      }
    })
  }
  for (const [id, token] of ledger.orders) {
    checks.push(async () => {
      const read = await call(url, 'GET', `/order/v1/user/order/${id}`, token)
      if (read.status !== 200 || (read.body as { id?: number }).id !== id)
        lost.push(`order ${id} (${read.status})`)
    })
  }
  const byCampaign = new Map<string, { token: string; promotionId: number; items: Map<number, number> }>()
  for (const vote of ledger.votes.values()) {
    const key = `${vote.token}:${vote.promotionId}`
    const entry = byCampaign.get(key) ?? {
      token: vote.token,
      promotionId: vote.promotionId,
      items: new Map(),
    }
    entry.items.set(vote.itemId, vote.count)
    byCampaign.set(key, entry)
  }
  for (const campaign of byCampaign.values()) {
    checks.push(async () => {
      const path = `/promotion-aggregator/v2/user/promotion-vote/${campaign.promotionId}/items?size=50`
      const read = await call(url, 'GET', path, campaign.token)
      const items = (read.body as { items?: { id: number; votedToday: number }[] }).items ?? []
      for (const [itemId, count] of campaign.items) {
        const found = items.find((item) => item.id === itemId)?.votedToday ?? 0
        if (found < count)
          lost.push(`votes for item ${itemId} of campaign ${campaign.promotionId}: ${found} < ${count}`)
      }
    })
  }
  // Twenty reads at a time.
  for (let index = 0; index < checks.length; index += 20) {
    await Promise.all(checks.slice(index, index + 20).map((check) => check()))
  }
  return lost
}

/** Starts a second server on the data directory of `server`: it must exit at once naming the first. */
async function secondServerOn(
  server: ServerProcess,
  engine: string,
): Promise<CrashTestResult['secondServer']> {
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: server.dataDir,
      DATABASE_ENGINE: engine,
      DIST_DIR: '/nonexistent/dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.once('exit', (exitCode) => {
      clearTimeout(timer)
      resolve(exitCode)
    })
  })
  return { code, ms: Date.now() - started, output: output.trim() }
}

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestResult> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`))
  const next = random(options.seed)
  const server = await startServer({
    distDir: '/nonexistent/dist',
    label: 'crash',
    env: { RATE_LIMIT: 'off', DATABASE_ENGINE: options.engine },
  })
  const rounds: RoundResult[] = []
  const ledger: Ledger = { notes: [], progress: new Map(), orders: new Map(), votes: new Map() }
  try {
    const doctors = await Promise.all(DOCTOR_MOBILES.map((mobile) => logIn(server.url, mobile)))
    let sequence = 0
    for (let round = 1; round <= options.rounds; round += 1) {
      const { url } = server
      for (const doctor of doctors) doctor.votes = await plannedVotes(url, doctor.token)
      let killed = false
      let acknowledged = 0
      let unanswered = 0
      const failures: string[] = []

      const write = async (doctor: Doctor, kind: Kind): Promise<void> => {
        sequence += 1
        const n = sequence
        let send: () => Promise<{ status: number; body: unknown }>
        let record: (body: unknown) => void
        if (kind === 'vote' && doctor.votes.length > 0) {
          const vote = doctor.votes.shift() as Doctor['votes'][number]
          send = () =>
            call(
              url,
              'POST',
              `/promotion-aggregator/v2/user/promotion-vote/${vote.promotionId}/submit`,
              doctor.token,
              vote,
            )
          record = () => {
            const key = `${doctor.mobile}:${vote.promotionId}:${vote.voteItemId}`
            const entry = ledger.votes.get(key)
            if (entry) entry.count += 1
            else {
              ledger.votes.set(key, {
                token: doctor.token,
                promotionId: vote.promotionId,
                itemId: vote.voteItemId,
                count: 1,
              })
            }
          }
        } else if (kind === 'progress' && doctor.lessons.length > 0) {
          const lessonId = doctor.lessons[n % doctor.lessons.length] as number
          // Each save further on: the percent acknowledged only grows.
          const seconds = Math.min(99_000, n * 7)
          send = () =>
            call(url, 'POST', '/academy/v2/user/course/progress', doctor.token, {
              lessonId,
              seconds,
              duration: 100_000,
              finished: false,
            })
          record = (body) => {
            const percent = (body as { percent: number }).percent
            const key = `${doctor.mobile}:${lessonId}`
            const known = ledger.progress.get(key)
            if (!known || known.percent < percent)
              ledger.progress.set(key, { token: doctor.token, lessonId, percent })
          }
        } else if (kind === 'order') {
          const courseId = ORDERED_COURSES[doctor.orders++ % ORDERED_COURSES.length] as number
          send = () =>
            call(url, 'POST', '/order/v1/user/order', doctor.token, {
              orderItemRequests: [{ count: 1, objectId: courseId, skuId: courseId }],
            })
          record = (body) => ledger.orders.set((body as { id: number }).id, doctor.token)
        } else {
          const lessonId = doctor.lessons[n % Math.max(1, doctor.lessons.length)] ?? 1001
          const content = `崩溃测试 第${round}轮 #${n}`
          send = () => call(url, 'POST', '/academy/v1/user/note', doctor.token, { lessonId, content })
          record = (body) =>
            ledger.notes.push({ token: doctor.token, id: (body as { id: number }).id, content })
        }
        try {
          const answer = await send()
          if (answer.status >= 200 && answer.status < 300) {
            record(answer.body)
            acknowledged += 1
          } else if (!killed) {
            failures.push(`${kind} answered ${answer.status} ${JSON.stringify(answer.body)}`)
          }
        } catch (error) {
          if (killed) unanswered += 1
          else failures.push(`${kind} failed before the kill: ${String(error)}`)
        }
      }

      const lane = async (index: number) => {
        for (let turn = index; !killed; turn += 1) {
          const doctor = doctors[turn % doctors.length] as Doctor
          await write(doctor, KINDS[Math.floor(turn / doctors.length) % KINDS.length] as Kind)
        }
      }

      const started = Date.now()
      const lanes = Array.from({ length: options.writers }, (_, index) => lane(index))
      // A random moment: 0.3–4 s into the load.
      await new Promise((resolve) => setTimeout(resolve, 300 + Math.floor(next() * 3700)))
      const killBoth = options.engine === 'postgres' && round % 2 === 0
      const dbPid = killBoth ? databasePid(server.dataDir) : undefined
      killed = true
      const killedAt = Date.now()
      await server.kill()
      if (dbPid) {
        try {
          process.kill(dbPid, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }
      await Promise.all(lanes)
      if (failures.length > 0)
        throw new Error(`round ${round}: writes refused before the kill:\n${failures.slice(0, 5).join('\n')}`)

      let failure: string | undefined
      try {
        await server.restart()
        const read = await call(server.url, 'GET', '/academy/v1/user/note/items', doctors[0]?.token)
        if (read.status !== 200) failure = `a doctor's read answered ${read.status} after the restart`
      } catch (error) {
        failure = String(error)
      }
      const restartMs = Date.now() - killedAt
      const lost = failure ? [] : await missing(server.url, ledger)
      const result: RoundResult = {
        round,
        killed: dbPid ? 'server+database' : 'server',
        loadMs: killedAt - started,
        acknowledged,
        unanswered,
        restartMs,
        lost,
        ...(failure ? { failure } : {}),
      }
      rounds.push(result)
      log(
        `round ${round}/${options.rounds}: killed the ${result.killed} after ${result.loadMs} ms of load; ` +
          `${acknowledged} writes acknowledged, ${unanswered} cut off; back in ${restartMs} ms; ` +
          (failure
            ? `RESTART FAILED: ${failure}`
            : `${lost.length} acknowledged writes lost (of ${total(ledger)} so far)`),
      )
      if (failure) break
    }
    const secondServer = await secondServerOn(server, options.engine)
    return { rounds, secondServer, holderPid: server.pid }
  } finally {
    await server.stop()
  }
}

function total(ledger: Ledger): number {
  let votes = 0
  for (const vote of ledger.votes.values()) votes += vote.count
  return ledger.notes.length + ledger.progress.size + ledger.orders.size + votes
}
