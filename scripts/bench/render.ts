import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { chromium } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../chromium'
import { repoRoot } from '../server-process'
import type { Figure } from './summary'

const RATIO_GOAL = 1.2
const ROUNDS = 41

/** The built render bench (.bench/render, from bench/vite.config.ts), served as plain files. */
async function serve(dir: string): Promise<{ url: string; close: () => void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^\/+/,
      '',
    )
    const file = join(dir, path || 'index.html')
    if (!file.startsWith(dir)) {
      response.writeHead(403).end()
      return
    }
    try {
      const body = readFileSync(file)
      response
        .writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' })
        .end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

/**
 * Renders a generated page schema of 1,000 widget nodes and the same tree written by hand in React, in
 * headless Chromium (bench/main.tsx's window.runBench), and prints both medians and their ratio.
 */
export async function renderReport(): Promise<Figure[]> {
  const server = await serve(join(repoRoot, '.bench', 'render'))
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    page.on('pageerror', (error) => console.error('bench page error:', error.message))
    await page.goto(server.url)
    await page.waitForFunction(() => typeof window.runBench === 'function')
    const result = await page.evaluate((rounds) => window.runBench(rounds), ROUNDS)
    const ratio = result.ratioMedian
    const ok = ratio <= RATIO_GOAL
    console.log(`\n--- Rendering 1,000 widget nodes (headless Chromium, ${ROUNDS} rounds after warm-up) ---`)
    console.log(`  schema renderer:    ${result.schemaMedian.toFixed(1)} ms`)
    console.log(`  hand-written React: ${result.handMedian.toFixed(1)} ms`)
    console.log(
      `  ratio:              ${ratio.toFixed(2)}× (median of the rounds' ratios; goal ≤ ${RATIO_GOAL}×) ${ok ? 'ok' : 'OVER GOAL'}`,
    )
    // How much of the gap is the error boundary every widget keeps, and how much is interpretation.
    const boundaries = result.handBoundariesMedian
    console.log(
      `  for reference, hand-written with an error boundary per widget: ${boundaries.toFixed(1)} ms ` +
        `(${result.boundariesRatioMedian.toFixed(2)}× hand-written)`,
    )
    return [
      {
        area: 'renderer',
        measure: 'schema ÷ hand-written React, 1,000 nodes',
        value: `${ratio.toFixed(2)}×`,
        goal: `≤ ${RATIO_GOAL}×`,
        ok,
      },
    ]
  } finally {
    await browser.close()
    server.close()
  }
}
