import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppConfigError } from '../app-config/load'
import type { TokenService } from '../auth/tokens'
import { ContentRefused } from '../content/apply'
import type { Database } from '../db/index'
import { ApiError } from '../errors'
import { type ConfigFiles, isConfigPath, MAX_CONFIG_BYTES } from './files'
import type { LiveConfig } from './live'
import { addOperator, findOperator, type Operator, OperatorNameError } from './operators'
import { type ConfigVersions, VersionNotFound } from './versions'

/**
 * The operator API under the API prefix (docs/operators.md): publish a config version, list versions,
 * re-activate one, read a version's files and validate a draft (the page studio, /studio). Only operator
 * tokens (`Authorization: Bearer dco_…`, `npm run operator -- add`) pass: no token or an unknown one is 401
 * operator.unauthorized, a doctor's session token 403 operator.forbidden. 60 calls a minute per address;
 * validate has a budget of its own (600: the studio validates as the operator types). Errors are
 * `{ code, message }`, with `errors` (the validator's, file:line:column pointer message) or `refusals`
 * where there are several. Outside the API contract (schemas/api): no OpenAPI entry.
 */

export const OPERATOR_API = '/operator/config'
/** Loopback only, for `npm run operator -- add` while this server holds the embedded database. */
export const LOCAL_OPERATORS_API = '/operator/local/operators'
export const LOCAL_SECRET_HEADER = 'x-dermacampus-local-secret'

export interface OperatorApiOptions {
  readonly database: Database
  readonly versions: ConfigVersions
  readonly live: LiveConfig
  readonly tokens: TokenService
  readonly rateLimit: boolean
  /** The secret written next to the embedded database for the local operator CLI; none: no local route. */
  readonly localSecret?: string
}

/** Per address and minute: publishes, reads and rollbacks share one budget, validate has its own. */
export const OPERATOR_RATE_LIMIT = 60
export const VALIDATE_RATE_LIMIT = 600

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i

async function operatorOf(request: FastifyRequest, options: OperatorApiOptions): Promise<Operator> {
  const token = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1]
  if (!token)
    throw new ApiError(
      401,
      'operator.unauthorized',
      'an operator token is required (Authorization: Bearer dco_…)',
    )
  const operator = await findOperator(options.database.sql, token)
  if (operator) return operator
  const isDoctor = await options.tokens.verify(token).then(
    () => true,
    () => false,
  )
  if (isDoctor)
    throw new ApiError(
      403,
      'operator.forbidden',
      'this is a doctor’s token; operator calls need an operator token',
    )
  throw new ApiError(401, 'operator.unauthorized', 'unknown operator token')
}

const publishBody = {
  type: 'object',
  required: ['files'],
  additionalProperties: false,
  properties: {
    files: { type: 'object', additionalProperties: { type: 'string' } },
    message: { type: 'string', maxLength: 500 },
    force: { type: 'boolean' },
    at: { type: 'string', format: 'date-time' },
  },
} as const

const validateBody = {
  type: 'object',
  required: ['files'],
  additionalProperties: false,
  properties: { files: { type: 'object', additionalProperties: { type: 'string' } } },
} as const

const versionParams = {
  type: 'object',
  properties: { number: { type: 'integer', minimum: 1 } },
} as const

/** The paths of `files` a config cannot hold (pages.json, schemas/pages/*.json, content/<kind>/*.json). */
function strayPaths(files: ConfigFiles): string[] {
  return Object.keys(files).filter((path) => !isConfigPath(path))
}

/** How many routes pages.json declares; 0 when it is missing or not readable. */
function routeCount(files: ConfigFiles): number {
  try {
    const pages = (JSON.parse(files['pages.json'] ?? '{}') as { pages?: unknown }).pages
    return Array.isArray(pages) ? pages.length : 0
  } catch {
    return 0
  }
}

function refusedBody(error: ContentRefused) {
  return {
    code: 'config.content.refused',
    message: `${error.refusals.length} change${error.refusals.length === 1 ? '' : 's'} would break what doctors did; publish with --force to apply anyway (recorded)`,
    refusals: error.refusals,
  }
}

function invalidBody(error: AppConfigError) {
  return {
    code: 'config.invalid',
    message: `the config has ${error.errors.length} error${error.errors.length === 1 ? '' : 's'}; the active version keeps serving`,
    errors: error.errors,
  }
}

async function answer<T>(reply: FastifyReply, work: () => Promise<T>, status = 200) {
  try {
    return reply.code(status).send(await work())
  } catch (error) {
    if (error instanceof AppConfigError) return reply.code(422).send(invalidBody(error))
    if (error instanceof ContentRefused) return reply.code(409).send(refusedBody(error))
    if (error instanceof VersionNotFound) {
      return reply.code(404).send({ code: 'config.version.not.found', message: error.message })
    }
    throw error
  }
}

