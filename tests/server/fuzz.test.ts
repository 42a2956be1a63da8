import { Socket } from 'node:net'
import Ajv from 'ajv'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest'
import { type EndpointDef, endpoints } from '../../schemas/api/index'
import { boundIntegers } from '../../server/routes/input-guards'
import type { ReachabilityProbe } from '../../server/web-reachability'
import {
  api,
  CERTIFIED_MOBILE,
  idKey,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
} from './api-helpers'
import { type FuzzCase, type FuzzContext, fuzzCases, type Identity } from './fuzz/requests'
import { validValue } from './fuzz/schema-arbitraries'
import { seededValues } from './fuzz/seeded-values'
import { databaseTargets, testDatabaseUrl } from './test-databases'

/**
 * "No 500 on any input" (issue 16): every endpoint of the contract, fuzzed from its own request schemas
 * (tests/server/fuzz/), anonymously and with a doctor's token. Every answer is 2xx or 4xx, every 4xx is
 * `{ code, message }`, and an id past the exact integers is 400 or 404.
 *
 * FUZZ_RUNS sets the cases per endpoint (default below; see runsFor), FUZZ_SEED the seed; a failure prints
 * fast-check's counterexample (the endpoint and the request) with the seed and path that replay it.
 */

/**
 * Cases per endpoint, by the database fuzzed: CI's PostgreSQL pass runs a few hundred (about 70 s alone on
 * 2 cores, 1.4 ms a call); `npm test` on the embedded PGlite, whose WebAssembly engine makes each call
 * about 3 ms, runs a first sweep of 80 (about 30 s alone, 45 to 60 s on a busy machine).
 */
const DEFAULT_RUNS = { pglite: 80, postgres: 300 } as const
/** Fixed, so CI runs the same cases every time (issue 16); each database its own, so the passes differ. */
const DEFAULT_SEED = { pglite: 16, postgres: 1016 } as const

function integerFromEnvironment(name: string, fallback: number, minimum: number): number {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new Error(`${name} must be an integer of at least ${minimum}, not ${text}`)
  }
  return value
}

const identities: readonly Identity[] = ['anonymous', 'doctor']

/**
 * The endpoint's cases for one caller: half each, except that an `auth` endpoint answers every anonymous
 * call at the session check, before anything else in the request is read, so a tenth of its cases are
 * anonymous and the rest run its handler with the doctor's token.
 */
function runsFor(endpoint: EndpointDef, identity: Identity): number {
  const anonymous = Math.max(1, Math.round(endpoint.auth ? runs / 10 : runs / 2))
  return identity === 'anonymous' ? anonymous : Math.max(1, runs - anonymous)
}

/** The `code` of an error answer, or undefined when the body holds none. */
function parsedCode(body: string): string | undefined {
  try {
    const { code } = JSON.parse(body) as { code?: unknown }
    return typeof code === 'string' ? code : undefined
  } catch {
    return undefined
  }
}

interface ErrorBody {
  readonly code: unknown
  readonly message: unknown
}

/** Why an answer breaks the rules, or undefined when it keeps them. */
function problemWith(
  fuzzCase: FuzzCase,
  endpoint: EndpointDef,
  status: number,
  body: string,
): string | undefined {
  if (status >= 500) return `answered ${status}`
  // 304 Not Modified is the answer to a conditional read whose copy is current (`If-None-Match: *`).
  const conditional =
    'if-none-match' in fuzzCase.request.headers || 'if-modified-since' in fuzzCase.request.headers
  if (status === 304 && conditional && fuzzCase.request.method === 'GET') return undefined
  if (status < 200 || (status >= 300 && status < 400)) return `answered ${status}, neither 2xx nor 4xx`
  if (status >= 400) {
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return `answered ${status} with a body that is not JSON`
    }
    const error = parsed as ErrorBody
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      typeof error.code !== 'string' ||
      typeof error.message !== 'string' ||
      Object.keys(parsed).length !== 2
    ) {
      return `answered ${status} with a body that is not {code, message}`
    }
  }
  if (fuzzCase.identity === 'doctor' && status >= 400 && (parsedCode(body) ?? '').startsWith('auth.token.')) {
    return `refused the doctor's token (${status}): the fuzz would no longer reach handlers`
  }
  // A call the session check lets through reaches validation: an id no column can hold is 400 or 404.
  const pastSession = fuzzCase.identity === 'doctor' || !endpoint.auth
  if (fuzzCase.idPastRange && pastSession && status !== 400 && status !== 404) {
    return `answered ${status} for an id past the exact integers (400 or 404 expected)`
  }
  return undefined
}

/** Codes answered before a handler runs: the router, the session check, validation, the input guards. */
const BEFORE_HANDLER = new Set(['request.invalid', 'request.not.found'])

/** Whether a well-formed answer came from the endpoint's handler: a 2xx, or a 4xx with a code of its own. */
function handlerAnswered(status: number, body: string): boolean {
  if (status >= 200 && status < 300) return true
  const code = parsedCode(body)
  return code !== undefined && !BEFORE_HANDLER.has(code) && !code.startsWith('auth.token.')
}

/**
 * Each test run fuzzes its own database once: `npm test` the embedded PGlite, CI's PostgreSQL pass
 * (TEST_DATABASES=postgres) the PostgreSQL server.
 */
const target = databaseTargets.at(-1)
const runs = integerFromEnvironment('FUZZ_RUNS', DEFAULT_RUNS[target?.kind ?? 'pglite'], 2)
const seed = integerFromEnvironment('FUZZ_SEED', DEFAULT_SEED[target?.kind ?? 'pglite'], -(2 ** 31))

