import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import product from '../../schemas/product.json' with { type: 'json' }
import { buildServer } from '../../server/app'
import { appReleases, seedDatabase } from '../../server/seed/index'
import { databaseTargets, openFreshDatabase } from './test-databases'

const api = product.apiPrefix

interface Release {
  version: string
  releasedAt: string
  notes: string[]
}

describe.each(databaseTargets)('system endpoints on $kind', (target) => {
  let app: FastifyInstance
  let dispose: () => Promise<void> = async () => {}

  beforeAll(async () => {
    const fresh = await openFreshDatabase(target)
    dispose = fresh.dispose
    await seedDatabase(fresh.database)
    app = await buildServer({ database: fresh.database, distDir: '/nonexistent/dist' })
  })
  afterAll(async () => {
    await app?.close()
    await dispose()
  })

  it('app.releases lists every seeded release, newest release date first', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/resource/v1/app-release/items` })
    expect(response.statusCode).toBe(200)
    const releases = response.json<Release[]>()
    expect(releases).toHaveLength(appReleases.length)
    const dates = releases.map((release) => release.releasedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(releases[0]).toEqual({ version: '3.12.1', releasedAt: '2026-10-09', notes: expect.any(Array) })
  })

  it('app.releases honours limit', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/resource/v1/app-release/items?limit=2` })
    expect(response.json<Release[]>().map((release) => release.version)).toEqual(['3.12.1', '3.12.0'])
  })

  it('app.releases rejects a limit outside 1..50 with 400 request.invalid', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/resource/v1/app-release/items?limit=0` })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'request.invalid', message: 'querystring/limit must be >= 1' })
  })

  it('app.release answers one release by its version, dates as yyyy-mm-dd', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/resource/v1/app-release/3.10.0` })
    expect(response.statusCode).toBe(200)
    const release = response.json<Release>()
    expect(release.version).toBe('3.10.0')
    expect(release.releasedAt).toBe('2026-05-20')
    expect(release.notes.length).toBeGreaterThan(0)
  })

  it('app.release of an unknown version is 404 resource.app.release.not.found with a Chinese message', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/resource/v1/app-release/9.9.9` })
    expect(response.statusCode).toBe(404)
    const body = response.json<{ code: string; message: string }>()
    expect(body.code).toBe('resource.app.release.not.found')
    expect(body.message).toMatch(/[\u4e00-\u9fff]/)
    expect(Object.keys(body).sort()).toEqual(['code', 'message'])
  })

  it('app.release with a malformed version is 400 request.invalid with the validator message', async () => {
    const response = await app.inject({ method: 'GET', url: `${api}/resource/v1/app-release/latest` })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'request.invalid',
      message: 'params/version must match pattern "^\\d+\\.\\d+\\.\\d+$"',
    })
  })

  it("user.ip answers the caller's address", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${api}/academy-aggregator/v2/ip`,
      remoteAddress: '203.0.113.7',
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ip: '203.0.113.7' })
  })

  it('an unknown path under the API prefix is 404 request.not.found JSON, even when a browser asks', async () => {
    for (const accept of ['application/json', 'text/html,*/*']) {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/no/such/endpoint`,
        headers: { accept },
      })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.json()).toMatchObject({ code: 'request.not.found' })
    }
  })

  it('a known path with a method the contract does not list is 404 request.not.found', async () => {
    const response = await app.inject({ method: 'DELETE', url: `${api}/resource/v1/app-release/items` })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'request.not.found' })
  })

  it('endpoints are served only under the API prefix', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/resource/v1/app-release/items',
      headers: { accept: 'application/json' },
    })
    expect(response.statusCode).toBe(404)
  })
})
