// `npm run dev` only (main.tsx imports it behind import.meta.env.DEV, so builds leave it out): the config
// folder read through Vite, so saving pages.json or a page schema hot-reloads the open screen.
// `@config` is this repository, or CONFIG_DIR (vite.config.ts).

import pages from '@config/pages.json'
import { type ContentIds, resolveContentRefs } from '@schemas/content/index'
import type { BootConfig } from '@/runtime/app'
import type { PageSchema, PagesFile } from '@/runtime/schema'

const pageLoaders = new Map(
  Object.entries(import.meta.glob<PageSchema>('@config/schemas/pages/*.json', { import: 'default' })).map(
    ([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load],
  ),
)

export function devBootConfig(): BootConfig {
  return { routes: pages as PagesFile, pageUrls: {} }
}

/**
 * A page schema as the server would serve it: `${content.<kind>.<id>}` replaced by the row id the
 * content became (the dev server publishes the folder on every save, CONFIG_WATCH).
 */
export async function loadDevPage(name: string): Promise<PageSchema> {
  const load = pageLoaders.get(name)
  if (!load) throw new Error(`page schema "${name}" is not in schemas/pages`)
  const [schema, ids] = await Promise.all([
    load(),
    fetch('/config/content-ids.json')
      .then((response) => (response.ok ? (response.json() as Promise<ContentIds>) : {}))
      .catch(() => ({})),
  ])
  return resolveContentRefs(schema, ids)
}
