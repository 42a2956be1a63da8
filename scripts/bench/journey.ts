import { readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import autocannon from 'autocannon'
import { browserHeaders, trackBatch } from './api'
import { api } from './doctor'
import { type Figure, mark, printTable } from './summary'

/**
 * The doctor's journey under load (issue 29): every read a doctor's screens make on the way through home,
 * a course and its lesson, the comments, a vote campaign and its ranking, the sprint, 我的 and its lists,
 * zones and an activity, and the writes they lead to (vote, register, progress, tracking), each measured
 * alone with autocannon: CONNECTIONS connections for DURATION_S s after a WARM_UP_S s warm-up whose figures
 * are dropped. The load generator shares the machine's cores with the server and its database.
 *
 * The same journey runs on the demo data and on the large-customer set (server/seed/large.ts): a read's
 * goal is p50 ≤ 30 ms, p99 ≤ 100 ms and ≥ 200 req/s on the large set, and a p50 at most twice its
 * demo-data figure of the same run; a write's p99 ≤ 100 ms.
 */

const CONNECTIONS = 10
const DURATION_S = 5
const WARM_UP_S = 1
export const READ_P50_MS = 30
export const READ_P99_MS = 100
export const READ_MIN_RPS = 200
export const WRITE_P99_MS = 100
/** A read on the large set may take at most this many times its demo-data p50 of the same run. */
export const LARGE_OVER_DEMO = 2
/** The server's resident memory under the mixed load on the large set. */
export const MAX_RSS_MB = 400

/** The rows one data set offers the journey: the doctor measured, and who else writes. */
export interface JourneyData {
  readonly label: string
  /** The token of the doctor whose reads are measured (his orders, notes, records …). */
  readonly doctor: string
  /** Tokens of doctors the writes rotate through, as real traffic spreads over many doctors. */
  readonly writers: readonly string[]
  readonly courseId: number
  /** A video lesson of the course, opened on the lesson screen. */
  readonly videoLessonId: number
  /** The lesson with the most comments. */
  readonly commentedLessonId: number
  readonly campaignId: number
  /** Entries of the campaign the votes go to, spread over them. */
  readonly voteItemIds: readonly number[]
  /** An activity open for registration. */
  readonly activityId: number
}

interface Target {
  readonly name: string
  readonly kind: 'read' | 'write'
  readonly method: 'GET' | 'POST'
  readonly path: string
  /** A write's body for the n-th request; it rotates through the writers' tokens too. */
  readonly body?: (n: number) => string
}

function targets(data: JourneyData): Target[] {
  const read = (name: string, path: string): Target => ({ name, kind: 'read', method: 'GET', path })
  const page = 'page=1&size=10'
  return [
    read('home course list', `${api}/community-search/v2/course/items?sort=HEAT&kind=REGULAR&${page}`),
    read('course detail', `${api}/academy-aggregator/v2/user/course/${data.courseId}`),
    read('lesson (video)', `${api}/academy/v1/course/vod/${data.videoLessonId}`),
    read('lesson access', `${api}/academy/v2/course/lesson/${data.videoLessonId}/access-permission`),
    read('comments', `${api}/sns/v1/user/comment/VIDEO/${data.commentedLessonId}/items?${page}`),
    read('vote campaign detail', `${api}/promotion-aggregator/v2/user/promotion-vote/${data.campaignId}`),
    read(
      'vote entries, ranked',
      `${api}/promotion-aggregator/v2/user/promotion-vote/${data.campaignId}/items?sort=RANK&${page}`,
    ),
    read('sprint ranking', `${api}/promotion/v1/user/sprint/rank?page=1&size=20`),
    read('我的 (academy summary)', `${api}/academy/v1/user/summary`),
    read('learning records', `${api}/academy/v1/user/studying/items?${page}`),
    read('my orders', `${api}/order/v1/user/order/items?${page}`),
    read('my notes', `${api}/academy/v1/user/note/items?${page}`),
    read('zone list', `${api}/community-search/v1/zone/items?${page}`),
    read('activity detail', `${api}/academy/v1/activity/${data.activityId}`),
    {
      name: 'vote',
      kind: 'write',
      method: 'POST',
      path: `${api}/promotion-aggregator/v2/user/promotion-vote/${data.campaignId}/submit`,
      body: (n) =>
        JSON.stringify({
          promotionId: data.campaignId,
          voteItemId: data.voteItemIds[n % data.voteItemIds.length],
        }),
    },
    {
      name: 'register for an activity',
      kind: 'write',
      method: 'POST',
      path: `${api}/academy/v1/user/activity/${data.activityId}/registration`,
      body: () => '{}',
    },
    {
      name: 'save progress',
      kind: 'write',
      method: 'POST',
      path: `${api}/academy/v2/user/course/progress`,
      body: (n) =>
        JSON.stringify({
          lessonId: data.videoLessonId,
          seconds: 30 + (n % 600),
          duration: 1800,
          finished: false,
        }),
    },
    {
      name: 'tracking batch of 5',
      kind: 'write',
      method: 'POST',
      path: `${api}/track/v1/general/up`,
      body: () => trackBatch(),
    },
  ]
}

/**
 * The n-th request of a target as its caller sends it: reads are the one doctor's; writes rotate through
 * the writers (a doctor's own limits apply).
 */
function withCaller(request: autocannon.Request, target: Target, data: JourneyData, n: number) {
  const token = target.kind === 'read' ? data.doctor : (data.writers[n % data.writers.length] ?? data.doctor)
  return {
    ...request,
    headers: {
      ...browserHeaders,
      authorization: `Bearer ${token}`,
      ...(target.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(target.body ? { body: target.body(n) } : {}),
  }
}

function fire(baseUrl: string, target: Target, data: JourneyData, duration: number) {
  let sent = 0
  return autocannon({
    url: `${baseUrl}${target.path}`,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: target.method,
        setupRequest: (request) => withCaller(request, target, data, sent++),
      },
    ],
  })
}

/** One target's figures in one data set. */
export interface JourneyResult {
  readonly name: string
  readonly kind: 'read' | 'write'
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly statuses: string
  readonly failures: number
}

/** `200×12, 400×3` from autocannon's per-status counts. */
function statuses(result: autocannon.Result): string {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([status, stat]) => `${status}×${stat.count ?? 0}`)
    .join(', ')
}

