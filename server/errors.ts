import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * An error the API answers on purpose: the HTTP status of the spec's status table (§4) and a code from
 * its error catalogue (§8), with the Chinese message the client toasts unless it suppresses the code.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export interface ErrorBody {
  readonly code: string
  readonly message: string
}

/** Shown for anything unexpected: the details go to the log, never to the client. */
export const SERVER_ERROR_MESSAGE = '服务器开小差了，请稍后再试'
export const API_NOT_FOUND_MESSAGE = '请求的接口不存在'
/** The database cannot be reached: the client may try again after Retry-After. */
export const SERVER_UNAVAILABLE_MESSAGE = '服务暂时不可用，请稍后再试'
export const UNAVAILABLE_RETRY_AFTER_S = 5

/** Network errors and PostgreSQL's "cannot serve now" states (SQLSTATE class 08, 57P01–57P03, 53300). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOENT', // a Unix socket that is gone (the embedded server stopped)
  '57P01',
  '57P02',
  '57P03',
  '53300',
])
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /the database system is (starting up|shutting down|in recovery mode)/,
]

/**
 * Whether `error` says the database cannot be reached right now (rather than that the request or the code
 * is wrong): such a failure is 503 server.unavailable with Retry-After, which a client may retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth++) {
    const { code, message } = cause as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

function isFastifyError(error: Error): error is FastifyError {
  return 'statusCode' in error && typeof error.statusCode === 'number'
}

/** Client mistakes Fastify detects before a handler runs (bad JSON, wrong media type, body too large...). */
function clientErrorCode(status: number): string {
  if (status === 404) return 'request.not.found'
  if (status === 429) return 'request.too.many'
  return 'request.invalid'
}

/**
 * Every failure leaves as `{ code, message }` with its status (spec §8 reads code and message). Validation
 * errors keep ajv's message, which names the field (`params/version must match pattern ...`).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler<Error>((error, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).send({ code: error.code, message: error.message } satisfies ErrorBody)
    }
    if ('validation' in error && error.validation) {
      return reply.code(400).send({ code: 'request.invalid', message: error.message } satisfies ErrorBody)
    }
    if (
      isFastifyError(error) &&
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      return reply
        .code(error.statusCode)
        .send({ code: clientErrorCode(error.statusCode), message: error.message } satisfies ErrorBody)
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable: answered 503')
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ code: 'server.unavailable', message: SERVER_UNAVAILABLE_MESSAGE } satisfies ErrorBody)
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ code: 'server.error', message: SERVER_ERROR_MESSAGE } satisfies ErrorBody)
  })
}

/**
 * Fastify's messages name the whole path, which may be a megabyte long: these name the problem. A path
 * parameter over maxParamLength (100 characters) is 400 like any other invalid parameter (Fastify says
 * 414): a 400-digit id answers as a 20-digit one does.
 */
const FRAMEWORK_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_BAD_URL: { status: 400, message: 'the URL path is not valid percent-encoded UTF-8' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, message: 'a path parameter is longer than 100 characters' },
}

/**
 * Fastify's `frameworkErrors`: what its router answers before any route, hook or error handler runs (a
 * path that is not percent-encoded UTF-8, such as `%ED%A0%80`; a path parameter over 100 characters).
 * Without it Fastify answers `{error, code, message, statusCode}` with codes of its own; the contract's
 * is `{code, message}` (spec §8).
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const known = FRAMEWORK_ERRORS[error.code]
  const status = known?.status ?? error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const message = known?.message ?? error.message
    void reply.code(status).send({ code: clientErrorCode(status), message } satisfies ErrorBody)
    return
  }
  request.log.error({ err: error }, 'request failed')
  void reply.code(500).send({ code: 'server.error', message: SERVER_ERROR_MESSAGE } satisfies ErrorBody)
}
