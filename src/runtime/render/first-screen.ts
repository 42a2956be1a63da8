import type { PageSchema } from '../schema/index'
import { schemaFile } from './config-fault'
import { rememberSchema } from './loaded-schemas'
import { collectWidgetTypes } from './node-view'
import { PageModel } from './page-model'
import type { Runtime } from './runtime-context'

/**
 * The first screen's data, asked for before React's first render. The HTML carries the first screen's
 * page schema (decision 0013), so its data sources can be called as soon as the runtime exists, while
 * React renders the router, the route's checks and the screen around them: the screen's SchemaView then
 * adopts this page model instead of starting its own load. Only when the route's checks let the screen
 * show at once (`initialGate` is `pass`): a screen that must first log in or check anything else loads
 * its data as before, after the checks.
 */
interface FirstScreen {
  schema: PageSchema
  key: string
  page: PageModel
  loading: Promise<void>
}

let pending: FirstScreen | undefined

const keyOf = (query: Record<string, string>, params: Record<string, string>) =>
  JSON.stringify([query, params])

export function startFirstScreen(
  runtime: Runtime,
  first: { name: string; schema: PageSchema },
  location: { pathname: string; search: string },
): void {
  const match = runtime.routes.match(location.pathname)
  const entry = match?.entry
  if (!match || !entry || entry.schema !== first.name || entry.planned) return
  // The screen renders its schema at once, without a load of its own.
  rememberSchema(first.name, first.schema)
  const query = Object.fromEntries(new URLSearchParams(location.search))
  if (runtime.guard.initialGate(entry, query) !== 'pass') return
  if (entry.desktopRedirect && runtime.platform.isDesktop) return
  const page = new PageModel(first.schema, runtime, query, match.params, schemaFile(first.name))
  pending = { schema: first.schema, key: keyOf(query, match.params), page, loading: page.load() }
  void runtime.registry
    .preload(collectWidgetTypes(first.schema.body, { firstPaint: true }))
    .catch(() => undefined)
}

/** The page model started before the first render, for the first screen that mounts if it is that one. */
export function takeFirstScreen(
  schema: PageSchema,
  query: Record<string, string>,
  params: Record<string, string>,
): { page: PageModel; loading: Promise<void> } | undefined {
  // The first screen to mount takes it or drops it: no later screen may adopt the first one's data.
  const found = pending
  pending = undefined
  if (!found || found.schema !== schema || found.key !== keyOf(query, params)) {
    // Nobody shows it: its reads stop following the cache.
    found?.page.start()()
    return undefined
  }
  return found
}
