import { execFile } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { CONTENT_KINDS } from '@schemas/content/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildConfigCli, configCliDir } from '../../../scripts/build-config-cli'
import { ConfigCopy, repo } from './config-copy'

const run = promisify(execFile)

interface Outcome {
  code: number
  stdout: string
  stderr: string
}

/**
 * The package as an integrator gets it: built here, then copied out of the repository beside a copied
 * config folder, with nothing of this repository (no node_modules, no NODE_PATH) in reach.
 */
const outside = mkdtempSync(join(tmpdir(), 'derma-config-cli-'))
const cli = join(outside, 'config-cli', 'dist', 'cli.mjs')
const copy = new ConfigCopy(join(outside, 'config'))
const env: NodeJS.ProcessEnv = { ...process.env }
delete env.NODE_PATH

async function exec(file: string, args: string[], cwd = outside): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as Outcome
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

const dermacampusConfig = (...args: string[]) => exec(process.execPath, [cli, ...args])

beforeAll(async () => {
  await buildConfigCli()
  cpSync(configCliDir, join(outside, 'config-cli'), {
    recursive: true,
    filter: (path) => !path.includes('node_modules'),
  })
  mkdirSync(copy.dir)
  copy.reset()
}, 60_000)
afterAll(() => rmSync(outside, { recursive: true, force: true }))

/** The error `unknown widget "AppInfoo"` as --format json prints it, where the edit put it. */
function breakAboutApp(): Record<string, unknown> {
  const file = copy.editPage('about-app', (page) => {
    page.body[0] = { widget: 'AppInfoo' }
  })
  const [line, column] = copy.at(file, '"AppInfoo"').split(':').slice(1).map(Number)
  return {
    file,
    line,
    column,
    pointer: '/body/0/widget',
    code: 'unknown-widget',
    message: 'unknown widget "AppInfoo" (did you mean "AppInfo"?)',
  }
}