export async function registerOperatorApi(api: FastifyInstance, options: OperatorApiOptions): Promise<void> {
  const { versions, live } = options
  // A limiter made outside a route shares one key space: the group in the key keeps the budgets apart.
  const limiterOf = (group: string, max: number) =>
    options.rateLimit && typeof api.createRateLimit === 'function'
      ? api.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (request) => `${group}:${request.ip}` })
      : undefined
  const guardWith =
    (limiter: ReturnType<typeof limiterOf>) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (limiter) {
        const result = await limiter(request)
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds))
          throw new ApiError(429, 'rate.limited', '操作太频繁，请稍后再试')
        }
      }
      reply.header('cache-control', 'no-store')
      return operatorOf(request, options)
    }
  const guard = guardWith(limiterOf('operator', OPERATOR_RATE_LIMIT))
  const validateGuard = guardWith(limiterOf('operator-validate', VALIDATE_RATE_LIMIT))

  api.get(`${OPERATOR_API}/versions`, async (request, reply) => {
    await guard(request, reply)
    return { active: live.version ?? null, versions: await versions.list() }
  })

  // The studio's sources: the files served now, or those of a version (to diff or restore from).
  api.get(`${OPERATOR_API}/files`, async (request, reply) => {
    await guard(request, reply)
    const number = live.version ?? (await versions.current())?.version
    const row = number === undefined ? undefined : await versions.files(number)
    return row ? { number: Number(row.number), files: row.files } : { number: null, files: {} }
  })

  api.get(
    `${OPERATOR_API}/versions/:number/files`,
    { schema: { params: versionParams } },
    async (request, reply) => {
      await guard(request, reply)
      const { number } = request.params as { number: number }
      return answer(reply, async () => {
        const row = await versions.files(number)
        if (!row) throw new VersionNotFound(number)
        return { number: Number(row.number), files: row.files }
      })
    },
  )

  // What a publish of these files would refuse as invalid, as the operator types: stores nothing.
  api.post(
    `${OPERATOR_API}/validate`,
    { schema: { body: validateBody }, bodyLimit: MAX_CONFIG_BYTES * 2 },
    async (request, reply) => {
      await validateGuard(request, reply)
      const { files } = request.body as { files: ConfigFiles }
      // A publish refuses these outright (400); the studio sees them next to the validator's errors.
      const stray = strayPaths(files).map((file) => ({
        file,
        line: 1,
        column: 1,
        pointer: '',
        code: 'not-config-file',
        message: 'not a config file (pages.json, schemas/pages/*.json, content/<kind>/*.json)',
      }))
      const config = Object.fromEntries(Object.entries(files).filter(([path]) => isConfigPath(path)))
      const errors = [...stray, ...(await versions.check(config))]
      return { ok: errors.length === 0, errors, routes: routeCount(files) }
    },
  )

  api.post(
    `${OPERATOR_API}/versions`,
    { schema: { body: publishBody }, bodyLimit: MAX_CONFIG_BYTES * 2 },
    async (request, reply) => {
      const operator = await guard(request, reply)
      const body = request.body as { files: ConfigFiles; message?: string; force?: boolean; at?: string }
      const stray = strayPaths(body.files)
      if (stray.length > 0) {
        throw new ApiError(
          400,
          'config.files.invalid',
          `not config files (pages.json, schemas/pages/*.json, content/<kind>/*.json): ${stray.slice(0, 5).join(', ')}`,
        )
      }
      return answer(
        reply,
        async () => {
          const result = await versions.publish({
            files: body.files,
            operator: operator.name,
            ...(body.message ? { message: body.message } : {}),
            ...(body.force ? { force: true } : {}),
            ...(body.at ? { at: new Date(body.at) } : {}),
          })
          request.log.info(
            { operator: operator.name, version: result.number, at: result.at },
            'config published',
          )
          if (!result.scheduled) await live.refresh()
          return result
        },
        201,
      )
    },
  )

  api.post(
    `${OPERATOR_API}/versions/:number/activate`,
    {
      schema: {
        params: versionParams,
        body: { type: 'object', additionalProperties: false, properties: { force: { type: 'boolean' } } },
      },
    },
    async (request, reply) => {
      const operator = await guard(request, reply)
      const { number } = request.params as { number: number }
      const force = (request.body as { force?: boolean } | undefined)?.force === true
      return answer(reply, async () => {
        const result = await versions.rollback(number, operator.name, force)
        request.log.info({ operator: operator.name, version: number }, 'config version re-activated')
        await live.refresh()
        return result
      })
    },
  )

  const localSecret = options.localSecret
  if (localSecret) {
    api.post(LOCAL_OPERATORS_API, async (request, reply) => {
      const given = Buffer.from(String(request.headers[LOCAL_SECRET_HEADER] ?? ''))
      const expected = Buffer.from(localSecret)
      const loopback = request.socket.remoteAddress === '127.0.0.1' || request.socket.remoteAddress === '::1'
      if (!loopback || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError(403, 'operator.forbidden', 'local operator accounts are made on this machine only')
      }
      const name = String((request.body as { name?: unknown } | undefined)?.name ?? '')
      try {
        const { operator, token } = await addOperator(options.database.sql, name)
        return reply.code(201).send({ name: operator.name, token })
      } catch (error) {
        if (error instanceof OperatorNameError)
          throw new ApiError(400, 'operator.name.invalid', error.message)
        throw error
      }
    })
  }
}
