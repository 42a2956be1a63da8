import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { COMPRESS_THRESHOLD, FAST_BROTLI_QUALITY } from './compression'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * A cached answer is compressed once per fill, off the event loop. Brotli stays at the fast quality all the
 * same: a fill may be any URL a visitor makes up (a search keyword), and 11 would make each such request
 * cost 40 ms of CPU for 10 % fewer bytes. Gzip 9 costs little more than 6 at these sizes.
 */
const CACHED_GZIP_LEVEL = 9

/** A serialized body, as Fastify's `reply.serialize` gives it. */
export type Serialized = string | Buffer | ArrayBuffer

/** One public read's answer, ready to send as it is: no database, serialization or compression left. */
export interface CachedAnswer {
  /** The serialized JSON body. */
  readonly body: Buffer
  /** The body compressed, when that is worth it (over 1 KB and smaller). */
  readonly br: Buffer | undefined
  readonly gzip: Buffer | undefined
  /** A strong validator: the body's hash, quoted. */
  readonly etag: string
  /** Seconds a cache may keep it (the endpoint's `publicCache.maxAge`). */
  readonly maxAge: number
  /** Milliseconds since the epoch after which the server fills it again. */
  readonly expiresAt: number
}

interface Entry extends CachedAnswer {
  readonly area: string
  readonly bytes: number
}

export interface PublicCacheOptions {
  /** At most this many answers; the least recently used goes first. */
  readonly maxEntries?: number
  /** At most this many bytes (bodies, their compressed copies and keys). */
  readonly maxBytes?: number
  /** The clock, for tests. */
  readonly now?: () => number
}

/** Told of each invalidation made here, to pass on to the other nodes (server/http/shared-state.ts). */
export type InvalidationListener = (area: string | undefined) => void

export interface PublicCacheStats {
  readonly entries: number
  readonly bytes: number
  readonly hits: number
  readonly fills: number
}

function toBuffer(serialized: Serialized): Buffer {
  if (typeof serialized === 'string') return Buffer.from(serialized)
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized)
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** A compressed copy, or undefined when it does not pay: too small to bother, or no smaller. */
async function compressedCopies(body: Buffer): Promise<Pick<CachedAnswer, 'br' | 'gzip'>> {
  if (body.length < COMPRESS_THRESHOLD) return { br: undefined, gzip: undefined }
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: CACHED_GZIP_LEVEL }),
  ])
  const smaller = (copy: Buffer) => (copy.length < body.length ? copy : undefined)
  return { br: smaller(br), gzip: smaller(gz) }
}

