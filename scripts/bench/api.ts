import { availableParallelism, loadavg } from 'node:os'
import autocannon from 'autocannon'
import { api } from './doctor'
import { type Figure, mark, printTable } from './summary'

/**
 * API throughput with autocannon: 50 connections for 10 s per target, one target after another, each
 * after a 2 s warm-up whose figures are dropped. The load generator shares the 2 cores with the server.
 */

const CONNECTIONS = 50
const DURATION_S = 10
const WARM_UP_S = 2
const LIST_MIN_RPS = 1500
const LIST_P99_MAX_MS = 50

/** Seed campaign 25 (2025 TED talks, /v3/vote/2025Ted/detail) and its item 1; daily limit 3, 1 per item. */
const VOTE = { promotionId: 25, voteItemId: 2501 }

interface Target {
  name: string
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

/** What a phone's browser adds to every call; the server may compress answers for it. */
export const browserHeaders = {
  accept: 'application/json, text/plain, */*',
  'accept-encoding': 'gzip, deflate, br',
}

/**
 * A batch as the client's tracker sends it (src/runtime/tracking): a JSON array of general records posted
 * as application/json (sendBeacon's Blob type): a visit, exposures every 5 s and a scroll point.
 */
export function trackBatch(): string {
  const now = Date.now()
  const record = (eventsType: string, extras: Record<string, string | number>) => ({
    router_url: '/v3/home',
    page_class: 'home',
    start_app_id: 'bench-start-app-id',
    user_id: '10001',
    app_version: '999',
    device_type: 'web',
    device_number: 'bench-device-number',
    device_info: 'iPhone Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15',
    device_time: now,
    statistics_mode: 'auto',
    events_type: eventsType,
    ...extras,
  })
  return JSON.stringify([
    record('visit', { from: '' }),
    record('exposure', { watch_time: 5 }),
    record('exposure', { watch_time: 5 }),
    record('scroll_percent', { percent: 30 }),
    record('exposure', { watch_time: 5 }),
  ])
}

function targets(token: string): Target[] {
  const authorized = { ...browserHeaders, authorization: `Bearer ${token}` }
  const json = { 'content-type': 'application/json;charset=UTF-8' }
  return [
    {
      // The home screen's first feed (schemas/pages/home.json, recommend tab: ContentFeed, course.items).
      name: 'public course list',
      method: 'GET',
      path: `${api}/community-search/v2/course/items?sort=HEAT&kind=REGULAR&page=1&size=10`,
      headers: browserHeaders,
    },
    {
      name: "the doctor's orders (auth)",
      method: 'GET',
      path: `${api}/order/v1/user/order/items?page=1&size=10`,
      headers: authorized,
    },
    {
      name: 'vote submit (auth)',
      method: 'POST',
      path: `${api}/promotion-aggregator/v2/user/promotion-vote/${VOTE.promotionId}/submit`,
      headers: { ...authorized, ...json },
      body: JSON.stringify(VOTE),
    },
    {
      name: 'tracking batch of 5',
      method: 'POST',
      path: `${api}/track/v1/general/up`,
      headers: { ...browserHeaders, 'content-type': 'application/json' },
      body: trackBatch(),
    },
    { name: 'GET /healthz (ceiling)', method: 'GET', path: '/healthz', headers: browserHeaders },
  ]
}

function fire(baseUrl: string, target: Target, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration,
  })
}

/** `200×12, 400×3` from autocannon's per-status counts. */
function statuses(result: autocannon.Result): string {
  return Object.entries(result.statusCodeStats ?? {})
    .map(([status, stat]) => `${status}×${stat.count ?? 0}`)
    .join(', ')
}

/** The error code the vote limit answers with, read once after the run. */
async function voteAnswer(baseUrl: string, target: Target): Promise<string> {
  const response = await fetch(`${baseUrl}${target.path}`, {
    method: target.method,
    headers: target.headers,
    body: target.body,
  })
  const answer = (await response.json().catch(() => ({}))) as { code?: unknown }
  return `${response.status} ${typeof answer.code === 'string' ? answer.code : ''}`.trim()
}

/** `label` names the server measured when one run measures several (BENCH_URL: 1 node and the cluster). */
export async function apiReport(baseUrl: string, token: string, label = ''): Promise<Figure[]> {
  const area = (target: Target) => `api ${label ? `${label} ` : ''}${target.name}`
  const rows: string[][] = []
  const figures: Figure[] = []
  const notes: string[] = []
  for (const target of targets(token)) {
    await fire(baseUrl, target, WARM_UP_S)
    const result = await fire(baseUrl, target, DURATION_S)
    const isList = target.name === 'public course list'
    const rpsOk = isList ? result.requests.average >= LIST_MIN_RPS : undefined
    const p99Ok = isList ? result.latency.p99 < LIST_P99_MAX_MS : undefined
    rows.push([
      target.name,
      `${Math.round(result.requests.average)} ${mark(rpsOk)}`.trim(),
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms ${mark(p99Ok)}`.trim(),
      String(result.non2xx),
      String(result.errors),
      statuses(result),
      loadavg()[0]?.toFixed(1) ?? '',
    ])
    figures.push(
      {
        area: area(target),
        measure: 'req/s (mean)',
        value: String(Math.round(result.requests.average)),
        goal: isList ? `≥ ${LIST_MIN_RPS}` : '',
        ok: rpsOk,
      },
      {
        area: area(target),
        measure: 'latency p50 / p99',
        value: `${result.latency.p50} / ${result.latency.p99} ms`,
        goal: isList ? `p99 < ${LIST_P99_MAX_MS} ms` : '',
        ok: p99Ok,
      },
    )
    if (result.non2xx || result.errors) {
      const errors = result.errors ? `, ${result.errors} errors (${result.timeouts} timeouts)` : ''
      figures.push({
        area: area(target),
        measure: 'statuses',
        value: `${statuses(result)}${errors}`,
        goal: '',
      })
    }
    if (target.name.startsWith('vote')) {
      notes.push(
        `vote submit after the run answers ${await voteAnswer(baseUrl, target)} (the doctor's limit)`,
      )
    }
  }
  console.log(
    `\n--- API throughput${label ? ` of ${label}` : ''} (${baseUrl}; autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, after ${WARM_UP_S} s warm-up) ---`,
  )
  printTable(['target', 'req/s', 'p50', 'p99', 'non-2xx', 'errors', 'statuses', 'load'], rows, 'lrrrrrlr')
  // Other work on the machine takes cores from the server and from autocannon alike.
  console.log(`  load: the 1-minute load average after each run, on ${availableParallelism()} cores`)
  for (const note of notes) console.log(`  ${note}`)
  console.log(`  goal for the public list: ≥ ${LIST_MIN_RPS} req/s, p99 < ${LIST_P99_MAX_MS} ms`)
  return figures
}
