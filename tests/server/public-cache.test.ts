import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../schemas/api/index'
import { buildServer } from '../../server/app'
import type { Database } from '../../server/db/index'
import { cacheKeyOf, PublicCache } from '../../server/http/public-cache'
import { seedDatabase } from '../../server/seed/index'
import { api, bearer, CERTIFIED_MOBILE, passwordLogin, SEED_PASSWORD, TEST_TOKEN_SECRET } from './api-helpers'
import { databaseTargets, openFreshDatabase } from './test-databases'

const BANNERS = `${api}/academy/v1/banner/items?location=HOME`
const COURSE_ITEMS = `${api}/community-search/v2/course/items?page=1&size=20`
const NOTE = `${api}/academy/v1/user/note`
const OFFLINE_APPLY = `${api}/academy/v1/user/offline-class/1/apply`

interface Banner {
  id: number
  title: string
}

/** The database, counting every use of the query builder, so a test can tell whether a read reached it. */
function countingDatabase(database: Database): { database: Database; uses: () => number } {
  let uses = 0
  const db = new Proxy(database.db, {
    get(target, property) {
      uses += 1
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { database: { ...database, db }, uses: () => uses }
}

describe('the contract marks public reads', () => {
  it('publicCache endpoints are GETs without a login, whose answers have a schema', () => {
    const marked = endpoints.filter((endpoint) => 'publicCache' in endpoint)
    expect(marked.map((endpoint) => endpoint.name)).toEqual(
      expect.arrayContaining([
        'course.items',
        'live.items',
        'banner.items',
        'voteActivity.items',
        'zone.items',
      ]),
    )
    for (const endpoint of marked) {
      expect(endpoint.method, endpoint.name).toBe('GET')
      expect('auth' in endpoint && endpoint.auth, endpoint.name).toBeFalsy()
      expect('response' in endpoint, endpoint.name).toBe(true)
    }
  })

  it('reads that count a view on each call are not cached (the count would stop)', () => {
    const names = new Set<string>(
      endpoints.filter((endpoint) => 'publicCache' in endpoint).map((endpoint) => endpoint.name),
    )
    for (const name of [
      'course.detail',
      'article.detail',
      'live.detail',
      'vote.publicDetail',
      'guideline.detail',
    ]) {
      expect(names.has(name), name).toBe(false)
    }
  })
})

describe('PublicCache', () => {
  it('keys ignore the order of query parameters but keep repeated values in order', () => {
    expect(cacheKeyOf('/api/x?size=10&page=1')).toBe(cacheKeyOf('/api/x?page=1&size=10'))
    expect(cacheKeyOf('/api/x?ids=2&ids=1')).not.toBe(cacheKeyOf('/api/x?ids=1&ids=2'))
    expect(cacheKeyOf('/api/x?')).toBe('/api/x')
  })

  it('concurrent misses of one key share one fill', async () => {
    const cache = new PublicCache()
    let reads = 0
    const read = async () => {
      reads += 1
      await new Promise((resolve) => setTimeout(resolve, 20))
      return JSON.stringify({ reads })
    }
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.fill('/k', 'academy', 10, read)))
    expect(reads).toBe(1)
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1)
    expect(cache.stats()).toMatchObject({ entries: 1, fills: 1 })
  })

  it('an entry lives its maxAge, then the next call reads again', async () => {
    let now = 1_000_000
    const cache = new PublicCache({ now: () => now })
    await cache.fill('/k', 'academy', 10, async () => '"a"')
    now += 9_999
    expect(cache.get('/k')?.body.toString()).toBe('"a"')
    now += 1
    expect(cache.get('/k')).toBeUndefined()
  })

  it('is bounded by entries, dropping the least recently used first', async () => {
    const cache = new PublicCache({ maxEntries: 2 })
    await cache.fill('/a', 'academy', 10, async () => '"a"')
    await cache.fill('/b', 'academy', 10, async () => '"b"')
    cache.get('/a')
    await cache.fill('/c', 'academy', 10, async () => '"c"')
    expect(cache.get('/b')).toBeUndefined()
    expect(cache.get('/a')).toBeDefined()
    expect(cache.get('/c')).toBeDefined()
  })

  it('is bounded by bytes, counting the compressed copies', async () => {
    const cache = new PublicCache({ maxBytes: 10_000 })
    // Random text: its compressed copies stay large, so one entry weighs well over half the budget.
    const big = () => Promise.resolve(JSON.stringify(randomBytes(2250).toString('base64')))
    await cache.fill('/a', 'academy', 10, big)
    expect(cache.stats().bytes).toBeGreaterThan(6000)
    await cache.fill('/b', 'academy', 10, big)
    expect(cache.stats().bytes).toBeLessThanOrEqual(10_000)
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.get('/b')).toBeDefined()
  })

  it('invalidate(area) drops that area only; invalidate() drops everything', async () => {
    const cache = new PublicCache()
    await cache.fill('/course', 'academy', 10, async () => '1')
    await cache.fill('/vote', 'vote', 10, async () => '2')
    cache.invalidate('academy')
    expect(cache.get('/course')).toBeUndefined()
    expect(cache.get('/vote')).toBeDefined()
    cache.invalidate()
    expect(cache.get('/vote')).toBeUndefined()
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 })
  })

  it('a fill that began before a write in its area is answered but not kept', async () => {
    const cache = new PublicCache()
    let release = () => {}
    const slow = cache.fill('/course', 'academy', 10, async () => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return '"before the write"'
    })
    await Promise.resolve()
    cache.invalidate('academy')
    release()
    expect((await slow).body.toString()).toBe('"before the write"')
    expect(cache.get('/course')).toBeUndefined()
  })
})

