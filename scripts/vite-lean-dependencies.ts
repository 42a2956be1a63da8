import { join } from 'node:path'
import type { Plugin } from 'vite'

const modules = join(import.meta.dirname, '..', 'node_modules', '/')

/** react-router's production files: its package exports name only the development ones. */
const REACT_ROUTER_PRODUCTION: Readonly<Record<string, string>> = {
  'react-router': `${modules}react-router/dist/production/index.mjs`,
  'react-router/dom': `${modules}react-router/dist/production/dom-export.mjs`,
}

/** axios's fetch adapter, imported by its adapter table (lib/adapters/adapters.js). */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/
const NO_FETCH_ADAPTER = '\0axios-no-fetch-adapter'

/**
 * axios modules the app never runs, by the file that imports them (lib/axios.js hangs them on its
 * default export; defaults/index.js reads a FormData body sent as JSON), each with an empty stand-in:
 * the app reads neither `axios.HttpStatusCode` nor `axios.CancelToken` (src/runtime/api/client.ts cancels
 * nothing and reads statuses as numbers) and sends no FormData (form bodies are URLSearchParams).
 */
const AXIOS_EXTRAS: Readonly<Record<string, { importers: RegExp; standIn: string }>> = {
  './helpers/HttpStatusCode.js': {
    importers: /[\\/]axios[\\/]lib[\\/]axios\.js$/,
    standIn: '\0axios-no-status-names',
  },
  './cancel/CancelToken.js': {
    importers: /[\\/]axios[\\/]lib[\\/]axios\.js$/,
    standIn: '\0axios-no-cancel-token',
  },
  '../helpers/formDataToJSON.js': {
    importers: /[\\/]axios[\\/]lib[\\/]defaults[\\/]index\.js$/,
    standIn: '\0axios-no-form-data-json',
  },
  './helpers/formDataToJSON.js': {
    importers: /[\\/]axios[\\/]lib[\\/]axios\.js$/,
    standIn: '\0axios-no-form-data-json',
  },
}
const STAND_INS: Readonly<Record<string, string>> = {
  [NO_FETCH_ADAPTER]: 'export const getFetch = () => false\nexport default false\n',
  '\0axios-no-status-names': 'export default {}\n',
  '\0axios-no-cancel-token': 'export default class CancelToken {}\n',
  '\0axios-no-form-data-json':
    "export default () => { throw new Error('FormData sent as JSON: builds leave axios formDataToJSON out (scripts/vite-lean-dependencies.ts)') }\n",
}

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
 * - the status-name table, the CancelToken class and the FormData-to-JSON reader (AXIOS_EXTRAS).
 */
export function leanDependencies(): Plugin {
  return {
    name: 'lean-dependencies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const production = REACT_ROUTER_PRODUCTION[source]
      if (production) return production
      const extra = AXIOS_EXTRAS[source]
      if (extra && importer && extra.importers.test(importer)) return extra.standIn
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]/.test(importer)) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
        if (resolved && AXIOS_FETCH_ADAPTER.test(resolved.id)) return NO_FETCH_ADAPTER
      }
      return null
    },
    load(id) {
      return STAND_INS[id] ?? null
    },
  }
}
