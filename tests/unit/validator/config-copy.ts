import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { endpointContracts } from '@schemas/validator/contracts'
import {
  type ConfigError,
  formatError,
  validateConfigFolder,
  type WidgetContract,
} from '@schemas/validator/index'
import { repositoryWidgets } from '../../../scripts/config-set'

export const repo = join(import.meta.dirname, '..', '..', '..')

let widgets: Promise<WidgetContract[]> | undefined

/** The repository's config, validated as `npm run validate` does. */
export async function validateFolder(dir: string): Promise<ConfigError[]> {
  widgets ??= repositoryWidgets()
  return validateConfigFolder(dir, { widgets: await widgets, endpoints: endpointContracts }).errors
}

export type Json = Record<string, unknown>
export type Node = {
  widget: string
  if?: unknown
  each?: unknown
  props?: Json
  slots?: Record<string, Node[]>
}

/**
 * A copy of the repository's config in a temp folder, for one mistake per test. Edited files are
 * written with JSON.stringify(…, null, 2), so a test finds where its mistake landed with `at`.
 */
export class ConfigCopy {
  /** A new temp folder, or the folder given (which `reset` fills and `remove` deletes). */
  constructor(readonly dir = mkdtempSync(join(tmpdir(), 'derma-config-'))) {}

  reset(): void {
    rmSync(join(this.dir, 'schemas'), { recursive: true, force: true })
    cpSync(join(repo, 'pages.json'), join(this.dir, 'pages.json'))
    cpSync(join(repo, 'schemas', 'pages'), join(this.dir, 'schemas', 'pages'), { recursive: true })
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true })
  }

  read(file: string): string {
    return readFileSync(join(this.dir, file), 'utf8')
  }

  write(file: string, text: string): void {
    writeFileSync(join(this.dir, file), text)
  }

  /** Edits schemas/pages/<name>.json; returns its path as errors name it. */
  editPage(name: string, edit: (page: Json & { body: Node[] }) => void): string {
    const file = `schemas/pages/${name}.json`
    const page = JSON.parse(this.read(file)) as Json & { body: Node[] }
    edit(page)
    this.write(file, JSON.stringify(page, null, 2))
    return file
  }

  editPages(edit: (pages: Json & { pages: Json[] }) => void): string {
    const pages = JSON.parse(this.read('pages.json')) as Json & { pages: Json[] }
    edit(pages)
    this.write('pages.json', JSON.stringify(pages, null, 2))
    return 'pages.json'
  }

  /** `file:line:column` where the `nth` (0-based) `needle` in a file starts. */
  at(file: string, needle: string, nth = 0): string {
    return this.position(file, this.find(file, needle, nth))
  }

  /** `file:line:column` of the first character after the `nth` `needle` that is not white space. */
  after(file: string, needle: string, nth = 0): string {
    const text = this.read(file)
    let offset = this.find(file, needle, nth) + needle.length
    while (/\s/.test(text[offset] ?? '')) offset++
    return this.position(file, offset)
  }

  private find(file: string, needle: string, nth: number): number {
    const text = this.read(file)
    let offset = -1
    for (let count = 0; count <= nth; count++) {
      offset = text.indexOf(needle, offset + 1)
      if (offset === -1) throw new Error(`${needle} (#${nth}) is not in ${file}`)
    }
    return offset
  }

  private position(file: string, offset: number): string {
    const lines = this.read(file).slice(0, offset).split('\n')
    return `${file}:${lines.length}:${(lines.at(-1)?.length ?? 0) + 1}`
  }

  async validate(): Promise<string[]> {
    return (await validateFolder(this.dir)).map(formatError)
  }
}
