import { isAbsolute, resolve } from 'node:path'
import productJson from '../schemas/product.json' with { type: 'json' }

/**
 * The server's configuration, read from the environment once at start and validated there (like
 * bulletproof-react's config/env.ts): a bad value stops the start with a message naming the variable,
 * instead of failing later somewhere far from the cause.
 */
export interface ServerConfig {
  readonly port: number
  readonly host: string
  /** When set, a PostgreSQL server; otherwise the embedded database in `dataDir`. */
  readonly databaseUrl: string | undefined
  /**
   * DATABASE_ENGINE, the embedded database's engine when DATABASE_URL is unset: `postgres` (the default,
   * a PostgreSQL server this process runs: server/db/embedded-postgres.ts) or `pglite` (the earlier
   * default, kept for data directories made by it; not crash-safe, decision 0041). `memory://` is PGlite.
   */
  readonly embeddedEngine: 'postgres' | 'pglite'
  /** The embedded database's data directory (absolute), or `memory://`. */
  readonly dataDir: string
  /** Whether DATA_DIR was left to its default (a start then looks for an earlier default's data). */
  readonly dataDirIsDefault: boolean
  /** The built H5 app (absolute). */
  readonly distDir: string
  /** The config folder the server loads, validates and serves: pages.json + schemas/pages/ (absolute). */
  readonly configDir: string
  readonly logLevel: LogLevel
  /** Signs session tokens; when unset, a key generated once and kept in the database (server_secret). */
  readonly tokenSecret: string | undefined
  /** Per-IP limits on captcha, SMS and login calls (docs/server.md); `RATE_LIMIT=off` for load tests. */
  readonly rateLimit: boolean
  readonly wechat: WechatConfig
  /** PAYMENT_MODE: `dev` (the loopback checkout page) or `live` (WeChat Pay, not connected: refuses). */
  readonly payment: PaymentConfig
  /**
   * Hosts besides the server's own that the WeChat login redirect may return to (spec §7 chat-app login
   * URL). An entry starting with `.` admits that domain and its subdomains.
   */
  readonly loginRedirectHosts: readonly string[]
  /**
   * CAPTCHA_FIXED_CODE: every image captcha answers this code, so end-to-end tests can log in as a
   * visitor. Refused when NODE_ENV is production.
   */
  readonly captchaFixedCode: string | undefined
  /** DEV_INSPECTION=on: loopback-only `GET {api}/dev/track/records` lists stored tracking records. */
  readonly devInspection: boolean
  /**
   * API_REFERENCE: the readable API reference page `GET {api}/reference`. On by default, off by default
   * when NODE_ENV is production (the OpenAPI document `{api}/openapi.json` is served either way).
   */
  readonly apiReference: boolean
  /**
   * CONFIG_WATCH=on (`npm run dev`): a saved file of CONFIG_DIR is validated and, when valid, becomes
   * the active config version at once (content included), so a preview shows what a publish would.
   */
  readonly configWatch: boolean
  /** SOURCE_MAPS=on serves the build's `.map` files; off (the default) answers them 404. */
  readonly sourceMaps: boolean
  /**
   * TRUST_PROXY: which hops' X-Forwarded-For / -Proto the server believes (Fastify's trustProxy): off (the
   * default), on (any), a hop count, or addresses and CIDRs (`127.0.0.1`, `loopback`, `10.0.0.0/8`). With
   * it, rate limits count the client's address and HSTS goes out when the client came over HTTPS.
   */
  readonly trustProxy: TrustProxy
  /**
   * REDIS_URL: where nodes share rate-limit counters (redis://host:port/db). Unset: each process counts
   * alone, right for one process (the embedded default, `npm start`).
   */
  readonly redisUrl: string | undefined
}

/** Fastify's trustProxy forms the configuration takes. */
export type TrustProxy = boolean | number | string

/** dev: a loopback stand-in for WeChat's OAuth and JS-SDK (server/wechat/dev.ts); live: api.weixin.qq.com. */
export type WechatConfig =
  | { readonly mode: 'dev' }
  | { readonly mode: 'live'; readonly appId: string; readonly appSecret: string }

/**
 * dev: a loopback checkout page with a button per outcome (server/payment/dev.ts); live: WeChat Pay, which
 * needs merchant keys this project does not have, so every payment answers 501 payment.unavailable.
 */
export interface PaymentConfig {
  readonly mode: 'dev' | 'live'
}

/** DATA_DIR's default for each embedded engine, relative to the working directory. */
export const DEFAULT_DATA_DIRS = { postgres: '.data/postgres', pglite: '.data/pglite' } as const

/** Shorter keys can be brute-forced offline from one captured token. */
export const MIN_TOKEN_SECRET_LENGTH = 32

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

export class ConfigError extends Error {
  override readonly name = 'ConfigError'
}

type Env = Readonly<Record<string, string | undefined>>

/** An unset or blank variable takes its default: `PORT= npm start` means "the default", not "port 0". */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

