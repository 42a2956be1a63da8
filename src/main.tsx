// `@config` is the config set being built: this repository, or CONFIG_DIR (vite.config.ts).
import pages from '@config/pages.json'
import { startApp } from '@/runtime/app'
import type { PageSchema, PagesFile } from '@/runtime/schema'
import { registry } from '@/widgets'

// Each page schema is its own lazy chunk; `npm run validate` has checked every file against the contract.
const pageLoaders = new Map(
  Object.entries(import.meta.glob<PageSchema>('@config/schemas/pages/*.json', { import: 'default' })).map(
    ([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load],
  ),
)

async function loadPage(schema: string): Promise<PageSchema> {
  const load = pageLoaders.get(schema)
  if (!load) throw new Error(`page schema "${schema}" is not in schemas/pages`)
  return load()
}

const container = document.getElementById('app')
if (!container) throw new Error('index.html has no #app element')

startApp({ pages: pages as PagesFile, registry, loadPage, container })
