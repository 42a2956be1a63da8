import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot, startServer } from './server-process'

/**
 * Starts the reference server on 127.0.0.1 with a fresh temporary database directory and the built
 * app from dist/, for the whole e2e run; the returned teardown stops it (SIGTERM) and removes the data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first (npm run test:e2e does)')
  }
  const server = await startServer('dist')
  process.env.E2E_BASE_URL = server.url
  return server.stop
}
