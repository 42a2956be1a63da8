import { startApp } from '@/runtime/app'
import type { PageSchema, PagesFile } from '@/runtime/schema'
import { registry } from '@/widgets'
import pages from '../pages.json'

// Each page schema is its own lazy chunk; `npm run validate` has checked every file against the contract.
const pageLoaders = import.meta.glob<PageSchema>('../schemas/pages/*.json', { import: 'default' })

async function loadPage(schema: string): Promise<PageSchema> {
  const load = pageLoaders[`../schemas/pages/${schema}.json`]
  if (!load) throw new Error(`page schema "${schema}" is not in schemas/pages`)
  return load()
}

const container = document.getElementById('app')
if (!container) throw new Error('index.html has no #app element')

startApp({ pages: pages as PagesFile, registry, loadPage, container })
