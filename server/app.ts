import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { endpoints } from '../schemas/api/index'
import { defaultCdnDir, registerCdn } from './cdn'
import { product } from './config'
import type { Database } from './db/index'
import { registerErrorHandler } from './errors'
import { registerHealth } from './health'
import { handlers, registerEndpoints } from './routes/index'
import { registerSecurityHeaders } from './security-headers'
import { registerWebApp } from './web-app'

export interface BuildServerOptions {
  readonly database: Database
  /** The built H5 app; may be missing (then pages answer 503 telling the operator to build). */
  readonly distDir: string
  /** Fastify's pino options, e.g. `{ level: 'info' }`; off when omitted (tests). */
  readonly logger?: FastifyServerOptions['logger']
  /** Defaults to server/cdn; tests may point elsewhere. */
  readonly cdnDir?: string
}

/** A proxy's request id is kept so one request can be followed across hops; anything odd is replaced. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id']
  return typeof given === 'string' && FORWARDED_REQUEST_ID.test(given) ? given : randomUUID()
}

/**
 * Builds the whole server, ready but not listening: the API contract under the API prefix, /healthz, the
 * CDN files and the built app with history fallback, all behind the security headers. Throws if the
 * endpoint catalogue and the handlers disagree.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { database } = options
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestIdOf,
  })

  registerSecurityHeaders(app)
  registerErrorHandler(app)
  app.addHook('onRequest', async (request, reply) => {
    // Lets a user's bug report or a proxy log point at the server log lines of one request.
    reply.header('x-request-id', request.id)
  })

  registerHealth(app, database)
  await app.register((api) => registerEndpoints(api, { endpoints, handlers, database }), {
    prefix: product.apiPrefix,
  })
  await registerCdn(app, { cdnDir: options.cdnDir ?? defaultCdnDir, prefix: product.cdnPrefix })
  await registerWebApp(app, {
    distDir: options.distDir,
    apiPrefix: product.apiPrefix,
    fileOnlyPrefixes: [product.cdnPrefix],
  })

  await app.ready()
  return app
}