describe.each(databaseTargets)('public reads on $kind', (target) => {
  let app: FastifyInstance
  let database: Database
  let uses: () => number
  let dispose: () => Promise<void> = async () => {}
  let token = ''

  beforeAll(async () => {
    const fresh = await openFreshDatabase(target)
    await seedDatabase(fresh.database)
    const counting = countingDatabase(fresh.database)
    database = fresh.database
    uses = counting.uses
    app = await buildServer({
      database: counting.database,
      distDir: '/nonexistent/dist',
      rateLimits: false,
      tokenSecret: TEST_TOKEN_SECRET,
    })
    dispose = async () => {
      await app.close()
      await fresh.dispose()
    }
    token = (await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)).token
  })
  afterAll(async () => {
    await dispose()
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })

  it('an anonymous read carries a strong ETag and short public caching; If-None-Match answers 304', async () => {
    const first = await get(COURSE_ITEMS)
    expect(first.statusCode).toBe(200)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(first.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=10')
    expect(String(first.headers.vary)).toContain('authorization')
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    // The security headers still come along.
    expect(first.headers['x-content-type-options']).toBe('nosniff')

    const again = await get(COURSE_ITEMS, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers.etag).toBe(etag)
    const weak = await get(COURSE_ITEMS, { 'if-none-match': `"other", W/${etag}` })
    expect(weak.statusCode).toBe(304)
    const stale = await get(COURSE_ITEMS, { 'if-none-match': '"something-else"' })
    expect(stale.statusCode).toBe(200)
  })

  it('a second anonymous read of a list does not reach the database, whatever the order of its query', async () => {
    const url = `${api}/community-search/v1/live/items?page=1&size=10`
    const first = await get(url)
    expect(first.statusCode).toBe(200)
    const before = uses()
    const second = await get(`${api}/community-search/v1/live/items?size=10&page=1`, {
      'accept-encoding': 'br',
    })
    expect(second.statusCode).toBe(200)
    expect(second.headers['content-encoding']).toBe('br')
    expect(uses()).toBe(before)
    expect(second.headers.etag).toBe(first.headers.etag)
  })

  it('fifty anonymous readers arriving together cost one fill', async () => {
    const url = `${api}/community-search/v1/zone/items?page=1&size=10`
    const fillsBefore = app.publicCache?.stats().fills ?? 0
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(url)))
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    expect((app.publicCache?.stats().fills ?? 0) - fillsBefore).toBe(1)
  })

  it('a read with a token bypasses the cache and is private', async () => {
    await get(BANNERS)
    const before = uses()
    const mine = await get(BANNERS, bearer(token))
    expect(mine.statusCode).toBe(200)
    expect(uses()).toBeGreaterThan(before)
    expect(mine.headers['cache-control']).toBe('private, no-store')
    expect(mine.headers.etag).toBeUndefined()
    expect(String(mine.headers.vary)).toContain('authorization')
  })

  it('a change the server did not make shows after a write of its area, not before; writes that change no public read keep the cache', async () => {
    const original = (await get(BANNERS)).json<Banner[]>()
    const [first] = original
    if (!first) throw new Error('the seed has HOME banners')
    await database.sql.query('UPDATE banner SET title = $1 WHERE id = $2', ['缓存测试横幅', first.id])

    const cached = (await get(BANNERS)).json<Banner[]>()
    expect(cached[0]?.title).toBe(first.title)

    // A note is the doctor's own: the academy's public reads stay cached (invalidates: false).
    const noted = await app.inject({
      method: 'POST',
      url: NOTE,
      headers: bearer(token),
      payload: { lessonId: 1002, courseId: 1, content: '缓存测试笔记', seconds: 12 },
    })
    expect(noted.statusCode, noted.body).toBe(200)
    expect((await get(BANNERS)).json<Banner[]>()[0]?.title).toBe(first.title)

    // Applying to an offline class changes its enrolment, a public read of the academy area.
    const applied = await app.inject({
      method: 'POST',
      url: OFFLINE_APPLY,
      headers: bearer(token),
      payload: {},
    })
    expect(applied.statusCode, applied.body).toBe(200)
    expect((await get(BANNERS)).json<Banner[]>()[0]?.title).toBe('缓存测试横幅')
  })

  it('invalidate() clears every area, for code that changes public data outside the API', async () => {
    const url = `${api}/community-search/v1/utask/items?page=1&size=10`
    await get(url)
    const before = uses()
    app.publicCache?.invalidate()
    await get(url)
    expect(uses()).toBeGreaterThan(before)
  })

  it('an error answer is not cached', async () => {
    const url = `${api}/community-search/v2/course/999999/lessons`
    expect((await get(url)).statusCode).toBe(404)
    const before = uses()
    const again = await get(url)
    expect(again.statusCode).toBe(404)
    expect(again.headers['cache-control']).toBeUndefined()
    expect(uses()).toBeGreaterThan(before)
  })
})
