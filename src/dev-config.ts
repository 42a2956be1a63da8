// `npm run dev` only (main.tsx imports it behind import.meta.env.DEV, so builds leave it out): the config
// folder read through Vite, so saving pages.json or a page schema hot-reloads the open screen.
// `@config` is this repository, or CONFIG_DIR (vite.config.ts).
import pages from '@config/pages.json'
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

export function loadDevPage(name: string): Promise<PageSchema> {
  const load = pageLoaders.get(name)
  if (!load) return Promise.reject(new Error(`page schema "${name}" is not in schemas/pages`))
  return load()
}
