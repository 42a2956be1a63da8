import formbody from '@fastify/formbody'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type EndpointDef, errorBodySchema, serviceAreas } from '../../schemas/api/index'
import { optionalSession, requireSession } from '../auth/session'
import type { Session } from '../auth/tokens'
import type { Database } from '../db/index'
import {
  cacheKeyOf,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_READ_VARY,
  type PublicCache,
  sendCachedAnswer,
} from '../http/public-cache'
import type { Services } from '../services'
import type { AnyHandler } from './handler'
import { boundIntegers, refuseNonFinite, refuseUnstorableText } from './input-guards'
import {
  createRateLimitHooks,
  type RateLimitHook,
  type RateLimitPolicies,
  type RateLimitStore,
} from './rate-limits'

export interface RegisterEndpointsOptions {
  /** The endpoint catalogue (schemas/api/index.ts `endpoints`). */
  readonly endpoints: readonly EndpointDef[]
  /** One handler per endpoint name (server/routes/index.ts `handlers`). */
  readonly handlers: Readonly<Record<string, AnyHandler>>
  readonly database: Database
  readonly services: Services
  /** The budgets of the contract's `rateLimit` groups; no limits when omitted or false. */
  readonly rateLimits?: RateLimitPolicies | false
  /** Where the limits count: this process's memory when omitted, a Redis the nodes share otherwise. */
  readonly rateLimitStore?: RateLimitStore
  /** Where the `publicCache` endpoints keep their anonymous answers; none kept when omitted. */
  readonly publicCache?: PublicCache
  /**
   * The service area of each endpoint (schemas/api `serviceAreas` by default): a successful write clears
   * its area's cached public reads. An endpoint in no area is an area of its own.
   */
  readonly serviceAreas?: Readonly<Record<string, readonly EndpointDef[]>>
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

/**
 * spec §6 and the contract: a path with a `user` segment after its first one
 * (`/academy/v2/user/informed-consent/{lessonId}`, `/user/v1/user/`) is the user's own data.
 */
export function isUserPath(path: string): boolean {
  return path.split('/').filter(Boolean).slice(1).includes('user')
}

interface Route {
  readonly endpoint: EndpointDef
  readonly handler: AnyHandler
}

/**
 * Pairs each endpoint with its handler and refuses to start on any mismatch, listing all of them: an
 * endpoint nobody answers, a handler for no endpoint, a path whose placeholders and params schema
 * disagree, a `/user/` path that does not require a login.
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
    if (isUserPath(endpoint.path) && endpoint.auth !== true) {
      problems.push(`endpoint ${endpoint.name}: ${endpoint.path} is a /user/ path, so it needs auth: true`)
    }
    problems.push(...publicCacheProblems(endpoint), ...refreshProblems(endpoint))
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

/** A public read is a GET anyone may call that answers JSON; only writes clear them. */
function publicCacheProblems(endpoint: EndpointDef): string[] {
  const problems: string[] = []
  const { publicCache } = endpoint
  if (publicCache) {
    if (endpoint.method !== 'GET' || endpoint.auth) {
      problems.push(`endpoint ${endpoint.name}: publicCache is for GET endpoints without auth`)
    }
    if (!endpoint.response) problems.push(`endpoint ${endpoint.name}: publicCache needs a response schema`)
    if (!Number.isInteger(publicCache.maxAge) || publicCache.maxAge < 1) {
      problems.push(
        `endpoint ${endpoint.name}: publicCache.maxAge must be a whole number of seconds, at least 1`,
      )
    }
  }
  if (endpoint.invalidates !== undefined && endpoint.method === 'GET') {
    problems.push(`endpoint ${endpoint.name}: invalidates is for writes; a GET clears nothing`)
  }
  return problems
}

/**
 * The client cache's side of the contract (decision 0037): a GET names what its answer shows, a write what
 * it changes; a field on the wrong side would be read by nobody and hide the one missing.
 */
function refreshProblems(endpoint: EndpointDef): string[] {
  if (endpoint.method !== 'GET') {
    return endpoint.shows === undefined
      ? []
      : [`endpoint ${endpoint.name}: shows is for GET endpoints; a write names what it changes`]
  }
  const problems: string[] = []
  if (endpoint.changes !== undefined) {
    problems.push(`endpoint ${endpoint.name}: changes is for writes; a GET changes nothing`)
  }
  if (endpoint.changesNothing !== undefined) {
    problems.push(`endpoint ${endpoint.name}: changesNothing is for writes; a GET changes nothing`)
  }
  return problems
}

interface RouteContext {
  readonly database: Database
  readonly services: Services
  readonly rateLimitHooks: Readonly<Partial<Record<string, RateLimitHook>>> | undefined
  readonly publicCache: PublicCache | undefined
  readonly areaOf: ReadonlyMap<string, string>
}

/** A call the public cache may answer: a GET without a token (a token may change the answer). */
function isAnonymousRead(request: FastifyRequest): boolean {
  return request.method === 'GET' && !request.headers.authorization
}

/** The session each request authenticated with, read by the handler call. */
const sessions = new WeakMap<FastifyRequest, Session | undefined>()

function addRoute(scope: FastifyInstance, { endpoint, handler }: Route, context: RouteContext): void {
  const { database, services } = context
  const limit = endpoint.rateLimit ? context.rateLimitHooks?.[endpoint.rateLimit] : undefined
  const area = context.areaOf.get(endpoint.name) ?? endpoint.name
  const publicRead =
    endpoint.publicCache && context.publicCache
      ? { ...endpoint.publicCache, cache: context.publicCache }
      : undefined
  // A hit is answered first of all: no rate limit, session, validation, handler or serialization runs.
  const answerFromCache = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!publicRead || !isAnonymousRead(request)) return
    const cached = publicRead.cache.get(cacheKeyOf(request.url))
    if (cached) return sendCachedAnswer(request, reply, cached)
  }
  // Authentication runs on request, before the body is parsed or validated: a caller without a valid
  // token gets the re-login answer (spec §4), never a validation message about a body nobody will read.
  const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
    // Most calls of an anonymous visitor: nothing to verify.
    if (!endpoint.auth && !request.headers.authorization) return
    sessions.set(
      request,
      endpoint.auth
        ? await requireSession(request, services.tokens, database)
        : await optionalSession(request, services.tokens, database),
    )
  }
  scope.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    // The budget is spent first, so failed logins count too.
    onRequest: [...(publicRead ? [answerFromCache] : []), ...(limit ? [limit] : []), authenticate],
    // No NUL character, lone surrogate or infinite number reaches a handler (input-guards.ts).
    preValidation: async (request) => refuseUnstorableText(request),
    preHandler: async (request) => refuseNonFinite(request),
    // The contract's schemas, with every unbounded integer kept within exact numbers: ajv validates the
    // request, fast-json-stringify writes the answer and drops every field the response schema does not name.
    schema: {
      ...(endpoint.params ? { params: boundIntegers(endpoint.params) } : {}),
      ...(endpoint.query ? { querystring: boundIntegers(endpoint.query) } : {}),
      ...(endpoint.body ? { body: boundIntegers(endpoint.body) } : {}),
      response: {
        ...(endpoint.response ? { 200: endpoint.response } : {}),
        '4xx': errorBodySchema,
        '5xx': errorBodySchema,
      },
    },
    handler: async (request, reply) => {
      const run = () =>
        handler({
          params: request.params,
          query: request.query,
          body: request.body,
          session: sessions.get(request),
          request,
          database,
          services,
        })
      if (publicRead) {
        reply.header('vary', PUBLIC_READ_VARY)
        if (isAnonymousRead(request)) {
          // Validated already, so the URL decides the answer; the first miss reads, the others wait for it.
          const answer = await publicRead.cache.fill(
            cacheKeyOf(request.url),
            area,
            publicRead.maxAge,
            async () => reply.serialize(await run()),
          )
          return sendCachedAnswer(request, reply, answer)
        }
      }
      const result = await run()
      // The caller's own answer (purchases, votes): no shared cache may keep it.
      if (request.headers.authorization) reply.header('cache-control', PRIVATE_CACHE_CONTROL)
      if (endpoint.method !== 'GET' && endpoint.invalidates !== false) context.publicCache?.invalidate(area)
      // No response schema means no body: answering one would send fields nobody declared.
      if (!endpoint.response) return reply.code(204).send()
      return result
    },
  })
}

