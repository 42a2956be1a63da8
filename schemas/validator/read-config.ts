import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { ConfigError } from './messages'
import type { ConfigFile } from './validate-config'

/** The files of a config folder: `pages.json` and `schemas/pages/*.json`, parsed. */
export interface ConfigFolder {
  pages: ConfigFile
  /** Page schemas by file name without `.json`. */
  pageFiles: Map<string, ConfigFile>
  /** Files that could not be read or parsed, reported like any other config error. */
  errors: ConfigError[]
}

/**
 * Reads a config folder (pages.json + schemas/pages/*.json). JSON syntax errors and missing files are
 * config errors with the file's path relative to the folder; nothing is validated here.
 */
export function readConfigFolder(root: string): ConfigFolder {
  const errors: ConfigError[] = []
  const pagesPath = join(root, 'pages.json')
  const pages = readJson(pagesPath, root, errors) ?? {
    file: relative(root, pagesPath),
    json: { version: 1, pages: [] },
  }
  const pagesDir = join(root, 'schemas', 'pages')
  const pageFiles = new Map<string, ConfigFile>()
  let names: string[] = []
  try {
    names = readdirSync(pagesDir).filter((name) => name.endsWith('.json'))
  } catch {
    errors.push({ file: relative(root, pagesDir) || pagesDir, pointer: '', message: 'folder not found' })
  }
  for (const name of names.sort()) {
    const file = readJson(join(pagesDir, name), root, errors)
    if (file) pageFiles.set(name.replace(/\.json$/, ''), file)
  }
  return { pages, pageFiles, errors }
}

function readJson(path: string, root: string, errors: ConfigError[]): ConfigFile | undefined {
  const file = relative(root, path) || path
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    errors.push({ file, pointer: '', message: 'file not found' })
    return undefined
  }
  try {
    return { file, json: JSON.parse(text) }
  } catch (error) {
    errors.push({ file, pointer: '', message: `invalid JSON: ${(error as Error).message}` })
    return undefined
  }
}
