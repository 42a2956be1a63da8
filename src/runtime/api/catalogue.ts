import { type Endpoint, type EndpointDef, type EndpointName, endpoints } from '@schemas/api/index'

/** The client's endpoint catalogue, derived from the API contract in schemas/api. */
const byName = new Map<string, EndpointDef>(endpoints.map((endpoint) => [endpoint.name, endpoint]))

export function findEndpoint(name: string): EndpointDef | undefined {
  return byName.get(name)
}

export function endpointNames(): string[] {
  return [...byName.keys()]
}

export type { Endpoint, EndpointDef, EndpointName }

const placeholder = /\{([A-Za-z0-9_]+)\}/g

export interface PreparedRequest {
  method: EndpointDef['method']
  url: string
  query: Record<string, unknown>
  body: Record<string, unknown> | undefined
  encoding: 'json' | 'form'
  quiet: boolean
}

/**
 * Splits call params into the path (its `{param}` placeholders), the query (GET and DELETE) and the body
 * (POST and PUT). A missing path param is an error rather than a request to a wrong URL.
 */
export function prepareRequest(endpoint: EndpointDef, params: Record<string, unknown> = {}): PreparedRequest {
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
  return {
    method: endpoint.method,
    url,
    query: sendsBody ? {} : rest,
    body: sendsBody ? rest : undefined,
    encoding: endpoint.encoding ?? 'json',
    quiet: endpoint.quiet ?? false,
  }
}
