import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { mockingUnitTests } from './tests/unit/mocking-files'

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@schemas': fileURLToPath(new URL('./schemas', import.meta.url)),
}

// Projects so `npm test` can report them separately: unit and unit-mocked (runtime + widgets in
// happy-dom), stories (every Storybook story rendered), server (the reference server against its database).
export default defineConfig({
  resolve: { alias },
  test: {
    // At least two workers, even on two cores (vitest's default is one fewer than the cores): a server
    // test file spends much of its time waiting for the server processes it starts or for PostgreSQL, a
    // unit file for timers and the DOM. On the 2-core CI machine the unit run takes 63 s instead of 98 s,
    // the server run 175 s instead of 281 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: mockingUnitTests,
          setupFiles: ['tests/unit/setup.ts'],
          // Tests that validate the whole repository config (88 pages, the demo's content) take a few
          // seconds on a busy 2-core machine: 5 s was too tight there.
          testTimeout: 20_000,
          // One module graph per worker instead of per file: the unit run takes a quarter of the time.
          // Every file leaves the DOM, stores and servers as it found them (tests/unit/setup.ts).
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // Files that replace a runtime module with vi.mock need a module graph of their own.
          name: 'unit-mocked',
          environment: 'happy-dom',
          include: mockingUnitTests,
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'stories',
          environment: 'happy-dom',
          include: ['tests/stories/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run side by side: each test database is its own (an in-memory PGlite, or a schema of
          // its own on the PostgreSQL server: tests/server/test-databases.ts).
        },
      },
    ],
  },
})
