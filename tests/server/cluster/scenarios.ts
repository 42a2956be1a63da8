import { randomBytes, randomInt } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { expect } from 'vitest'
import { BOOT_URL } from '../../../schemas/meta/boot'
import { readConfigFiles } from '../../../server/config-versions/files'
import { addOperator } from '../../../server/config-versions/operators'
import { pgSqlClient } from '../../../server/db/sql-client'
import { RATE_LIMITS } from '../../../server/routes/rate-limits'
import { LOTTERY_IDS, VOTE_IDS } from '../../../server/seed/index'
import {
  api,
  CERTIFIED_MOBILE,
  type ErrorAnswer,
  freshMobile,
  type LoginAnswer,
  SEED_PASSWORD,
} from '../api-helpers'
import { copyRepositoryConfig, VERSIONS } from '../publishing-server'

/**
 * What must hold across the nodes of a cluster (tests/server/cluster.test.ts runs them on
 * scripts/cluster): each scenario talks to the nodes and nginx over real HTTP, reads PostgreSQL to
 * check what was stored, and asserts with vitest's expect. Every scenario makes its own doctor and comes
 * from its own client address, so none depends on what another wrote or on its share of a rate limit,
 * and each can run again on the same cluster.
 */

export interface ClusterTarget {
  /** Each node's base URL (`http://127.0.0.1:<port>`), in index order. */
  readonly nodes: readonly string[]
  /** nginx in front of all of them. */
  readonly proxy: string
  /** The PostgreSQL database every node uses (the URL's search_path names the schema). */
  readonly databaseUrl: string
}

interface Answer {
  readonly status: number
  /** Parsed JSON; the raw text when the body is not JSON. */
  readonly body: unknown
}

interface CallOptions {
  readonly token?: string
  readonly json?: unknown
  readonly form?: Readonly<Record<string, string>>
  /**
   * The client address the call claims to come from. The nodes trust X-Forwarded-For from loopback
   * (TRUST_PROXY=127.0.0.1, as nginx is), so the per-address rate limits count this address.
   */
  readonly from?: string
}

async function call(base: string, method: 'GET' | 'POST', path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {}
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.from) headers['x-forwarded-for'] = options.from
  let body: string | undefined
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded'
    body = new URLSearchParams(options.form).toString()
  }
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    redirect: 'manual',
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON (a redirect's body, a proxy's error page): kept as text for the failure message
  }
  return { status: response.status, body: parsed } satisfies Answer
}

