import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { excerpt, lineColumn, scanJson } from './json-text'
import type { ConfigError } from './messages'
import type { ConfigFile } from './validate-config'

/** The files of a config folder: `pages.json` and `schemas/pages/*.json`, parsed. */
export interface ConfigFolder {
  pages: ConfigFile
  /**
   * Page schemas by file name without `.json`; a file that is not valid JSON is here too, marked
   * `unparsable` (its error is in `errors`), so it is neither checked nor reported as missing.
   */
  pageFiles: Map<string, ConfigFile>
  /** Files that could not be read or parsed, reported like any other config error. */
  errors: ConfigError[]
}

/**
 * Reads a config folder (pages.json + schemas/pages/*.json). JSON syntax errors, duplicate keys and
 * missing files are config errors with the file's path relative to the folder; nothing else is
 * validated here.
 */
export function readConfigFolder(root: string): ConfigFolder {
  const errors: ConfigError[] = []
  const pagesPath = join(root, 'pages.json')
  const pages = readJson(pagesPath, root, errors) ?? {
    file: relative(root, pagesPath),
    json: { version: 1, pages: [] },
    unparsable: true,
  }
  const pagesDir = join(root, 'schemas', 'pages')
  const pageFiles = new Map<string, ConfigFile>()
  let names: string[] = []
  try {
    names = readdirSync(pagesDir).filter((name) => name.endsWith('.json'))
  } catch {
    errors.push({
      file: relative(root, pagesDir) || pagesDir,
      line: 1,
      column: 1,
      pointer: '',
      code: 'folder-not-found',
      message: 'folder not found',
    })
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
    errors.push({ file, line: 1, column: 1, pointer: '', code: 'file-not-found', message: 'file not found' })
    return undefined
  }
  const parsed = parseConfigText(file, text)
  errors.push(...parsed.errors)
  return parsed.file
}

/**
 * One config file from its text: the value JSON.parse builds, or `unparsable` with a JSON syntax error
 * (line, column, what is wrong and an excerpt with a caret); duplicate keys are errors too. For config
 * held elsewhere than a folder (a stored version) as for a folder's files.
 */
export function parseConfigText(file: string, text: string): { file: ConfigFile; errors: ConfigError[] } {
  const errors: ConfigError[] = []
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    const scan = scanJson(text)
    // The scanner knows every mistake JSON.parse does; should they ever disagree, JSON.parse's word stands.
    const problem = scan.error ?? { offset: 0, pointer: '', message: (error as Error).message }
    errors.push({
      file,
      ...lineColumn(text, problem.offset),
      pointer: problem.pointer,
      code: 'json-syntax',
      message: `invalid JSON: ${problem.message}\n${excerpt(text, problem.offset)}`,
    })
    return { file: { file, json: undefined, text, unparsable: true }, errors }
  }
  // JSON.parse keeps the last of two equal keys without a word: the first one's config is lost.
  for (const duplicate of scanJson(text).duplicates) {
    errors.push({
      file,
      ...lineColumn(text, duplicate.offset),
      pointer: duplicate.pointer,
      code: 'duplicate-key',
      message: `duplicate key "${duplicate.key}": JSON keeps only the last one`,
    })
  }
  return { file: { file, json, text }, errors }
}
