import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const modules = fileURLToPath(new URL('../node_modules/', import.meta.url))

/** react-router's production files: its package exports name only the development ones. */
const REACT_ROUTER_PRODUCTION: Readonly<Record<string, string>> = {
  'react-router': `${modules}react-router/dist/production/index.mjs`,
  'react-router/dom': `${modules}react-router/dist/production/dom-export.mjs`,
}

/** axios's fetch adapter, imported by its adapter table (lib/adapters/adapters.js). */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/
const NO_FETCH_ADAPTER = '\0axios-no-fetch-adapter'

/**
 * Builds leave out library code the app never runs (decision 0037: room in the first load for the client
 * cache):
 * - react-router's production build instead of its development one: the package's `exports` offer only
 *   `dist/development` to bundlers (dev-only warnings and checks included); the production files are the
 *   same API without them.
 * - axios's fetch adapter: the API client always uses XMLHttpRequest (`adapter: 'xhr'` in
 *   src/runtime/api/client.ts), whose upload and timeout behaviour the app relies on; the fetch adapter
 *   (streams, progress helpers) is a third of axios's bytes. Its module becomes one whose `getFetch`
 *   answers that fetch is unavailable, as in a browser without it.
 */
export function leanDependencies(): Plugin {
  return {
    name: 'lean-dependencies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const production = REACT_ROUTER_PRODUCTION[source]
      if (production) return production
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]/.test(importer)) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        if (resolved && AXIOS_FETCH_ADAPTER.test(resolved.id)) return NO_FETCH_ADAPTER
      }
      return null
    },
    load(id) {
      if (id !== NO_FETCH_ADAPTER) return null
      return 'export const getFetch = () => false\nexport default false\n'
    },
  }
}
