import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { product } from '../config'
import { RedisBreaker } from './fallback-rate-store'
import type { PublicCache } from './public-cache'

/**
 * What the nodes of a cluster share beyond PostgreSQL (docs/deploy.md): one Redis holds the rate-limit
 * counters, so N nodes allow what one would, and carries each node's public-cache invalidations to the
 * others, so a write on one node is not answered stale from another's cache for up to its maxAge.
 * Everything durable (sessions' keys, captchas, SMS codes, votes, config versions) is in PostgreSQL.
 */
export interface SharedState {
  /** For the rate-limit store (its keys live under `rateLimitNamespace`). */
  readonly redis: Redis
  /** Open while Redis fails: rate limits count on this node alone (server/http/fallback-rate-store.ts). */
  readonly breaker: RedisBreaker
  /** Where the operator hears that Redis went away or came back (the server's log once it exists). */
  log: (line: string) => void
  /** Tells the other nodes to drop an area's cached public reads (every area when undefined). */
  publishInvalidation(area: string | undefined): void
  /** Drops, in `cache`, what the other nodes' writes made stale. */
  followInvalidations(cache: PublicCache, onError: (message: string) => void): Promise<void>
  close(): Promise<void>
}

export const rateLimitNamespace = `${product.key}:rate:`
const INVALIDATION_CHANNEL = `${product.key}:public-cache`
/**
 * A write's invalidation leaves at once (before its answer does), so a doctor who reads on another node
 * next sees the write; the writes that follow within this many ms go together in one message at its end,
 * so a crowd of writes in one area sends at most one message per interval, not one per write.
 */
const INVALIDATION_BATCH_MS = 20
/** How long a cached public answer may live while this node cannot hear the others' invalidations. */
export const ISOLATED_CACHE_MS = 2_000

interface InvalidationMessage {
  readonly node: string
  /** null: every area. */
  readonly areas: readonly string[] | null
}

function parseInvalidation(text: string): InvalidationMessage | undefined {
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return undefined
    const { node, areas } = value as Record<string, unknown>
    if (typeof node !== 'string') return undefined
    if (areas === null) return { node, areas: null }
    if (Array.isArray(areas) && areas.every((area) => typeof area === 'string')) return { node, areas }
    return undefined
  } catch {
    return undefined
  }
}

/**
 * Connects to REDIS_URL; throws (naming the variable, never the URL) when Redis does not answer within
 * a few seconds, so a node that cannot share its limits does not start.
 */
export async function connectSharedState(url: string): Promise<SharedState> {
  const options = {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
  }
  // Commands fail at once while Redis is away (no queue to wait in): rate limits then count locally.
  const redis = new Redis(url, { ...options, enableOfflineQueue: false })
  // The subscriber keeps its queue: it subscribes again by itself when Redis is back.
  const subscriber = new Redis(url, options)
  // ioredis reports connection trouble as events; without a listener Node prints them as unhandled.
  redis.on('error', () => {})
  subscriber.on('error', () => {})
  try {
    await Promise.all([redis.connect(), subscriber.connect()])
  } catch (error) {
    redis.disconnect()
    subscriber.disconnect()
    throw new Error(
      `REDIS_URL: Redis did not answer (${error instanceof Error ? error.message : String(error)})`,
    )
  }

  const node = randomUUID()
  const state: { log: (line: string) => void } = { log: (line) => process.stderr.write(`${line}\n`) }
  const breaker = new RedisBreaker((down, reason) =>
    state.log(
      down
        ? `Redis unreachable (${reason}): rate limits are counted by this node alone until it answers again`
        : 'Redis answers again: rate limits are counted across the nodes',
    ),
  )
  const send = (areas: readonly string[] | null) => {
    const message: InvalidationMessage = { node, areas }
    // Fire and forget: a lost message costs at most one maxAge of staleness on the other nodes.
    redis.publish(INVALIDATION_CHANNEL, JSON.stringify(message)).catch(() => {})
  }
  /** What was written since the last message; sent when the batch interval ends. */
  let pending: Set<string> | 'all' | undefined
  /** Runs while a message went out less than INVALIDATION_BATCH_MS ago. */
  let batching: NodeJS.Timeout | undefined
  const endBatch = () => {
    batching = undefined
    if (pending === undefined) return
    const areas = pending === 'all' ? null : [...pending]
    pending = undefined
    send(areas)
    batching = setTimeout(endBatch, INVALIDATION_BATCH_MS)
  }

  return {
    redis,
    breaker,
    get log() {
      return state.log
    },
    set log(log) {
      state.log = log
    },
    publishInvalidation(area) {
      if (batching === undefined) {
        send(area === undefined ? null : [area])
        batching = setTimeout(endBatch, INVALIDATION_BATCH_MS)
      } else if (area === undefined) pending = 'all'
      else if (pending === undefined) pending = new Set([area])
      else if (pending !== 'all') pending.add(area)
    },
    async followInvalidations(cache, onError) {
      subscriber.on('message', (channel: string, text: string) => {
        if (channel !== INVALIDATION_CHANNEL) return
        const message = parseInvalidation(text)
        if (!message) {
          onError(`ignored a malformed public-cache invalidation on ${INVALIDATION_CHANNEL}`)
          return
        }
        if (message.node === node) return
        if (message.areas === null) cache.invalidate(undefined, { local: true })
        else for (const area of message.areas) cache.invalidate(area, { local: true })
      })
      // While the subscription is down, other nodes' invalidations cannot arrive: cached public answers
      // then live at most ISOLATED_CACHE_MS; once it is back, whatever was missed is dropped.
      let isolated = false
      subscriber.on('close', () => {
        if (isolated) return
        isolated = true
        cache.isolate(ISOLATED_CACHE_MS)
        state.log(`Redis subscription lost: public answers are cached for at most ${ISOLATED_CACHE_MS} ms`)
      })
      subscriber.on('ready', () => {
        if (!isolated) return
        isolated = false
        cache.isolate(undefined)
        cache.invalidate(undefined, { local: true })
        state.log('Redis subscription back: public cache emptied and shared again')
      })
      await subscriber.subscribe(INVALIDATION_CHANNEL)
    },
    async close() {
      if (batching) {
        clearTimeout(batching)
        endBatch()
        clearTimeout(batching)
      }
      await Promise.allSettled([subscriber.quit(), redis.quit()])
    },
  }
}
