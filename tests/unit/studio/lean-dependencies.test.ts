import { describe, expect, it } from 'vitest'
import { leanDependencies } from '../../../scripts/vite-lean-dependencies'

type Hook = (this: unknown, ...args: unknown[]) => unknown

const plugin = leanDependencies()
const resolveId = plugin.resolveId as Hook
const load = plugin.load as Hook
const axiosIndex = '/repo/node_modules/axios/lib/axios.js'
// A resolver that finds nothing: the axios extras are decided by name and importer alone.
const context = { resolve: async () => null }

describe('builds leave out axios code the app never runs (scripts/vite-lean-dependencies.ts)', () => {
  it('replaces the status-name table, CancelToken and the FormData-to-JSON reader the app never runs', async () => {
    const defaults = '/repo/node_modules/axios/lib/defaults/index.js'
    for (const [source, importer] of [
      ['./helpers/HttpStatusCode.js', axiosIndex],
      ['./cancel/CancelToken.js', axiosIndex],
      ['./helpers/formDataToJSON.js', axiosIndex],
      ['../helpers/formDataToJSON.js', defaults],
    ] as const) {
      const id = await resolveId.call(context, source, importer, {})
      expect(typeof id).toBe('string')
      expect(load.call(context, id)).toMatch(/export default/)
    }
  })

  it('keeps them for any other importer, and loads every other module as it is', async () => {
    const adapter = '/repo/node_modules/axios/lib/adapters/xhr.js'
    expect(await resolveId.call(context, './cancel/CancelToken.js', adapter, {})).toBeNull()
    expect(await resolveId.call(context, './helpers/HttpStatusCode.js', '/repo/src/x.ts', {})).toBeNull()
    expect(load.call(context, '/repo/node_modules/axios/lib/helpers/HttpStatusCode.js')).toBeNull()
  })
})
