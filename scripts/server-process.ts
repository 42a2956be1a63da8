import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The repository root (the server runs from here whatever app it serves). */
export const repoRoot = join(import.meta.dirname, '..')

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  /** Its embedded database's folder (DATA_DIR), for tools that read it as the server does. */
  readonly dataDir: string
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its database folder. */
  stop(): Promise<void>
}

export interface ServerProcessOptions {
  /** The built app to serve, absolute or relative to the repository root. */
  distDir: string
  /** Names the temporary database folder (`derma-<label>-db-…`). */
  label: string
  /** Settings on top of the fixed ones (127.0.0.1, a free port, the fresh database, LOG_LEVEL warn). */
  env?: Record<string, string>
}

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

/**
 * Starts the reference server (`node --import tsx server/main.ts`) on 127.0.0.1 with a fresh temporary
 * database, and resolves once it prints that it listens. Shared by e2e and the bench.
 */
export async function startServer(options: ServerProcessOptions): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), `derma-${options.label}-db-`))
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: options.distDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL')
    }
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(`${dataDir}.server.json`, { force: true })
  }
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start within 120 s:\n${output}`)),
        120_000,
      )
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        const found = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
        if (found?.[1]) {
          clearTimeout(timer)
          resolve(found[1])
        }
      }
      server.stdout?.on('data', onData)
      server.stderr?.on('data', onData)
      server.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`server exited with ${code} before it started:\n${output}`))
      })
    })
    return { url, dataDir, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
