import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Starts the reference server on 127.0.0.1 with a fresh temporary database directory and the built
 * app from dist/, for the whole e2e run; the returned teardown stops it (SIGTERM) and removes the data.
 */
const root = join(import.meta.dirname, '..', '..')

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first (npm run test:e2e does)')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'derma-e2e-db-'))
  const port = String(20_000 + Math.floor(Math.random() * 20_000))
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: 'dist',
      LOG_LEVEL: 'warn',
      // Image captchas answer this code, so a test can log in as a visitor (never set in production).
      CAPTCHA_FIXED_CODE: 'e2e7',
      DEV_INSPECTION: 'on',
      RATE_LIMIT: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${output}`)), 60_000)
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
  process.env.E2E_BASE_URL = url

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      if (server.exitCode === null) server.kill('SIGKILL')
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}
