import { timingSafeEqual } from 'node:crypto'
import type { ValidateFunction } from 'ajv'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createAjv } from '../../schemas/validator/index'
import { AppConfigError } from '../app-config/load'
import type { TokenService } from '../auth/tokens'
import { ContentRefused } from '../content/apply'
import { checkDatabaseReferences } from '../content/references'
import type { Database } from '../db/index'
import { ApiError } from '../errors'
import { type ConfigFiles, isConfigPath, MAX_CONFIG_BYTES } from './files'
import type { LiveConfig } from './live'
import { BodyNotJson, checkDraftOffThread, parseJsonOffThread } from './off-thread'
import {
  findOperator,
  type Operator,
  type OperatorCommand,
  OperatorNameError,
  runOperatorCommand,
} from './operators'
import { type ConfigVersions, VersionNotFound } from './versions'

/**
 * The operator API under the API prefix (docs/operators.md): publish a config version, list versions,
 * re-activate one, read a version's files and validate a draft (the page studio, /studio). Only operator
 * tokens (`Authorization: Bearer dco_…`, `npm run operator -- add`) pass: no token or an unknown one is 401
 * operator.unauthorized (an expired or revoked token says so), a doctor's session token 403
 * operator.forbidden. A valid token's calls count against its operator's budget (60 a minute; validate
 * has a budget of its own, 600: the studio validates as the operator types); failed guesses count per
 * address (20 a minute), so nobody's wrong guesses lock a real operator out. Errors are
 * `{ code, message }`, with `errors` (the validator's, file:line:column pointer message) or `refusals`
 * where there are several. Outside the API contract (schemas/api): no OpenAPI entry.
 */

export const OPERATOR_API = '/operator/config'
/** Loopback only, for `npm run operator` (add, list, revoke) while this server holds the embedded database. */
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

/** Per operator and minute: publishes, reads and rollbacks share one budget, validate has its own. */
export const OPERATOR_RATE_LIMIT = 60
export const VALIDATE_RATE_LIMIT = 600
/** Per address and minute: calls with a missing, unknown, expired or revoked token. */
export const OPERATOR_GUESS_LIMIT = 20

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i

/** The operator a call's token belongs to, or the ApiError that refuses it. */
async function operatorOf(
  request: FastifyRequest,
  options: OperatorApiOptions,
): Promise<Operator | ApiError> {
  const token = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1]
  if (!token) {
    return new ApiError(
      401,
      'operator.unauthorized',
      'an operator token is required (Authorization: Bearer dco_…)',
    )
  }
  const lookup = await findOperator(options.database.sql, token)
  if (lookup.found === 'operator') return lookup.operator
  const renew = (name: string) => `ask for a new one (npm run operator -- add ${name})`
  if (lookup.found === 'expired') {
    return new ApiError(
      401,
      'operator.token.expired',
      `the operator token of "${lookup.name}" expired on ${lookup.at.toISOString()}; ${renew(lookup.name)}`,
    )
  }
  if (lookup.found === 'revoked') {
    return new ApiError(
      401,
      'operator.token.revoked',
      `the operator token of "${lookup.name}" was revoked on ${lookup.at.toISOString()}; ${renew(lookup.name)}`,
    )
  }
  const isDoctor = await options.tokens.verify(token).then(
    () => true,
    () => false,
  )
  if (isDoctor) {
    return new ApiError(
      403,
      'operator.forbidden',
      'this is a doctor’s token; operator calls need an operator token',
    )
  }
  return new ApiError(401, 'operator.unauthorized', 'unknown operator token')
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

const versionParams = {
  type: 'object',
  properties: { number: { type: 'integer', minimum: 1 } },
} as const

const bodyAjv = createAjv()
const checkPublishBody = bodyAjv.compile(publishBody)

/** A config-carrying body: parsed off the event loop, then checked as a route schema would. */
async function bodyOf<T>(request: FastifyRequest, check: ValidateFunction): Promise<T> {
  if (!Buffer.isBuffer(request.body)) {
    throw new ApiError(400, 'request.invalid', 'body must be a JSON object (content-type: application/json)')
  }
  let body: unknown
  try {
    body = await parseJsonOffThread(request.body)
  } catch (error) {
    if (error instanceof BodyNotJson)
      throw new ApiError(400, 'request.invalid', `body is not JSON: ${error.message}`)
    throw error
  }
  if (!check(body)) {
    const [first] = check.errors ?? []
    throw new ApiError(
      400,
      'request.invalid',
      `body${first?.instancePath ?? ''} ${first?.message ?? 'is invalid'}`,
    )
  }
  return body as T
}

