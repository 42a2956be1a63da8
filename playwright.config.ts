import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/chromium'

/**
 * End-to-end tests against the built app and the reference server on a fresh temporary database
 * (tests/e2e/global-setup.ts starts it on 127.0.0.1 and stops it after the run). Debian's Chromium at a
 * 390×844 phone viewport; CHROMIUM_PATH overrides /usr/bin/chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  workers: 1,
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
  projects: [{ name: 'chromium-390x844', use: { browserName: 'chromium' } }],
})
