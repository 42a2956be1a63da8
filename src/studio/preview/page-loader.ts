import { type ContentIds, resolveContentRefs } from '@schemas/content/index'
import type { PageSchema } from '@/runtime/schema'

/**
 * The preview's page loader: the draft's page schemas from memory, never the server's (the app's
 * createPageLoader fetches them by their content-hashed URL). `${content.<kind>.<id>}` is replaced by the
 * row id the content became, as the server does for the schemas it serves. An unknown name rejects as
 * the app's loader does, and the screen shows the runtime's own error screen.
 */
export function createMemoryPageLoader(
  pages: Readonly<Record<string, PageSchema>>,
  contentIds: () => Promise<ContentIds>,
): (name: string) => Promise<PageSchema> {
  return async (name) => {
    if (!Object.hasOwn(pages, name)) throw new Error(`page schema "${name}" is not in the config`)
    return resolveContentRefs(pages[name] as PageSchema, await contentIds())
  }
}

/** What `${content.…}` stands for on this server (the dev server's and the built server's route); {} when unknown. */
export function fetchContentIds(fetchFn: typeof fetch = fetch): Promise<ContentIds> {
  return fetchFn('/config/content-ids.json', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<ContentIds>) : {}))
    .catch(() => ({}))
}
