import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The repository root (the server runs from here whatever app it serves). */
export const repoRoot = join(import.meta.dirname, '..', '..')

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its database folder. */
  stop(): Promise<void>
}

export interface StartOptions {
  /** The config folder the server loads (CONFIG_DIR); this repository when left out. */
  readonly configDir?: string
}

/**
 * Starts the reference server on 127.0.0.1 with a fresh temporary database, serving the built app in
 * `distDir`, and resolves once it listens. Image captchas answer `e2e7`, the tracking inspection route is
 * on and rate limits are off: settings for tests, never for production. Rejects with the server's output
 * when it exits before listening (an invalid config folder, say).
 */
export async function startServer(distDir: string, options: StartOptions = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'derma-e2e-db-'))
  const port = String(20_000 + Math.floor(Math.random() * 20_000))
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      CAPTCHA_FIXED_CODE: 'e2e7',
      DEV_INSPECTION: 'on',
      RATE_LIMIT: 'off',
      ...(options.configDir ? { CONFIG_DIR: options.configDir } : {}),
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
    return { url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
