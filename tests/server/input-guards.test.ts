import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../schemas/api/index'
import { boundIntegers, MAX_REQUEST_INTEGER, nulAt } from '../../server/routes/input-guards'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  type ErrorAnswer,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
} from './api-helpers'
import { databaseTargets } from './test-databases'

/**
 * Inputs that answered 500 (issue 16 "Why" 2): an integer path parameter past PostgreSQL's bigint
 * (2^63) and a NUL character in a comment. Each is now a 400 `request.invalid` naming the field.
 */

/** An id far past bigint's 2^63 − 1, as a probe would send it. */
const HUGE = '99999999999999999999'

type Schema = { properties?: Record<string, { type?: unknown }> }

/** Every endpoint with an integer path parameter, with its path filled: that one HUGE, the others 1. */
const integerPaths = endpoints.flatMap((endpoint) => {
  const params = 'params' in endpoint ? (endpoint.params as Schema) : undefined
  const properties = params?.properties ?? {}
  const integers = Object.keys(properties).filter((key) => properties[key]?.type === 'integer')
  return integers.map((name) => ({
    name: `${endpoint.name} {${name}}`,
    method: endpoint.method,
    path: endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
      if (key === name) return HUGE
      return properties[key]?.type === 'integer' ? '1' : 'ARTICLE'
    }),
  }))
})

describe('input guards (server/routes/input-guards.ts)', () => {
  it('bounds every integer without a bound of its own, and keeps the ones the contract sets', () => {
    const bounded = boundIntegers({
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1 },
        size: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
        either: { type: ['integer', 'string'] },
      },
    })
    expect(bounded.properties.id).toEqual({ type: 'integer', minimum: 1, maximum: MAX_REQUEST_INTEGER })
    expect(bounded.properties.size).toEqual({ type: 'integer', minimum: 1, maximum: 50, default: 10 })
    expect(bounded.properties.either).toMatchObject({ maximum: MAX_REQUEST_INTEGER })
  })

  it('finds a NUL character in nested values and keys, and names where', () => {
    expect(nulAt({ content: 'a\u0000b' }, 'body')).toBe('body/content')
    expect(nulAt({ records: [{ ok: 'x' }, { tag: ['y', '\u0000'] }] }, 'body')).toBe('body/records/1/tag/1')
    expect(nulAt({ 'k\u0000': 1 }, 'body')).toBe('body/k\u0000')
    expect(nulAt({ content: '正常的评论' }, 'body')).toBeUndefined()
  })

  it('covers the endpoints the probe found (78 with an integer path parameter)', () => {
    expect(integerPaths.length).toBeGreaterThanOrEqual(78)
  })
})

describe.each(databaseTargets)('inputs that answered 500, on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
  })
  afterAll(() => server?.dispose())

  it('GET /api/academy/v1/article/99999999999999999999 is 400 request.invalid naming the id', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/academy/v1/article/${HUGE}` })
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorAnswer>()).toEqual({
      code: 'request.invalid',
      message: `params/id must be <= ${MAX_REQUEST_INTEGER}`,
    })
  })

  it('an id past bigint on any integer path parameter answers 4xx {code, message}, never 500', async () => {
    const answers = await Promise.all(
      integerPaths.map(async (probe) => {
        const response = await app.inject({
          method: probe.method,
          url: `${api}${probe.path}`,
          headers: bearer(doctor.token),
          ...(probe.method === 'GET' ? {} : { payload: {} }),
        })
        return { name: probe.name, status: response.statusCode, body: response.json<ErrorAnswer>() }
      }),
    )
    const wrong = answers.filter(
      (answer) => answer.status < 400 || answer.status >= 500 || typeof answer.body.code !== 'string',
    )
    expect(wrong).toEqual([])
  })

  it('a comment with a NUL character is 400 request.invalid naming body/content, and nothing is stored', async () => {
    const path = `${api}/sns/v1/user/comment/ARTICLE/9601`
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: bearer(doctor.token),
      payload: { content: '有用\u0000的评论' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorAnswer>()).toEqual({
      code: 'request.invalid',
      message: 'body/content must not contain the NUL character',
    })
    const list = await app.inject({ method: 'GET', url: `${path}/items`, headers: bearer(doctor.token) })
    expect(list.json<{ total: number }>().total).toBe(0)
  })
})
