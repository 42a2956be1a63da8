import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/**
 * A config's files: `pages.json`, `schemas/pages/*.json` and `content/<kind>/*.json`, as text, by their
 * path in the folder (always with `/`). What the validator reads, a publish uploads and the server keeps.
 */
export type ConfigFiles = Readonly<Record<string, string>>

/** Paths a config may hold; anything else in a folder is not config (README, .git, …). */
export function isConfigPath(path: string): boolean {
  return (
    path === 'pages.json' ||
    /^schemas\/pages\/[^/]+\.json$/.test(path) ||
    /^content\/[^/]+\/[^/]+\.json$/.test(path)
  )
}

/** The most a config may hold: far above any real one (the repository's is ~400 KB). */
export const MAX_CONFIG_BYTES = 8 * 1024 * 1024

function walk(dir: string, root: string, out: Record<string, string>): void {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return
  }
  for (const name of names.sort()) {
    const path = join(dir, name)
    const stats = statSync(path, { throwIfNoEntry: false })
    if (!stats) continue
    if (stats.isDirectory()) walk(path, root, out)
    else {
      const key = relative(root, path).split(sep).join('/')
      if (isConfigPath(key)) out[key] = readFileSync(path, 'utf8')
    }
  }
}

/** The config files of a folder; a missing pages.json is simply not there (the validator says so). */
export function readConfigFiles(dir: string): ConfigFiles {
  const files: Record<string, string> = {}
  try {
    files['pages.json'] = readFileSync(join(dir, 'pages.json'), 'utf8')
  } catch {
    // Reported by the validator as a missing file.
  }
  walk(join(dir, 'schemas', 'pages'), dir, files)
  walk(join(dir, 'content'), dir, files)
  return files
}