/** Runs the journey on one server and prints its table. */
export async function runJourney(baseUrl: string, data: JourneyData): Promise<JourneyResult[]> {
  const results: JourneyResult[] = []
  for (const target of targets(data)) {
    await fire(baseUrl, target, data, WARM_UP_S)
    const result = await fire(baseUrl, target, data, DURATION_S)
    results.push({
      name: target.name,
      kind: target.kind,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      statuses: statuses(result),
      failures: result.errors + result.timeouts + (result['5xx'] ?? 0),
    })
  }
  console.log(
    `\n--- The doctor's journey on the ${data.label} data (${baseUrl}; autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each after ${WARM_UP_S} s; load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores) ---`,
  )
  printTable(
    ['call', 'kind', 'req/s', 'p50', 'p99', 'statuses'],
    results.map((row) => [
      row.name,
      row.kind,
      String(row.rps),
      `${row.p50} ms`,
      `${row.p99} ms`,
      row.statuses,
    ]),
    'llrrrl',
  )
  return results
}

/** What the server's memory did under a long mixed load (VmRSS sampled every second). */
export interface MixedLoadResult {
  readonly seconds: number
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly statuses: string
  readonly failures: number
  readonly peakRssMb: number
  readonly endRssMb: number
}

/** The resident memory of a process now, in MB (VmRSS); 0 once it has gone. */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024)
  } catch {
    return 0
  }
}

/**
 * Every call of the journey at once for `seconds` (issue 29's "5 minutes of mixed load"): each connection
 * goes through the reads and writes in turn, so caches, pools and the view counter see real traffic; the
 * server's resident memory is sampled every second.
 */
