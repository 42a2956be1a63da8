import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium'

/**
 * Specs that start reference servers of their own (a config folder of their own, a fresh database) and
 * touch the suite's server only in config-alone's first page load, at the start of the run.
 */
const ownServers = ['**/config-alone.spec.ts', '**/publish.spec.ts', '**/studio.spec.ts']

/**
 * The second half of the suite, on a server and database of its own (E2E_BASE_URL_B): chosen so the halves
 * take about as long (CI 2026-11-30: routes 186 s, study time 40 s, campaign screens 37 s, learning 35 s,
 * one-truth orders 34 s, against about 325 s for the rest).
 */
const secondHalf = [
  '**/routes.spec.ts',
  '**/study-time.spec.ts',
  '**/campaign-screens.spec.ts',
  '**/learning.spec.ts',
  '**/one-truth-orders.spec.ts',
]

/**
 * End-to-end tests against the built app and two reference servers, each on a fresh temporary database
 * (tests/e2e/global-setup.ts starts them on 127.0.0.1 and stops them after the run). Debian's Chromium at a
 * 390×844 phone viewport; CHROMIUM_PATH overrides /usr/bin/chromium.
 *
 * Two workers over three projects of one worker each: the suite's tests run one at a time on each server
 * (they share its database: votes, study time, tracking records), its two halves side by side, and the
 * specs with servers of their own take a worker when one is free. The suite's tests mostly wait (for pages,
 * for the server), so two of them share the two cores well.
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
    {
      name: 'chromium-390x844',
      testIgnore: [...ownServers, ...secondHalf],
      workers: 1,
      use: { browserName: 'chromium' },
    },
    {
      name: 'chromium-390x844-b',
      testMatch: secondHalf,
      workers: 1,
      use: { browserName: 'chromium', baseURL: process.env.E2E_BASE_URL_B },
    },
    { name: 'own-servers', testMatch: ownServers, workers: 1, use: { browserName: 'chromium' } },
  ],
})
