import { readFileSync } from 'node:fs'
import type { Plugin, Rolldown } from 'vite'
import { entryGraph, staticClosure } from './vite-bundle-graph.ts'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** A widget's registration file: src/widgets/<folder>/index.ts. */
const REGISTRATION = /[\\/]src[\\/]widgets[\\/][^\\/]+[\\/]index\.ts$/
/** The `type` of its defineWidget call. */
const WIDGET_TYPE = /\btype:\s*['"]([A-Z][A-Za-z0-9]*)['"]/

/** What the server needs to preload one widget: its chunk and the files it imports beyond the entry's. */
export interface WidgetChunks {
  js: string[]
  css: string[]
}

/**
 * Lazily loaded runtime pieces a screen's config asks for besides its widgets, by the module that starts
 * them: a screen whose config uses JSON Logic waits for the interpreter, a route with `guards.consent`
 * for the consent checks.
 */
const FEATURES: Readonly<Record<string, RegExp>> = {
  // The JSON Logic interpreter, for a screen whose config has `if`, `when` or `$logic` (usesLogic).
  logic: /[\\/]src[\\/]runtime[\\/]expr[\\/]logic-engine\.ts$/,
  // The consent checks, which a route with `guards.consent` runs before its screen shows.
  consent: /[\\/]src[\\/]runtime[\\/]consent[\\/]consent-service\.ts$/,
}

/** The file the build writes into its output folder (`dist/.vite/widget-chunks.json`). */
export const WIDGET_CHUNKS_FILE = '.vite/widget-chunks.json'

function cssOf(bundle: OutputBundle, files: Iterable<string>): string[] {
  const css = new Set<string>()
  for (const file of files) {
    const chunk = bundle[file]
    if (chunk?.type !== 'chunk') continue
    for (const sheet of chunk?.viteMetadata?.importedCss ?? []) css.add(sheet)
  }
  return [...css]
}

/**
 * Writes, per widget type, the JavaScript and CSS files its component needs that the entry does not
 * already load. The server reads it to write each screen's HTML with `modulepreload` links for exactly
 * the widgets that screen uses (docs/decisions/0013), so the browser fetches them in parallel with the
 * entry instead of discovering them one import at a time.
 */
export function widgetChunks(): Plugin {
  return {
    name: 'dermacampus-widget-chunks',
    apply: 'build',
    // After cssInChunks, which moves the lazy chunks' CSS into them.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const graph = entryGraph(bundle)
      if (!graph) return
      const { chunks, entry, initial: entryFiles } = graph
      const entryCss = new Set(cssOf(bundle, entryFiles))
      const byModule = new Map(
        chunks.filter((chunk) => chunk.facadeModuleId).map((c) => [c.facadeModuleId, c]),
      )
      const beyondEntry = (chunk: OutputChunk): WidgetChunks => {
        const files = [...staticClosure(bundle, chunk.fileName, new Set())].filter((f) => !entryFiles.has(f))
        return { js: files, css: cssOf(bundle, files).filter((sheet) => !entryCss.has(sheet)) }
      }
      const widgets: Record<string, WidgetChunks> = {}
      for (const id of this.getModuleIds()) {
        if (!REGISTRATION.test(id)) continue
        const type = WIDGET_TYPE.exec(readFileSync(id, 'utf8'))?.[1]
        const component = this.getModuleInfo(id)?.dynamicallyImportedIds.find(
          (imported) => !/\.schema\.ts$/.test(imported),
        )
        const chunk = component ? byModule.get(component) : undefined
        if (!type || !chunk) continue
        widgets[type] = beyondEntry(chunk)
      }
      const features: Record<string, WidgetChunks> = {}
      for (const [name, module] of Object.entries(FEATURES)) {
        const chunk = chunks.find(
          (candidate) => candidate.facadeModuleId && module.test(candidate.facadeModuleId),
        )
        if (chunk) features[name] = beyondEntry(chunk)
      }
      this.emitFile({
        type: 'asset',
        fileName: WIDGET_CHUNKS_FILE,
        source: `${JSON.stringify({ entry: entry.fileName, widgets, features }, null, 1)}\n`,
      })
    },
  }
}
