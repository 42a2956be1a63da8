import { type ChildProcess, spawn } from 'node:child_process'
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The repository root (the server runs from here whatever app it serves). */
export const repoRoot = join(import.meta.dirname, '..')

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`; a restart keeps it. */
  readonly url: string
  /** Its embedded database's folder (DATA_DIR), for tools that read it as the server does. */
  readonly dataDir: string
  /**
   * The id of the process running the server: node itself (`node --import tsx`, no wrapper in between),
   * so a signal sent here reaches the server. A restart changes it.
   */
  readonly pid: number
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its database folder. */
  stop(): Promise<void>
  /**
   * A crash: SIGKILL (kill -9) to the server process, resolved once it has exited. Nothing of the server
   * runs after it (no shutdown handler, no pending write); its database and port stay for `restart`.
   */
  kill(): Promise<void>
  /**
   * Starts the server again on the same database, settings and port (the url stays), as a supervisor
   * would after a crash, and resolves once it listens. A process still running is killed first (kill -9),
   * so `restart()` alone is "crash, then come back".
   */
  restart(): Promise<void>
  /** As restart, with a warm spare (startStandby) taking this server's port instead of a new start. */
  restartFrom(standby: Standby): Promise<void>
}

export interface ServerProcessOptions {
  /** The built app to serve, absolute or relative to the repository root. */
  distDir: string
  /** Names the temporary database folder (`derma-<label>-db-…`). */
  label: string
  /** Settings on top of the fixed ones (127.0.0.1, the port, the fresh database folder); LOG_LEVEL warn unless set. */
  env?: Readonly<Record<string, string>>
  /** The port to listen on (a restart keeps it); a free one when omitted. */
  port?: number
  /**
   * A data folder to use and keep (the bench's large data set), instead of a fresh temporary one removed
   * on stop.
   */
  dataDir?: string
  /** Appends everything the server prints to this file (a cluster node's log); kept in memory otherwise. */
  logFile?: string
  /**
   * Hears of the server process ending by itself (a crash, an outside kill -9): not of stop(), kill() or
   * restart(). A supervisor restarts it here (scripts/cluster/cluster.ts).
   */
  onExit?: (code: number | null, signal: NodeJS.Signals | null) => void
}

/** How much of a server's recent output is kept for the message when it fails to start. */
const KEPT_OUTPUT = 8000

/** A port nobody listens on right now: the system picks it, we let it go and hand it to the server. */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', resolve)
  })
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** A spawned server that listens. */
interface Launched {
  readonly child: ChildProcess
  readonly url: string
}

/** A server process spawned, its output kept (and appended to its log file); `until` waits for a line. */
interface Spawned {
  readonly child: ChildProcess
  /**
   * Resolves with the first match of `pattern` in the output; rejects if the process exits first. `what`
   * names the event in the past tense (`started`), for the messages.
   */
  until(pattern: RegExp, what: string): Promise<RegExpExecArray>
  /** Where its output goes from now on. */
  logTo(file: string | undefined): void
}

function spawnServer(env: NodeJS.ProcessEnv, logFile: string | undefined, ipc = false): Spawned {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let log = logFile
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_OUTPUT)
    if (log) appendFileSync(log, chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return {
    child,
    logTo: (file) => {
      log = file
    },
    until: (pattern, what) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL')
          reject(new Error(`server had not ${what} after 120 s:\n${output}`))
        }, 120_000)
        const onData = () => {
          const found = pattern.exec(output)
          if (!found) return
          clearTimeout(timer)
          child.stdout?.off('data', onData)
          child.stderr?.off('data', onData)
          child.off('exit', onExit)
          // What was matched is consumed: the next wait looks at what comes after.
          output = output.slice(found.index + found[0].length)
          resolve(found)
        }
        const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
          clearTimeout(timer)
          reject(new Error(`server exited with ${code ?? signal} before it ${what}:\n${output}`))
        }
        child.stdout?.on('data', onData)
        child.stderr?.on('data', onData)
        child.once('exit', onExit)
        onData()
      }),
  }
}

const RUNNING = /running at (http:\/\/127\.0\.0\.1:\d+)/

/**
 * Spawns `node --import tsx server/main.ts` with `env` and resolves once it prints that it listens;
 * rejects with its output when it exits before (or takes more than 120 s). Its output goes on being read
 * (to `logFile` when given) so a chatty server never blocks on a full pipe.
 */
async function launch(env: NodeJS.ProcessEnv, logFile: string | undefined): Promise<Launched> {
  const spawned = spawnServer(env, logFile)
  const [, url = ''] = await spawned.until(RUNNING, 'started')
  return { child: spawned.child, url }
}

/**
 * A warm spare (STANDBY=1, server/main.ts): started and ready, not listening until `promote` names its
 * port. A supervisor replaces a dead server with it in milliseconds.
 */
export interface Standby {
  readonly pid: number
  /** Listens on `port` (its output to `logFile` from now on); resolves once it does. */
  promote(port: number, logFile: string | undefined): Promise<Launched>
  /** Ends it (a spare that is no longer needed). */
  stop(): Promise<void>
}

/** Starts a spare with these settings (those of the servers it may replace) and resolves once it is ready. */
export async function startStandby(
  env: Readonly<Record<string, string>>,
  logFile?: string,
): Promise<Standby> {
  const dataDir = mkdtempSync(join(tmpdir(), 'derma-standby-db-'))
  const spawned = spawnServer(
    {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STANDBY: '1',
    },
    logFile,
    true,
  )
  await spawned.until(/standby ready/, 'said it was ready')
  const { child } = spawned
  return {
    pid: child.pid ?? 0,
    promote: async (port, file) => {
      spawned.logTo(file)
      child.send({ listen: port })
      const [, url = ''] = await spawned.until(RUNNING, `listened on ${port}`)
      // From now on it is an ordinary server: no IPC channel keeps it (or us) waiting.
      child.disconnect()
      return { child, url }
    },
    stop: async () => {
      await signalAndWait(child, 'SIGTERM', 10_000)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null
}

/** Sends `signal` and resolves once the process has exited, or after `timeoutMs` (then false). */
async function signalAndWait(
  child: ChildProcess,
  signal: NodeJS.Signals,
  timeoutMs: number,
): Promise<boolean> {
  if (!isRunning(child)) return true
  const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)))
  child.kill(signal)
  return Promise.race([
    exited,
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs)),
  ])
}

/**
 * Starts the reference server (`node --import tsx server/main.ts`) on 127.0.0.1 with a fresh temporary
 * database, and resolves once it prints that it listens. Shared by e2e, the bench and the durability test
 * (kill -9 and restart on the same database).
 */
export async function startServer(options: ServerProcessOptions): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `derma-${options.label}-db-`))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: 'warn',
    ...options.env,
    PORT: String(options.port ?? (await freePort())),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: options.distDir,
  }
  const removeData = () => {
    if (options.dataDir) return
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(`${dataDir}.server.json`, { force: true })
    rmSync(`${dataDir}.lock`, { force: true })
  }
  let current: Launched
  /** The child whose end is expected (stop, kill, restart): its exit is not reported. */
  let ending: ChildProcess | undefined
  const watch = (launched: Launched) => {
    launched.child.once('exit', (code, signal) => {
      if (ending !== launched.child) options.onExit?.(code, signal)
    })
  }
  try {
    current = await launch(env, options.logFile)
  } catch (error) {
    removeData()
    throw error
  }
  watch(current)
  const { url } = current
  const kill = async () => {
    ending = current.child
    // SIGKILL cannot be caught or ignored: only a process stuck in the kernel outlives it.
    if (!(await signalAndWait(current.child, 'SIGKILL', 10_000))) {
      throw new Error(`the server process ${current.child.pid} did not exit within 10 s of SIGKILL`)
    }
  }
  return {
    url,
    dataDir,
    get pid() {
      const { pid } = current.child
      if (pid === undefined) throw new Error('the server process has no pid')
      return pid
    },
    stop: async () => {
      ending = current.child
      if (!(await signalAndWait(current.child, 'SIGTERM', 10_000))) await kill()
      removeData()
    },
    kill,
    restart: async () => {
      await kill()
      const restarted = await launch(env, options.logFile)
      if (restarted.url !== url) {
        await signalAndWait(restarted.child, 'SIGKILL', 10_000)
        throw new Error(`the restarted server listens at ${restarted.url}, not ${url}`)
      }
      current = restarted
      watch(restarted)
    },
    restartFrom: async (standby) => {
      await kill()
      const port = Number(new URL(url).port)
      const promoted = await standby.promote(port, options.logFile)
      if (promoted.url !== url) {
        await signalAndWait(promoted.child, 'SIGKILL', 10_000)
        throw new Error(`the spare listens at ${promoted.url}, not ${url}`)
      }
      current = promoted
      watch(promoted)
    },
  }
}
