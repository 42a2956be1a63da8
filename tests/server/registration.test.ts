import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { defineEndpoints, type EndpointDef, endpoints } from '../../schemas/api/index'
import type { Database } from '../../server/db/index'
import { registerErrorHandler, SERVER_ERROR_MESSAGE } from '../../server/errors'
import {
  type AnyHandler,
  CatalogueError,
  handlers,
  isUserPath,
  pairEndpointsWithHandlers,
  registerEndpoints,
  toFastifyPath,
} from '../../server/routes/index'
import type { Services } from '../../server/services'

/** These probe endpoints never touch the database; any use of it is a test bug and should say so. */
const noDatabase = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`the registration tests use no database (touched ${String(property)})`)
    },
  },
) as Database

/** Nor any service: a probe endpoint that reached for one would be a test bug too. */
const noServices = new Proxy(
  {},
  {
    get(_target, property) {
      throw new Error(`the registration tests use no services (touched ${String(property)})`)
    },
  },
) as Services

const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer' } },
} as const

const nameBody = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1 }, count: { type: 'integer' } },
} as const

const echoResponse = {
  type: 'object',
  required: ['params', 'body'],
  additionalProperties: false,
  properties: { params: idParams, body: nameBody },
} as const

const probeEndpoints = defineEndpoints([
  {
    name: 'probe.form',
    method: 'POST',
    path: '/probe/{id}/form',
    encoding: 'form',
    summary: 'Echoes a form-encoded body.',
    params: idParams,
    body: nameBody,
    response: echoResponse,
  },
  {
    name: 'probe.json',
    method: 'POST',
    path: '/probe/{id}/json',
    summary: 'Echoes a JSON body.',
    params: idParams,
    body: nameBody,
    response: echoResponse,
  },
  {
    name: 'probe.leak',
    method: 'GET',
    path: '/probe/leak',
    summary: 'Returns more than its response schema names.',
    response: { type: 'object', required: ['shown'], properties: { shown: { type: 'string' } } },
  },
  {
    name: 'probe.crash',
    method: 'GET',
    path: '/probe/crash',
    summary: 'Fails unexpectedly.',
    response: { type: 'object', properties: {} },
  },
  { name: 'probe.silent', method: 'POST', path: '/probe/silent', summary: 'Answers no body.' },
])

const echo: AnyHandler = async ({ params, body }) => ({ params, body })

const probeHandlers: Record<string, AnyHandler> = {
  'probe.form': echo,
  'probe.json': echo,
  'probe.leak': async () => ({ shown: 'yes', passwordHash: 'must-not-leak' }),
  'probe.crash': async () => {
    throw new Error('connection reset by the payment adapter')
  },
  'probe.silent': async () => undefined,
}

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function probeServer(logLines: string[] = []): Promise<FastifyInstance> {
  const server = Fastify({
    logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
  })
  registerErrorHandler(server)
  await server.register(
    (api) =>
      registerEndpoints(api, {
        endpoints: probeEndpoints,
        handlers: probeHandlers,
        database: noDatabase,
        services: noServices,
      }),
    { prefix: '/api' },
  )
  app = server
  return server
}