/**
 * The answers of public reads (the contract's `publicCache` endpoints called without a token), keyed by
 * request URL. A hit costs a map lookup; concurrent misses of one key share one fill (single flight), so
 * a crowd opening a campaign costs the database one query per list. Bounded by entry count and bytes,
 * least recently used first; an entry lives at most its maxAge, and `invalidate(area)` drops a service
 * area's entries at once (a successful write in that area, a config publish).
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>()
  private readonly fills = new Map<
    string,
    { readonly area: string; readonly answer: Promise<CachedAnswer> }
  >()
  /** Bumped by invalidate: a fill that started before a write must not store what it read. */
  private readonly generations = new Map<string, number>()
  private generationOfAll = 0
  private totalBytes = 0
  private hits = 0
  private fillCount = 0
  private readonly maxEntries: number
  private readonly maxBytes: number
  private readonly now: () => number
  private readonly listeners: InvalidationListener[] = []
  /** While set: no entry is served older than this many ms (invalidations from other nodes cannot arrive). */
  private isolatedMaxMs: number | undefined

  constructor(options: PublicCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 2000
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024
    this.now = options.now ?? Date.now
  }

  /**
   * Bounds the age of what is served while the other nodes' invalidations cannot arrive (Redis away):
   * `maxMs`, or undefined to serve each answer its whole maxAge again.
   */
  isolate(maxMs: number | undefined): void {
    this.isolatedMaxMs = maxMs
  }

  /** The fresh answer under `key`, or undefined. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    const now = this.now()
    const storedAt = entry.expiresAt - entry.maxAge * 1000
    if (
      entry.expiresAt <= now ||
      (this.isolatedMaxMs !== undefined && storedAt + this.isolatedMaxMs <= now)
    ) {
      this.remove(key, entry)
      return undefined
    }
    // Most recently used last: Map keeps insertion order, so eviction takes the first keys.
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.hits += 1
    return entry
  }

  /**
   * The answer under `key`, read by `read` (the handler, serialized) when there is no fresh one. Callers
   * that arrive while a fill of the same key runs wait for it; a failed fill stores nothing and fails them
   * all alike (a 404 is everyone's 404).
   */
  async fill(
    key: string,
    area: string,
    maxAge: number,
    read: () => Promise<Serialized>,
  ): Promise<CachedAnswer> {
    const fresh = this.get(key)
    if (fresh) return fresh
    const running = this.fills.get(key)
    if (running) return running.answer
    const generation = this.generationOf(area)
    const answer = this.read(read, maxAge)
    this.fills.set(key, { area, answer })
    try {
      const made = await answer
      // A write in the area since the fill began: what it read may be stale, so it is not kept.
      if (this.generationOf(area) === generation) this.store(key, area, made)
      return made
    } finally {
      if (this.fills.get(key)?.answer === answer) this.fills.delete(key)
    }
  }

  /** Calls `listener` after each invalidation that is not `local` (one the other nodes should repeat). */
  onInvalidate(listener: InvalidationListener): void {
    this.listeners.push(listener)
  }

  /**
   * Drops the entries of one service area, or every entry; fills under way are no longer shared. `local`:
   * an invalidation the other nodes make themselves (a config switch) or already made (one they sent).
   */
  invalidate(area?: string, options: { readonly local?: boolean } = {}): void {
    if (!options.local) for (const listener of this.listeners) listener(area)
    if (area === undefined) {
      this.generationOfAll += 1
      this.entries.clear()
      this.fills.clear()
      this.totalBytes = 0
      return
    }
    this.generations.set(area, (this.generations.get(area) ?? 0) + 1)
    for (const [key, entry] of this.entries) if (entry.area === area) this.remove(key, entry)
    for (const [key, running] of this.fills) if (running.area === area) this.fills.delete(key)
  }

  stats(): PublicCacheStats {
    return { entries: this.entries.size, bytes: this.totalBytes, hits: this.hits, fills: this.fillCount }
  }

  private generationOf(area: string): string {
    return `${this.generationOfAll}.${this.generations.get(area) ?? 0}`
  }

  private async read(read: () => Promise<Serialized>, maxAge: number): Promise<CachedAnswer> {
    this.fillCount += 1
    const body = toBuffer(await read())
    return {
      body,
      ...(await compressedCopies(body)),
      etag: etagOf(body),
      maxAge,
      expiresAt: this.now() + maxAge * 1000,
    }
  }

  private store(key: string, area: string, answer: CachedAnswer): void {
    const bytes = key.length + answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0)
    // One answer bigger than the whole budget is served but never kept.
    if (bytes > this.maxBytes) return
    const previous = this.entries.get(key)
    if (previous) this.remove(key, previous)
    this.entries.set(key, { ...answer, area, bytes })
    this.totalBytes += bytes
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalBytes <= this.maxBytes) break
      this.remove(oldKey, oldEntry)
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.totalBytes -= entry.bytes
  }
}

/**
 * The cache key of a request URL: its path as sent and its query parameters sorted by name (values of
 * one name keep their order), so `?page=1&size=10` and `?size=10&page=1` share an entry.
 */
export function cacheKeyOf(url: string): string {
  const mark = url.indexOf('?')
  if (mark === -1) return url
  const path = url.slice(0, mark)
  const query = new URLSearchParams(url.slice(mark + 1))
  query.sort()
  const normalized = query.toString()
  return normalized === '' ? path : `${path}?${normalized}`
}

/** What a call with a token gets from an endpoint: its own answer, kept by nobody (decision 0038). */
export { PERSONAL_CACHE_CONTROL as PRIVATE_CACHE_CONTROL } from './personal-answers'
/** A public read answers differently by encoding and by whether a token came along (its own state). */
export const PUBLIC_READ_VARY = 'accept-encoding, authorization'

const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip']

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/"x"` matches `"x"`, and `*` matches anything. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim()
    return value === '*' || (value.startsWith('W/') ? value.slice(2) : value) === etag
  })
}

/**
 * Sends a public read's cached answer: 304 when the client holds it already, else the body in the best
 * encoding the client accepts. Content-Encoding is set, so @fastify/compress leaves the bytes alone.
 */
export function sendCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): FastifyReply {
  reply.header('etag', answer.etag)
  // A shared cache may keep it as long as the server does, and serve it while it fetches a new one.
  reply.header('cache-control', `public, max-age=${answer.maxAge}, stale-while-revalidate=${answer.maxAge}`)
  reply.header('vary', PUBLIC_READ_VARY)
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send()
  reply.type('application/json; charset=utf-8')
  const accepted = request.headers['accept-encoding']
  const encoding = accepted ? negotiate(accepted.toLowerCase(), ENCODINGS) : null
  const copy = encoding === null ? undefined : answer[encoding]
  if (encoding !== null && copy !== undefined) return reply.header('content-encoding', encoding).send(copy)
  return reply.send(answer.body)
}
