import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { endpoints } from '../schemas/api/index'
import { findActivityPage } from './activities/page'
import type { AppConfig } from './app-config/load'
import { developmentSmsSender, type SmsSender } from './auth/sms'
import { resolveTokenKey, TokenService } from './auth/tokens'
import { defaultCdnDir, registerCdn } from './cdn'
import { product, type TrustProxy } from './config'
import type { LiveConfig } from './config-versions/live'
import { registerOperatorApi } from './config-versions/operator-api'
import type { ConfigVersions } from './config-versions/versions'
import type { Database } from './db/index'
import { ViewCounts } from './db/view-counts'
import { registerTrackingInspection } from './dev-inspection'
import { answerFrameworkError, registerErrorHandler } from './errors'
import { registerHealth } from './health'
import { registerCompression } from './http/compression'
import { registerPersonalNoStore } from './http/personal-answers'
import { PublicCache } from './http/public-cache'
import { rateLimitNamespace, type SharedState } from './http/shared-state'
import { defaultMediaDir, MEDIA_PREFIX, registerMedia } from './media'
import { registerOpenApi } from './openapi'
import {
  createDevPaymentAdapter,
  isDevPaymentAdapter,
  type PaymentAdapter,
  registerDevPayCheckout,
} from './payment/index'
import { handlers, registerEndpoints } from './routes/index'
import { RATE_LIMITS, type RateLimitPolicies } from './routes/rate-limits'
import { registerSecurityHeaders } from './security-headers'
import type { Services } from './services'
import { registerWebApp } from './web-app'
import { type ReachabilityProbe, systemProbe } from './web-reachability'
import {
  createDevWechatAdapter,
  isDevWechatAdapter,
  registerDevWechatAuthorize,
  registerWechatLoginRedirect,
  type WechatAdapter,
} from './wechat/index'

export interface BuildServerOptions {
  readonly database: Database
  /** The built H5 app; may be missing (then pages answer 503 telling the operator to build). */
  readonly distDir: string
  /** The validated config folder (loadAppConfig) the app's screens come from; tests may leave it out. */
  readonly appConfig?: AppConfig
  /** Config versions (publish without a restart): the config served follows the active version. */
  readonly liveConfig?: LiveConfig
  /** Operator API (config publish, versions, rollback); off when the server has no config versions. */
  readonly configVersions?: ConfigVersions
  /** The secret of the loopback route `npm run operator -- add` uses while this server holds PGlite. */
  readonly operatorLocalSecret?: string
  /** Fastify's pino options, e.g. `{ level: 'info' }`; off when omitted (tests). */
  readonly logger?: FastifyServerOptions['logger']
  /** Defaults to server/cdn; tests may point elsewhere. */
  readonly cdnDir?: string
  /** Defaults to server/media (covers, avatars, documents, demo clips under /media/); tests may point elsewhere. */
  readonly mediaDir?: string
  /** TOKEN_SECRET; when omitted, the key generated once and kept in the database. */
  readonly tokenSecret?: string
  /** The per-IP budgets (RATE_LIMITS by default); false turns them off (RATE_LIMIT=off, most tests). */
  readonly rateLimits?: RateLimitPolicies | false
  /** Defaults to the loopback stand-in (WECHAT_MODE=dev), whose authorize page this server then serves. */
  readonly wechat?: WechatAdapter
  /** Defaults to the loopback checkout (PAYMENT_MODE=dev), whose pages this server then serves. */
  readonly payment?: PaymentAdapter
  /** Defaults to the development sender, which only logs the code. */
  readonly smsSender?: SmsSender
  /** LOGIN_REDIRECT_HOSTS: where the WeChat login may return besides this server's own host. */
  readonly loginRedirectHosts?: readonly string[]
  /** CAPTCHA_FIXED_CODE (tests only). */
  readonly captchaFixedCode?: string
  /** DEV_INSPECTION: the loopback-only tracking inspection route. */
  readonly devInspection?: boolean
  /** API_REFERENCE: the readable API reference page `{api}/reference` (development; default off here). */
  readonly apiReference?: boolean
  /** SOURCE_MAPS: serve the build's `.map` files (default: 404). */
  readonly sourceMaps?: boolean
  /**
   * REDIS_URL's connection (server/http/shared-state.ts): rate limits count across the nodes and public-cache
   * invalidations reach them. Omitted: one process, counting alone. The caller closes it after the server.
   */
  readonly shared?: SharedState
  /** TRUST_PROXY: whose X-Forwarded-* headers to believe (client address, HTTPS); none by default. */
  readonly trustProxy?: TrustProxy
  /** The anonymous answers of public reads; a fresh default one when omitted, false for none. */
  readonly publicCache?: PublicCache | false
  /**
   * How web.reachability reaches a page's host: the system's DNS and TCP by default; a test that must
   * open no outbound connection (the API fuzz) passes one of its own.
   */
  readonly reachabilityProbe?: ReachabilityProbe
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The public reads' cache (server/http/public-cache.ts), or undefined when turned off. Code that
     * changes public data outside the API's writes (a config publish, a seed) calls `invalidate(area?)`.
     */
    readonly publicCache: PublicCache | undefined
  }
}

