import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import product from '../../schemas/product.json' with { type: 'json' }
import { readConfigFiles } from '../../schemas/validator/config-files'
import {
  createSchema,
  databaseTargets,
  dropSchema,
  firstRunOnly,
  testDatabaseUrl,
  uniqueSchemaName,
} from './test-databases'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
/**
 * A first start takes about 15 s on a quiet 2-core machine: PGlite's first open of a new data folder (initdb
 * in WebAssembly, ~4 s), the migrations and the seed, the config validated twice (before anything opens, then
 * with the database's content ids) and tsx compiling on the fly. CI runs the server files side by side, so
 * the same start has taken over 30 s there.
 */
const START_TIMEOUT_MS = 60_000

async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no port assigned')
  return address.port
}

interface RunningServer {
  readonly child: ChildProcess
  readonly output: () => string
  /** Exit code of the spawned process (null when a signal ended it). */
  readonly exited: Promise<number | null>
  /** Resolves once every process holding the output pipes has gone, grandchildren included. */
  readonly closed: Promise<void>
}

/**
 * The server runs as `npm start` runs it: `node --import tsx server/main.ts`, node itself receiving signals.
 * (The `tsx` CLI relays a signal and SIGKILLs the server when it has not answered within 60 ms, which a busy
 * server on a loaded machine may not: its clean shutdown was then cut short.) 'group' starts it in a process
 * group of its own, signalled the way a terminal (Ctrl+C) or a supervisor stopping a service delivers it;
 * 'direct' starts it as a plain child.
 */
function startServer(launcher: 'group' | 'direct', env: Record<string, string>): RunningServer {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env }
  // Each test chooses its database; one inherited from the shell would make the run depend on it.
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: 'pipe',
    detached: launcher === 'group',
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  return {
    child,
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    closed: new Promise((resolve) => child.once('close', () => resolve())),
  }
}

function signalGroup(server: RunningServer, signal: NodeJS.Signals): void {
  const { pid } = server.child
  if (pid === undefined) return
  try {
    process.kill(-pid, signal)
  } catch {
    // ESRCH: every process of the group has already exited.
  }
}

async function waitForOutput(server: RunningServer, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!pattern.test(server.output())) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`)
    if (Date.now() > deadline)
      throw new Error(`no ${pattern} within ${START_TIMEOUT_MS} ms:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A temp DATA_DIR (not created yet: the server must create it) and a DIST_DIR with an index.html. */
