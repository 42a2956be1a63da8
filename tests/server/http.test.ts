import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import product from '../../schemas/product.json' with { type: 'json' }
import { buildServer } from '../../server/app'
import type { Database } from '../../server/db/index'
import { CONTENT_SECURITY_POLICY } from '../../server/security-headers'
import { databaseTargets, openFreshDatabase } from './test-databases'

const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>DermaCampus</title></head><body></body></html>'
const ASSET = 'assets/index-4f3a2b1c.js'
const cdnPrefix = `/${product.key}-doctor/frontend/h5`

/** The paths the brief names: the plain root, versioned aliases, a nested one and an unknown one. */
const PAGE_PATHS = ['/', '/v3/login', '/v3/user/academy/order', '/v3/vote/2025Ted/detail', '/v3/no-such-page']

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

async function makeDist(withIndex: boolean): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dermacampus-dist-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, ASSET), 'console.log("DermaCampus")\n')
  await writeFile(join(dir, `${ASSET}.map`), '{"version":3,"sources":["src/main.tsx"],"mappings":""}')
  await writeFile(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  if (withIndex) await writeFile(join(dir, 'index.html'), INDEX_HTML)
  return dir
}

function expectSecurityHeaders(headers: Record<string, unknown>, what: string): void {
  const csp = String(headers['content-security-policy'])
  expect(csp, what).toBe(CONTENT_SECURITY_POLICY)
  expect(csp, what).not.toContain('unsafe-eval')
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  const permissions = String(headers['permissions-policy'])
  expect(permissions, what).toContain('fullscreen=(self)')
  expect(permissions, what).toContain('autoplay=(self)')
}

