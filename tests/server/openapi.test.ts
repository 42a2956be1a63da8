import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../schemas/api/index'
import { buildServer } from '../../server/app'
import { loadConfig } from '../../server/config'
import { OPENAPI_FILE } from '../../server/openapi'
import { toFastifyPath } from '../../server/routes/register'
import { CONTENT_SECURITY_POLICY } from '../../server/security-headers'
import { api, TEST_TOKEN_SECRET } from './api-helpers'
import { databaseTargets, firstRunOnly, openFreshDatabase } from './test-databases'

type Document = {
  openapi: string
  paths: Record<string, Record<string, { operationId: string }>>
}

// Nothing here reads the database: the PostgreSQL pass would repeat it unchanged.
describe.skipIf(firstRunOnly)('the OpenAPI document and the API reference page', () => {
  /** As `npm start` builds it without NODE_ENV, and with NODE_ENV=production. */
  let development: FastifyInstance
  let production: FastifyInstance
  let dispose: () => Promise<void> = async () => {}

  beforeAll(async () => {
    const target = databaseTargets[0]
    if (!target) throw new Error('no database target')
    const fresh = await openFreshDatabase(target)
    dispose = fresh.dispose
    const build = (env: Record<string, string>) =>
      buildServer({
        database: fresh.database,
        distDir: '/nonexistent/dist',
        tokenSecret: TEST_TOKEN_SECRET,
        rateLimits: false,
        apiReference: loadConfig(env, process.cwd()).apiReference,
      })
    development = await build({})
    production = await build({ NODE_ENV: 'production' })
  })
  afterAll(async () => {
    await development?.close()
    await production?.close()
    await dispose()
  })

  it('GET /api/openapi.json answers the committed OpenAPI 3.1.0 document as JSON, in every mode', async () => {
    expect(`${api}/openapi.json`).toBe('/api/openapi.json')
    for (const app of [development, production]) {
      const response = await app.inject({ method: 'GET', url: '/api/openapi.json' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.headers['cache-control']).toBe('public, max-age=300')
      expect(response.body).toBe(readFileSync(OPENAPI_FILE, 'utf8'))
      expect(response.json<Document>().openapi).toBe('3.1.0')
    }
  })

  it('a repeated fetch with the ETag is 304', async () => {
    const first = await development.inject({ method: 'GET', url: '/api/openapi.json' })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const again = await development.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('every operation of the document is a route the server answers', async () => {
    const document = (await development.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>()
    const routes = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({
        method: method.toUpperCase(),
        url: `${api}${toFastifyPath(path)}`,
      })),
    )
    expect(routes).toHaveLength(endpoints.length)
    for (const route of routes) {
      expect(development.hasRoute(route as Parameters<FastifyInstance['hasRoute']>[0]), route.url).toBe(true)
    }
  })

  it('in development GET /api/reference is a self-contained HTML page of every operation, with no script', async () => {
    const response = await development.inject({ method: 'GET', url: '/api/reference' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    const html = response.body
    // Nothing the CSP would block, nothing fetched from elsewhere: no script, no handler, no outside link.
    expect(html).not.toMatch(/<script|<link |<img |\ssrc=|\son[a-z]+=/i)
    const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1])
    expect(hrefs.filter((href) => href !== 'openapi.json' && !href?.startsWith('#'))).toEqual([])
    expect(html).toContain('<a href="openapi.json">')
    const operations = html.match(/<details class="op" id="op-/g) ?? []
    expect(operations).toHaveLength(endpoints.length)
    expect(html).toContain('id="op-app.release"')
    expect(html).toContain('<code class="path">/resource/v1/app-release/{version}</code>')
    expect(html).toContain('id="tag-academy"')
    expect(html).toContain('<a href="#schema-AppRelease">AppRelease</a>')
    expect(html).toContain('id="schema-AppRelease"')
  })

  it('with NODE_ENV=production the reference page is absent: 404 request.not.found', async () => {
    const response = await production.inject({ method: 'GET', url: '/api/reference' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'request.not.found' })
  })
})