/**
 * The JSON parser, except that an empty body is no body: a client that sets `Content-Type:
 * application/json` on every call (spec §7 headers) also sets it on the calls that send nothing.
 * With `alsoTextPlain`, a text/plain body is read as JSON too (navigator.sendBeacon sends strings so);
 * without it, text/plain is refused with 415.
 */
function tolerateEmptyJson(scope: FastifyInstance, alsoTextPlain: boolean): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error')
  const parser = (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, body?: unknown) => void,
  ) => {
    if (body === '') {
      done(null, undefined)
      return
    }
    parseJson(request, body, done)
  }
  scope.removeContentTypeParser('application/json')
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, parser)
  // Fastify reads text/plain as a string by default; a JSON endpoint answers 415 to it instead.
  scope.removeContentTypeParser('text/plain')
  if (alsoTextPlain) scope.addContentTypeParser('text/plain', { parseAs: 'string' }, parser)
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
  const areas: Readonly<Record<string, readonly EndpointDef[]>> = options.serviceAreas ?? serviceAreas
  const context: RouteContext = {
    database: options.database,
    services: options.services,
    rateLimitHooks: options.rateLimits
      ? await createRateLimitHooks(app, options.rateLimits, options.rateLimitStore)
      : undefined,
    publicCache: options.publicCache,
    areaOf: new Map(
      Object.entries(areas).flatMap(([area, list]) => list.map((endpoint) => [endpoint.name, area] as const)),
    ),
  }
  const isForm = (route: Route) => route.endpoint.encoding === 'form'
  const isBeacon = (route: Route) => !isForm(route) && route.endpoint.beacon === true
  await app.register(async (jsonScope) => {
    tolerateEmptyJson(jsonScope, false)
    for (const route of routes) if (!isForm(route) && !isBeacon(route)) addRoute(jsonScope, route, context)
  })
  // Only form endpoints parse application/x-www-form-urlencoded (the old user and healthchat services);
  // the others answer 415 to it, as the contract says they take JSON.
  await app.register(async (formScope) => {
    await formScope.register(formbody)
    for (const route of routes) if (isForm(route)) addRoute(formScope, route, context)
  })
  // Beacon endpoints (tracking) also read text/plain as JSON.
  await app.register(async (beaconScope) => {
    tolerateEmptyJson(beaconScope, true)
    for (const route of routes) if (isBeacon(route)) addRoute(beaconScope, route, context)
  })
}