/** The paths of `files` a config cannot hold (pages.json, schemas/pages/*.json, content/<kind>/*.json). */
function strayPaths(files: ConfigFiles): string[] {
  return Object.keys(files).filter((path) => !isConfigPath(path))
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
  // The operator (or, for a refused token, the address) is on the request when the key is made.
  const limiterOf = (group: string, max: number) =>
    options.rateLimit && typeof api.createRateLimit === 'function'
      ? api.createRateLimit({
          max,
          timeWindow: 60_000,
          keyGenerator: (request) => `${group}:${limitKeys.get(request) ?? request.ip}`,
        })
      : undefined
  const limitKeys = new WeakMap<FastifyRequest, string>()
  const spend = async (
    limiter: ReturnType<typeof limiterOf>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (!limiter) return
    const result = await limiter(request)
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds))
      throw new ApiError(429, 'rate.limited', '操作太频繁，请稍后再试')
    }
  }
  const guesses = limiterOf('operator-guess', OPERATOR_GUESS_LIMIT)
  const guardWith =
    (limiter: ReturnType<typeof limiterOf>) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<Operator> => {
      reply.header('cache-control', 'no-store')
      const found = await operatorOf(request, options)
      if (found instanceof ApiError) {
        // A refused token spends its address's budget of guesses; past it, 429 before anything else.
        await spend(guesses, request, reply)
        throw found
      }
      limitKeys.set(request, `operator-${found.id}`)
      await spend(limiter, request, reply)
      return found
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

  // The calls that carry a whole config (up to MAX_CONFIG_BYTES) read their body on the worker thread:
  // JSON.parse of megabytes would hold every other request of this node for tens of milliseconds.
  await api.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: MAX_CONFIG_BYTES * 2 },
      (_request, body, done) => done(null, body),
    )
    // What a publish of these files would refuse as invalid, as the operator types: stores nothing.
    scope.post(`${OPERATOR_API}/validate`, async (request, reply) => {
      await validateGuard(request, reply)
      if (!Buffer.isBuffer(request.body)) {
        throw new ApiError(
          400,
          'request.invalid',
          'body must be a JSON object (content-type: application/json)',
        )
      }
      // Parsed, checked and validated on the worker: the draft's files never come to this thread.
      const draft = await checkDraftOffThread(request.body, await versions.knownIds())
      if ('invalid' in draft) throw new ApiError(400, 'request.invalid', draft.invalid)
      // A publish refuses these outright (400); the studio sees them next to the validator's errors.
      const stray = draft.stray.map((file) => ({
        file,
        line: 1,
        column: 1,
        pointer: '',
        code: 'not-config-file',
        message: 'not a config file (pages.json, schemas/pages/*.json, content/<kind>/*.json)',
      }))
      const found =
        draft.errors ??
        (draft.config
          ? await checkDatabaseReferences(options.database.sql, { ...draft.config, files: {} })
          : [])
      const errors = [...stray, ...found]
      return { ok: errors.length === 0, errors, routes: draft.routes }
    })

    scope.post(`${OPERATOR_API}/versions`, async (request, reply) => {
      const operator = await guard(request, reply)
      const body = await bodyOf<{ files: ConfigFiles; message?: string; force?: boolean; at?: string }>(
        request,
        checkPublishBody,
      )
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
    })
  })

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
      const body = (request.body ?? {}) as { action?: unknown; name?: unknown; days?: unknown }
      const name = String(body.name ?? '')
      const command: OperatorCommand =
        body.action === 'list'
          ? { action: 'list' }
          : body.action === 'revoke'
            ? { action: 'revoke', name }
            : { action: 'add', name, ...(typeof body.days === 'number' ? { days: body.days } : {}) }
      try {
        const answer = await runOperatorCommand(options.database.sql, command)
        return reply.code(command.action === 'add' ? 201 : 200).send(answer)
      } catch (error) {
        if (error instanceof OperatorNameError)
          throw new ApiError(400, 'operator.name.invalid', error.message)
        throw error
      }
    })
  }
}
