import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { freePort, type ServerProcess, type Standby, startServer, startStandby } from '../server-process'
import type { ClusterNode, RunningCluster } from './types'

/**
 * Starts a cluster on 127.0.0.1 (docs/deploy.md, "One machine"): PostgreSQL (unless `databaseUrl` names one),
 * Redis, `nodes` API processes and nginx in front of them. Used by `npm run cluster` and the cross-node
 * tests. Everything it starts stops with `stop()`; a failed start stops what had started.
 */
export interface ClusterOptions {
  /** How many API processes (`NODES`). */
  readonly nodes: number
  /** Where PostgreSQL's and Redis's data, nginx's config and the logs live (`.data/cluster`). */
  readonly dataDir: string
  /** The built app the nodes serve. */
  readonly distDir: string
  /** nginx's port; 0 picks a free one. */
  readonly port?: number
  /** A PostgreSQL database to use instead of starting one (the tests' server). */
  readonly databaseUrl?: string
  /** More settings for every node (RATE_LIMIT, LOG_LEVEL, …). */
  readonly env?: Readonly<Record<string, string>>
  /** Progress lines; silent when omitted. */
  readonly log?: (line: string) => void
}

/** The cluster's description, written to `<dataDir>/cluster.json` for tools (the bench's BENCH_URL). */
export interface ClusterFile {
  readonly url: string
  /** nginx in front of node 0 alone: the same path as `url` with one node, for comparison. */
  readonly single: string
  readonly nodes: readonly string[]
}

export const CLUSTER_FILE = 'cluster.json'

const START_TIMEOUT_MS = 120_000

interface Started {
  readonly name: string
  readonly child: ChildProcess
  /** The signal that stops it cleanly. */
  readonly stopSignal: NodeJS.Signals
}

/** Waits for `child` to exit, or `ms` to pass; true when it exited. */
function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

async function stopProcess({ child, stopSignal }: Started): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill(stopSignal)
  if (!(await exited(child, 10_000))) {
    child.kill('SIGKILL')
    await exited(child, 5000)
  }
}

/** Keeps the last lines a process printed, for the message when it fails to start. */
function collectOutput(child: ChildProcess): () => string {
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => output
}

/** Resolves when `ready()` holds, polling every 100 ms; rejects when the process exits or time runs out. */
async function waitUntil(
  name: string,
  child: ChildProcess,
  output: () => string,
  ready: () => Promise<boolean>,
) {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output()}`,
      )
    }
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${name} was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output()}`)
}

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
  await response.arrayBuffer()
  return response.ok
}

/** The folder of PostgreSQL's server programs: pg_config's, else Debian's newest /usr/lib/postgresql/<v>/bin. */
export function postgresBinDir(): string | undefined {
  const usable = (dir: string) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'postgres'))
  try {
    const dir = execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    if (usable(dir)) return dir
  } catch {
    // no pg_config: look where Debian puts the server
  }
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
  for (const version of versions) if (usable(join(root, version, 'bin'))) return join(root, version, 'bin')
  return undefined
}

/** `name` as found on PATH or in the system folders Debian installs servers to (/usr/sbin is not on every PATH). */
export function findProgram(name: string): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/sbin', '/usr/bin', '/sbin']
  for (const folder of folders) if (existsSync(join(folder, name))) return join(folder, name)
  return undefined
}

function program(name: string, debianPackage: string): string {
  const found = findProgram(name)
  if (!found) throw new Error(`${name} is not installed (apt-get install ${debianPackage})`)
  return found
}

/**
 * PostgreSQL refuses to run as root: as root, its programs run as the `postgres` system user (made when
 * missing). The process itself switches user (spawn's uid and gid), with no wrapper such as runuser in
 * between, so a signal to it reaches PostgreSQL and stopping the cluster stops the server.
 */
function serverUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {}
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' })
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'])
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
  return { uid, gid }
}

function ownedByServerUser(dir: string): void {
  const user = serverUser()
  if ('uid' in user) chownSync(dir, user.uid, user.gid)
}

async function startPostgres(
  dataDir: string,
  started: Started[],
  log: (line: string) => void,
): Promise<string> {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const dir = join(dataDir, 'postgres')
  const socketDir = join(dataDir, 'postgres-socket')
  for (const folder of [dir, socketDir]) {
    mkdirSync(folder, { recursive: true, mode: 0o700 })
    ownedByServerUser(folder)
  }
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    log(`  PostgreSQL: a new database in ${dir}`)
    execFileSync(
      join(bin, 'initdb'),
      [
        '-D',
        dir,
        '-U',
        'postgres',
        '--auth=trust',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--no-instructions',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], ...serverUser() },
    )
  }
  const port = await freePort()
  // Durable as a production server is (fsync on): the cluster's data survives a crash of anything.
  const args = [
    '-D',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    `port=${port}`,
    '-c',
    `unix_socket_directories=${socketDir}`,
    '-c',
    'max_connections=200',
  ]
  const child = spawn(join(bin, 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], ...serverUser() })
  // SIGINT is PostgreSQL's fast shutdown: clients are disconnected, data is safe.
  started.push({ name: 'postgres', child, stopSignal: 'SIGINT' })
  const output = collectOutput(child)
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  await waitUntil('PostgreSQL', child, output, async () => {
    const client = new pg.Client({ connectionString: adminUrl })
    try {
      await client.connect()
      const found = await client.query("SELECT 1 FROM pg_database WHERE datname = 'dermacampus'")
      if (found.rowCount === 0) await client.query('CREATE DATABASE dermacampus')
      return true
    } finally {
      await client.end().catch(() => {})
    }
  })
  log(`  PostgreSQL on 127.0.0.1:${port}`)
  return `postgres://postgres@127.0.0.1:${port}/dermacampus`
}

