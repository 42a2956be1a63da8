import type { EndpointDef } from '@schemas/api/index'

/** What the browser needs to call an endpoint; the full definition (schemas) stays in schemas/api. */
export type CatalogueEntry = Pick<EndpointDef, 'name' | 'method' | 'path' | 'encoding' | 'quiet'> &
  Partial<EndpointDef> & {
    /** Params of a POST or PUT that travel in the query string (its contract's `query` schema). */
    readonly queryKeys?: readonly string[]
  }
