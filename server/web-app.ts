import { access } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_NOT_FOUND_MESSAGE, type ErrorBody } from './errors'

export interface WebAppOptions {
  /** The built H5 app (vite build output). It may be missing: the server still starts. */
  readonly distDir: string
  readonly apiPrefix: string
  /** Other prefixes whose missing files are plain 404s, never the app (the CDN files). */
  readonly fileOnlyPrefixes: readonly string[]
}

/** Vite's hashed output: a changed file gets a new name, so a copy can be kept forever. */
const ASSETS_PREFIX = '/assets/'
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
/** index.html and the unhashed public files: revalidate each time (ETag), so a deploy shows at once. */
export const REVALIDATE_CACHE = 'no-cache'

export const NOT_BUILT_MESSAGE =
  'The DermaCampus app is not built yet: run `npm run build` (DIST_DIR has no index.html), then reload.\n'
const FILE_NOT_FOUND_MESSAGE = '请求的文件不存在'

function pathOf(url: string): string {
  const end = url.search(/[?#]/)
  return end === -1 ? url : url.slice(0, end)
}

/** Segment-wise: `/api/x` is under `/api`, `/apiary` is not. */
function isUnder(path: string, prefix: string): boolean {
  const base = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix
  return path === base || path.startsWith(`${base}/`)
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? ''
  return accept.includes('text/html') || accept.includes('*/*')
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file)
    return true
  } catch {
    return false
  }
}

/**
 * Serves the built app and answers every request no route took:
 * - under the API prefix: 404 JSON `request.not.found` (never the app: a client must not parse HTML);
 * - a page a browser navigates to (GET/HEAD, Accept text/html or *\/*): index.html with 200, so
 *   `/v3/login`, `/v3/vote/2025Ted/detail` and `/v3/no-such-page` all load the app, which routes (and
 *   renders its own not-found screen) on the client — history mode;
 * - anything else, including a missing file under /assets or the CDN: 404 JSON. A missing chunk must
 *   fail as a 404, not arrive as HTML with 200, so the client's chunk-error handling sees it.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { distDir, apiPrefix, fileOnlyPrefixes } = options
  const indexHtml = join(distDir, 'index.html')

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: 'index.html',
    // Cache-Control is ours (below); @fastify/static's default `public, max-age=0` fits neither kind.
    cacheControl: false,
    // A missing dist folder is reported by `/` answering 503, not by a warning at every start.
    suppressWarning: true,
    // The build writes <file>.br and <file>.gz (scripts/vite-precompress.ts): sent by Accept-Encoding,
    // with Content-Encoding and Vary, and the file itself to anyone else.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isAsset = filePath.startsWith(join(distDir, ASSETS_PREFIX))
      reply.header('cache-control', isAsset ? IMMUTABLE_CACHE : REVALIDATE_CACHE)
    },
  })

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url)
    if (isUnder(path, apiPrefix)) {
      return reply
        .code(404)
        .send({ code: 'request.not.found', message: API_NOT_FOUND_MESSAGE } satisfies ErrorBody)
    }
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (path === '/' || acceptsHtml(request)) &&
      !isUnder(path, ASSETS_PREFIX) &&
      !fileOnlyPrefixes.some((prefix) => isUnder(path, prefix))
    if (!isPageRequest) {
      return reply
        .code(404)
        .send({ code: 'request.not.found', message: FILE_NOT_FOUND_MESSAGE } satisfies ErrorBody)
    }
    // Checked per request, so a build made while the server runs is picked up without a restart.
    if (!(await exists(indexHtml))) {
      request.log.warn({ distDir }, 'the app is not built: DIST_DIR has no index.html')
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE)
    }
    // The not-found path arrives with status 404; the app shell is a real page, so 200.
    return reply.code(200).sendFile('index.html')
  })
}
