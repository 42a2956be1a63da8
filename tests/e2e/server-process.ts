import { repoRoot, type ServerProcess, startServer as startServerProcess } from '../../scripts/server-process'

export { repoRoot, type ServerProcess }

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
export function startServer(distDir: string, options: StartOptions = {}): Promise<ServerProcess> {
  return startServerProcess({
    distDir,
    label: 'e2e',
    env: {
      CAPTCHA_FIXED_CODE: 'e2e7',
      DEV_INSPECTION: 'on',
      RATE_LIMIT: 'off',
      ...(options.configDir ? { CONFIG_DIR: options.configDir } : {}),
    },
  })
}
