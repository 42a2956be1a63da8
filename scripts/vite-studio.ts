import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { endpoints } from '../schemas/api/index.ts'
import { LOGIC_DOCS } from '../schemas/validator/logic-operators.ts'
import { type ContractSources, contractsData, type JsonSchema } from '../src/studio/contracts.ts'

const CONTRACTS = 'virtual:studio-contracts'
const RESOLVED = `\0${CONTRACTS}`

// A path, not new URL(…, import.meta.url): happy-dom's URL (unit tests) is not a file URL to node:fs.
const META = join(dirname(fileURLToPath(import.meta.url)), '..', 'schemas', 'meta')

function readJson(name: string): JsonSchema {
  return JSON.parse(readFileSync(join(META, name), 'utf8')) as JsonSchema
}

/** The repository's contracts, slimmed for the studio's completion and hover docs. */
export function studioContractSources(): ContractSources {
  return {
    widgets: readJson('widget-contracts.json') as unknown as ContractSources['widgets'],
    endpoints,
    nodeSchema: readJson('widget-node.schema.json'),
    pageSchema: readJson('page.schema.json'),
    pagesSchema: readJson('pages.schema.json'),
    dataSourceSchema: readJson('data-source.schema.json'),
    actionSchema: readJson('action.schema.json'),
    logicDocs: LOGIC_DOCS,
  }
}

/**
 * The page studio (docs/operators.md "The studio"): `virtual:studio-contracts`, the slim contracts its
 * editor completes from, computed when the studio is built (so only studio.html's chunks hold them), and
 * in `npm run dev` the addresses the server uses, `/studio` and `/studio/preview`, sent to the Vite entries.
 */
export function studio(): Plugin[] {
  return [studioContractsAndAddresses(), withoutPreloadPolyfill()]
}

const POLYFILL_IMPORT = 'import "vite/modulepreload-polyfill";\n'

/**
 * Vite adds its modulepreload polyfill to every HTML entry; shared by index.html and studio.html it
 * became a chunk of its own that replaced the app's entry file in index.html. The studio is for desktop
 * browsers that have modulepreload: it goes without, and the app's HTML stays as a build without the
 * studio writes it.
 */
function withoutPreloadPolyfill(): Plugin {
  return {
    name: 'studio-without-preload-polyfill',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]studio\.html$/.test(id) || !code.includes(POLYFILL_IMPORT)) return null
      return { code: code.replace(POLYFILL_IMPORT, ''), map: null }
    },
  }
}

function studioContractsAndAddresses(): Plugin {
  return {
    name: 'studio',
    resolveId(source) {
      return source === CONTRACTS ? RESOLVED : null
    },
    load(id) {
      if (id !== RESOLVED) return null
      return `export default ${JSON.stringify(contractsData(studioContractSources()))}`
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [path, query] = (request.url ?? '').split('?')
        const target =
          path === '/studio' || path === '/studio/'
            ? '/studio.html'
            : path === '/studio/preview'
              ? '/studio-preview.html'
              : undefined
        if (!target) return next()
        response.statusCode = 302
        response.setHeader('location', query ? `${target}?${query}` : target)
        response.end()
      })
    },
  }
}
