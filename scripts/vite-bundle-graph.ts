import type { Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle

/** The files a chunk loads before it runs: itself and its static imports, directly or not. */
export function staticClosure(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into
  const chunk = bundle[fileName]
  if (chunk?.type !== 'chunk') return into
  into.add(fileName)
  for (const imported of chunk.imports) staticClosure(bundle, imported, into)
  return into
}
