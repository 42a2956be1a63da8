import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { endpoints } from '../schemas/api/index'
import { earlyPlan } from '../schemas/meta/early-data'
import { type AppConfig, BOOT_URL, CONFIG_PREFIX } from './app-config/load'
import { inlineStylesheets, type WidgetChunksFile, writeScreenHtml } from './app-config/screen-html'
import { product } from './config'
import { LiveConfig } from './config-versions/live'
import { API_NOT_FOUND_MESSAGE, type ErrorBody } from './errors'

export interface WebAppOptions {
  /** The built H5 app (vite build output). It may be missing: the server still starts. */
  readonly distDir: string
  readonly apiPrefix: string
  /** Other prefixes whose missing files are plain 404s, never the app (the CDN files). */
  readonly fileOnlyPrefixes: readonly string[]
  /** Serve the build's source maps (SOURCE_MAPS=on); otherwise a `.map` file is a 404. */
  readonly sourceMaps?: boolean
  /**
   * The config the server loaded (pages.json and the page schemas): served under /config and inline in
   * each screen's HTML. Without it (some tests) pages get the built index.html as it is.
   */
  readonly config?: AppConfig
  /** The config as published (config versions): read at each request, so a publish shows without a
   * restart. Takes the place of `config`. */
  readonly live?: LiveConfig
}

/** Vite's hashed output: a changed file gets a new name, so a copy can be kept forever. */
const ASSETS_PREFIX = '/assets/'
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
/** index.html and the unhashed public files: revalidate each time (ETag), so a deploy shows at once. */
export const REVALIDATE_CACHE = 'no-cache'

export const NOT_BUILT_MESSAGE =
  'The DermaCampus app is not built yet: run `npm run build` (DIST_DIR has no index.html), then reload.\n'
const FILE_NOT_FOUND_MESSAGE = '请求的文件不存在'

/**
 * The page studio (docs/operators.md): its own Vite entries, never part of the doctors' app. The HTML is
 * public (it holds no data); every call it makes needs an operator token.
 */
export const STUDIO_PREFIX = '/studio'
const STUDIO_PAGES: Readonly<Record<string, string>> = {
  [STUDIO_PREFIX]: 'studio.html',
  [`${STUDIO_PREFIX}/`]: 'studio.html',
  [`${STUDIO_PREFIX}/preview`]: 'studio-preview.html',
}
export const STUDIO_NOT_BUILT_MESSAGE =
  'The page studio is not built: run `npm run build` (DIST_DIR has no studio.html / studio-preview.html), then reload.\n'

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

export function etagOf(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 16)}"`
}

/** A text answer with its ETag: 304 when the client holds that version already. */
export function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { text: string; etag: string },
  type: string,
  cacheControl: string,
) {
  reply.header('cache-control', cacheControl).header('etag', body.etag).type(type)
  if (request.headers['if-none-match'] === body.etag) return reply.code(304).send()
  return reply.code(200).send(body.text)
}

interface Template {
  readonly mtimeMs: number
  readonly html: string
  readonly chunks: WidgetChunksFile | undefined
  /** Screen HTML already written from this template, by route name. */
  readonly screens: Map<string, { text: string; etag: string }>
}

/**
 * The built index.html and the build's widget chunk list, re-read when index.html changes, so a build
 * made while the server runs is picked up without a restart; undefined while the app is not built.
 */
function templateLoader(distDir: string): () => Promise<Template | undefined> {
  const indexHtml = join(distDir, 'index.html')
  let current: Template | undefined
  return async () => {
    let mtimeMs: number
    try {
      mtimeMs = (await stat(indexHtml)).mtimeMs
    } catch {
      current = undefined
      return undefined
    }
    if (current?.mtimeMs === mtimeMs) return current
    const html = await inlineStylesheets(await readFile(indexHtml, 'utf8'), (href) =>
      readFile(join(distDir, href), 'utf8'),
    )
    let chunks: WidgetChunksFile | undefined
    try {
      chunks = JSON.parse(
        await readFile(join(distDir, '.vite', 'widget-chunks.json'), 'utf8'),
      ) as WidgetChunksFile
    } catch {
      chunks = undefined
    }
    current = { mtimeMs, html, chunks, screens: new Map() }
    return current
  }
}

const endpointsByName = new Map(endpoints.map((endpoint) => [endpoint.name as string, endpoint]))
const findApiEndpoint = (name: string) => endpointsByName.get(name)

/** The title a screen's HTML carries: its page schema's own title when it binds nothing, else the route's. */
function titleOf(entryTitle: string | undefined, schemaTitle: string | undefined): string {
  const fixed = schemaTitle && !schemaTitle.includes('${') ? schemaTitle : undefined
  return fixed || entryTitle || product.name
}

/**
 * The config routes: the route table (revalidated, so a new config shows at once) and each page schema
 * under its content-hashed URL (kept forever). An unknown schema URL is a 404, never the app.
 */
function registerConfigRoutes(app: FastifyInstance, live: LiveConfig): void {
  const routesBody = new WeakMap<AppConfig, { text: string; etag: string }>()
  app.get(BOOT_URL, async (request, reply) => {
    const config = live.current
    let body = routesBody.get(config)
    if (!body) {
      body = { text: config.bootText, etag: etagOf(config.bootText) }
      routesBody.set(config, body)
    }
    return sendText(request, reply, body, 'application/json; charset=utf-8', REVALIDATE_CACHE)
  })
  // What `${content.<kind>.<id>}` stands for now: `npm run dev` resolves the page schemas it reads
  // from the folder with it, as the server does for the ones it serves.
  app.get(`${CONFIG_PREFIX}/content-ids.json`, async (request, reply) => {
    const text = JSON.stringify(live.current.contentIds)
    return sendText(
      request,
      reply,
      { text, etag: etagOf(text) },
      'application/json; charset=utf-8',
      REVALIDATE_CACHE,
    )
  })
  app.get(`${CONFIG_PREFIX}/pages/*`, async (request, reply) => {
    const page = live.pageAt(pathOf(request.url))
    if (!page) {
      return reply
        .code(404)
        .send({ code: 'request.not.found', message: FILE_NOT_FOUND_MESSAGE } satisfies ErrorBody)
    }
    return sendText(
      request,
      reply,
      { text: page.text, etag: etagOf(page.text) },
      'application/json; charset=utf-8',
      IMMUTABLE_CACHE,
    )
  })
}

