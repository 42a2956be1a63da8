/**
 * `npm run build:config-cli`: bundles packages/config-cli (the `dermacampus-config` command) into one ESM
 * file with no dependencies, packages/config-cli/dist/cli.mjs: the validator, ajv, ajv-formats, the
 * endpoint catalogue and the generated widget contracts and editor schemas (imported as JSON, so the
 * bundle reads nothing of this repository at run time). The package's version is the repository's.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'

const repo = join(import.meta.dirname, '..')
export const configCliDir = join(repo, 'packages', 'config-cli')
export const configCliBundle = join(configCliDir, 'dist', 'cli.mjs')

/** The package.json of the package carries the repository's version (the CLI prints it). */
function syncVersion(): void {
  const { version } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }
  const path = join(configCliDir, 'package.json')
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { version: string }
  if (manifest.version === version) return
  manifest.version = version
  writeFileSync(path, `${JSON.stringify(manifest, null, 2)}\n`)
}

export async function buildConfigCli(): Promise<{ file: string; bytes: number }> {
  syncVersion()
  const result = await build({
    entryPoints: [join(configCliDir, 'src', 'cli.ts')],
    outfile: configCliBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'eof',
    banner: { js: '#!/usr/bin/env node' },
    logLevel: 'warning',
  })
  if (result.errors.length > 0) throw new Error(`esbuild: ${result.errors.length} errors`)
  return { file: configCliBundle, bytes: statSync(configCliBundle).size }
}

if (process.argv[1]?.endsWith('build-config-cli.ts')) {
  const { file, bytes } = await buildConfigCli()
  console.log(`${file}: ${(bytes / 1024).toFixed(0)} KB`)
}