export async function runMixedLoad(
  baseUrl: string,
  data: JourneyData,
  pid: number,
  seconds: number,
): Promise<MixedLoadResult> {
  let sent = 0
  const sequence = targets(data).map((target) => ({
    method: target.method,
    path: target.path,
    setupRequest: (request: autocannon.Request) => withCaller(request, target, data, sent++),
  }))
  let peak = rssMb(pid)
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid))
  }, 1000)
  try {
    const result = await autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration: seconds,
      requests: sequence,
    })
    const mixed: MixedLoadResult = {
      seconds,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      statuses: statuses(result),
      failures: result.errors + result.timeouts + (result['5xx'] ?? 0),
      peakRssMb: Math.max(peak, rssMb(pid)),
      endRssMb: rssMb(pid),
    }
    console.log(
      `\n--- Mixed load on the ${data.label} data: every call of the journey in turn, ${CONNECTIONS} connections, ${seconds} s ---\n` +
        `  ${mixed.rps} req/s, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms (${mixed.statuses}); server RSS peak ${mixed.peakRssMb} MB, at the end ${mixed.endRssMb} MB`,
    )
    return mixed
  } finally {
    clearInterval(sampler)
  }
}

/** The server's memory under the mixed load, against the 400 MB budget. */
export function mixedLoadFigures(mixed: MixedLoadResult): Figure[] {
  return [
    {
      area: `journey mixed load ${mixed.seconds} s`,
      measure: 'server RSS peak / end',
      value: `${mixed.peakRssMb} / ${mixed.endRssMb} MB (${mixed.rps} req/s, p99 ${mixed.p99} ms, ${mixed.statuses})`,
      goal: `≤ ${MAX_RSS_MB} MB`,
      ok: mixed.peakRssMb <= MAX_RSS_MB && mixed.failures === 0,
    },
  ]
}

/** Figures for the summary: the large set's against the goals and against the demo data's. */
export function journeyFigures(demo: readonly JourneyResult[], large?: readonly JourneyResult[]): Figure[] {
  const figures: Figure[] = []
  for (const row of large ?? demo) {
    const set = large ? 'large' : 'demo'
    const base = demo.find((found) => found.name === row.name)
    if (row.kind === 'read') {
      const withinDemo = !large || !base || row.p50 <= Math.max(base.p50 * LARGE_OVER_DEMO, 1)
      figures.push({
        area: `journey ${set} ${row.name}`,
        measure: 'p50 / p99, req/s',
        value: `${row.p50} / ${row.p99} ms, ${row.rps}${base && large ? ` (demo p50 ${base.p50} ms)` : ''}`,
        goal: `p50 ≤ ${READ_P50_MS}, p99 ≤ ${READ_P99_MS} ms, ≥ ${READ_MIN_RPS}/s${large ? `, ≤ ${LARGE_OVER_DEMO}× demo` : ''}`,
        ok:
          row.p50 <= READ_P50_MS &&
          row.p99 <= READ_P99_MS &&
          row.rps >= READ_MIN_RPS &&
          withinDemo &&
          row.failures === 0,
      })
    } else {
      figures.push({
        area: `journey ${set} ${row.name}`,
        measure: 'p99, req/s',
        value: `${row.p99} ms, ${row.rps} (${row.statuses})`,
        goal: `p99 ≤ ${WRITE_P99_MS} ms`,
        ok: row.p99 <= WRITE_P99_MS && row.failures === 0,
      })
    }
  }
  return figures
}

/** Prints the goals under the tables. */
export function printJourneyGoals(): void {
  console.log(
    `  goals: a read p50 ≤ ${READ_P50_MS} ms, p99 ≤ ${READ_P99_MS} ms, ≥ ${READ_MIN_RPS} req/s, on the large set ≤ ${LARGE_OVER_DEMO}× its demo p50; a write p99 ≤ ${WRITE_P99_MS} ms`,
  )
  console.log(`  mark: ${mark(true)} / ${mark(false)} in the summary`)
}