async function startRedis(dataDir: string, started: Started[], log: (line: string) => void): Promise<string> {
  const dir = join(dataDir, 'redis')
  mkdirSync(dir, { recursive: true })
  const port = await freePort()
  // Rate-limit counters and invalidation messages only: nothing to keep over a restart.
  const child = spawn(
    program('redis-server', 'redis-server'),
    ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  started.push({ name: 'redis', child, stopSignal: 'SIGTERM' })
  const output = collectOutput(child)
  await waitUntil('Redis', child, output, async () => output().includes('Ready to accept connections'))
  log(`  Redis on 127.0.0.1:${port}`)
  return `redis://127.0.0.1:${port}/0`
}

interface NodeProcess extends ClusterNode {
  readonly server: ServerProcess
}

/**
 * One warm spare for the whole cluster (STANDBY=1: started, not listening): a node that dies is replaced
 * by it in milliseconds, and a new spare starts behind it. Without a ready spare, the node starts afresh.
 */
class Spares {
  private ready: Standby | undefined
  private starting: Promise<void> | undefined
  private stopped = false

  constructor(
    private readonly env: Readonly<Record<string, string>>,
    private readonly logFile: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Starts a spare unless one is ready or starting. */
  fill(): Promise<void> {
    if (this.ready || this.starting || this.stopped) return this.starting ?? Promise.resolve()
    this.starting = startStandby(this.env, this.logFile).then(
      async (spare) => {
        this.starting = undefined
        if (this.stopped) await spare.stop()
        else this.ready = spare
      },
      (error: unknown) => {
        this.starting = undefined
        this.log(`  the spare node did not start: ${String(error).split('\n')[0]}`)
      },
    )
    return this.starting
  }

  /** The ready spare, if any (a new one starts behind it). */
  take(): Standby | undefined {
    const spare = this.ready
    this.ready = undefined
    void this.fill()
    return spare
  }

  async stop(): Promise<void> {
    this.stopped = true
    await this.starting
    await this.ready?.stop()
    this.ready = undefined
  }
}

/** A node that keeps dying is left down after this many restarts in RESTART_WINDOW_MS (its log says why). */
const MAX_RESTARTS = 5
const RESTART_WINDOW_MS = 60_000

/**
 * Node `index` (scripts/server-process.ts) on `port`, its output in `<dataDir>/node-<index>.log`. A node
 * that ends by itself (a crash, kill -9 from outside) is started again at once on the same port, as a
 * process supervisor would; meanwhile nginx sends its requests to the others (max_fails=1).
 */
async function startNode(
  index: number,
  port: number,
  options: ClusterOptions,
  env: Readonly<Record<string, string>>,
  log: (line: string) => void,
  spares: Spares,
): Promise<NodeProcess> {
  const restarts: number[] = []
  let server: ServerProcess | undefined
  const supervise = (code: number | null, signal: NodeJS.Signals | null) => {
    const now = Date.now()
    while (restarts.length > 0 && (restarts[0] ?? 0) < now - RESTART_WINDOW_MS) restarts.shift()
    if (restarts.length >= MAX_RESTARTS) {
      log(
        `  node ${index} ended (${signal ?? code}) ${MAX_RESTARTS} times within a minute: left down (see node-${index}.log)`,
      )
      return
    }
    restarts.push(now)
    const spare = spares.take()
    log(
      `  node ${index} ended (${signal ?? code}): ${spare ? `the spare (pid ${spare.pid}) takes its port` : 'starting it again'}`,
    )
    ;(spare ? server?.restartFrom(spare) : server?.restart())?.then(
      () => log(`  node ${index} is back after ${Date.now() - now} ms (pid ${server?.pid})`),
      (error: unknown) => log(`  node ${index} did not start again: ${String(error).split('\n')[0]}`),
    )
  }
  server = await startServer({
    distDir: options.distDir,
    label: `cluster-node-${index}`,
    env,
    port,
    logFile: join(options.dataDir, `node-${index}.log`),
    onExit: supervise,
  })
  return {
    index,
    url: server.url,
    get pid() {
      return server.pid
    },
    server,
    kill: () => server.kill(),
  }
}

function nginxConfig(dir: string, port: number, singlePort: number, nodePorts: readonly number[]): string {
  const upstream = (name: string, ports: readonly number[]) => `
  upstream ${name} {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }`
  const server = (listen: number, target: string) => `
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 2m;
    location / {
      proxy_pass http://${target};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A node that dies mid-request: idempotent requests go to another; a POST is never sent twice.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
      proxy_buffering off;
    }
  }`
  return `# Written by scripts/cluster/cluster.ts; rewritten at each start.
worker_processes 2;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  # A client's keep-alive connection serves this many requests before nginx closes it (default 1000):
  # a phone on one connection never reaches it, and a load generator's requests are not cut mid-run.
  keepalive_requests 100000;
  client_body_temp_path ${join(dir, 'tmp', 'body')};
  proxy_temp_path ${join(dir, 'tmp', 'proxy')};
  fastcgi_temp_path ${join(dir, 'tmp', 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'tmp', 'uwsgi')};
  scgi_temp_path ${join(dir, 'tmp', 'scgi')};
  server_tokens off;
${upstream('nodes', nodePorts)}
${upstream('node0', nodePorts.slice(0, 1))}
${server(port, 'nodes')}
${server(singlePort, 'node0')}
}
`
}

async function startNginx(
  dataDir: string,
  port: number,
  nodePorts: readonly number[],
  started: Started[],
  log: (line: string) => void,
): Promise<{ url: string; single: string }> {
  const dir = join(dataDir, 'nginx')
  mkdirSync(join(dir, 'tmp'), { recursive: true })
  const singlePort = await freePort()
  const config = join(dir, 'nginx.conf')
  writeFileSync(config, nginxConfig(dir, port, singlePort, nodePorts))
  // -e: nginx opens its error log before it reads the config; the default one is root's.
  const child = spawn(
    program('nginx', 'nginx-light'),
    ['-c', config, '-p', dir, '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  // SIGQUIT: nginx's graceful shutdown (requests in flight finish).
  started.push({ name: 'nginx', child, stopSignal: 'SIGQUIT' })
  const output = collectOutput(child)
  const url = `http://127.0.0.1:${port}`
  await waitUntil('nginx', child, output, () => answers(`${url}/healthz`))
  log(`  nginx on ${url} (node 0 alone on 127.0.0.1:${singlePort})`)
  return { url, single: `http://127.0.0.1:${singlePort}` }
}

export async function startCluster(
  options: ClusterOptions,
): Promise<RunningCluster & { readonly single: string }> {
  const log = options.log ?? (() => {})
  const started: Started[] = []
  const nodes: NodeProcess[] = []
  let spares: Spares | undefined
  const stop = async () => {
    // Front to back: nginx stops taking requests, the nodes finish theirs, then the stores go.
    const nginx = started.filter((entry) => entry.name === 'nginx')
    const stores = started.filter((entry) => entry.name !== 'nginx')
    await Promise.all(nginx.map(stopProcess))
    await Promise.all([spares?.stop(), ...nodes.map((node) => node.server.stop())])
    await Promise.all(stores.map(stopProcess))
  }
  try {
    mkdirSync(options.dataDir, { recursive: true })
    const [databaseUrl, redisUrl] = await Promise.all([
      options.databaseUrl ?? startPostgres(options.dataDir, started, log),
      startRedis(options.dataDir, started, log),
    ])
    const nodePorts = await Promise.all(Array.from({ length: options.nodes }, () => freePort()))
    const env = {
      ...options.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      // Only nginx, on loopback, may say who the client is and whether it came over HTTPS.
      TRUST_PROXY: '127.0.0.1',
    }
    spares = new Spares(env, join(options.dataDir, 'spare.log'), log)
    const fleet = spares
    const launch = (index: number) => startNode(index, nodePorts[index] ?? 0, options, env, log, fleet)
    // The first node migrates and seeds the database; the others start on it together.
    nodes.push(await launch(0))
    nodes.push(...(await Promise.all(nodePorts.slice(1).map((_, offset) => launch(offset + 1)))))
    for (const node of nodes) log(`  node ${node.index} on ${node.url} (pid ${node.pid})`)
    await spares.fill()
    const port = options.port === undefined || options.port === 0 ? await freePort() : options.port
    const front = await startNginx(options.dataDir, port, nodePorts, started, log)
    const description: ClusterFile = {
      url: front.url,
      single: front.single,
      nodes: nodes.map((node) => node.url),
    }
    writeFileSync(join(options.dataDir, CLUSTER_FILE), `${JSON.stringify(description, null, 2)}\n`)
    return {
      url: front.url,
      single: front.single,
      get nodes() {
        return nodes
      },
      databaseUrl,
      redisUrl,
      stopRedis: async () => {
        await Promise.all(started.filter((entry) => entry.name === 'redis').map(stopProcess))
      },
      restartNode: async (index) => {
        const node = nodes[index]
        if (!node) throw new Error(`the cluster has no node ${index}`)
        await node.server.restart()
        return node
      },
      stop: async () => {
        await stop()
        rmSync(join(options.dataDir, CLUSTER_FILE), { force: true })
      },
    }
  } catch (error) {
    await stop()
    throw error
  }
}