function isLogLevel(value: string): value is LogLevel {
  return (LOG_LEVELS as readonly string[]).includes(value)
}

/** Reads every variable and reports all problems at once, each naming its variable. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const problems: string[] = []

  const portText = read(env, 'PORT') ?? '8080'
  const port = Number(portText)
  if (!/^\d+$/.test(portText) || port > 65_535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (0 picks a free port), got "${portText}"`)
  }

  const host = read(env, 'HOST') ?? '127.0.0.1'
  if (/\s|\/|^https?:/.test(host)) {
    problems.push(`HOST must be a host name or IP address such as 127.0.0.1 or 0.0.0.0, got "${host}"`)
  }

  const databaseUrl = read(env, 'DATABASE_URL')
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    // Never echo the value: it may hold a password.
    problems.push(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (or unset for the embedded database)',
    )
  }

  const engineText = (read(env, 'DATABASE_ENGINE') ?? 'postgres').toLowerCase()
  const embeddedEngine = engineText === 'pglite' ? 'pglite' : 'postgres'
  if (engineText !== 'postgres' && engineText !== 'pglite') {
    problems.push(`DATABASE_ENGINE must be postgres or pglite, got "${engineText}"`)
  }
  const dataDirSet = read(env, 'DATA_DIR')
  const dataDirText = dataDirSet ?? DEFAULT_DATA_DIRS[embeddedEngine]
  const dataDir = dataDirText === 'memory://' ? dataDirText : absolute(dataDirText, cwd)

  const distDir = absolute(read(env, 'DIST_DIR') ?? 'dist', cwd)
  const configDir = absolute(read(env, 'CONFIG_DIR') ?? '.', cwd)

  const logLevelText = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase()
  const logLevel = isLogLevel(logLevelText) ? logLevelText : undefined
  if (!logLevel) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevelText}"`)
  }

  const tokenSecret = read(env, 'TOKEN_SECRET')
  if (tokenSecret !== undefined && tokenSecret.length < MIN_TOKEN_SECRET_LENGTH) {
    // Never echo the value: it is a secret.
    problems.push(`TOKEN_SECRET must be at least ${MIN_TOKEN_SECRET_LENGTH} characters (or unset)`)
  }

  const rateLimit = readSwitch(env, 'RATE_LIMIT', true, problems)

  const wechat = readWechat(env, problems)
  const payment = readPayment(env, problems)

  const loginRedirectHosts = (read(env, 'LOGIN_REDIRECT_HOSTS') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '')
  for (const entry of loginRedirectHosts) {
    if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(entry)) {
      problems.push(
        `LOGIN_REDIRECT_HOSTS entries must be host names such as app.example.com or .example.com, got "${entry}"`,
      )
    }
  }

  const captchaFixedCode = read(env, 'CAPTCHA_FIXED_CODE')
  if (captchaFixedCode !== undefined) {
    if (!/^[a-z0-9]{4}$/i.test(captchaFixedCode)) {
      problems.push(`CAPTCHA_FIXED_CODE must be 4 letters or digits, got "${captchaFixedCode}"`)
    }
    if (read(env, 'NODE_ENV') === 'production') {
      problems.push('CAPTCHA_FIXED_CODE is for tests and cannot be set when NODE_ENV=production')
    }
  }
  const devInspection = readSwitch(env, 'DEV_INSPECTION', false, problems)
  const apiReference = readSwitch(env, 'API_REFERENCE', read(env, 'NODE_ENV') !== 'production', problems)
  const configWatch = readSwitch(env, 'CONFIG_WATCH', false, problems)
  const sourceMaps = readSwitch(env, 'SOURCE_MAPS', false, problems)
  const trustProxy = readTrustProxy(env, problems)
  const redisUrl = read(env, 'REDIS_URL')
  if (redisUrl !== undefined && !/^rediss?:\/\/[^\s]+$/.test(redisUrl)) {
    // Never echo the value: it may hold a password.
    problems.push('REDIS_URL must be a redis:// or rediss:// URL (or unset)')
  }

  if (problems.length > 0 || !logLevel || !wechat || !payment) {
    throw new ConfigError(`invalid environment:\n  - ${problems.join('\n  - ')}`)
  }
  return {
    port,
    host,
    databaseUrl,
    embeddedEngine: dataDir === 'memory://' ? 'pglite' : embeddedEngine,
    dataDir,
    dataDirIsDefault: dataDirSet === undefined,
    distDir,
    configDir,
    logLevel,
    tokenSecret,
    rateLimit,
    wechat,
    payment,
    loginRedirectHosts,
    captchaFixedCode,
    devInspection,
    apiReference,
    configWatch,
    sourceMaps,
    trustProxy,
    redisUrl,
  }
}

const TRUST_PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i

function readTrustProxy(env: Env, problems: string[]): TrustProxy {
  const text = (read(env, 'TRUST_PROXY') ?? 'off').trim().toLowerCase()
  if (text === 'off') return false
  if (text === 'on') return true
  if (/^\d+$/.test(text)) return Number(text)
  const entries = text.split(',').map((entry) => entry.trim())
  const wrong = entries.filter((entry) => !TRUST_PROXY_ENTRY.test(entry))
  if (wrong.length > 0) {
    problems.push(
      `TRUST_PROXY must be off, on, a hop count, or addresses / CIDRs such as 127.0.0.1,10.0.0.0/8 (got "${wrong.join(',')}")`,
    )
    return false
  }
  return entries.join(',')
}

/** An `on` / `off` variable (any case); anything else is a problem naming it. */
function readSwitch(env: Env, name: string, fallback: boolean, problems: string[]): boolean {
  const text = (read(env, name) ?? (fallback ? 'on' : 'off')).toLowerCase()
  if (text !== 'on' && text !== 'off') problems.push(`${name} must be on or off, got "${text}"`)
  return text === 'on'
}

