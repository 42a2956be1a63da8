import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildServer } from './app'
import { loadAppConfig } from './app-config/load'
import { loadConfig, product, type ServerConfig } from './config'
import { type Database, openDatabase } from './db/index'
import { createDevPaymentAdapter, createLivePaymentAdapter } from './payment/index'
import { RATE_LIMITS } from './routes/rate-limits'
import { seedDatabase } from './seed/index'
import { createDevWechatAdapter, createLiveWechatAdapter } from './wechat/index'

/** How long a shutdown may take before the process gives up waiting and exits 1. */
const SHUTDOWN_TIMEOUT_MS = 10_000

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return `http://${host}:${address.port}`
}

function openConfiguredDatabase(config: ServerConfig): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir })
}

function listenForShutdown(app: FastifyInstance, database: Database): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    // A signal can arrive twice (the terminal's process group and a wrapper such as tsx both relay it).
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    setTimeout(() => {
      process.stderr.write(`${product.shortName} did not shut down within ${SHUTDOWN_TIMEOUT_MS} ms\n`)
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    // app.close stops accepting, lets requests in flight finish, then the database can go.
    app
      .close()
      .then(() => database.close())
      .then(
        () => {
          process.stdout.write(`${product.shortName} stopped\n`)
          process.exit(0)
        },
        (error: unknown) => {
          process.stderr.write(`${product.shortName} failed to shut down cleanly: ${messageOf(error)}\n`)
          process.exit(1)
        },
      )
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

async function start(): Promise<void> {
  const config = loadConfig()
  // Before anything opens: a server with an invalid config folder does not start (every error listed).
  const appConfig = loadAppConfig(config.configDir)
  let database: Database | undefined
  try {
    database = await openConfiguredDatabase(config)
    const seeded = await seedDatabase(database)
    const app = await buildServer({
      database,
      distDir: config.distDir,
      appConfig,
      logger: { level: config.logLevel },
      tokenSecret: config.tokenSecret,
      rateLimits: config.rateLimit ? RATE_LIMITS : false,
      wechat:
        config.wechat.mode === 'live'
          ? createLiveWechatAdapter(config.wechat)
          : createDevWechatAdapter({ apiPrefix: product.apiPrefix }),
      payment:
        config.payment.mode === 'live'
          ? createLivePaymentAdapter()
          : createDevPaymentAdapter({ apiPrefix: product.apiPrefix }),
      loginRedirectHosts: config.loginRedirectHosts,
      captchaFixedCode: config.captchaFixedCode,
      devInspection: config.devInspection,
    })
    app.log.info(
      {
        database: database.kind,
        ...(database.kind === 'pglite' ? { dataDir: config.dataDir } : {}),
        appliedMigrations: database.appliedMigrations,
        seeded,
        configDir: appConfig.dir,
        configVersion: appConfig.version,
      },
      'database ready',
    )
    listenForShutdown(app, database)
    await app.listen({ host: config.host, port: config.port })
    const address = app.server.address()
    const url =
      address && typeof address === 'object' ? urlOf(address) : `http://${config.host}:${config.port}`
    process.stdout.write(`${product.shortName} is running at ${url}\n`)
  } catch (error) {
    await database?.close().catch(() => undefined)
    throw error
  }
}

start().catch((error: unknown) => {
  const reason =
    error instanceof Error && 'code' in error && error.code === 'EADDRINUSE'
      ? `the port is already in use (${messageOf(error)}); set PORT to another port`
      : messageOf(error)
  process.stderr.write(`${product.shortName} could not start: ${reason}\n`)
  process.exit(1)
})
