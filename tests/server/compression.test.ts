import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder } from '../../scripts/vite-precompress'
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../server/web-app'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
} from './api-helpers'
import { databaseTargets } from './test-databases'

const COURSE_ITEMS = `${api}/community-search/v2/course/items?page=1&size=20`
const cdnFile = '/derma-doctor/frontend/h5/consent/enp-2.html'

/** A made-up chunk: repetitive enough to compress well, over the 1 KB threshold. */
const CHUNK =
  'export const courses = [' +
  Array.from({ length: 200 }, (_, i) => `{id:${i},title:"课程 ${i}"}`).join(',') +
  ']\n'
const ASSET = 'assets/index-7d3e9a1b.js'
const SMALL_ASSET = 'assets/tiny-0c1d2e3f.js'
const INDEX_HTML = `<!doctype html><html lang="zh-CN"><head><title>DermaCampus</title>${'<link rel="modulepreload" href="/assets/index-7d3e9a1b.js">'.repeat(30)}</head><body></body></html>`

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString()
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString()
  expect(encoding).toBeUndefined()
  return response.rawPayload.toString()
}

function varies(response: LightMyRequestResponse, header: string): boolean {
  return String(response.headers.vary ?? '')
    .toLowerCase()
    .split(',')
    .map((token) => token.trim())
    .includes(header)
}

describe('the build writes precompressed copies (scripts/vite-precompress.ts)', () => {
  let dir = ''
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dermacampus-precompress-'))
    await mkdir(join(dir, 'assets'))
    await writeFile(join(dir, ASSET), CHUNK)
    await writeFile(join(dir, `${ASSET}.map`), CHUNK)
    await writeFile(join(dir, SMALL_ASSET), 'export {}\n')
    await writeFile(join(dir, 'share-logo.png'), Buffer.alloc(4096, 7))
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('brotli and gzip copies of text files over 1 KB that decompress to the file; none for maps, small or binary files', async () => {
    const report = await precompressFolder(dir)
    expect(report.files).toEqual([ASSET])
    expect(brotliDecompressSync(await readFile(join(dir, `${ASSET}.br`))).toString()).toBe(CHUNK)
    expect(gunzipSync(await readFile(join(dir, `${ASSET}.gz`))).toString()).toBe(CHUNK)
    expect(report.brBytes).toBeLessThan(report.bytes)
    for (const file of [`${ASSET}.map.br`, `${SMALL_ASSET}.br`, `${SMALL_ASSET}.gz`, 'share-logo.png.br']) {
      await expect(stat(join(dir, file)), file).rejects.toThrow()
    }
  })
})

describe.each(databaseTargets)('compression on $kind', (target) => {
  let server: TestServer
  let distDir = ''
  let token = ''

  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'dermacampus-dist-'))
    await mkdir(join(distDir, 'assets'))
    await writeFile(join(distDir, ASSET), CHUNK)
    await writeFile(join(distDir, 'index.html'), INDEX_HTML)
    await precompressFolder(distDir)
    server = await startTestServer(target, { distDir })
    token = (await passwordLogin(server.app, CERTIFIED_MOBILE, SEED_PASSWORD)).token
  })
  afterAll(async () => {
    await server?.dispose()
    if (distDir) await rm(distDir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers })

  it('a public list over 1 KB answers br, gzip or identity by Accept-Encoding, varying on it', async () => {
    const identity = await get(COURSE_ITEMS)
    expect(identity.statusCode).toBe(200)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.rawPayload.length).toBeGreaterThan(1024)
    expect(varies(identity, 'accept-encoding')).toBe(true)
    const expected = identity.json()

    const br = await get(COURSE_ITEMS, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.length).toBeLessThan(identity.rawPayload.length)
    expect(JSON.parse(decoded(br))).toEqual(expected)
    expect(varies(br, 'accept-encoding')).toBe(true)

    const gzip = await get(COURSE_ITEMS, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(decoded(gzip))).toEqual(expected)

    const refused = await get(COURSE_ITEMS, { 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.json()).toEqual(expected)
  })

  it('an answer the server writes on the fly (a logged-in read) is compressed once, by Accept-Encoding', async () => {
    const plain = await get(COURSE_ITEMS, bearer(token))
    const br = await get(COURSE_ITEMS, { ...bearer(token), 'accept-encoding': 'br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(varies(br, 'accept-encoding')).toBe(true)
    expect(JSON.parse(decoded(br))).toEqual(plain.json())
    const gzip = await get(COURSE_ITEMS, { ...bearer(token), 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(decoded(gzip))).toEqual(plain.json())
  })

  it('an answer under 1 KB travels uncompressed', async () => {
    const response = await get(`${api}/academy-aggregator/v2/ip`, { 'accept-encoding': 'br, gzip' })
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.length).toBeLessThan(1024)
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.json()).toHaveProperty('ip')
  })

  it('a CDN text file is compressed on the fly', async () => {
    const plain = await get(cdnFile)
    const br = await get(cdnFile, { 'accept-encoding': 'br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(decoded(br)).toBe(plain.body)
  })

  it('a hashed asset is sent from its precompressed copy, cached for good', async () => {
    const br = await get(`/${ASSET}`, { 'accept-encoding': 'gzip, br' })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE)
    expect(varies(br, 'accept-encoding')).toBe(true)
    // Compressed once: the bytes are the build's copy, not that copy compressed again.
    expect(br.rawPayload.equals(await readFile(join(distDir, `${ASSET}.br`)))).toBe(true)
    expect(decoded(br)).toBe(CHUNK)

    const gzip = await get(`/${ASSET}`, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(decoded(gzip)).toBe(CHUNK)

    const identity = await get(`/${ASSET}`)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body).toBe(CHUNK)
    expect(identity.headers['cache-control']).toBe(IMMUTABLE_CACHE)
  })

  it('the app page is sent precompressed too, revalidated each time', async () => {
    for (const path of ['/', '/v3/home']) {
      const response = await get(path, { accept: 'text/html', 'accept-encoding': 'br' })
      expect(response.statusCode, path).toBe(200)
      expect(response.headers['content-encoding'], path).toBe('br')
      expect(response.headers['cache-control'], path).toBe(REVALIDATE_CACHE)
      expect(decoded(response), path).toBe(INDEX_HTML)
    }
  })
})