describe.each(databaseTargets)('HTTP surface on $kind', (target) => {
  let database: Database
  let app: FastifyInstance
  let dispose: () => Promise<void> = async () => {}
  let distDir = ''

  beforeAll(async () => {
    const fresh = await openFreshDatabase(target)
    database = fresh.database
    dispose = fresh.dispose
    distDir = await makeDist(true)
    app = await buildServer({ database, distDir })
  })
  afterAll(async () => {
    await app?.close()
    await dispose()
    if (distDir) await rm(distDir, { recursive: true, force: true })
  })

  describe('/healthz', () => {
    it(`answers 200 with the database kind after pinging it`, async () => {
      const response = await app.inject({ method: 'GET', url: '/healthz' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ status: 'ok', database: target.kind })
      expect(response.headers['cache-control']).toBe('no-store')
    })

    it('answers 503 when the database does not answer the ping', async () => {
      const down: Database = { ...database, ping: () => Promise.reject(new Error('connection refused')) }
      const unhealthy = await buildServer({ database: down, distDir })
      try {
        const response = await unhealthy.inject({ method: 'GET', url: '/healthz' })
        expect(response.statusCode).toBe(503)
        expect(response.json()).toEqual({ status: 'unavailable', database: target.kind })
      } finally {
        await unhealthy.close()
      }
    })
  })

  describe('security headers', () => {
    it('every kind of answer carries the CSP (without unsafe-eval), nosniff, referrer and permissions policy', async () => {
      const requests = [
        { url: '/healthz' },
        { url: `${product.apiPrefix}/resource/v1/app-release/items` },
        { url: `${product.apiPrefix}/resource/v1/app-release/not-a-version` },
        { url: `${product.apiPrefix}/no/such/endpoint` },
        { url: '/v3/login', headers: { accept: BROWSER_ACCEPT } },
        { url: `/${ASSET}` },
        { url: `${cdnPrefix}/activity/1/activity.txt` },
        { url: '/assets/missing-00000000.js' },
      ]
      for (const request of requests) {
        const response = await app.inject({ method: 'GET', ...request })
        expectSecurityHeaders(response.headers, request.url)
      }
    })

    it('issue 16: HSTS only when a trusted proxy says the request came over HTTPS', async () => {
      const overHttps = { 'x-forwarded-proto': 'https' }
      // Without TRUST_PROXY nobody's X-Forwarded-Proto is believed.
      const untrusted = await app.inject({ method: 'GET', url: '/healthz', headers: overHttps })
      expect(untrusted.headers['strict-transport-security']).toBeUndefined()
      const behindProxy = await buildServer({ database, distDir, trustProxy: '127.0.0.1' })
      try {
        const https = await behindProxy.inject({
          method: 'GET',
          url: '/v3/login',
          headers: { ...overHttps, accept: BROWSER_ACCEPT },
        })
        expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
        const http = await behindProxy.inject({
          method: 'GET',
          url: '/healthz',
          headers: { 'x-forwarded-proto': 'http' },
        })
        expect(http.headers['strict-transport-security']).toBeUndefined()
        // A hop that is not trusted cannot claim HTTPS.
        const elsewhere = await behindProxy.inject({
          method: 'GET',
          url: '/healthz',
          headers: overHttps,
          remoteAddress: '203.0.113.9',
        })
        expect(elsewhere.headers['strict-transport-security']).toBeUndefined()
      } finally {
        await behindProxy.close()
      }
    })

    it('every answer carries a request id, and a forwarded one is kept', async () => {
      const generated = await app.inject({ method: 'GET', url: '/healthz' })
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      const forwarded = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'edge-42' },
      })
      expect(forwarded.headers['x-request-id']).toBe('edge-42')
    })
  })

  describe('the built app', () => {
    it.each(PAGE_PATHS)(
      'history fallback: a browser opening %s gets index.html with 200, not cached',
      async (path) => {
        const response = await app.inject({ method: 'GET', url: path, headers: { accept: BROWSER_ACCEPT } })
        expect(response.statusCode).toBe(200)
        expect(response.headers['content-type']).toMatch(/^text\/html/)
        expect(response.headers['cache-control']).toBe('no-cache')
        expect(response.body).toBe(INDEX_HTML)
      },
    )

    it('a client asking for */* gets the app too, query string and all', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/v3/vote/2025Ted/detail?promotionId=25&voteItemId=1',
        headers: { accept: '*/*' },
      })
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(INDEX_HTML)
    })

    it('HEAD on a page answers 200 with the app headers and no body', async () => {
      const response = await app.inject({
        method: 'HEAD',
        url: '/v3/login',
        headers: { accept: BROWSER_ACCEPT },
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.body).toBe('')
    })

    it('a request that does not accept HTML is not answered with the app', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/v3/login',
        headers: { accept: 'application/json' },
      })
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({ code: 'request.not.found' })
    })

    it('a POST to a page path is 404, not the app', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/v3/login',
        headers: { accept: BROWSER_ACCEPT },
      })
      expect(response.statusCode).toBe(404)
    })

    it('a hashed asset is served with long immutable caching', async () => {
      const response = await app.inject({ method: 'GET', url: `/${ASSET}` })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/javascript/)
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(response.body).toContain('DermaCampus')
    })

    it('a source map is a 404 unless SOURCE_MAPS is on: production shows nobody its sources', async () => {
      const hidden = await app.inject({ method: 'GET', url: `/${ASSET}.map`, headers: { accept: '*/*' } })
      expect(hidden.statusCode).toBe(404)
      expect(hidden.body).not.toContain('src/main.tsx')
      const debugging = await buildServer({ database, distDir, sourceMaps: true })
      try {
        const shown = await debugging.inject({ method: 'GET', url: `/${ASSET}.map` })
        expect(shown.statusCode).toBe(200)
        expect(shown.body).toContain('src/main.tsx')
      } finally {
        await debugging.close()
      }
    })

    it('an unhashed public file is served but revalidated', async () => {
      const response = await app.inject({ method: 'GET', url: '/logo.svg' })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
    })

    it('a missing asset is a 404, never index.html, so a failed chunk load is reported as one', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/missing-00000000.js',
        headers: { accept: '*/*' },
      })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('<!doctype html>')
    })
  })

  describe('the CDN files', () => {
    it('serves activity.txt at its CDN path with 10-minute caching, whatever the timestamp query', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${cdnPrefix}/activity/1/activity.txt?t=${Math.floor(Date.now() / 600_000)}`,
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/plain/)
      expect(response.headers['cache-control']).toBe('public, max-age=600')
      expect(response.body).toMatch(/<section[\s\S]*皮肤镜[\s\S]*<\/section>/)
    })

    it('serves variableContent.json as JSON', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${cdnPrefix}/activity/1/variableContent.json`,
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.headers['cache-control']).toBe('public, max-age=600')
      expect(response.json()).toMatchObject({ title: expect.stringMatching(/[\u4e00-\u9fff]/) })
    })

    it('a missing CDN file is a 404, never the app', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${cdnPrefix}/activity/999/activity.txt`,
        headers: { accept: BROWSER_ACCEPT },
      })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('<!doctype html>')
    })
  })

  describe('when the app is not built', () => {
    it.each([
      ['DIST_DIR has no index.html', true],
      ['DIST_DIR does not exist', false],
    ])(
      '%s: pages answer 503 telling the operator to build, the API still works',
      async (_case, distExists) => {
        const emptyDist = await makeDist(false)
        const dir = distExists ? emptyDist : join(emptyDist, 'missing')
        const unbuilt = await buildServer({ database, distDir: dir })
        try {
          for (const path of ['/', '/v3/login']) {
            const response = await unbuilt.inject({
              method: 'GET',
              url: path,
              headers: { accept: BROWSER_ACCEPT },
            })
            expect(response.statusCode, path).toBe(503)
            expect(response.headers['content-type']).toMatch(/^text\/plain/)
            expect(response.body).toContain('npm run build')
          }
          const health = await unbuilt.inject({ method: 'GET', url: '/healthz' })
          expect(health.statusCode).toBe(200)
        } finally {
          await unbuilt.close()
          await rm(emptyDist, { recursive: true, force: true })
        }
      },
    )
  })
})
