/**
 * `npm run bench`: performance as DESIGN.md budgets it, measured, never asserted by a timed test.
 * 1. Builds the app and prints first-load gzip JavaScript + CSS for /v3/home and each screen's own
 *    chunks (page schema + the widgets it uses), against the 170 KB budget.
 * 2. Renders a generated page schema of 1,000 widget nodes and the same tree written by hand in React,
 *    in headless Chromium, and prints both medians and their ratio (goal: at most 1.2).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import pages from '../pages.json'
import { chromiumArgs, chromiumPath } from './chromium'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')
const BUDGET_KB = 170
const RATIO_GOAL = 1.2

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

function gzipSize(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
}

/** A chunk and its static imports, as files (JS and CSS). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const css of chunk.css ?? []) into.add(css)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into)
  return into
}

const kebab = (type: string) => type.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

function widgetTypes(nodes: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(nodes)) for (const node of nodes) widgetTypes(node, into)
  else if (nodes && typeof nodes === 'object') {
    const node = nodes as { widget?: unknown; children?: unknown; slots?: Record<string, unknown> }
    if (typeof node.widget === 'string') into.add(node.widget)
    widgetTypes(node.children, into)
    for (const slot of Object.values(node.slots ?? {})) widgetTypes(slot, into)
  }
  return into
}

function bundleReport(): boolean {
  console.log('Building the app…')
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest')
  const firstLoad = closure(manifest, entryKey)

  const ownChunks = (schemaName: string): Set<string> => {
    const own = new Set<string>()
    const pageKey = `schemas/pages/${schemaName}.json`
    if (!manifest[pageKey]) return own
    for (const file of closure(manifest, pageKey)) if (!firstLoad.has(file)) own.add(file)
    const page = JSON.parse(readFileSync(join(root, pageKey), 'utf8')) as { body?: unknown }
    for (const type of widgetTypes(page.body)) {
      const key = `src/widgets/${kebab(type)}/${kebab(type)}.tsx`
      for (const file of closure(manifest, key)) if (!firstLoad.has(file)) own.add(file)
    }
    return own
  }
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0)

  const entryBytes = sum(firstLoad)
  const entries = (pages as { pages: { name: string; schema?: string; planned?: boolean }[] }).pages
  const home = entries.find((entry) => entry.name === 'home')
  const homeOwn = home?.schema ? sum(ownChunks(home.schema)) : 0
  const homeFirstLoad = entryBytes + homeOwn
  const withinBudget = homeFirstLoad / 1024 <= BUDGET_KB

  console.log('\nFirst load (gzip, JS + CSS)')
  console.log(`  shared runtime (entry + static imports): ${kb(entryBytes)} KB`)
  console.log(
    `  /v3/home: ${kb(homeFirstLoad)} KB of ${BUDGET_KB} KB budget ${withinBudget ? 'ok' : 'OVER BUDGET'}` +
      (home?.planned ? ' (home is still planned: runtime only)' : ''),
  )
  console.log("\nEach screen's own chunks (gzip, loaded lazily)")
  console.log(`  ${'screen'.padEnd(26)}${'own KB'.padStart(8)}  files`)
  for (const entry of entries) {
    if (!entry.schema) continue
    const own = ownChunks(entry.schema)
    console.log(`  ${entry.name.padEnd(26)}${kb(sum(own)).padStart(8)}  ${own.size}`)
  }
  const planned = entries.filter((entry) => entry.planned).length
  if (planned) console.log(`  (${planned} planned screens have no chunk yet)`)
  return withinBudget
}

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

async function renderReport(): Promise<boolean> {
  console.log('\nBuilding the render bench…')
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.config.ts'], { cwd: root, stdio: 'inherit' })
  const server = await serve(join(root, '.bench', 'render'))
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    page.on('pageerror', (error) => console.error('bench page error:', error.message))
    await page.goto(server.url)
    await page.waitForFunction(() => typeof window.runBench === 'function')
    const result = await page.evaluate((rounds) => window.runBench(rounds), 21)
    const ratio = result.schemaMedian / result.handMedian
    console.log('\nRendering 1,000 widget nodes (headless Chromium, median of 21, after warm-up)')
    console.log(`  schema renderer:    ${result.schemaMedian.toFixed(1)} ms`)
    console.log(`  hand-written React: ${result.handMedian.toFixed(1)} ms`)
    console.log(
      `  ratio:              ${ratio.toFixed(2)}× (goal ≤ ${RATIO_GOAL}×) ${ratio <= RATIO_GOAL ? 'ok' : 'OVER GOAL'}`,
    )
    // How much of the gap is the error boundary every widget keeps, and how much is interpretation.
    const boundaries = result.handBoundariesMedian
    console.log(
      `  for reference, hand-written with an error boundary per widget: ${boundaries.toFixed(1)} ms ` +
        `(${(boundaries / result.handMedian).toFixed(2)}× hand-written; the renderer is ${(result.schemaMedian / boundaries).toFixed(2)}× that)`,
    )
    return ratio <= RATIO_GOAL
  } finally {
    await browser.close()
    server.close()
  }
}

const bundleOk = bundleReport()
const renderOk = await renderReport()
console.log(`\n${bundleOk && renderOk ? 'Within budget.' : 'Budget or goal missed: see above.'}`)