function bodyOf<T>(answer: Answer, what: string): T {
  if (answer.status !== 200)
    throw new Error(`${what} answered ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body as T
}

const codeOf = (answer: Answer) => (answer.body as Partial<ErrorAnswer> | undefined)?.code

/** A client address of the benchmarking range 198.18.0.0/15, new for each scenario run. */
function clientAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`
}

/** Request `index` of a spread goes to node `index % nodes`. */
function nodeFor(target: ClusterTarget, index: number): string {
  const node = target.nodes[index % target.nodes.length]
  if (!node) throw new Error('the cluster has no nodes')
  return node
}

async function withDatabase<T>(url: string, work: (pool: pg.Pool) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  try {
    return await work(pool)
  } finally {
    await pool.end()
  }
}

async function countOf(pool: pg.Pool, text: string, values: readonly unknown[]): Promise<number> {
  const { rows } = await pool.query<{ count: string }>(text, [...values])
  return Number(rows[0]?.count ?? 0)
}

/**
 * A new doctor (SMS-code registration on `base`, the code read where the development sender keeps it):
 * nobody else has voted, drawn or ordered as it.
 */
async function registerDoctor(base: string, pool: pg.Pool, from: string): Promise<LoginAnswer> {
  const mobile = freshMobile()
  bodyOf(
    await call(base, 'POST', `${api}/healthchat/sms/app/sendRandNum.do`, { form: { mobile }, from }),
    `sending an SMS code to ${mobile}`,
  )
  const { rows } = await pool.query<{ code: string }>(
    'SELECT code FROM sms_code WHERE mobile = $1 ORDER BY id DESC LIMIT 1',
    [mobile],
  )
  const code = rows[0]?.code
  if (!code) throw new Error(`no SMS code was stored for ${mobile}`)
  return bodyOf<LoginAnswer>(
    await call(base, 'POST', `${api}/user/login/loginWithoutPasswdNew`, {
      form: { mobile, randNum: code },
      from,
    }),
    `registering ${mobile}`,
  )
}

// ------------------------------------------------------------------------------------------ 1. votes

/** Vote campaign 31 allows 3 votes in all per doctor; these are its entries. */
const LIMITED_VOTE_ITEMS = [3101, 3102, 3103, 3104] as const

/**
 * 50 parallel votes of one doctor, request i on node i % 3, against a campaign limit of 3: the row lock
 * every node takes in PostgreSQL lets exactly 3 through.
 */
export async function parallelVotesAcrossNodes(target: ClusterTarget): Promise<void> {
  const from = clientAddress()
  await withDatabase(target.databaseUrl, async (pool) => {
    const doctor = await registerDoctor(nodeFor(target, 0), pool, from)
    const promotionId = VOTE_IDS.limited
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(
          nodeFor(target, index),
          'POST',
          `${api}/promotion-aggregator/v2/user/promotion-vote/${promotionId}/submit`,
          {
            token: doctor.token,
            json: { promotionId, voteItemId: LIMITED_VOTE_ITEMS[index % LIMITED_VOTE_ITEMS.length] },
            from,
          },
        ),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(refused.map((answer) => `${answer.status} ${codeOf(answer)}`)).toEqual(
      Array.from({ length: 47 }, () => '400 vote.process.run.out'),
    )
    expect(
      await countOf(pool, 'SELECT count(*) FROM vote_record WHERE promotion_id = $1 AND account_id = $2', [
        promotionId,
        doctor.userId,
      ]),
    ).toBe(3)
  })
}

// ---------------------------------------------------------------------------------------- 2. lottery

/**
 * 30 parallel draws of one doctor over the nodes on lottery 1 (3 chances each): exactly 3 draws, whose
 * answers count the chances down 2, 1, 0, and 3 records.
 */
export async function parallelDrawsAcrossNodes(target: ClusterTarget): Promise<void> {
  const from = clientAddress()
  await withDatabase(target.databaseUrl, async (pool) => {
    const doctor = await registerDoctor(nodeFor(target, 1), pool, from)
    const lotteryId = LOTTERY_IDS.processing
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        call(nodeFor(target, index), 'POST', `${api}/promotion/v2/user/lottery/${lotteryId}/draw`, {
          token: doctor.token,
          from,
        }),
      ),
    )
    const won = answers.filter((answer) => answer.status === 200)
    expect(
      won
        .map((answer) => (answer.body as { remainingChances: number }).remainingChances)
        .sort((a, b) => a - b),
    ).toEqual([0, 1, 2])
    expect(
      answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${codeOf(answer)}`),
    ).toEqual(Array.from({ length: 27 }, () => '400 lottery.chance.run.out'))
    expect(
      await countOf(pool, 'SELECT count(*) FROM lottery_record WHERE lottery_id = $1 AND account_id = $2', [
        lotteryId,
        doctor.userId,
      ]),
    ).toBe(3)
  })
}

// ---------------------------------------------------------------------------------------- 3. payment

/** Courses 1 (199 元) and 3 (99 元), on sale: a new doctor can order each once. */
const ORDERED_COURSES = { repeated: 1, disputed: 3 } as const

interface Order {
  id: number
  status: string
}

/**
 * 20 parallel payment callbacks (the dev checkout's completion, what the provider's notification does)
 * for one order over the nodes: one settles it, the others are refused 400 order.status.invalid, and the
 * order reads one final status on every node. All 20 saying SUCCESS (a provider repeating itself): paid
 * once, one grant of the course. Outcomes that disagree: the one that came first stands.
 */
export async function parallelPaymentCallbacksAcrossNodes(target: ClusterTarget): Promise<void> {
  const from = clientAddress()
  await withDatabase(target.databaseUrl, async (pool) => {
    const doctor = await registerDoctor(nodeFor(target, 2), pool, from)
    const order = async (courseId: number) =>
      bodyOf<Order>(
        await call(nodeFor(target, 0), 'POST', `${api}/order/v1/user/order`, {
          token: doctor.token,
          json: { orderItemRequests: [{ count: 1, objectId: courseId, skuId: courseId }] },
          from,
        }),
        'order.create',
      )
    // The callbacks come from the provider's side: loopback, which the dev checkout requires.
    const callbacks = (orderId: number, results: readonly string[]) =>
      Promise.all(
        results.map((result, index) =>
          call(nodeFor(target, index), 'POST', `${api}/dev/pay/complete`, {
            form: { orderId: String(orderId), returnUrl: `/v3/user/pay?id=${orderId}`, result },
          }),
        ),
      )
    const statusOnEveryNode = (orderId: number) =>
      Promise.all(
        target.nodes.map(
          async (node) =>
            bodyOf<Order>(
              await call(node, 'GET', `${api}/order/v1/user/order/${orderId}`, { token: doctor.token, from }),
              'order.detail',
            ).status,
        ),
      )
    const paymentsOf = async (orderId: number) =>
      (
        await pool.query<{ outcome: string }>('SELECT outcome FROM payment WHERE order_id = $1 ORDER BY id', [
          orderId,
        ])
      ).rows.map((row) => row.outcome)
    const refusedAs = (answers: readonly Answer[]) =>
      answers.filter((answer) => answer.status !== 303).map((answer) => `${answer.status} ${codeOf(answer)}`)

    const repeated = await order(ORDERED_COURSES.repeated)
    const repeatedAnswers = await callbacks(
      repeated.id,
      Array.from({ length: 20 }, () => 'SUCCESS'),
    )
    expect(repeatedAnswers.filter((answer) => answer.status === 303)).toHaveLength(1)
    expect(refusedAs(repeatedAnswers)).toEqual(Array.from({ length: 19 }, () => '400 order.status.invalid'))
    expect(await statusOnEveryNode(repeated.id)).toEqual(target.nodes.map(() => 'SUCCESS'))
    expect(await paymentsOf(repeated.id)).toEqual(['PAID', 'SUCCESS'])
    expect(
      await countOf(pool, 'SELECT count(*) FROM course_purchase WHERE order_id = $1 AND revoked_at IS NULL', [
        repeated.id,
      ]),
    ).toBe(1)

    const disputed = await order(ORDERED_COURSES.disputed)
    const outcomes = ['SUCCESS', 'PAID', 'REJECT'] as const
    const results = Array.from({ length: 20 }, (_, index) => outcomes[index % outcomes.length] ?? 'SUCCESS')
    const disputedAnswers = await callbacks(disputed.id, results)
    const settled = disputedAnswers.flatMap((answer, index) =>
      answer.status === 303 ? [results[index]] : [],
    )
    expect(settled).toHaveLength(1)
    expect(refusedAs(disputedAnswers)).toEqual(Array.from({ length: 19 }, () => '400 order.status.invalid'))
    const winner = settled[0]
    expect(await statusOnEveryNode(disputed.id)).toEqual(target.nodes.map(() => winner))
    expect(await paymentsOf(disputed.id)).toEqual(
      winner === 'SUCCESS' ? ['PAID', 'SUCCESS'] : [winner === 'PAID' ? 'PAID' : 'REJECT'],
    )
  })
}

// ------------------------------------------------------------------------------------------ 4. token

interface UserInfo {
  userId: string
}

/**
 * A token issued by node 0 (password login there) opens a login-only endpoint on every other node: the
 * signing key is the database's, not a node's. One with a forged signature is refused there (400
 * auth.token.sign.invalid), so the endpoint does check.
 */
export async function tokenFromOneNodeOnTheOthers(target: ClusterTarget): Promise<void> {
  const from = clientAddress()
  const [first, ...others] = target.nodes
  if (!first || others.length === 0) throw new Error('the scenario needs at least two nodes')
  const login = bodyOf<LoginAnswer>(
    await call(first, 'POST', `${api}/user/v1/auth/login`, {
      json: { loginName: CERTIFIED_MOBILE, password: SEED_PASSWORD },
      from,
    }),
    'login on node 0',
  )
  const forged = `${login.token.slice(0, -4)}${login.token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
  for (const node of others) {
    const info = await call(node, 'GET', `${api}/user/v1/user/`, { token: login.token, from })
    expect(info.status, `${node}: ${JSON.stringify(info.body)}`).toBe(200)
    expect((info.body as UserInfo).userId).toBe(login.userId)
    const refused = await call(node, 'GET', `${api}/user/v1/user/`, { token: forged, from })
    expect(`${refused.status} ${codeOf(refused)}`, node).toBe('400 auth.token.sign.invalid')
  }
}

// ------------------------------------------------------------------------- 4b. public-read caches

/** Activity 4 takes registrations from any doctor; its public detail counts them. */
const REGISTERED_ACTIVITY = 4

/** How soon the other nodes forget a cached answer a write made stale (the cache itself keeps it 10 s). */
export const INVALIDATION_VISIBLE_MS = 1000

/**
 * A write on one node empties the other nodes' cache of that area's public reads at once (through Redis),
 * instead of their answering stale for up to the read's max age: every node caches activity 4's public
 * detail, a new doctor registers on node 0, and nodes 1 and 2 answer the new count within a second.
 */
export async function writeOnOneNodeRefreshesTheOthersCache(target: ClusterTarget): Promise<void> {
  const from = clientAddress()
  const [first, ...others] = target.nodes
  if (!first || others.length === 0) throw new Error('the scenario needs at least two nodes')
  const detailPath = `${api}/academy/v1/activity/${REGISTERED_ACTIVITY}`
  const countOn = async (node: string) =>
    bodyOf<{ registeredCount: number }>(
      await call(node, 'GET', detailPath, { from }),
      `activity detail on ${node}`,
    ).registeredCount
  // Twice on each node: the second answer is the node's cached one.
  for (const node of target.nodes) {
    await countOn(node)
    await countOn(node)
  }
  const before = await countOn(first)
  const doctor = await withDatabase(target.databaseUrl, (pool) => registerDoctor(first, pool, from))
  const registered = await call(
    first,
    'POST',
    `${api}/academy/v1/user/activity/${REGISTERED_ACTIVITY}/registration`,
    {
      token: doctor.token,
      from,
    },
  )
  const after = bodyOf<{ registeredCount: number }>(registered, 'registration on node 0').registeredCount
  expect(after).toBe(before + 1)
  const written = Date.now()
  for (const node of others) {
    let seen = await countOn(node)
    while (seen !== after && Date.now() - written < INVALIDATION_VISIBLE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      seen = await countOn(node)
    }
    expect(
      seen,
      `${node} still answered the cached count ${INVALIDATION_VISIBLE_MS} ms after the write`,
    ).toBe(after)
  }
}

// --------------------------------------------------------------------------------- 5. login limit

/**
 * The login budget of one address is the cluster's (Redis), not each node's: 20 wrong passwords spread
 * over the nodes are each refused as wrong, then the next login is 429 rate.limited on every node, even
 * with the right password. Another address still logs in.
 */
export async function loginLimitSharedAcrossNodes(target: ClusterTarget): Promise<void> {
  const from = clientAddress()
  const budget = RATE_LIMITS.login.max
  const login = (node: string, password: string, address = from) =>
    call(node, 'POST', `${api}/user/v1/auth/login`, {
      json: { loginName: CERTIFIED_MOBILE, password },
      from: address,
    })
  const wrong = await Promise.all(
    Array.from({ length: budget }, (_, index) => login(nodeFor(target, index), `wrong-password-${index}`)),
  )
  expect(wrong.map((answer) => `${answer.status} ${codeOf(answer)}`)).toEqual(
    Array.from({ length: budget }, () => '400 auth.login.failed'),
  )
  for (const node of target.nodes) {
    const limited = await login(node, SEED_PASSWORD)
    expect(`${limited.status} ${codeOf(limited)}`, node).toBe('429 rate.limited')
  }
  expect((await login(nodeFor(target, 0), SEED_PASSWORD, clientAddress())).status).toBe(200)
}

/** The most a login may take while Redis is away (issue 28: each node counts alone, never waits on it). */
export const LOGIN_WITHOUT_REDIS_MS = 200
/**
 * A login that waited on Redis would wait out its 3 s connect timeout. On a loaded CI machine one scrypt
 * hash alone has taken 228 ms, so the slowest single login is held to a third of that timeout, and the
 * typical one (the median) to the 200 ms budget.
 */
const SLOWEST_LOGIN_WITHOUT_REDIS_MS = 1000

/** The logins timed while Redis was away: the median within the budget, none near Redis's timeout. */
export function expectNoWaitOnRedis(durations: readonly number[]): void {
  const times = [...durations].sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)] ?? Number.POSITIVE_INFINITY
  const slowest = times.at(-1) ?? Number.POSITIVE_INFINITY
  console.log(
    `Redis stopped: ${times.length} logins, median ${median.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms`,
  )
  expect(median).toBeLessThan(LOGIN_WITHOUT_REDIS_MS)
  expect(slowest).toBeLessThan(SLOWEST_LOGIN_WITHOUT_REDIS_MS)
}

/**
 * Redis stopped: wrong logins are still limited — each node counts an address alone, so the 21st wrong
 * password on a node is 429 — and none waits for Redis, through nginx too.
 */
export async function loginLimitWithoutRedis(
  target: ClusterTarget,
  stopRedis: () => Promise<void>,
): Promise<void> {
  await stopRedis()
  const budget = RATE_LIMITS.login.max
  const from = clientAddress()
  const timed = async (node: string, index: number) => {
    const started = performance.now()
    const answer = await call(node, 'POST', `${api}/user/v1/auth/login`, {
      json: { loginName: CERTIFIED_MOBILE, password: `wrong-password-${index}` },
      from,
    })
    return { answer: `${answer.status} ${codeOf(answer)}`, ms: performance.now() - started }
  }
  const node = nodeFor(target, 0)
  const answers = []
  for (let index = 0; index <= budget; index++) answers.push(await timed(node, index))
  expect(answers.map((entry) => entry.answer)).toEqual([
    ...Array.from({ length: budget }, () => '400 auth.login.failed'),
    '429 rate.limited',
  ])
  const throughProxy = []
  for (let index = 0; index < 6; index++) throughProxy.push(await timed(target.proxy, index))
  expect(throughProxy.every((entry) => !entry.answer.startsWith('5'))).toBe(true)
  expectNoWaitOnRedis([...answers, ...throughProxy].map((entry) => entry.ms))
}

// ---------------------------------------------------------------------------------- 6. config publish

/** The longest a publish on one node may take to show on another (server/config-versions/live.ts). */
export const PUBLISH_VISIBLE_MS = 2000

/**
 * A config version published on node 0 (operator API) is served by every node within 2 s of the
 * publish's answer: each node polls the database for the active version. The version adds a route; each
 * node's route table (what the app loads at start) is polled until it names it.
 */
export async function configPublishReachesEveryNode(target: ClusterTarget): Promise<void> {
  const marker = `cluster${randomBytes(4).toString('hex')}`
  const folder = copyRepositoryConfig()
  try {
    // A route of its own, on a screen the config already has.
    const pages = JSON.parse(readConfigFiles(folder)['pages.json'] ?? '{}') as {
      pages: Record<string, unknown>[]
    }
    pages.pages.push({ name: marker, path: `/cluster/${marker}`, title: '集群检查', schema: 'entry' })
    writeFileSync(join(folder, 'pages.json'), JSON.stringify(pages, null, 2))
    const operatorToken = await withDatabase(
      target.databaseUrl,
      async (pool) => (await addOperator(pgSqlClient(pool), `cluster-${marker}`)).token,
    )
    const routesOn = async (node: string) => {
      const answer = await call(node, 'GET', BOOT_URL)
      expect(answer.status, node).toBe(200)
      return answer.body as { routes: { pages: { name: string }[] } }
    }
    const names = async (node: string) => (await routesOn(node)).routes.pages.map((page) => page.name)
    for (const node of target.nodes) expect(await names(node), node).not.toContain(marker)

    const [publisher] = target.nodes
    if (!publisher) throw new Error('the cluster has no nodes')
    const published = await call(publisher, 'POST', VERSIONS, {
      token: operatorToken,
      json: { files: readConfigFiles(folder), message: `cross-node check ${marker}` },
    })
    expect(published.status, JSON.stringify(published.body)).toBe(201)
    const answeredAt = Date.now()
    const seenAfter = await Promise.all(
      target.nodes.map(async (node) => {
        while (Date.now() - answeredAt <= PUBLISH_VISIBLE_MS) {
          if ((await names(node)).includes(marker)) return Date.now() - answeredAt
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
        return undefined
      }),
    )
    // undefined: the node still served the old route table 2 s after the publish.
    expect(
      seenAfter.map((ms) => ms !== undefined && ms <= PUBLISH_VISIBLE_MS),
      `seen after ${seenAfter.map((ms) => (ms === undefined ? 'never' : `${ms} ms`)).join(', ')}`,
    ).toEqual(target.nodes.map(() => true))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

// ------------------------------------------------------------------------------------- 7. kill -9

export interface NodeKilling {
  /** Which node dies. */
  readonly index: number
  /** SIGKILLs it; resolves when the process is gone. */
  kill(): Promise<void>
  /** Starts it again at the same address; resolves with its URL once it listens. */
  restart(): Promise<string>
}

/** Lesson 1001 (an article) takes the comments. */
const COMMENTED_LESSON = 1001
const WRITE_LANES = 6
/** The kill comes once this many comments were acknowledged, or after KILL_AFTER_MS of load. */
const KILL_AFTER_WRITES = 40
const KILL_AFTER_MS = 3000
/** Comments sent through nginx once the node is gone; every one must be acknowledged. */
const WRITES_AFTER_KILL = 30
/** Comments sent to each surviving node itself after the kill. */
const DIRECT_WRITES = 3

interface Comment {
  id: number
}

/**
 * kill -9 of one node while comments flow through nginx: the other nodes keep answering (every comment
 * sent after the kill is acknowledged, through nginx and directly on each survivor), every comment
 * acknowledged (2xx) is in the database, nothing is there that was never sent, and the node answers
 * again after its restart.
 */
export async function killOneNodeUnderLoad(target: ClusterTarget, killing: NodeKilling): Promise<void> {
  const from = clientAddress()
  const run = randomBytes(4).toString('hex')
  const killedUrl = target.nodes[killing.index]
  if (!killedUrl) throw new Error(`no node ${killing.index}`)
  const survivors = target.nodes.filter((_, index) => index !== killing.index)
  await withDatabase(target.databaseUrl, async (pool) => {
    const doctor = await registerDoctor(target.proxy, pool, from)
    const acknowledged = new Map<string, number>()
    /** Failures of comments sent before the kill or after it: none is expected. */
    const failures: string[] = []
    let cutOff = 0
    let sent = 0
    let phase: 'before' | 'killing' | 'after' = 'before'
    let afterKill = 0
    let inFlight = 0

    const comment = async (base: string): Promise<void> => {
      sent += 1
      const content = `跨节点测试 ${run} #${sent}`
      const startedIn = phase
      let failure: string | undefined
      inFlight += 1
      try {
        const answer = await call(base, 'POST', `${api}/sns/v1/user/comment/ARTICLE/${COMMENTED_LESSON}`, {
          token: doctor.token,
          json: { content },
          from,
        })
        if (answer.status === 200) acknowledged.set(content, (answer.body as Comment).id)
        else failure = `${answer.status} ${JSON.stringify(answer.body)}`
      } catch (error) {
        failure = String(error)
      } finally {
        inFlight -= 1
      }
      if (failure === undefined) return
      // Only a comment on the wire while the node died may go unanswered (nginx never resends a POST).
      if (startedIn !== 'after' && phase !== 'before') cutOff += 1
      else failures.push(`${startedIn === 'after' ? 'after' : 'before'} the kill: ${failure}`)
    }
    const lane = async () => {
      while (phase !== 'after' || afterKill < WRITES_AFTER_KILL) {
        if (phase === 'after') afterKill += 1
        await comment(target.proxy)
      }
    }

    const loadStarted = Date.now()
    const lanes = Array.from({ length: WRITE_LANES }, lane)
    while (acknowledged.size < KILL_AFTER_WRITES && Date.now() - loadStarted < KILL_AFTER_MS) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    phase = 'killing'
    const inFlightAtKill = inFlight
    const acknowledgedAtKill = acknowledged.size
    const killedAfterMs = Date.now() - loadStarted
    await killing.kill()
    phase = 'after'
    await Promise.all(lanes)
    // Directly on each survivor, too.
    for (const node of survivors) for (let count = 0; count < DIRECT_WRITES; count += 1) await comment(node)

    console.log(
      `cluster kill -9: ${acknowledged.size} comments acknowledged (${acknowledgedAtKill} before the kill), ${cutOff} cut off; ${inFlightAtKill} in flight at the kill after ${killedAfterMs} ms of load`,
    )
    expect(failures).toEqual([])
    // The kill came in the middle of the load...
    expect(acknowledgedAtKill).toBeGreaterThan(0)
    expect(inFlightAtKill).toBeGreaterThan(0)
    // ...and everything sent after it was acknowledged (no failure above), through nginx and directly.
    expect(acknowledged.size).toBeGreaterThanOrEqual(
      acknowledgedAtKill + WRITES_AFTER_KILL + survivors.length * DIRECT_WRITES,
    )
    const { rows } = await pool.query<{ id: string; content: string }>(
      'SELECT id, content FROM sns_comment WHERE content LIKE $1',
      [`跨节点测试 ${run} #%`],
    )
    const stored = new Map(rows.map((row) => [row.content, Number(row.id)]))
    // Every acknowledged comment is there under the id it was answered with...
    expect([...acknowledged].filter(([content, id]) => stored.get(content) !== id)).toEqual([])
    // ...and beyond them at most the ones the kill cut off (they may have committed unanswered).
    expect(stored.size).toBeLessThanOrEqual(acknowledged.size + cutOff)

    const restarted = await killing.restart()
    expect((await call(restarted, 'GET', '/healthz')).status).toBe(200)
    const info = await call(restarted, 'GET', `${api}/user/v1/user/`, { token: doctor.token, from })
    expect(info.status).toBe(200)
    expect((info.body as UserInfo).userId).toBe(doctor.userId)
  })
}