/** The PostgreSQL server's address, the one connection the fuzz may open. */
const databaseAddress = testDatabaseUrl && target?.kind === 'postgres' ? new URL(testDatabaseUrl) : undefined

/** Whether Socket#connect's arguments name the test database server. */
function isDatabaseConnection(args: readonly unknown[]): boolean {
  if (!databaseAddress) return false
  const [first, second] = args
  const port = typeof first === 'object' && first !== null ? (first as { port?: unknown }).port : first
  const host = typeof first === 'object' && first !== null ? (first as { host?: unknown }).host : second
  return (
    Number(port) === Number(databaseAddress.port || 5432) &&
    (host === undefined || host === databaseAddress.hostname)
  )
}

describe.skipIf(!target)('API fuzz: no 500 on any input, on every endpoint of schemas/api', () => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  let context: FuzzContext
  /** The endpoints fuzzed so far, with the callers each was fuzzed as. */
  const fuzzed = new Map<string, Set<Identity>>()
  /** The endpoints whose handler answered a doctor's call at least once. */
  const reachedHandler = new Set<string>()
  /** web.reachability's probe: every host is unknown, so the fuzz never reaches out. */
  const probed: string[] = []
  const offlineProbe: ReachabilityProbe = {
    lookup: async (host) => {
      probed.push(host)
      throw Object.assign(new Error(`fuzz: no lookups (${host})`), { code: 'ENOTFOUND' })
    },
    connect: async (address) => {
      probed.push(address)
      throw Object.assign(new Error(`fuzz: no connections (${address})`), { code: 'ECONNREFUSED' })
    },
  }
  let connect: MockInstance<Socket['connect']>

  beforeAll(async () => {
    // Any outbound TCP connection during the fuzz fails the call that made it (and so the fuzz), except
    // the test database server's own.
    const original = Socket.prototype.connect
    connect = vi.spyOn(Socket.prototype, 'connect').mockImplementation(function (
      this: Socket,
      ...args: Parameters<Socket['connect']>
    ) {
      if (isDatabaseConnection(args)) return Reflect.apply(original, this, args) as Socket
      throw new Error('the API fuzz must open no outbound connection')
    })
    if (!target) throw new Error('no database to fuzz')
    server = await startTestServer(target, { reachabilityProbe: offlineProbe })
    app = server.app
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
    context = {
      apiPrefix: api,
      token: doctor.token,
      // The doctor's own ids, which the calls that name their caller compare with the session.
      seeded: await seededValues(server.database, [
        doctor.userId,
        Number(doctor.userId),
        String(doctor[idKey]),
      ]),
    }
  })
  afterAll(async () => {
    connect?.mockRestore()
    await server?.dispose()
  })

  describe.each(endpoints.map((endpoint) => ({ name: endpoint.name, endpoint: endpoint as EndpointDef })))(
    '$name',
    ({ endpoint }) => {
      it.each(identities)('as %s: every answer is 2xx or 4xx {code, message}', async (identity) => {
        // Requests this run has sent and found well answered: a repeat would only cost time.
        const answered = new Set<string>()
        const property = fc.asyncProperty(fuzzCases(endpoint, identity, context), async (fuzzCase) => {
          const calls = fuzzed.get(endpoint.name) ?? new Set()
          fuzzed.set(endpoint.name, calls.add(identity))
          const { key } = fuzzCase
          if (key !== undefined && answered.has(key)) return
          const response = await app.inject(fuzzCase.request)
          const problem = problemWith(fuzzCase, endpoint, response.statusCode, response.body)
          if (problem) throw new Error(`${problem}: ${response.body.slice(0, 300)}`)
          if (key !== undefined) answered.add(key)
          if (identity === 'doctor' && handlerAnswered(response.statusCode, response.body)) {
            reachedHandler.add(endpoint.name)
          }
        })
        await fc.assert(property, { numRuns: runsFor(endpoint, identity), seed })
      })
    },
  )

  it('the valid-shaped values of every request schema pass it, as the server compiles it', () => {
    // Fastify's ajv options (and the contract's union types): the values must be valid, not nearly so.
    const ajv = new Ajv({
      coerceTypes: 'array',
      useDefaults: true,
      removeAdditional: true,
      allowUnionTypes: true,
    })
    const invalid = endpoints.flatMap((endpoint) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = (endpoint as EndpointDef)[part]
        if (!schema) return []
        const validate = ajv.compile(boundIntegers(schema))
        const values = fc.sample(validValue(schema, `${endpoint.name} ${part}`, context.seeded), {
          numRuns: 30,
          seed,
        })
        return values
          .filter((value) => !validate(structuredClone(value)))
          .map(
            (value) =>
              `${endpoint.name} ${part}: ${fc.stringify(value).slice(0, 200)}: ${ajv.errorsText(validate.errors)}`,
          )
      }),
    )
    expect(invalid).toEqual([])
  })

  it('fuzzed every endpoint of the catalogue, anonymously and with a token', () => {
    const missing = endpoints
      .filter((endpoint) => identities.some((identity) => !fuzzed.get(endpoint.name)?.has(identity)))
      .map((endpoint) => endpoint.name)
    expect(missing).toEqual([])
    expect([...fuzzed.keys()].sort()).toEqual(endpoints.map((endpoint) => endpoint.name).sort())
  })

  it("reached every endpoint's handler with the doctor's token (valid-shaped requests work)", () => {
    const unreached = endpoints.map((endpoint) => endpoint.name).filter((name) => !reachedHandler.has(name))
    expect(unreached).toEqual([])
  })

  it('opened no outbound connection: web.reachability asked the offline probe', () => {
    expect(connect.mock.calls.filter((args) => !isDatabaseConnection(args))).toEqual([])
    expect(probed.length).toBeGreaterThan(0)
  })
})
