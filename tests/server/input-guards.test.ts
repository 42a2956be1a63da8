import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../schemas/api/index'
import {
  boundIntegers,
  loneSurrogateAt,
  MAX_REQUEST_INTEGER,
  nonFiniteAt,
  nulAt,
} from '../../server/routes/input-guards'
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
 * (2^63) and a NUL character in a comment; and what the API fuzz (fuzz.test.ts) found next: `Infinity`
 * where an integer is expected (ajv coerces it and skips its range checks) and a lone surrogate in a
 * tracking record (jsonb refuses the `\udfff` escape). Each is now a 400 `request.invalid` naming the field.
 */

/** An id far past bigint's 2^63 − 1, as a probe would send it. */
const HUGE = '99999999999999999999'

type Schema = { properties?: Record<string, { type?: unknown }> }

/** Every endpoint with an integer path parameter, with its path filled: that one `value`, the others 1. */
const integerPathsWith = (value: string) =>
  endpoints.flatMap((endpoint) => {
    const params = 'params' in endpoint ? (endpoint.params as Schema) : undefined
    const properties = params?.properties ?? {}
    const integers = Object.keys(properties).filter((key) => properties[key]?.type === 'integer')
    return integers.map((name) => ({
      name: `${endpoint.name} {${name}}`,
      method: endpoint.method,
      path: endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
        if (key === name) return value
        return properties[key]?.type === 'integer' ? '1' : 'ARTICLE'
      }),
    }))
  })

const integerPaths = integerPathsWith(HUGE)

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

  it('walks a value nested 20,000 deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`)
    expect(nulAt(deep, 'body')?.split('/')).toHaveLength(20_001)
    expect(loneSurrogateAt(deep, 'body')).toBeUndefined()
  })

  it('finds a lone surrogate but not a surrogate pair, and names where', () => {
    expect(loneSurrogateAt({ dermaId: '\udfff', marking: 'visit' }, 'body')).toBe('body/dermaId')
    expect(loneSurrogateAt([{ tag: 'a\ud800b' }], 'body')).toBe('body/0/tag')
    expect(loneSurrogateAt({ '\ud800': 1 }, 'body')).toBe('body/\ud800')
    expect(loneSurrogateAt({ content: '表情 😀 \ud83d\ude00' }, 'body')).toBeUndefined()
  })

  it('finds an infinite number where ajv coerced one, and names where', () => {
    expect(nonFiniteAt({ id: Number.NEGATIVE_INFINITY }, 'params')).toBe('params/id')
    expect(nonFiniteAt({ ids: [1, Number.POSITIVE_INFINITY] }, 'querystring')).toBe('querystring/ids/1')
    expect(nonFiniteAt({ id: 1, size: 1e308, name: 'Infinity' }, 'params')).toBeUndefined()
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

  it('GET /api/academy/v1/activity/-Infinity is 400 request.invalid naming the id (ajv coerced it to -Infinity)', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/academy/v1/activity/-Infinity` })
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorAnswer>()).toEqual({
      code: 'request.invalid',
      message: 'params/id must be a finite number',
    })
  })

  it.each([
    [`${HUGE} (past bigint)`, HUGE],
    ['Infinity', 'Infinity'],
    ['-Infinity', '-Infinity'],
    ['1e400', '1e400'],
  ])(
    'an id of %s on any integer path parameter answers 4xx {code, message}, never 500',
    async (_name, value) => {
      const answers = await Promise.all(
        integerPathsWith(value).map(async (probe) => {
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
    },
  )

  it('an infinite page in a query, or an id sent as "Infinity" in a body, is 400 naming the field', async () => {
    const list = await app.inject({ method: 'GET', url: `${api}/community-search/v1/zone/items?page=-1e400` })
    expect(list.statusCode).toBe(400)
    expect(list.json<ErrorAnswer>().message).toBe('querystring/page must be a finite number')
    const progress = await app.inject({
      method: 'POST',
      url: `${api}/academy/v2/user/course/progress`,
      headers: bearer(doctor.token),
      payload: { lessonId: 'Infinity', seconds: 0, duration: 0, finished: false },
    })
    expect(progress.statusCode).toBe(400)
    expect(progress.json<ErrorAnswer>()).toEqual({
      code: 'request.invalid',
      message: 'body/lessonId must be a finite number',
    })
  })

  it('a tracking record with a lone surrogate is 400 request.invalid naming the field, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${api}/derma-extend/activityIndexStat/save`,
      headers: { 'content-type': 'application/json' },
      // JSON's escape makes the lone surrogate: no UTF-8 byte sequence can.
      payload: '{"dermaId":"\\udfff","marking":"visit"}',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json<ErrorAnswer>()).toEqual({
      code: 'request.invalid',
      message: 'body/dermaId must not contain a lone surrogate (invalid Unicode)',
    })
  })

  it.each([
    ['an array', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, 'body must be object'],
    [
      'an object',
      `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
      "body must have required property 'content'",
    ],
  ])(
    'a JSON body of %s nested thousands deep is 400 request.invalid, not 500 (stack overflow)',
    async (_kind, payload, message) => {
      const response = await app.inject({
        method: 'POST',
        url: `${api}/sns/v1/user/comment/ARTICLE/9601`,
        headers: { ...bearer(doctor.token), 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>()).toEqual({ code: 'request.invalid', message })
    },
  )

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
