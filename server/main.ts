import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { buildServer } from './app'
import { appConfigOf, validateConfigFolder } from './app-config/load'
import { loadConfig, product } from './config'
import { readConfigFiles } from './config-versions/files'
import { LiveConfig } from './config-versions/live'
import { removeLocalServerFile, writeLocalServerFile } from './config-versions/local-server'
import { ConfigVersions } from './config-versions/versions'
import { watchConfigFolder } from './config-versions/watch'
import { openConfiguredDatabase } from './configured-database'
import { DataDirInUseError, isAlive, lockFileOf, readLock } from './db/data-dir-lock'
import type { Database } from './db/index'
import { connectSharedState, type SharedState } from './http/shared-state'
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

function listenForShutdown(
  app: FastifyInstance,
  database: Database,
  shared: SharedState | undefined,
  beforeClose: () => void,
): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    // A signal can arrive twice (the terminal's process group and a wrapper such as tsx both relay it).
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    beforeClose()
    setTimeout(() => {
      process.stderr.write(`${product.shortName} did not shut down within ${SHUTDOWN_TIMEOUT_MS} ms\n`)
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    // app.close stops accepting, lets requests in flight finish, then the database can go.
    app
      .close()
      .then(() => shared?.close())
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

/**
 * STANDBY=1 (a supervisor's warm spare, `npm run cluster`): the process starts everything but listening,
 * says `standby ready`, and listens when its parent sends `{ listen: <port> }` over IPC — a node that dies
 * is replaced in milliseconds instead of a whole start. Without STANDBY, the configured port at once.
 */
async function standbyPort(configured: number): Promise<number> {
  if (process.env.STANDBY !== '1' || !process.send) return configured
  process.stdout.write('standby ready\n')
  return new Promise<number>((resolve) => {
    const onMessage = (message: unknown) => {
      const port = (message as { listen?: unknown } | null)?.listen
      if (typeof port !== 'number' || !Number.isInteger(port)) return
      process.off('message', onMessage)
      // Listening from now on: the parent's IPC channel no longer keeps this process alive.
      process.channel?.unref()
      resolve(port)
    }
    process.on('message', onMessage)
  })
}

async function start(): Promise<void> {
  const config = loadConfig()
  // A second server on an embedded database's directory stops before anything else, naming the first.
  if (!config.databaseUrl && !config.dataDir.startsWith('memory:')) {
    const holder = readLock(lockFileOf(config.dataDir, config.embeddedEngine))
    if (holder && isAlive(holder)) throw new DataDirInUseError(config.dataDir, holder)
  }
  // Before anything opens: a server with an invalid config folder does not start (every error listed).
  const folder = validateConfigFolder(config.configDir)
  const appConfig = appConfigOf(folder)
  let database: Database | undefined
  let shared: SharedState | undefined
  try {
    database = await openConfiguredDatabase(config, 'server', (line) => process.stderr.write(`${line}\n`))
    shared = config.redisUrl ? await connectSharedState(config.redisUrl) : undefined
    const seeded = await seedDatabase(database)
    // The folder becomes a config version when it is new (a deploy); otherwise the version operators
    // published last stays active (docs/operators.md).
    const versions = new ConfigVersions(database, product.routeVersion)
    const started = await versions.publish({
      files: readConfigFiles(config.configDir),
      operator: 'server start',
      kind: 'start',
      message: `CONFIG_DIR ${config.configDir}`,
    })
    let app: FastifyInstance | undefined
    const liveConfig = new LiveConfig(appConfig, {
      versions,
      onSwitch: (served, version) => {
        // Every node switches by itself (each polls the database): nothing to tell the others.
        app?.publicCache?.invalidate(undefined, { local: true })
        app?.log.info({ configVersion: version, config: served.version }, 'config version now active')
      },
      onError: (message) => app?.log.error(message),
    })
    await liveConfig.refresh()
    // An in-memory database (memory://) has no directory another process could open: no file for the operator tool.
    const localSecret =
      config.databaseUrl === undefined && !config.dataDir.startsWith('memory:')
        ? randomBytes(24).toString('base64url')
        : undefined
    app = await buildServer({
      database,
      distDir: config.distDir,
      appConfig,
      liveConfig,
      configVersions: versions,
      ...(localSecret ? { operatorLocalSecret: localSecret } : {}),
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
      apiReference: config.apiReference,
      sourceMaps: config.sourceMaps,
      trustProxy: config.trustProxy,
      ...(shared ? { shared } : {}),
    })
    app.log.info(
      {
        database: database.kind,
        ...(config.databaseUrl === undefined
          ? { engine: config.embeddedEngine, dataDir: config.dataDir }
          : {}),
        sharedState: shared ? 'redis' : 'this process',
        appliedMigrations: database.appliedMigrations,
        seeded,
        configDir: appConfig.dir,
        configVersion: liveConfig.version,
        configFolder: started.unchanged ? 'known' : `published as version ${started.number}`,
      },
      'database ready',
    )
    listenForShutdown(app, database, shared, () => {
      liveConfig.stop()
      if (localSecret) removeLocalServerFile(config.dataDir)
    })
    const port = await standbyPort(config.port)
    await app.listen({ host: config.host, port })
    liveConfig.start()
    if (config.configWatch) {
      const log = app.log
      watchConfigFolder(config.configDir, { versions, live: liveConfig, log: (line) => log.info(line) })
    }
    const address = app.server.address()
    const url =
      address && typeof address === 'object' ? urlOf(address) : `http://${config.host}:${config.port}`
    if (localSecret) writeLocalServerFile(config.dataDir, { pid: process.pid, url, secret: localSecret })
    process.stdout.write(`${product.shortName} is running at ${url}\n`)
  } catch (error) {
    await shared?.close().catch(() => undefined)
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
