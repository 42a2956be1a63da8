import type { Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/** The files a chunk loads before it runs: itself and its static imports, directly or not. */
export function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into
  const chunk = bundle[fileName]
  if (chunk?.type !== 'chunk') return into
  into.add(fileName)
  for (const imported of chunk.imports) staticClosure(bundle, imported, into)
  return into
}

/**
 * A bundle's chunks, the app's entry (index.html's `index`; the studio and its preview are other entries)
 * and the files it loads before it runs; undefined without an entry.
 */
export function entryGraph(
  bundle: OutputBundle,
): { chunks: OutputChunk[]; entry: OutputChunk; initial: Set<string> } | undefined {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
  const entries = chunks.filter((chunk) => chunk.isEntry)
  const entry = entries.find((chunk) => chunk.name === 'index') ?? entries[0]
  return entry ? { chunks, entry, initial: staticClosure(bundle, entry.fileName) } : undefined
}

/** The files any entry (the app's, the studio's) loads before it runs: their HTML links them. */
export function everyEntryClosure(bundle: OutputBundle): Set<string> {
  const files = new Set<string>()
  for (const item of Object.values(bundle)) {
    if (item.type === 'chunk' && item.isEntry) staticClosure(bundle, item.fileName, files)
  }
  return files
}
