import formbody from '@fastify/formbody'
import type { FastifyInstance } from 'fastify'
import { type EndpointDef, errorBodySchema } from '../../schemas/api/index'
import type { Database } from '../db/index'
import type { AnyHandler } from './handler'

export interface RegisterEndpointsOptions {
  /** The endpoint catalogue (schemas/api/index.ts `endpoints`). */
  readonly endpoints: readonly EndpointDef[]
  /** One handler per endpoint name (server/routes/index.ts `handlers`). */
  readonly handlers: Readonly<Record<string, AnyHandler>>
  readonly database: Database
}

export class CatalogueError extends Error {
  override readonly name = 'CatalogueError'
}

/** `/resource/v1/app-release/{version}` (the contract's style) → `/resource/v1/app-release/:version`. */
export function toFastifyPath(path: string): string {
  return path.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, ':$1')
}

function placeholdersOf(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1] ?? '')
}

function propertyNamesOf(schema: EndpointDef['params']): string[] {
  const properties = schema?.properties
  return properties && typeof properties === 'object' ? Object.keys(properties) : []
}

interface Route {
  readonly endpoint: EndpointDef
  readonly handler: AnyHandler
}

/**
 * Pairs each endpoint with its handler and refuses to start on any mismatch, listing all of them: an
 * endpoint nobody answers, a handler for no endpoint, a path whose placeholders and params schema disagree.
 */
export function pairEndpointsWithHandlers(
  endpoints: readonly EndpointDef[],
  handlers: Readonly<Record<string, AnyHandler>>,
): Route[] {
  const problems: string[] = []
  const routes: Route[] = []
  const names = new Set<string>()
  const routeKeys = new Set<string>()
  for (const endpoint of endpoints) {
    if (names.has(endpoint.name)) problems.push(`endpoint ${endpoint.name} is declared twice`)
    names.add(endpoint.name)
    const routeKey = `${endpoint.method} ${toFastifyPath(endpoint.path).replace(/:[^/]+/g, ':')}`
    if (routeKeys.has(routeKey)) problems.push(`endpoint ${endpoint.name}: another endpoint has ${routeKey}`)
    routeKeys.add(routeKey)

    const placeholders = placeholdersOf(endpoint.path).sort().join(', ')
    const params = propertyNamesOf(endpoint.params).sort().join(', ')
    if (placeholders !== params) {
      problems.push(
        `endpoint ${endpoint.name}: path placeholders [${placeholders}] differ from params properties [${params}]`,
      )
    }
    if (endpoint.method === 'GET' && endpoint.body) {
      problems.push(`endpoint ${endpoint.name}: a GET endpoint cannot have a body schema`)
    }
    const handler = Object.hasOwn(handlers, endpoint.name) ? handlers[endpoint.name] : undefined
    if (handler) routes.push({ endpoint, handler })
    else problems.push(`endpoint ${endpoint.name} has no handler (add it to server/routes/)`)
  }
  for (const name of Object.keys(handlers)) {
    if (!names.has(name)) problems.push(`handler ${name} has no endpoint in the catalogue (schemas/api/)`)
  }
  if (problems.length > 0) {
    throw new CatalogueError(`the API contract and the server disagree:\n  - ${problems.join('\n  - ')}`)
  }
  return routes
}

function addRoute(scope: FastifyInstance, { endpoint, handler }: Route, database: Database): void {
  scope.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    // The contract's schemas: ajv validates the request, fast-json-stringify writes the answer and drops
    // every field the response schema does not name.
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        ...(endpoint.response ? { 200: endpoint.response } : {}),
        '4xx': errorBodySchema,
        '5xx': errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        database,
      })
      // No response schema means no body: answering one would send fields nobody declared.
      if (!endpoint.response) return reply.code(204).send()
      return result
    },
  })
}

/**
 * Registers every catalogue endpoint on `app` (already scoped under the API prefix). Throws before
 * registering anything if the catalogue and the handlers disagree.
 */
export async function registerEndpoints(
  app: FastifyInstance,
  options: RegisterEndpointsOptions,
): Promise<void> {
  const routes = pairEndpointsWithHandlers(options.endpoints, options.handlers)
  const { database } = options
  await app.register(async (jsonScope) => {
    for (const route of routes) if (route.endpoint.encoding !== 'form') addRoute(jsonScope, route, database)
  })
  // Only form endpoints parse application/x-www-form-urlencoded (the old user and healthchat services);
  // the others answer 415 to it, as the contract says they take JSON.
  await app.register(async (formScope) => {
    await formScope.register(formbody)
    for (const route of routes) if (route.endpoint.encoding === 'form') addRoute(formScope, route, database)
  })
}
