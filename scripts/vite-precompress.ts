import { readdir, readFile, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { extname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Text the browser downloads. Source maps are left out: only developer tools fetch them, and brotli at
 * 11 on them would double the build's compression time.
 */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
])
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024
/** A copy is written only when it saves at least this share of the file. */
const MIN_SAVING = 0.05

export interface PrecompressReport {
  /** Files that got a .br and/or .gz copy, relative to the folder. */
  readonly files: readonly string[]
  readonly bytes: number
  readonly brBytes: number
  readonly gzipBytes: number
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !relative(dir, file)
          .split(/[\\/]/)
          .some((part) => part.startsWith('.')),
    )
}

function worthIt(copy: Buffer, original: Buffer): boolean {
  return copy.length <= original.length * (1 - MIN_SAVING)
}

interface Copies {
  readonly original: Buffer
  readonly br: Buffer | undefined
  readonly gzip: Buffer | undefined
}

/** The copies of one file worth writing (written), or undefined when none is. */
async function precompressFile(file: string): Promise<Copies | undefined> {
  const original = await readFile(file)
  if (original.length < MIN_BYTES) return undefined
  const [br, gz] = await Promise.all([
    brotliAsync(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ])
  const copies = {
    original,
    br: worthIt(br, original) ? br : undefined,
    gzip: worthIt(gz, original) ? gz : undefined,
  }
  if (!copies.br && !copies.gzip) return undefined
  if (copies.br) await writeFile(`${file}.br`, copies.br)
  if (copies.gzip) await writeFile(`${file}.gz`, copies.gzip)
  return copies
}

/** Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) next to each text file of `dir` worth it. */
export async function precompressFolder(dir: string): Promise<PrecompressReport> {
  const queue = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file).toLowerCase()))
  const report = { files: [] as string[], bytes: 0, brBytes: 0, gzipBytes: 0 }
  // As many files at once as there are cores: the compression itself runs on libuv's pool.
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const copies = await precompressFile(file)
      if (!copies) continue
      report.files.push(relative(dir, file))
      report.bytes += copies.original.length
      report.brBytes += (copies.br ?? copies.original).length
      report.gzipBytes += (copies.gzip ?? copies.original).length
    }
  }
  await Promise.all(Array.from({ length: availableParallelism() }, worker))
  report.files.sort()
  return report
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`

/**
 * After the bundle is written, precompresses the output folder (chunks, CSS, index.html and the copied
 * public files), so the server sends brotli and gzip without compressing per request (server/web-app.ts
 * serves them with @fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = ''
  let failed = false
  let log: (message: string) => void = () => {}
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      log = (message) => config.logger.info(message)
    },
    buildStart() {
      failed = false
    },
    buildEnd(error) {
      failed = error !== undefined
    },
    async closeBundle() {
      // A failed build (an invalid config, a compile error) wrote nothing new: its error stays the last
      // word, not an error of this hook about a missing or stale outDir.
      if (failed) return
      const report = await precompressFolder(outDir)
      log(
        `precompressed ${report.files.length} files: ${kilobytes(report.bytes)} → br ${kilobytes(report.brBytes)}, gzip ${kilobytes(report.gzipBytes)}`,
      )
    },
  }
}
