import type { FastifyError, FastifyInstance } from 'fastify'

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
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ code: 'server.error', message: SERVER_ERROR_MESSAGE } satisfies ErrorBody)
  })
}