/**
 * Serves the built app and answers every request no route took:
 * - under the API prefix: 404 JSON `request.not.found` (never the app: a client must not parse HTML);
 * - a page a browser navigates to (GET/HEAD, Accept text/html or *\/*): index.html with 200, so
 *   `/v3/login`, `/v3/vote/2025Ted/detail` and `/v3/no-such-page` all load the app, which routes (and
 *   renders its own not-found screen) on the client — history mode;
 * - the page studio's HTML at /studio (and /studio/) and /studio/preview, 404 while not built;
 * - anything else, including a missing file under /assets, /studio or the CDN: 404 JSON. A missing chunk must
 *   fail as a 404, not arrive as HTML with 200, so the client's chunk-error handling sees it.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { distDir, apiPrefix } = options
  const fileOnlyPrefixes = [...options.fileOnlyPrefixes, CONFIG_PREFIX]
  const loadTemplate = templateLoader(distDir)
  const live = options.live ?? (options.config ? LiveConfig.fixed(options.config) : undefined)
  if (live) registerConfigRoutes(app, live)

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    // `/` is a screen (below), not the bare template.
    index: false,
    // Cache-Control is ours (below); @fastify/static's default `public, max-age=0` fits neither kind.
    cacheControl: false,
    // A missing dist folder is reported by `/` answering 503, not by a warning at every start.
    suppressWarning: true,
    // The build writes <file>.br and <file>.gz (scripts/vite-precompress.ts): sent by Accept-Encoding,
    // with Content-Encoding and Vary, and the file itself to anyone else.
    preCompressed: true,
    // The build writes source maps for debugging; production shows nobody its sources unless asked.
    allowedPath: (pathName) => options.sourceMaps === true || !pathName.endsWith('.map'),
    setHeaders: (reply, filePath) => {
      const isAsset = filePath.startsWith(join(distDir, ASSETS_PREFIX))
      reply.header('cache-control', isAsset ? IMMUTABLE_CACHE : REVALIDATE_CACHE)
    },
  })

  /** A screen's HTML (503 while the app is not built). */
  const servePage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const template = await loadTemplate()
    if (!template) {
      request.log.warn({ distDir }, 'the app is not built: DIST_DIR has no index.html')
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE)
    }
    const config = live?.current
    // The not-found path arrives with status 404; the app shell is a real page, so 200.
    if (!config) return reply.code(200).header('cache-control', REVALIDATE_CACHE).sendFile('index.html')
    const match = config.match(path)
    const entry =
      match?.entry ?? config.boot.routes.pages.find((page) => page.name === config.boot.routes.notFound)
    // WeChat draws the title bar itself (as the app does not: src/runtime/render/schema-page.tsx).
    const ownBar = /MicroMessenger/i.test(request.headers['user-agent'] ?? '')
    const key = `${config.version} ${entry?.name ?? ''}${ownBar ? ' wechat' : ''}`
    let screen = template.screens.get(key)
    if (!screen) {
      const page = entry?.schema ? config.pages.get(entry.schema) : undefined
      const text = writeScreenHtml({
        template: template.html,
        config,
        page,
        title: titleOf(entry?.title, page?.schema.title),
        chunks: template.chunks,
        frame: { tab: entry?.tab === true, ownBar },
        consent: entry?.guards?.consent !== undefined,
        // A screen that sends desktop browsers elsewhere never shows its data there.
        early:
          page && !entry?.desktopRedirect
            ? earlyPlan(page.schema.data, findApiEndpoint, apiPrefix, entry?.guards)
            : undefined,
      })
      screen = { text, etag: etagOf(text) }
      // Each version writes its own; a long-running server with many publishes keeps the recent ones.
      if (template.screens.size >= 1000) template.screens.clear()
      template.screens.set(key, screen)
    }
    reply.header('vary', 'User-Agent')
    return sendText(request, reply, screen, 'text/html; charset=utf-8', REVALIDATE_CACHE)
  }
  // `/` is a screen like any other: its HTML is written for it, not the bare template.
  app.get('/', (request, reply) => servePage(request, reply, '/'))

  for (const [path, file] of Object.entries(STUDIO_PAGES)) {
    app.get(path, async (_request, reply) => {
      const built = await stat(join(distDir, file)).then(
        (stats) => stats.isFile(),
        () => false,
      )
      if (!built) {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(STUDIO_NOT_BUILT_MESSAGE)
      }
      // Revalidated like index.html (setHeaders above), with @fastify/static's ETag and precompression.
      return reply.sendFile(file)
    })
  }

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
      // Only the studio's own pages (above) are under /studio: anything else there is not the app.
      !isUnder(path, STUDIO_PREFIX) &&
      !fileOnlyPrefixes.some((prefix) => isUnder(path, prefix))
    if (!isPageRequest) {
      return reply
        .code(404)
        .send({ code: 'request.not.found', message: FILE_NOT_FOUND_MESSAGE } satisfies ErrorBody)
    }
    return servePage(request, reply, path)
  })
}
