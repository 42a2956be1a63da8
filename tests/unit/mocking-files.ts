/**
 * Unit test files that vi.mock a module: they run in the unit-mocked project (vitest.config.ts), each with a
 * module graph of its own; tests/unit/runtime/test-projects.test.ts checks the list is complete.
 */
export const mockingUnitTests = [
  'tests/unit/widgets/activity.test.tsx',
  'tests/unit/widgets/resources.test.tsx',
  'tests/unit/widgets/rich-text.test.tsx',
  'tests/unit/widgets/utask.test.tsx',
  'tests/unit/widgets/vote.test.tsx',
  'tests/unit/widgets/zone.test.tsx',
]
