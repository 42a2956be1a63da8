import type { ContentIds } from '../content/index'
import { emptyContent } from '../content/index'
import { type ConfigFiles, readConfigFiles } from './config-files'
import { checkFileLimits, tooManyRoutes } from './limits'
import { locate } from './locate'
import type { ConfigError } from './messages'
import { parseConfigText } from './read-config'
import type { ConfigFile, EndpointContract, ValidationResult, WidgetContract } from './validate-config'
import { isPagesFileShape, validateConfigSet } from './validate-config'
import { type ValidContent, validateContent } from './validate-content'

export interface Contracts {
  /** Every widget's props contract (schemas/meta/widget-contracts.json holds this repository's). */
  widgets: readonly WidgetContract[]
  /** The endpoint catalogue: names and response schemas. */
  endpoints: readonly EndpointContract[]
}

export interface ConfigValidation extends ValidationResult {
  /** The content files' items, as valid as the errors say. */
  content: ValidContent
  contentFiles: number
}

export interface ValidateOptions {
  /**
   * What `${content.<kind>.<id>}` in a page may name: `folder` (default) the folder's own content;
   * ContentIds: the folder's and these (what a server's database has); `skip`: not checked yet.
   */
  contentRefs?: 'folder' | 'skip' | ContentIds
}

/**
 * Validates a config held as files (pages.json, schemas/pages/*.json, content/<kind>/*.json) against the
 * contracts given: JSON syntax, the route table, every page schema and widget's props, the content files
 * and every cross-reference, each error with file, line, column, JSON pointer and code. Nothing is read
 * from this repository's sources, so it can be bundled into a standalone checker.
 */
export function validateConfigFiles(
  files: ConfigFiles,
  contracts: Contracts,
  options: ValidateOptions = {},
): ConfigValidation {
  const errors: ConfigError[] = []
  const limits = checkFileLimits(files)
  errors.push(...limits.errors)
  const refusedOnly = (): ConfigValidation => ({
    errors: sortErrors(errors),
    routes: 0,
    planned: 0,
    pageFiles: 0,
    content: emptyContent(),
    contentFiles: 0,
  })
  if (limits.tooMany) return refusedOnly()
  const parse = (path: string): ConfigFile | undefined => {
    const text = files[path]
    if (text === undefined) return undefined
    // A file over a limit is not read at all: its one error says why.
    if (limits.refused.has(path)) return { file: path, json: undefined, text, unparsable: true }
    const parsed = parseConfigText(path, text)
    errors.push(...parsed.errors)
    return parsed.file
  }
  let pages = parse('pages.json')
  if (!pages) {
    errors.push({
      file: 'pages.json',
      line: 1,
      column: 1,
      pointer: '',
      code: 'file-not-found',
      message: 'file not found',
    })
    pages = { file: 'pages.json', json: { version: 1, pages: [] }, unparsable: true }
  }
  const routeCount = (pages.json as { pages?: unknown } | undefined)?.pages
  const tooMany = Array.isArray(routeCount) ? tooManyRoutes(routeCount.length) : undefined
  if (tooMany) {
    errors.push(tooMany)
    return refusedOnly()
  }
  const pageFiles = new Map<string, ConfigFile>()
  const contentFiles = new Map<string, ConfigFile>()
  for (const path of Object.keys(files).sort()) {
    const page = /^schemas\/pages\/([^/]+)\.json$/.exec(path)
    if (page?.[1]) {
      const file = parse(path)
      if (file) pageFiles.set(page[1], file)
    } else if (path.startsWith('content/')) {
      const file = parse(path)
      if (file && !file.unparsable) contentFiles.set(path, file)
    }
  }
  try {
    const result = validateConfigSet({
      pages,
      pageFiles,
      widgets: contracts.widgets,
      endpoints: contracts.endpoints,
    })
    const refs = options.contentRefs ?? 'folder'
    const content = validateContent({
      files: contentFiles,
      // Content is checked against the routes only once pages.json has its shape (its errors come first).
      pages:
        pages.unparsable || !isPagesFileShape(pages.json)
          ? undefined
          : (pages.json as Parameters<typeof validateContent>[0]['pages']),
      pageFiles,
      ...(refs === 'skip' ? {} : { knownIds: refs === 'folder' ? {} : refs }),
    })
    const located = locate(content.errors, [pages, ...pageFiles.values(), ...contentFiles.values()])
    return {
      ...result,
      errors: sortErrors([...errors, ...result.errors, ...located]),
      content: content.content,
      contentFiles: contentFiles.size,
    }
  } catch (error) {
    if (globalThis.process?.env?.VALIDATOR_RETHROW) throw error
    // A check that fails on a shape nobody foresaw must not take the caller down (a server start, a publish):
    // the config is refused with what went wrong, and the errors found before it.
    errors.push({
      file: 'pages.json',
      line: 1,
      column: 1,
      pointer: '',
      code: 'validator-failed',
      message: `the validator could not finish checking this config (${error instanceof Error ? error.message : String(error)}); fix the errors above, or report this message`,
    })
    return refusedOnly()
  }
}

function sortErrors(errors: ConfigError[]): ConfigError[] {
  return errors.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
}

/** Reads and validates a config folder: `validateConfigFiles` over the folder's files. */
export function validateConfigFolder(
  dir: string,
  contracts: Contracts,
  options: ValidateOptions = {},
): ConfigValidation {
  return validateConfigFiles(readConfigFiles(dir), contracts, options)
}
