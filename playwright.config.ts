import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium'

/**
 * Specs that start reference servers of their own (a config folder of their own, a fresh database) and
 * touch the suite's server only in config-alone's first page load, at the start of the run.
 */
const ownServers = ['**/config-alone.spec.ts', '**/publish.spec.ts', '**/studio.spec.ts']

/**
 * End-to-end tests against the built app and the reference server on a fresh temporary database
 * (tests/e2e/global-setup.ts starts it on 127.0.0.1 and stops it after the run). Debian's Chromium at a
 * 390×844 phone viewport; CHROMIUM_PATH overrides /usr/bin/chromium.
 *
 * Two workers, one per project: the tests on the suite's server run one at a time (they share its
 * database: votes, study time, tracking records), while the specs with servers of their own run beside
 * them (most of their time is those servers starting, which the suite's tests, mostly waiting, leave
 * room for on two cores).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium-390x844', testIgnore: ownServers, workers: 1, use: { browserName: 'chromium' } },
    { name: 'own-servers', testMatch: ownServers, workers: 1, use: { browserName: 'chromium' } },
  ],
})
