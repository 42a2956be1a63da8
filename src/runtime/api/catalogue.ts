import type { Endpoint, EndpointDef, EndpointName } from '@schemas/api/index'
import { catalogue } from './catalogue.generated'
import type { CatalogueEntry } from './catalogue-entry'

/**
 * The client's endpoint catalogue, generated from the API contract in schemas/api (names, methods,
 * paths, encodings; types come from the contract itself, with type-only imports).
 */
const byName = new Map<string, CatalogueEntry>(catalogue.map((endpoint) => [endpoint.name, endpoint]))

export function findEndpoint(name: string): CatalogueEntry | undefined {
  return byName.get(name)
}

export function endpointNames(): string[] {
  return [...byName.keys()]
}

export type { CatalogueEntry, Endpoint, EndpointDef, EndpointName }

const placeholder = /\{([A-Za-z0-9_]+)\}/g

export interface PreparedRequest {
  method: CatalogueEntry['method']
  url: string
  query: Record<string, unknown>
  body: Record<string, unknown> | undefined
  encoding: 'json' | 'form'
  quiet: boolean
}

/**
 * Splits call params into the path (its `{param}` placeholders), the query (GET and DELETE, and the
 * `queryKeys` of a POST or PUT) and the body (POST and PUT). A missing path param is an error rather than a request to a wrong URL.
 */
export function prepareRequest(
  endpoint: CatalogueEntry,
  params: Record<string, unknown> = {},
): PreparedRequest {
  const rest: Record<string, unknown> = { ...params }
  const url = endpoint.path.replace(placeholder, (_, key: string) => {
    const value = rest[key]
    delete rest[key]
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.name}: missing path parameter "${key}"`)
    }
    return encodeURIComponent(String(value))
  })
  const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PUT'
  // A POST may also take query values (spec §7: the Lilly live record call); they never go in the body.
  const query: Record<string, unknown> = {}
  for (const key of sendsBody ? (endpoint.queryKeys ?? []) : []) {
    if (key in rest) query[key] = rest[key]
    delete rest[key]
  }
  return {
    method: endpoint.method,
    url,
    query: sendsBody ? query : rest,
    body: sendsBody ? rest : undefined,
    encoding: endpoint.encoding ?? 'json',
    quiet: endpoint.quiet ?? false,
  }
}