function readWechat(env: Env, problems: string[]): WechatConfig | undefined {
  const mode = (read(env, 'WECHAT_MODE') ?? 'dev').toLowerCase()
  if (mode === 'dev') return { mode }
  if (mode !== 'live') {
    problems.push(`WECHAT_MODE must be dev or live, got "${mode}"`)
    return undefined
  }
  const appId = read(env, 'WECHAT_APP_ID')
  const appSecret = read(env, 'WECHAT_APP_SECRET')
  if (appId === undefined || !/^wx[0-9a-zA-Z]{16}$/.test(appId)) {
    problems.push(
      'WECHAT_APP_ID must be the official account app id (wx + 16 characters) when WECHAT_MODE=live',
    )
  }
  if (appSecret === undefined) problems.push('WECHAT_APP_SECRET must be set when WECHAT_MODE=live')
  return appId !== undefined && appSecret !== undefined ? { mode, appId, appSecret } : undefined
}

/** dev by default, except with NODE_ENV=production, where the checkout that takes no money is refused. */
function readPayment(env: Env, problems: string[]): PaymentConfig | undefined {
  const production = read(env, 'NODE_ENV') === 'production'
  const mode = (read(env, 'PAYMENT_MODE') ?? (production ? 'live' : 'dev')).toLowerCase()
  if (mode !== 'dev' && mode !== 'live') {
    problems.push(`PAYMENT_MODE must be dev or live, got "${mode}"`)
    return undefined
  }
  if (mode === 'dev' && production) {
    problems.push('PAYMENT_MODE=dev (orders paid without money) cannot be set when NODE_ENV=production')
    return undefined
  }
  return { mode }
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== ''
  } catch {
    return false
  }
}

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path)
}

/** The product facts the server needs from schemas/product.json, checked like the environment. */
export interface ProductConfig {
  /** `derma`: spelled only in product.json (spec reading notes: "never spelled out in code"). */
  readonly key: string
  readonly name: string
  readonly shortName: string
  /** Every API endpoint is served under it, e.g. `/api`. */
  readonly apiPrefix: string
  /** Where the CDN files are served: `/${key}-doctor/frontend/h5/` (spec §7). */
  readonly cdnPrefix: string
  /** Screens are served at `/<routeVersion><path>`, e.g. `v3` (spec §2). */
  readonly routeVersion: string
}

export function readProductConfig(source: Readonly<Record<string, unknown>> = productJson): ProductConfig {
  const { key, name, shortName, apiPrefix, routeVersion } = source
  const problems: string[] = []
  if (typeof routeVersion !== 'string' || !/^[A-Za-z0-9_-]+$/.test(routeVersion)) {
    problems.push('routeVersion must be one path segment such as "v3"')
  }
  if (typeof key !== 'string' || !/^[a-z][a-z0-9-]*$/.test(key)) {
    problems.push('key must be lower-case letters, digits and dashes, e.g. "derma"')
  }
  if (typeof name !== 'string' || name === '') problems.push('name must be a non-empty string')
  if (typeof shortName !== 'string' || shortName === '') problems.push('shortName must be a non-empty string')
  if (typeof apiPrefix !== 'string' || !/^(\/[A-Za-z0-9_-]+)+$/.test(apiPrefix)) {
    problems.push('apiPrefix must be a path such as "/api" (leading slash, no trailing slash)')
  }
  if (
    problems.length > 0 ||
    typeof key !== 'string' ||
    typeof name !== 'string' ||
    typeof shortName !== 'string' ||
    typeof apiPrefix !== 'string' ||
    typeof routeVersion !== 'string'
  ) {
    throw new ConfigError(`schemas/product.json is invalid:\n  - ${problems.join('\n  - ')}`)
  }
  return { key, name, shortName, apiPrefix, cdnPrefix: `/${key}-doctor/frontend/h5/`, routeVersion }
}

/** Checked when the module loads, so a bad product.json stops the server before it opens anything. */
export const product: ProductConfig = readProductConfig()
