import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type OpenApiDocument, renderApiReference } from './openapi-reference'
import { etagOf, sendText } from './web-app'

/** The OpenAPI 3.1 document of the API contract, as `npm run schemas` writes it (scripts/write-openapi.ts). */
export const OPENAPI_FILE = join(import.meta.dirname, '..', 'schemas', 'api', 'openapi.json')

/**
 * Tools may keep the document five minutes; it changes only with a deploy, and the ETag makes a later
 * check a 304.
 */
export const OPENAPI_CACHE_CONTROL = 'public, max-age=300'
/** The reference page is for developers running the server: always checked again (ETag). */
const REFERENCE_CACHE_CONTROL = 'no-cache'

export interface OpenApiOptions {
  /** Also serve the readable reference page `GET {apiPrefix}/reference` (API_REFERENCE, development). */
  readonly reference: boolean
  /** Defaults to OPENAPI_FILE; tests may point elsewhere. */
  readonly file?: string
}

interface Served {
  readonly text: string
  readonly etag: string
}

/**
 * The document file and the page written from it, read on first use and again when the file changes
 * (`npm run schemas` while the server runs).
 */
function documentLoader(file: string) {
  let current: { mtimeMs: number; json: Served; page?: Served } | undefined
  const load = async () => {
    const { mtimeMs } = await stat(file)
    if (current?.mtimeMs !== mtimeMs) {
      const text = await readFile(file, 'utf8')
      current = { mtimeMs, json: { text, etag: etagOf(text) } }
    }
    return current
  }
  return {
    json: async () => (await load()).json,
    page: async () => {
      const loaded = await load()
      if (!loaded.page) {
        const html = renderApiReference(JSON.parse(loaded.json.text) as OpenApiDocument)
        loaded.page = { text: html, etag: etagOf(html) }
      }
      return loaded.page
    },
  }
}

/**
 * `GET {apiPrefix}/openapi.json` in every mode, and with `reference` the page `GET {apiPrefix}/reference`
 * (`api` is the API prefix's scope). Without it, the page's URL is the API's 404 like any unknown path.
 */
export function registerOpenApi(api: FastifyInstance, options: OpenApiOptions): void {
  const loader = documentLoader(options.file ?? OPENAPI_FILE)
  api.get('/openapi.json', async (request, reply) =>
    sendText(request, reply, await loader.json(), 'application/json; charset=utf-8', OPENAPI_CACHE_CONTROL),
  )
  if (options.reference) {
    api.get('/reference', async (request, reply) =>
      sendText(request, reply, await loader.page(), 'text/html; charset=utf-8', REFERENCE_CACHE_CONTROL),
    )
  }
}
