import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadAppConfig } from '../../server/app-config/load'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
} from './api-helpers'
import { databaseTargets } from './test-databases'

/**
 * A doctor's personalised answers are never reused from the browser's disk cache; public reads keep their
 * public caching; the app's HTML is revalidated with an ETag (decision 0038).
 */

const repo = join(import.meta.dirname, '..', '..')
const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>DermaCampus</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="app"></div></body></html>'

describe.each(databaseTargets)('Cache-Control of answers on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  const distDir = mkdtempSync(join(tmpdir(), 'dermacampus-cache-dist-'))

  beforeAll(async () => {
    mkdirSync(join(distDir, 'assets'), { recursive: true })
    writeFileSync(join(distDir, 'index.html'), TEMPLATE)
    server = await startTestServer(target, { distDir, appConfig: loadAppConfig(repo) })
    app = server.app
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
  })
  afterAll(async () => {
    await server?.dispose()
    rmSync(distDir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })

  it.each([
    ['a personal read under /user/', `${api}/order/v1/user/order/items`],
    ['a public read with a token', `${api}/community-search/v2/course/items`],
    ['a public detail with a token', `${api}/community-search/v2/course/2?countView=false`],
    ['an error answered to a call with a token', `${api}/order/v1/user/order/99999999`],
  ])('%s is Cache-Control: private, no-store', async (_case, url) => {
    const response = await get(url, bearer(doctor.token))
    expect(response.headers['cache-control']).toBe('private, no-store')
  })

  it('a /user/ call without a token (401) is private, no-store too', async () => {
    const response = await get(`${api}/order/v1/user/order/items`)
    expect(response.statusCode).toBe(401)
    expect(response.headers['cache-control']).toBe('private, no-store')
  })

  it('a write with a token is private, no-store', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${api}/academy/v2/user/course/progress`,
      headers: bearer(doctor.token),
      payload: { lessonId: 1003, seconds: 3, duration: 24, finished: false },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
  })

  it('an anonymous public read keeps its public cache headers', async () => {
    const response = await get(`${api}/community-search/v2/course/items`)
    expect(response.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=10')
    expect(response.headers.etag).toBeDefined()
  })

  it('the app’s HTML is no-cache with an ETag validator, and a matching If-None-Match is 304', async () => {
    const page = await get('/v3/home', { accept: 'text/html' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-cache')
    const etag = String(page.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    const again = await get('/v3/home', { accept: 'text/html', 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    // The HTML holds no personal data: a doctor's request gets the same document.
    const signedIn = await get('/v3/home', { accept: 'text/html', ...bearer(doctor.token) })
    expect(signedIn.headers.etag).toBe(etag)
  })
})