describe('dermacampus-config, the standalone package', () => {
  it('is one file with no dependencies, at the repository version', () => {
    const manifest = JSON.parse(readFileSync(join(configCliDir, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >
    const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }
    expect(manifest.name).toBe('dermacampus-config')
    expect(manifest.version).toBe(root.version)
    expect(manifest.bin).toEqual({ 'dermacampus-config': 'dist/cli.mjs' })
    expect(manifest.dependencies).toBeUndefined()
    expect(readFileSync(cli, 'utf8')).not.toContain('widget-contracts.json')
  })

  it('validate, run outside the repository: exit 0 on the unbroken copy, 1 with the mistake as JSON', async () => {
    copy.reset()
    const ok = await dermacampusConfig('validate', copy.dir, '--format', 'json')
    expect(ok.code).toBe(0)
    expect(JSON.parse(ok.stdout)).toEqual([])
    expect(ok.stderr).toMatch(/config ok: \d+ routes, \d+ page schemas, \d+ widgets/)
    const mistake = breakAboutApp()
    const broken = await dermacampusConfig('validate', copy.dir, '--format', 'json')
    expect(broken.code).toBe(1)
    expect(JSON.parse(broken.stdout)).toEqual([mistake])
    expect(broken.stderr).toMatch(/^1 config error: /)
    // spec (issue 14): the folder lacks editor schemas, which is a note, not an error
    expect(broken.stderr).toContain('npx dermacampus-config schemas config')
  }, 30_000)

  it('npm pack + npm install in a project of an integrator, then `npx dermacampus-config validate --format json`', async () => {
    copy.reset()
    const mistake = breakAboutApp()
    const packed = await exec('npm', ['pack', '--pack-destination', outside], join(outside, 'config-cli'))
    expect(packed.code, packed.stderr).toBe(0)
    const tarball = packed.stdout.trim().split('\n').at(-1) ?? ''
    const project = join(outside, 'integrator')
    mkdirSync(project)
    writeFileSync(join(project, 'package.json'), '{ "name": "integrator", "private": true }\n')
    const installed = await exec(
      'npm',
      ['install', join(outside, tarball), '--offline', '--no-audit', '--no-fund'],
      project,
    )
    expect(installed.code, installed.stderr).toBe(0)
    expect(readdirSync(join(project, 'node_modules'))).toEqual([
      '.bin',
      '.package-lock.json',
      'dermacampus-config',
    ])
    const result = await exec(
      'npx',
      ['dermacampus-config', 'validate', '../config', '--format', 'json'],
      project,
    )
    expect(result.code).toBe(1)
    expect(JSON.parse(result.stdout)).toEqual([mistake])
  }, 60_000)

  it('--format github prints annotations, text prints file:line:column pointer message', async () => {
    copy.reset()
    const { file, line, column } = breakAboutApp()
    const github = await dermacampusConfig('validate', copy.dir, '--format=github')
    expect(github.code).toBe(1)
    expect(github.stdout).toBe(
      `::error file=${file},line=${line},col=${column}::/body/0/widget unknown widget "AppInfoo" (did you mean "AppInfo"?)\n`,
    )
    const text = await dermacampusConfig('validate', copy.dir)
    expect(text.code).toBe(1)
    expect(text.stderr).toContain(
      `${file}:${line}:${column} /body/0/widget unknown widget "AppInfoo" (did you mean "AppInfo"?)\n`,
    )
    expect(text.stdout).toMatch(/^1 config error: /)
  }, 30_000)

  it('usage errors exit 2; --version prints the version', async () => {
    expect((await dermacampusConfig('validate', copy.dir, '--format', 'xml')).code).toBe(2)
    expect((await dermacampusConfig('check', copy.dir)).code).toBe(2)
    expect((await dermacampusConfig('validate', copy.dir, '--strict')).code).toBe(2)
    expect((await dermacampusConfig('validate', join(outside, 'no-such-folder'))).code).toBe(2)
    const version = await dermacampusConfig('--version')
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/)
    expect((await dermacampusConfig('--help')).stdout).toContain('dermacampus-config schemas [folder]')
  }, 30_000)

  it("schemas writes the editor schemas where the config's $schema references point", async () => {
    copy.reset()
    const result = await dermacampusConfig('schemas', copy.dir)
    expect(result.code, result.stderr).toBe(0)
    const meta = join(copy.dir, 'schemas', 'meta')
    const names = ['page.schema.json', 'pages.schema.json']
    for (const kind of Object.keys(CONTENT_KINDS)) names.push(`content-${kind}.schema.json`)
    expect(readdirSync(meta).sort()).toEqual(names.sort())
    // the same files as `npm run schemas` wrote into this repository
    for (const name of names) {
      expect(readFileSync(join(meta, name), 'utf8'), name).toBe(
        readFileSync(join(repo, 'schemas', 'meta', name), 'utf8'),
      )
    }
    const referenced = (file: string): string => {
      const { $schema } = JSON.parse(readFileSync(file, 'utf8')) as { $schema?: string }
      if (!$schema) throw new Error(`${file} has no $schema`)
      return resolve(dirname(file), $schema)
    }
    expect(existsSync(referenced(join(copy.dir, 'pages.json')))).toBe(true)
    const pages = readdirSync(join(copy.dir, 'schemas', 'pages'))
    for (const page of pages) {
      expect(referenced(join(copy.dir, 'schemas', 'pages', page)), page).toBe(join(meta, 'page.schema.json'))
    }
    for (const kind of Object.keys(CONTENT_KINDS)) {
      // a content file's $schema, relative to content/<kind>/
      expect(
        existsSync(resolve(copy.dir, 'content', kind, `../../schemas/meta/content-${kind}.schema.json`)),
      ).toBe(true)
    }
    const validated = await dermacampusConfig('validate', copy.dir)
    expect(validated.code).toBe(0)
    expect(validated.stderr).not.toContain('note:')
  }, 30_000)
})