/** A proxy's request id is kept so one request can be followed across hops; anything odd is replaced. */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id']
  return typeof given === 'string' && FORWARDED_REQUEST_ID.test(given) ? given : randomUUID()
}

/** TRUST_PROXY in Fastify's terms: a hop count trusts that many hops next to the server. */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust
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
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // The contract uses union types where a value may be one of several (tracking extras): with them ajv
    // coerces nothing when the value already has one of the types.
    ajv: { customOptions: { allowUnionTypes: true } },
    frameworkErrors: answerFrameworkError,
  })

  registerSecurityHeaders(app)
  registerErrorHandler(app)
  // Before every route: it hooks each route as it is added.
  await registerCompression(app)
  const publicCache = options.publicCache === false ? undefined : (options.publicCache ?? new PublicCache())
  app.decorate('publicCache', publicCache)
  if (options.shared) options.shared.log = (line) => app.log.warn(line)
  if (publicCache && options.shared) {
    const { shared } = options
    publicCache.onInvalidate((area) => shared.publishInvalidation(area))
    await shared.followInvalidations(publicCache, (message) => app.log.warn(message))
  }
  app.addHook('onRequest', async (request, reply) => {
    // Lets a user's bug report or a proxy log point at the server log lines of one request.
    reply.header('x-request-id', request.id)
  })
  registerPersonalNoStore(app, product.apiPrefix)

  const wechat = options.wechat ?? createDevWechatAdapter({ apiPrefix: product.apiPrefix })
  const payment = options.payment ?? createDevPaymentAdapter({ apiPrefix: product.apiPrefix })
  const redirectHosts = options.loginRedirectHosts ?? []
  const services: Services = {
    tokens: new TokenService(await resolveTokenKey(database, options.tokenSecret)),
    wechat,
    sms: options.smsSender ?? developmentSmsSender,
    payment,
    redirectHosts,
    captchaFixedCode: options.captchaFixedCode,
    reachability: options.reachabilityProbe ?? systemProbe,
    views: new ViewCounts(database.sql, (line) => app.log.warn(line)),
  }
  // Written before the database closes (its owner closes it after the server).
  app.addHook('onClose', () => services.views.close())

  registerHealth(app, database)
  await app.register(
    async (api) => {
      await registerEndpoints(api, {
        endpoints,
        handlers,
        database,
        services,
        rateLimits: options.rateLimits ?? RATE_LIMITS,
        ...(options.shared
          ? {
              rateLimitStore: {
                redis: options.shared.redis,
                namespace: rateLimitNamespace,
                breaker: options.shared.breaker,
              },
            }
          : {}),
        publicCache,
      })
      // Plain routes outside the JSON catalogue: they answer redirects (docs/server.md, WeChat login).
      registerWechatLoginRedirect(api, { adapter: wechat, allowedHosts: redirectHosts })
      if (isDevWechatAdapter(wechat)) registerDevWechatAuthorize(api, wechat)
      if (isDevPaymentAdapter(payment)) {
        await registerDevPayCheckout(api, {
          database,
          adapter: payment,
          apiPrefix: product.apiPrefix,
          allowedHosts: redirectHosts,
        })
      }
      if (options.devInspection) registerTrackingInspection(api, database)
      // The contract as an OpenAPI document, in every mode; its readable page in development.
      registerOpenApi(api, { reference: options.apiReference ?? false })
      if (options.configVersions && options.liveConfig) {
        await registerOperatorApi(api, {
          database,
          versions: options.configVersions,
          live: options.liveConfig,
          tokens: services.tokens,
          rateLimit: options.rateLimits !== false,
          ...(options.operatorLocalSecret ? { localSecret: options.operatorLocalSecret } : {}),
        })
      }
    },
    { prefix: product.apiPrefix },
  )
  await registerCdn(app, {
    cdnDir: options.cdnDir ?? defaultCdnDir,
    prefix: product.cdnPrefix,
    activityPage: (activityId) => findActivityPage(database.sql, activityId),
  })
  await registerMedia(app, { mediaDir: options.mediaDir ?? defaultMediaDir })
  await registerWebApp(app, {
    distDir: options.distDir,
    apiPrefix: product.apiPrefix,
    fileOnlyPrefixes: [product.cdnPrefix, MEDIA_PREFIX],
    sourceMaps: options.sourceMaps ?? false,
    ...(options.appConfig ? { config: options.appConfig } : {}),
    ...(options.liveConfig ? { live: options.liveConfig } : {}),
  })

  await app.ready()
  return app
}
