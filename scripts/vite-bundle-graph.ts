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
 * A bundle's chunks, the app's entry (index.html's `index`; the studio preview's page is another entry)
 * and the files it loads before it runs; undefined without an entry.
 */
export function entryGraph(
  bundle: OutputBundle,
): { chunks: OutputChunk[]; entry: OutputChunk; initial: Set<string> } | undefined {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk')
  const entry =
    chunks.find((chunk) => chunk.isEntry && chunk.name === 'index') ?? chunks.find((chunk) => chunk.isEntry)
  return entry ? { chunks, entry, initial: staticClosure(bundle, entry.fileName) } : undefined
}
