import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import type { RateLimitGroup } from '../../schemas/api/index'
import { ApiError } from '../errors'
import { fallbackRateStore, type RedisBreaker } from '../http/fallback-rate-store'

/**
 * Per-IP budgets of the endpoints that cost money or guard credentials (the contract's `rateLimit`
 * groups). Every endpoint of a group draws on one budget: 20 logins a minute means 20 across all the
 * login calls, so an attacker cannot multiply it by switching calls.
 */
export interface RateLimitPolicy {
  readonly max: number
  readonly timeWindowMs: number
}

export type RateLimitPolicies = Readonly<Record<RateLimitGroup, RateLimitPolicy>>

export const RATE_LIMITS: RateLimitPolicies = {
  captcha: { max: 30, timeWindowMs: 60_000 },
  sms: { max: 10, timeWindowMs: 3_600_000 },
  login: { max: 20, timeWindowMs: 60_000 },
  // The server opens a connection for each: enough for a doctor opening pages, not for scanning hosts.
  probe: { max: 30, timeWindowMs: 60_000 },
}

export const RATE_LIMITED_MESSAGE = '操作太频繁，请稍后再试'

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

/** Where the counters live: this process's memory (one node), or a Redis all nodes share. */
export interface RateLimitStore {
  readonly redis: Redis
  /** Prefix of every counter's key. */
  readonly namespace: string
  /** Opens when Redis fails a call: counting falls back to this node's own (server/http/fallback-rate-store.ts). */
  readonly breaker: RedisBreaker
}

/**
 * Registers @fastify/rate-limit on `app` with `global: false` (nothing is limited unless asked) and
 * makes one limiter per group; each returns an onRequest hook answering 429 rate.limited beyond the budget.
 * Keyed by group and `request.ip` (behind a proxy, TRUST_PROXY makes that the client's address). With a
 * shared `store` the budget is the cluster's, not each node's; when Redis cannot answer (within 100 ms),
 * each node counts alone until it can again: never unlimited, never a login waiting on a dead Redis.
 */
export async function createRateLimitHooks(
  app: FastifyInstance,
  policies: RateLimitPolicies,
  store?: RateLimitStore,
): Promise<Record<RateLimitGroup, RateLimitHook>> {
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store: fallbackRateStore(store.redis, store.namespace, store.breaker) } : {}),
  })
  const hookFor = (group: RateLimitGroup, policy: RateLimitPolicy): RateLimitHook => {
    const limiter = app.createRateLimit({
      max: policy.max,
      timeWindow: policy.timeWindowMs,
      // A limiter made outside a route shares one key space: the group keeps the budgets apart.
      keyGenerator: (request) => `${group}:${request.ip}`,
    })
    return async (request, reply) => {
      const result = await limiter(request)
      if (result.isAllowed || !result.isExceeded) return
      reply.header('retry-after', String(result.ttlInSeconds))
      throw new ApiError(429, 'rate.limited', RATE_LIMITED_MESSAGE)
    }
  }
  return {
    captcha: hookFor('captcha', policies.captcha),
    sms: hookFor('sms', policies.sms),
    login: hookFor('login', policies.login),
    probe: hookFor('probe', policies.probe),
  }
}
