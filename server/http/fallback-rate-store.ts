import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Redis } from 'ioredis'

/**
 * The rate-limit store of a node with REDIS_URL (issue 28): counters live in the Redis all nodes share,
 * and when Redis cannot answer they fall back to this node's own counters, never to no limit at all.
 *
 * A Redis call gets REDIS_CALL_TIMEOUT_MS; a failure or a timeout counts this call locally and opens the
 * breaker: for BREAKER_OPEN_MS every call counts locally without asking Redis (no call waits on a dead
 * connection), then one call tries Redis again and closes the breaker if it answers. The operator hears of
 * each change once (`onChange`). The Redis side counts as @fastify/rate-limit's RedisStore does (a
 * fixed window from the first call: INCR, and PEXPIRE on the first).
 */

export const REDIS_CALL_TIMEOUT_MS = 100
export const BREAKER_OPEN_MS = 5_000

interface Counted {
  current: number
  ttl: number
}
type Callback = (error: Error | null, result?: Counted) => void

/** The plugin's per-store settings (what `new Store(globalParams)` and `child(routeOptions)` pass). */
interface StoreParams {
  readonly continueExceeding?: boolean
  readonly exponentialBackoff?: boolean
  readonly routeInfo?: { readonly method: string; readonly url: string }
}

/** One breaker per Redis connection, shared by every store made from it. */
export class RedisBreaker {
  private openUntil = 0
  private trying = false
  private down = false

  constructor(
    private readonly onChange: (down: boolean, reason?: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether this call may ask Redis (closed, or the one trial call after the open time). */
  allows(): boolean {
    if (!this.down) return true
    if (this.now() < this.openUntil || this.trying) return false
    this.trying = true
    return true
  }

  succeeded(): void {
    this.trying = false
    if (this.down) {
      this.down = false
      this.onChange(false)
    }
  }

  failed(reason: string): void {
    this.trying = false
    this.openUntil = this.now() + BREAKER_OPEN_MS
    if (!this.down) {
      this.down = true
      this.onChange(true, reason)
    }
  }

  get isDown(): boolean {
    return this.down
  }
}

/** Counts in this process, with @fastify/rate-limit's LocalStore rules (fixed window from the first call). */
class LocalCounters {
  private readonly entries = new Map<string, { current: number; startedAt: number; ttl: number }>()
  private sweeps = 0

  constructor(private readonly params: StoreParams) {}

  incr(key: string, timeWindow: number, max: number): Counted {
    const now = Date.now()
    if (++this.sweeps % 1000 === 0) this.sweep(now)
    let entry = this.entries.get(key)
    if (!entry || entry.startedAt + entry.ttl <= now) {
      entry = { current: 0, startedAt: now, ttl: timeWindow }
      this.entries.set(key, entry)
    }
    entry.current += 1
    if (entry.current > max && this.params.continueExceeding) {
      entry.startedAt = now
      entry.ttl = timeWindow
    } else if (entry.current > max && this.params.exponentialBackoff) {
      const ttl = timeWindow * 2 ** (entry.current - max - 1)
      entry.startedAt = now
      entry.ttl = Number.isSafeInteger(ttl) ? ttl : Number.MAX_SAFE_INTEGER
    }
    return { current: entry.current, ttl: Math.max(0, entry.startedAt + entry.ttl - now) }
  }

  read(key: string): Counted {
    const entry = this.entries.get(key)
    const now = Date.now()
    if (!entry || entry.startedAt + entry.ttl <= now) return { current: 0, ttl: 0 }
    return { current: entry.current, ttl: entry.startedAt + entry.ttl - now }
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.startedAt + entry.ttl <= now) this.entries.delete(key)
  }
}

/** INCR the key; the first call of a window sets its expiry; answers the count and the window left. */
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    ttl = tonumber(ARGV[1])
    redis.call('PEXPIRE', KEYS[1], ttl)
  end
end
return {current, ttl}
`

type CountCommand = (
  key: string,
  timeWindow: number,
  callback: (error: Error | null, result: [number, number]) => void,
) => void

/**
 * The store class for @fastify/rate-limit's `store` option: it constructs it with its settings, so the
 * connection, key prefix and breaker are closed over here.
 */
export function fallbackRateStore(
  redis: Redis,
  namespace: string,
  breaker: RedisBreaker,
): FastifyRateLimitStoreCtor {
  const withCommand = redis as unknown as { dermacampusCount?: CountCommand }
  if (!withCommand.dermacampusCount)
    redis.defineCommand('dermacampusCount', { numberOfKeys: 1, lua: COUNT_SCRIPT })
  return class FallbackRateStore {
    private readonly local: LocalCounters

    private readonly params: StoreParams
    private readonly prefix: string

    constructor(params: unknown, prefix: string = namespace) {
      this.params = params as StoreParams
      this.prefix = prefix
      this.local = new LocalCounters(this.params)
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const counted = () => callback(null, this.local.incr(key, timeWindow, max))
      const command = withCommand.dermacampusCount
      if (!command || !breaker.allows()) {
        counted()
        return
      }
      let settled = false
      const timer = setTimeout(() => {
        // Timers run before the loop reads its sockets: an answer that came while the loop was busy is
        // read first (setImmediate runs after that), so a slow loop is not taken for a dead Redis.
        setImmediate(() => {
          if (settled) return
          settled = true
          breaker.failed(`no answer within ${REDIS_CALL_TIMEOUT_MS} ms`)
          counted()
        })
      }, REDIS_CALL_TIMEOUT_MS)
      command.call(redis, this.prefix + key, timeWindow, (error, result) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        if (error) {
          breaker.failed(error.message)
          counted()
        } else {
          breaker.succeeded()
          callback(null, { current: result[0], ttl: result[1] })
        }
      })
    }

    read(key: string, callback: Callback): void {
      callback(null, this.local.read(key))
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as StoreParams).routeInfo
      return new FallbackRateStore(
        routeOptions,
        route ? `${this.prefix}${route.method}${route.url}-` : this.prefix,
      )
    }
  }
}
