import { createHash } from 'node:crypto'
import {
  type ContentIds,
  contentFileOf,
  emptyContent,
  isContentKind,
  resolveContentRefs,
} from '../../schemas/content/index'
import { BOOT_URL, type BootConfig, CONFIG_PREFIX, PAGES_URL_PREFIX } from '../../schemas/meta/boot'
import { widgetTypes } from '../../schemas/meta/first-paint-widgets'
import { createRouteMatcher, type RouteMatch } from '../../schemas/meta/route-match'
import type { PageSchema, PagesFile } from '../../schemas/meta/types'
import {
  type ConfigError,
  endpointContracts,
  formatError,
  type ValidContent,
  validateConfigFiles,
  widgetContracts,
} from '../../schemas/validator/index'
import { product } from '../config'
import { type ConfigFiles, hashConfigFiles, readConfigFiles } from '../config-versions/files'
import type { Reference } from '../content/reference'

export { BOOT_URL, CONFIG_PREFIX }

/** One page schema as the server serves it. */
export interface ServedPage {
  /** File name without `.json`, as pages.json's `schema` names it. */
  readonly name: string
  readonly schema: PageSchema
  /** The schema as served (no `$schema`): the body of its URL and what the screen's HTML inlines. */
  readonly text: string
  /** `/config/pages/<name>.<hash>.json`: a new schema gets a new URL, so a copy can be kept forever. */
  readonly url: string
  /** The widget types its first render can show (schemas/meta/first-paint-widgets.ts), for the
   * screen's modulepreload links. */
  readonly widgets: readonly string[]
}

/** A validated config folder, ready to serve. */
export interface AppConfig {
  readonly dir: string
  readonly boot: BootConfig
  /** `JSON.stringify(boot)`, the body of /config/routes.json. */
  readonly bootText: string
  /** Content hash of the whole config (the route table and every page schema). */
  readonly version: string
  readonly pages: ReadonlyMap<string, ServedPage>
  /** The row ids `${content.<kind>.<id>}` became in the served schemas (`npm run dev` resolves its own
   * page schemas with them). */
  readonly contentIds: ContentIds
  /** The page schema served at this URL path, if any. */
  pageAt(path: string): ServedPage | undefined
  match(pathname: string): RouteMatch | undefined
}

export class AppConfigError extends Error {
  override readonly name = 'AppConfigError'
  constructor(
    readonly dir: string,
    readonly errors: readonly ConfigError[],
  ) {
    super(
      `the config folder ${dir} is invalid (${errors.length} error${errors.length === 1 ? '' : 's'}):\n` +
        errors.map((error) => `  ${formatError(error)}`).join('\n'),
    )
  }
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 12)
}

/**
 * The route table as the app reads it: without what pages.json says for people (each route's `query`
 * notes, read only by the validator and the docs) and the editor's `$schema` pointer.
 */
function routesForApp(file: PagesFile): PagesFile {
  const { $schema: _editorSchema, ...rest } = file as PagesFile & { $schema?: unknown }
  return { ...rest, pages: rest.pages.map(({ query: _notes, ...entry }) => entry) }
}

/** The config of a folder or a version, validated; `appConfig` builds what the server serves from it. */
export interface ValidConfig {
  readonly source: string
  readonly files: ConfigFiles
  /** The rows the files name by number, when a worker already read them out (server/content/references.ts). */
  readonly references?: readonly Reference[]
  readonly hash: string
  readonly content: ValidContent
}

/**
 * Validates a config version (pages.json, schemas/pages/*.json, content/) with the validator of
 * `npm run validate` against the widget and endpoint contracts. Throws an AppConfigError listing every
 * error (file:line:column, JSON pointer, message): an invalid config is never served. With `knownIds`
 * (the content ids the database has), every `${content.<kind>.<id>}` of a page must name content of the
 * folder or the database; without (the check at start, before the database is open) those wait.
 */
export function validateConfig(source: string, files: ConfigFiles, knownIds?: ContentIds): ValidConfig {
  const result = validateConfigFiles(
    files,
    { widgets: widgetContracts(), endpoints: endpointContracts },
    { contentRefs: knownIds ?? 'skip' },
  )
  if (result.errors.length > 0) throw new AppConfigError(source, result.errors)
  return { source, files, hash: hashConfigFiles(files), content: result.content }
}

/** A version's files parsed (they were validated when published). */
function parseFiles(files: ConfigFiles): { pages: PagesFile; pageFiles: Map<string, unknown> } {
  const pageFiles = new Map<string, unknown>()
  for (const [path, text] of Object.entries(files)) {
    const name = /^schemas\/pages\/([^/]+)\.json$/.exec(path)?.[1]
    if (name) pageFiles.set(name, JSON.parse(text))
  }
  return { pages: JSON.parse(files['pages.json'] ?? '{"version":1,"pages":[]}') as PagesFile, pageFiles }
}

/**
 * A stored version as it was validated when published, without validating it again (a switch between
 * versions must be quick on every server); its content as the files say.
 */
export function storedConfig(source: string, files: ConfigFiles): ValidConfig {
  const content: ValidContent = emptyContent()
  for (const [path, text] of Object.entries(files)) {
    const kind = contentFileOf(path)?.kind
    if (kind && isContentKind(kind)) (content[kind] as unknown[]).push(JSON.parse(text))
  }
  return { source, files, hash: hashConfigFiles(files), content }
}

/** Reads and validates a config folder (loadAppConfig's first half). */
export function validateConfigFolder(dir: string, knownIds?: ContentIds): ValidConfig {
  return validateConfig(dir, readConfigFiles(dir), knownIds)
}

/**
 * Prepares a validated config to serve: every page schema with its content references resolved to row
 * ids (`contentIds`, what applying the content gave), under a content-hashed URL.
 */
export function appConfigOf(config: ValidConfig, contentIds: ContentIds = {}): AppConfig {
  const parsed = parseFiles(config.files)
  const routes = routesForApp(parsed.pages)
  const pages = new Map<string, ServedPage>()
  const byPath = new Map<string, ServedPage>()
  for (const [name, json] of [...parsed.pageFiles].sort(([a], [b]) => a.localeCompare(b))) {
    const { $schema: _editorSchema, ...raw } = json as PageSchema
    const schema = resolveContentRefs(raw, contentIds)
    const text = JSON.stringify(schema)
    const page: ServedPage = {
      name,
      schema,
      text,
      url: `${PAGES_URL_PREFIX}/${name}.${hashOf(text)}.json`,
      widgets: [...widgetTypes(schema.body, { firstPaint: true })],
    }
    pages.set(name, page)
    byPath.set(page.url, page)
  }
  const boot: BootConfig = {
    routes,
    pageUrls: Object.fromEntries([...pages.values()].map((page) => [page.name, page.url])),
  }
  const bootText = JSON.stringify(boot)
  return {
    dir: config.source,
    boot,
    bootText,
    version: hashOf(bootText),
    pages,
    contentIds,
    pageAt: (path) => byPath.get(path),
    match: createRouteMatcher(routes, `/${product.routeVersion}`),
  }
}

/** Reads, validates and prepares a config folder to serve (content references left as written). */
export function loadAppConfig(dir: string): AppConfig {
  return appConfigOf(validateConfigFolder(dir))
}
