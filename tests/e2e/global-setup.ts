import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot, startServer } from './server-process'

/**
 * Starts two reference servers on 127.0.0.1, each with a fresh temporary database directory and the built
 * app from dist/, for the whole e2e run: E2E_BASE_URL for the suite's first half, E2E_BASE_URL_B for its
 * second (playwright.config.ts), so the halves run side by side without sharing a database. The returned
 * teardown stops both (SIGTERM) and removes their data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'dist', 'index.html'))) {
    throw new Error('dist/index.html is missing: run `npm run build` first (npm run test:e2e does)')
  }
  const servers = await Promise.allSettled([startServer('dist'), startServer('dist')])
  const started = servers.flatMap((server) => (server.status === 'fulfilled' ? [server.value] : []))
  const stopAll = async () => {
    await Promise.all(started.map((server) => server.stop()))
  }
  const failed = servers.find((server) => server.status === 'rejected')
  if (failed) {
    await stopAll()
    throw failed.reason
  }
  const [first, second] = started
  if (!first || !second) throw new Error('the e2e servers did not start')
  process.env.E2E_BASE_URL = first.url
  process.env.E2E_BASE_URL_B = second.url
  return stopAll
}