describe('endpoint registration', () => {
  it('converts the contract path placeholders {param} to Fastify :param', () => {
    expect(toFastifyPath('/resource/v1/app-release/{version}')).toBe('/resource/v1/app-release/:version')
    expect(toFastifyPath('/sns/v2/user/favorite/{objectType}/{objectId}')).toBe(
      '/sns/v2/user/favorite/:objectType/:objectId',
    )
  })

  it('the real catalogue and the real handlers pair one to one', () => {
    const routes = pairEndpointsWithHandlers(endpoints, handlers)
    expect(routes.map((route) => route.endpoint.name).sort()).toEqual(endpoints.map((e) => e.name).sort())
  })

  it('refuses to start when a catalogue endpoint has no handler, naming it', () => {
    const { 'probe.leak': _leak, ...withoutLeak } = probeHandlers
    expect(() => pairEndpointsWithHandlers(probeEndpoints, withoutLeak)).toThrow(CatalogueError)
    expect(() => pairEndpointsWithHandlers(probeEndpoints, withoutLeak)).toThrow(/probe\.leak has no handler/)
  })

  it('refuses to start when a handler has no endpoint in the catalogue, naming it', () => {
    const extra = { ...probeHandlers, 'probe.orphan': echo }
    expect(() => pairEndpointsWithHandlers(probeEndpoints, extra)).toThrow(
      /handler probe\.orphan has no endpoint/,
    )
  })

  it('every catalogue endpoint with a /user/ segment after the first needs a login (auth: true)', () => {
    const userPaths = endpoints.filter((endpoint) => isUserPath(endpoint.path))
    expect(userPaths.length).toBeGreaterThan(0)
    const open = userPaths.filter((endpoint) => !('auth' in endpoint) || endpoint.auth !== true)
    expect(open.map((endpoint) => `${endpoint.name} ${endpoint.path}`)).toEqual([])
  })

  it('a /user/ segment counts after the first segment only', () => {
    expect(isUserPath('/academy/v2/user/informed-consent/{lessonId}')).toBe(true)
    expect(isUserPath('/user/v1/user/')).toBe(true)
    expect(isUserPath('/healthchat/user/getYxToken.do')).toBe(true)
    expect(isUserPath('/user/v1/auth/login')).toBe(false)
    expect(isUserPath('/user/new/drinfo/user-detail')).toBe(false)
  })

  it('refuses to start when a /user/ path does not require a login', () => {
    const open = defineEndpoints([
      { name: 'probe.user', method: 'GET', path: '/academy/v2/user/probe', summary: 'x' },
    ])
    expect(() => pairEndpointsWithHandlers(open, { 'probe.user': echo })).toThrow(
      /probe\.user: \/academy\/v2\/user\/probe is a \/user\/ path, so it needs auth: true/,
    )
  })

  it('the contract lists the session errors on every login endpoint and 429 on every rate-limited one', () => {
    for (const endpoint of endpoints as readonly EndpointDef[]) {
      const codes = (endpoint.errors ?? []).map((error) => error.code)
      if (endpoint.auth) {
        expect(codes, endpoint.name).toEqual(
          expect.arrayContaining(['auth.token.missing', 'auth.token.sign.invalid', 'auth.token.expired']),
        )
      }
      if (endpoint.rateLimit) expect(codes, endpoint.name).toContain('rate.limited')
      // Beacons cannot read an answer: they get 204.
      if (endpoint.beacon) expect(endpoint.response, endpoint.name).toBeUndefined()
    }
  })

  it('refuses to start when path placeholders and the params schema disagree', () => {
    const mismatched = defineEndpoints([
      { name: 'probe.form', method: 'GET', path: '/probe/{lessonId}', summary: 'x', params: idParams },
    ])
    expect(() => pairEndpointsWithHandlers(mismatched, { 'probe.form': echo })).toThrow(
      /placeholders \[lessonId\] differ from params properties \[id\]/,
    )
  })

  it('refuses to start when two endpoints share a method and path', () => {
    const twice = defineEndpoints([
      { name: 'probe.a', method: 'GET', path: '/probe/{id}', summary: 'x', params: idParams },
      { name: 'probe.b', method: 'GET', path: '/probe/{id}', summary: 'y', params: idParams },
    ])
    expect(() => pairEndpointsWithHandlers(twice, { 'probe.a': echo, 'probe.b': echo })).toThrow(
      /another endpoint has GET/,
    )
  })

  it('refuses to start when a GET names what it changes or a write what it shows (the client cache fields)', () => {
    const misplaced = defineEndpoints([
      { name: 'probe.read', method: 'GET', path: '/probe/read', summary: 'x', changes: ['note'] },
      { name: 'probe.peek', method: 'GET', path: '/probe/peek', summary: 'x', changesNothing: 'a read' },
      { name: 'probe.write', method: 'POST', path: '/probe/write', summary: 'x', shows: ['note'] },
    ])
    const pair = () =>
      pairEndpointsWithHandlers(misplaced, { 'probe.read': echo, 'probe.peek': echo, 'probe.write': echo })
    expect(pair).toThrow(/probe\.read: changes is for writes; a GET changes nothing/)
    expect(pair).toThrow(/probe\.peek: changesNothing is for writes; a GET changes nothing/)
    expect(pair).toThrow(/probe\.write: shows is for GET endpoints; a write names what it changes/)
  })

  it('a buildServer-style registration rejects before serving anything when the contract drifts', async () => {
    const server = Fastify()
    app = server
    await expect(
      server.register((api) =>
        registerEndpoints(api, {
          endpoints: probeEndpoints,
          handlers: {},
          database: noDatabase,
          services: noServices,
        }),
      ),
    ).rejects.toThrow(/the API contract and the server disagree/)
  })

  it('a form endpoint accepts application/x-www-form-urlencoded and gets typed, validated values', async () => {
    const server = await probeServer()
    const response = await server.inject({
      method: 'POST',
      url: '/api/probe/42/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=%E7%9A%AE%E8%82%A4%E7%A7%91&count=3',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ params: { id: 42 }, body: { name: '皮肤科', count: 3 } })
  })

  it('a JSON endpoint answers 415 request.invalid to a form-encoded body', async () => {
    const server = await probeServer()
    const response = await server.inject({
      method: 'POST',
      url: '/api/probe/42/json',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=x',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ code: 'request.invalid' })
  })

  it('a JSON endpoint validates its body: a missing required field is 400 request.invalid naming it', async () => {
    const server = await probeServer()
    const response = await server.inject({ method: 'POST', url: '/api/probe/42/json', payload: { count: 1 } })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'request.invalid',
      message: "body must have required property 'name'",
    })
  })

  it('fields the response schema does not name never leave the server', async () => {
    const server = await probeServer()
    const response = await server.inject({ method: 'GET', url: '/api/probe/leak' })
    expect(response.json()).toEqual({ shown: 'yes' })
    expect(response.body).not.toContain('must-not-leak')
  })

  it('an unexpected failure is 500 server.error with a generic Chinese message, and logged with its stack', async () => {
    const logLines: string[] = []
    const server = await probeServer(logLines)
    const response = await server.inject({ method: 'GET', url: '/api/probe/crash' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ code: 'server.error', message: SERVER_ERROR_MESSAGE })
    expect(response.body).not.toContain('payment adapter')
    const logged = logLines.map((line) => JSON.parse(line) as { err?: { stack?: string } })
    expect(
      logged.some((entry) => entry.err?.stack?.includes('connection reset by the payment adapter')),
    ).toBe(true)
  })

  it('an endpoint without a response schema answers 204 with no body', async () => {
    const server = await probeServer()
    const response = await server.inject({ method: 'POST', url: '/api/probe/silent', payload: {} })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
  })
})