async function withTempDirs<T>(work: (dataDir: string, distDir: string) => Promise<T>): Promise<T> {
  const root = await mkdtemp(join(tmpdir(), 'dermacampus-main-'))
  // Reachable by the embedded PostgreSQL's own user when the tests run as root.
  await chmod(root, 0o755)
  try {
    const distDir = join(root, 'dist')
    await mkdir(distDir)
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>DermaCampus</title>')
    return await work(join(root, 'data', 'db'), distDir)
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}

async function expectServing(port: number, kind: string): Promise<void> {
  const health = await fetch(`http://127.0.0.1:${port}/healthz`)
  expect(health.status).toBe(200)
  expect(await health.json()).toEqual({ status: 'ok', database: kind })
  const page = await fetch(`http://127.0.0.1:${port}/v3/login`, { headers: { accept: 'text/html' } })
  expect(page.status).toBe(200)
}

const runningLine = (port: number) => `${product.shortName} is running at http://127.0.0.1:${port}\n`

describe.each(databaseTargets)('node --import tsx server/main.ts on $kind', (target) => {
  it(
    'starts, prints where it runs, answers /healthz, and shuts down cleanly on SIGTERM with exit code 0',
    async () => {
      const port = await freePort()
      // On PostgreSQL the process gets a schema of its own through the connection's search_path.
      const schema = uniqueSchemaName()
      const postgresUrl = testDatabaseUrl && target.urlFor ? target.urlFor(schema) : undefined
      if (testDatabaseUrl && postgresUrl) await createSchema(testDatabaseUrl, schema)
      try {
        await withTempDirs(async (dataDir, distDir) => {
          const server = startServer('group', {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DIST_DIR: distDir,
            ...(postgresUrl ? { DATABASE_URL: postgresUrl } : { DATABASE_ENGINE: 'pglite' }),
          })
          try {
            await waitForOutput(server, /is running at/)
            expect(server.output()).toContain(runningLine(port))
            await expectServing(port, target.kind)

            signalGroup(server, 'SIGTERM')
            await server.closed
            // Printed just before process.exit(0), after Fastify and the database closed; the whole output
            // is the message when it is missing (a shutdown that timed out or failed says why there).
            expect(server.output(), server.output()).toContain(`${product.shortName} stopped\n`)
            expect(await server.exited).toBe(0)
            await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
          } finally {
            signalGroup(server, 'SIGKILL')
          }
        })
      } finally {
        if (testDatabaseUrl && postgresUrl) await dropSchema(testDatabaseUrl, schema)
      }
    },
    START_TIMEOUT_MS * 2,
  )
})

describe.skipIf(firstRunOnly)(
  'node --import tsx server/main.ts on the embedded PostgreSQL (the default)',
  () => {
    it(
      'starts on a new data directory, serves, and a second server on it exits at once naming the first',
      async () => {
        const port = await freePort()
        await withTempDirs(async (dataDir, distDir) => {
          const server = startServer('group', {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: dataDir,
            DIST_DIR: distDir,
          })
          try {
            await waitForOutput(server, /is running at/)
            await expectServing(port, 'postgres')
            const second = startServer('direct', {
              PORT: String(await freePort()),
              DATA_DIR: dataDir,
              DIST_DIR: distDir,
            })
            const started = Date.now()
            expect(await second.exited).toBe(1)
            expect(Date.now() - started).toBeLessThan(15_000)
            expect(second.output()).toMatch(
              new RegExp(
                `could not start: the data directory ${dataDir} is in use by process \\d+ \\(server`,
              ),
            )
            // The first still serves.
            await expectServing(port, 'postgres')
            signalGroup(server, 'SIGTERM')
            await server.closed
            expect(server.output()).toContain(`${product.shortName} stopped\n`)
            // A clean stop leaves no lock and no PostgreSQL running on the directory.
            expect(existsSync(join(dataDir, 'dermacampus.lock'))).toBe(false)
            expect(existsSync(join(dataDir, 'cluster', 'postmaster.pid'))).toBe(false)
          } finally {
            signalGroup(server, 'SIGKILL')
          }
        })
      },
      START_TIMEOUT_MS * 3,
    )
  },
)

describe.skipIf(firstRunOnly)('server process exit codes', () => {
  it('a bad variable stops the start with exit 1 and a message naming it', async () => {
    const server = startServer('direct', { PORT: 'eighty' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/could not start: invalid environment:[\s\S]*PORT must be/)
  }, 20_000)

  it(
    'a port already in use stops the start with exit 1 and says so',
    async () => {
      const blocker = createServer()
      blocker.listen(0, '127.0.0.1')
      await once(blocker, 'listening')
      const address = blocker.address()
      try {
        if (!address || typeof address === 'string') throw new Error('no port assigned')
        await withTempDirs(async (_dataDir, distDir) => {
          const server = startServer('direct', {
            PORT: String(address.port),
            DATA_DIR: 'memory://',
            DIST_DIR: distDir,
          })
          expect(await server.exited).toBe(1)
          expect(server.output()).toMatch(/could not start: the port is already in use/)
        })
      } finally {
        blocker.close()
      }
    },
    START_TIMEOUT_MS,
  )
})

describe.runIf(testDatabaseUrl)('two server processes on one PostgreSQL', () => {
  it(
    'a config published on one is live on the other within 2 s',
    async () => {
      const postgres = databaseTargets.find((target) => target.kind === 'postgres')
      if (!testDatabaseUrl || !postgres?.urlFor)
        throw new Error('TEST_DATABASE_URL without a postgres target')
      const schema = uniqueSchemaName()
      const url = postgres.urlFor(schema)
      await createSchema(testDatabaseUrl, schema)
      const servers: RunningServer[] = []
      try {
        await withTempDirs(async (dataDir, distDir) => {
          const ports = [await freePort(), await freePort()]
          for (const port of ports) {
            const server = startServer('direct', {
              PORT: String(port),
              HOST: '127.0.0.1',
              DATA_DIR: dataDir,
              DIST_DIR: distDir,
              DATABASE_URL: url,
            })
            servers.push(server)
            // One after the other: the first seeds, the second finds the database ready.
            await waitForOutput(server, /is running at/)
          }
          const operator = spawn(
            join(repoRoot, 'node_modules/.bin/tsx'),
            ['scripts/operator.ts', 'add', 'cluster'],
            {
              cwd: repoRoot,
              env: { ...process.env, DATABASE_URL: url },
            },
          )
          let printed = ''
          operator.stdout.on('data', (chunk: Buffer) => {
            printed += chunk.toString()
          })
          expect(await new Promise((resolve) => operator.once('exit', resolve))).toBe(0)
          const token = printed.trim().split('\n').at(-1) ?? ''

          const files = { ...readConfigFiles(repoRoot) }
          const pages = JSON.parse(files['pages.json'] ?? '{}') as { pages: object[] }
          pages.pages.push({
            name: 'clusterCheck',
            path: '/cluster/check',
            title: '集群检查',
            schema: 'about-app',
          })
          files['pages.json'] = JSON.stringify(pages)
          const published = await fetch(
            `http://127.0.0.1:${ports[0]}${product.apiPrefix}/operator/config/versions`,
            {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
              body: JSON.stringify({ files }),
            },
          )
          expect(published.status, await published.clone().text()).toBe(201)
          const started = Date.now()
          let live = false
          while (!live && Date.now() - started < 2000) {
            const routes = await fetch(`http://127.0.0.1:${ports[1]}/config/routes.json`)
            live = (await routes.text()).includes('"clusterCheck"')
            if (!live) await new Promise((resolve) => setTimeout(resolve, 100))
          }
          expect(live, `the second server did not switch within 2 s`).toBe(true)
        })
      } finally {
        for (const server of servers) server.child.kill('SIGTERM')
        await Promise.all(servers.map((server) => server.closed))
        await dropSchema(testDatabaseUrl, schema)
      }
    },
    START_TIMEOUT_MS * 3,
  )
})
