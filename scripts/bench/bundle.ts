import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import pages from '../../pages.json'
import { repoRoot } from '../server-process'
import { type Figure, kb, printTable } from './summary'

/**
 * The computed view of the build: gzip -9 of the files Vite's manifest says /v3/home loads, and of each
 * screen's own chunks. Not what a phone receives (that is wire.ts), but it names the chunks to blame.
 */

const dist = join(repoRoot, 'dist')

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

/** Reads dist/.vite/manifest.json (the app must be built) and prints the computed sizes. */
export function computedBundleReport(): Figure[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
  // index.html is the app; the build's other entry is the page studio (studio.html), not a doctor's load.
  const entryKey = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  if (!entryKey) throw new Error('no entry chunk in the Vite manifest')
  const firstLoad = closure(manifest, entryKey)

  const ownChunks = (schemaName: string): Set<string> => {
    const own = new Set<string>()
    // Page schemas are JSON the server serves (decision 0013): a screen's own chunks are its widgets'.
    const pageKey = `schemas/pages/${schemaName}.json`
    const page = JSON.parse(readFileSync(join(repoRoot, pageKey), 'utf8')) as { body?: unknown }
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
  const homeBytes = entryBytes + (home?.schema ? sum(ownChunks(home.schema)) : 0)

  console.log('\n--- Bundle, COMPUTED from the Vite manifest (gzip -9 of the built files, not the wire) ---')
  console.log(`  shared runtime (entry + static imports): ${kb(entryBytes)}`)
  console.log(`  /v3/home (runtime + its page and widgets): ${kb(homeBytes)}`)
  console.log("\n  Each screen's own chunks (loaded lazily)")
  const rows: string[][] = []
  for (const entry of entries) {
    if (!entry.schema) continue
    const own = ownChunks(entry.schema)
    rows.push([entry.name, kb(sum(own)), String(own.size)])
  }
  printTable(['screen', 'own, gzip', 'files'], rows, 'lrr')
  const planned = entries.filter((entry) => entry.planned).length
  if (planned) console.log(`  (${planned} planned screens have no chunk yet)`)
  return [
    {
      area: 'bundle (computed)',
      measure: '/v3/home JS + CSS, gzip -9 of the files',
      value: kb(homeBytes),
      goal: '',
    },
  ]
}
