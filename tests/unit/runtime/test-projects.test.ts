import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mockingUnitTests } from '../mocking-files'

const repo = join(import.meta.dirname, '..', '..', '..')

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return /\.test\.tsx?$/.test(entry.name) ? [relative(repo, path).split('\\').join('/')] : []
  })
}

describe('unit test projects (vitest.config.ts)', () => {
  it('every unit test file that vi.mocks a module runs in unit-mocked, with a module graph of its own', () => {
    const mocking = testFiles(join(repo, 'tests', 'unit')).filter((file) =>
      /\bvi\.mock\(/.test(readFileSync(join(repo, file), 'utf8')),
    )
    expect([...mockingUnitTests].sort()).toEqual(mocking.sort())
  })
})
