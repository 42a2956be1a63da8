import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../chromium'
import { type Figure, mark, ms, printTable, seconds } from './summary'

/**
 * Lighthouse's default config, the mobile preset: a Moto G Power sized screen, simulated throttling
 * (slow 4G: 150 ms RTT, 1.6 Mbps; 4× CPU slowdown). One Chrome, the six screens one after another, each
 * measured RUNS times.
 */

const SCREENS = [
  '/v3/home',
  '/v3/course/detail?id=1',
  '/v3/video/detail?id=1027',
  '/v3/article/detail?id=1047',
  '/v3/vote/2025Ted/detail',
  '/v3/activity/detail?id=1',
]
/**
 * Runs per screen; the figures are the median run's (Lighthouse's own pick: the run nearest the median FCP
 * and TTI). One run moves by several points from one to the next on the same build, too much to tell a
 * change from noise. BENCH_LIGHTHOUSE_RUNS=1 for a quick look.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3)
const SCORE_MIN = 90
const SCORE_GOAL = 95
const LCP_MAX_MS = 2500
const REQUESTS_BEFORE_LCP_MAX = 25

// chrome-launcher starts Chrome headful by default; the rest keeps it off the network (scripts/chromium.ts).
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs]

interface ScreenResult {
  screen: string
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
  requests: number
  requestsBeforeLcp: number
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (typeof value !== 'number') throw new Error(`${lhr.finalDisplayedUrl}: no ${audit} figure`)
  return value
}

interface NetworkRequestItem {
  url: string
  /** ms after the first request's rendererStartTime (network-requests normalises every time so). */
  rendererStartTime?: number
}

/**
 * Requests started before the largest paint, counted on the load Lighthouse observed (unthrottled; the
 * simulated metrics are computed from it). Both sides on the trace's clock, in ms:
 * - the network-requests audit gives each request's rendererStartTime (when the page asked for it) in ms
 *   after the earliest request, and that earliest time as debugData.networkStartTimeTs (µs);
 * - the metrics audit gives observedLargestContentfulPaintTs (µs).
 * A request counts when networkStartTimeTs / 1000 + rendererStartTime < observedLargestContentfulPaintTs / 1000.
 */
function requestsBeforeLcp(lhr: Result): { all: number; beforeLcp: number } {
  const requests = lhr.audits['network-requests']?.details
  const metrics = lhr.audits.metrics?.details
  if (requests?.type !== 'table' || metrics?.type !== 'debugdata') {
    throw new Error(`${lhr.finalDisplayedUrl}: no network-requests or metrics details`)
  }
  const items = requests.items as unknown as NetworkRequestItem[]
  const networkStartTs = requests.debugData?.networkStartTimeTs
  const lcpTs = (metrics.items[0] as { observedLargestContentfulPaintTs?: unknown } | undefined)
    ?.observedLargestContentfulPaintTs
  if (typeof networkStartTs !== 'number' || typeof lcpTs !== 'number') {
    throw new Error(`${lhr.finalDisplayedUrl}: no network start or observed LCP timestamp`)
  }
  const lcpMs = (lcpTs - networkStartTs) / 1000
  const beforeLcp = items.filter(
    (item) => typeof item.rendererStartTime === 'number' && item.rendererStartTime < lcpMs,
  ).length
  return { all: items.length, beforeLcp }
}

/** Gives the Lighthouse Chrome the doctor's localStorage (its profile keeps it; Lighthouse clears only the cache). */
async function becomeDoctor(port: number, baseUrl: string, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('the Lighthouse Chrome has no default context')
    const page = await context.newPage()
    // Same origin, no app: only to reach its localStorage.
    await page.goto(`${baseUrl}/healthz`)
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
    }, storage)
    await page.close()
  } finally {
    // Connected, not launched: close() only disconnects; chrome-launcher owns the process.
    await browser.close()
  }
}

async function audit(port: number, url: string): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  for (const warning of lhr.runWarnings) console.log(`  Lighthouse warning (${url}): ${warning}`)
  return lhr
}

export async function lighthouseReport(baseUrl: string, storage: Record<string, string>): Promise<Figure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  try {
    await becomeDoctor(chrome.port, baseUrl, storage)
    const results: ScreenResult[] = []
    let version = ''
    for (const screen of SCREENS) {
      const runs: Result[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, `${baseUrl}${screen}`))
      const lhr = computeMedianRun(runs)
      // BENCH_REPORTS=<folder> keeps each report (open it in the Lighthouse viewer, or read its audits).
      if (process.env.BENCH_REPORTS) {
        mkdirSync(process.env.BENCH_REPORTS, { recursive: true })
        const file = `${screen.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}.json`
        writeFileSync(join(process.env.BENCH_REPORTS, file), JSON.stringify(lhr))
      }
      version = `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''}`
      const { all, beforeLcp } = requestsBeforeLcp(lhr)
      results.push({
        screen,
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: numeric(lhr, 'first-contentful-paint'),
        lcp: numeric(lhr, 'largest-contentful-paint'),
        tbt: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        bytes: numeric(lhr, 'total-byte-weight'),
        requests: all,
        requestsBeforeLcp: beforeLcp,
      })
      process.stdout.write(`  ${screen} done\n`)
    }
    console.log(
      `\n--- Lighthouse mobile (${version}; simulated slow 4G, 4× CPU; as the doctor; median of ${RUNS} runs) ---`,
    )
    printTable(
      ['screen', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'transferred', 'requests', 'before LCP'],
      results.map((result) => [
        result.screen,
        `${result.score} ${mark(result.score >= SCORE_MIN)}`,
        seconds(result.fcp),
        `${seconds(result.lcp)} ${mark(result.lcp <= LCP_MAX_MS)}`,
        ms(result.tbt),
        result.cls.toFixed(3),
        `${(result.bytes / 1024).toFixed(1)} KB`,
        String(result.requests),
        `${result.requestsBeforeLcp} ${mark(result.requestsBeforeLcp <= REQUESTS_BEFORE_LCP_MAX)}`,
      ]),
      'lrrrrrrrr',
    )
    console.log(
      `  goals: score ≥ ${SCORE_MIN} (goal ${SCORE_GOAL}), LCP ≤ ${seconds(LCP_MAX_MS)}, ` +
        `≤ ${REQUESTS_BEFORE_LCP_MAX} requests started before the largest paint`,
    )
    return results.flatMap((result) => [
      {
        area: `lighthouse ${result.screen}`,
        measure: 'performance score',
        value: String(result.score),
        goal: `≥ ${SCORE_MIN} (goal ${SCORE_GOAL})`,
        ok: result.score >= SCORE_MIN,
      },
      {
        area: `lighthouse ${result.screen}`,
        measure: 'LCP (simulated)',
        value: seconds(result.lcp),
        goal: `≤ ${seconds(LCP_MAX_MS)}`,
        ok: result.lcp <= LCP_MAX_MS,
      },
      {
        area: `lighthouse ${result.screen}`,
        measure: `requests before LCP (of ${result.requests})`,
        value: String(result.requestsBeforeLcp),
        goal: `≤ ${REQUESTS_BEFORE_LCP_MAX}`,
        ok: result.requestsBeforeLcp <= REQUESTS_BEFORE_LCP_MAX,
      },
    ])
  } finally {
    chrome.kill()
  }
}
