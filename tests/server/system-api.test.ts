import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import product from '../../schemas/product.json' with { type: 'json' }
import { buildServer } from '../../server/app'
import { appReleases, seedDatabase } from '../../server/seed/index'
import { checkReachability, isInternalAddress, type ReachabilityProbe } from '../../server/web-reachability'
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

  const reachability = (page: string) =>
    app.inject({ method: 'GET', url: `${api}/resource/v1/web/reachability?url=${encodeURIComponent(page)}` })

  it('web.reachability: a host whose name does not resolve (.invalid never does) is UNREACHABLE', async () => {
    const response = await reachability('https://no-such-site.invalid/about')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'UNREACHABLE' })
  })

  it('web.reachability never connects to the loopback or to other ports: UNCHECKED', async () => {
    for (const page of [
      'http://127.0.0.1/secret',
      'https://localhost/',
      'https://www.dermacampus.cn:5432/',
    ]) {
      expect((await reachability(page)).json(), page).toEqual({ status: 'UNCHECKED' })
    }
  })

  it('web.reachability refuses an address that is not http(s) with 400 request.invalid', async () => {
    const response = await reachability('javascript:alert(1)')
    expect(response.statusCode).toBe(400)
    expect(response.json<{ code: string }>().code).toBe('request.invalid')
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

  // Found by the API fuzz: Fastify's router answered these itself, as {error, code: FST_ERR_…, statusCode}.
  it.each([
    [
      'is not percent-encoded UTF-8 (an encoded lone surrogate)',
      '/academy/v1/form/%ED%A0%80',
      'the URL path is not valid percent-encoded UTF-8',
    ],
    [
      'has a parameter over 100 characters (a 400-digit id)',
      `/order/v1/user/order/${'9'.repeat(400)}/cancel`,
      'a path parameter is longer than 100 characters',
    ],
  ])('a path that %s is 400 request.invalid {code, message}', async (_case, path, message) => {
    const response = await app.inject({ method: 'POST', url: `${api}${path}`, payload: {} })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'request.invalid', message })
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

describe("checkReachability (the webview screen's 网页无法打开, decision 0029)", () => {
  const probe = (
    addresses: readonly string[] | Error,
    connects: boolean,
  ): ReachabilityProbe & { tried: string[] } => {
    const tried: string[] = []
    return {
      tried,
      lookup: async () => {
        if (addresses instanceof Error) throw addresses
        return addresses
      },
      connect: async (address, port) => {
        tried.push(`${address}:${port}`)
        if (!connects) throw new Error('ECONNREFUSED')
      },
    }
  }

  it("a public host that accepts a connection on the page's port is REACHABLE", async () => {
    const fake = probe(['203.0.113.10'], true)
    expect(await checkReachability('https://www.dermacampus.cn/about', fake)).toBe('REACHABLE')
    expect(fake.tried).toEqual(['203.0.113.10:443'])
    expect(await checkReachability('http://www.dermacampus.cn/about', fake)).toBe('REACHABLE')
    expect(fake.tried.at(-1)).toBe('203.0.113.10:80')
  })

  it('a name that does not resolve, or a refused connection, is UNREACHABLE', async () => {
    expect(await checkReachability('https://a.example/', probe(new Error('ENOTFOUND'), true))).toBe(
      'UNREACHABLE',
    )
    expect(await checkReachability('https://a.example/', probe(['203.0.113.10'], false))).toBe('UNREACHABLE')
  })

  it('a lookup that takes longer than the timeout is UNREACHABLE', async () => {
    const slow: ReachabilityProbe = {
      lookup: () => new Promise(() => undefined),
      connect: async () => undefined,
    }
    expect(await checkReachability('https://a.example/', slow, 20)).toBe('UNREACHABLE')
  })

  it('a name resolving to a private address is UNCHECKED and never connected to', async () => {
    const fake = probe(['203.0.113.10', '10.0.0.5'], true)
    expect(await checkReachability('https://intranet.example/', fake)).toBe('UNCHECKED')
    expect(fake.tried).toEqual([])
  })

  it('internal addresses: loopback, private, link-local, CGNAT, unspecified and their IPv6 forms', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isInternalAddress(address), address).toBe(true)
    }
    for (const address of ['203.0.113.10', '8.8.8.8', '172.32.0.1', '2001:db8::1']) {
      expect(isInternalAddress(address), address).toBe(false)
    }
  })
})
