import { createHash } from 'node:crypto'
import { BOOT_URL, type BootConfig, CONFIG_PREFIX, PAGES_URL_PREFIX } from '../../schemas/meta/boot'
import { widgetTypes } from '../../schemas/meta/first-paint-widgets'
import { createRouteMatcher, type RouteMatch } from '../../schemas/meta/route-match'
import type { PageSchema, PagesFile } from '../../schemas/meta/types'
import {
  type ConfigError,
  endpointContracts,
  formatError,
  readConfigFolder,
  validateConfigSet,
  widgetContracts,
} from '../../schemas/validator/index'
import { product } from '../config'

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

/**
 * Reads a config folder (pages.json + schemas/pages/*.json), validates it with the validator of
 * `npm run validate` against the widget and endpoint contracts, and prepares it to serve. Throws an
 * AppConfigError listing every error (file, JSON pointer, message) when the folder is not valid: an
 * invalid config is never served.
 */
export function loadAppConfig(dir: string): AppConfig {
  const folder = readConfigFolder(dir)
  const result = validateConfigSet({
    pages: folder.pages,
    pageFiles: folder.pageFiles,
    widgets: widgetContracts(),
    endpoints: endpointContracts,
  })
  const errors = [...folder.errors, ...result.errors]
  if (errors.length > 0) throw new AppConfigError(dir, errors)

  const routes = routesForApp(folder.pages.json as PagesFile)
  const pages = new Map<string, ServedPage>()
  const byPath = new Map<string, ServedPage>()
  for (const [name, file] of folder.pageFiles) {
    const { $schema: _editorSchema, ...schema } = file.json as PageSchema
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
    dir,
    boot,
    bootText,
    version: hashOf(bootText),
    pages,
    pageAt: (path) => byPath.get(path),
    match: createRouteMatcher(routes, `/${product.routeVersion}`),
  }
}
