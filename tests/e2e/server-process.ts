import { repoRoot, type ServerProcess, startServer as startServerProcess } from '../../scripts/server-process'

export { repoRoot, type ServerProcess }

/**
 * Starts the reference server on 127.0.0.1 with a fresh temporary database, serving the built app in
 * `distDir`, and resolves once it listens. Image captchas answer `e2e7`, the tracking inspection route is
 * on and rate limits are off: settings for tests, never for production.
 */
export function startServer(distDir: string): Promise<ServerProcess> {
  return startServerProcess({
    distDir,
    label: 'e2e',
    env: { CAPTCHA_FIXED_CODE: 'e2e7', DEV_INSPECTION: 'on', RATE_LIMIT: 'off' },
  })
}
