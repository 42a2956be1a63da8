/**
 * The API contract's building blocks. An endpoint is declared once here and used by the client (the
 * endpoint catalogue and its types), the server (route registration with Fastify's schema validation and
 * serialization) and the docs (docs/api.md is generated from it).
 */

import type { Entity } from './entities'

/** A JSON Schema literal (`as const`), kept loose here so json-schema-to-ts can read the exact type. */
export type JsonSchemaLiteral = { readonly [key: string]: unknown }

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Calls that share one per-IP budget: captcha images, SMS sends, credential checks. */
export type RateLimitGroup = 'captcha' | 'sms' | 'login' | 'probe'

export interface EndpointDef {
  /** Dotted name used by config (`"api": "app.releases"`) and code. Unique across the catalogue. */
  readonly name: string
  readonly method: HttpMethod
  /** Path relative to the API base, with `{param}` placeholders exactly as the spec writes them. */
  readonly path: string
  /** `form` sends application/x-www-form-urlencoded (the old user and healthchat services). */
  readonly encoding?: 'json' | 'form'
  /** Quiet calls never show the loading indicator (spec §9 quiet-loading path patterns). */
  readonly quiet?: boolean
  /**
   * The call needs a logged-in user: `Authorization: Bearer <token>` (spec §7 headers). Every path with a
   * `/user/` segment after its first one is such a call (the server's tests walk the catalogue for it).
   */
  readonly auth?: boolean
  /**
   * Sent with navigator.sendBeacon, which cannot set headers: the body may arrive as text/plain holding
   * JSON, and the call carries no token (its records name their users).
   */
  readonly beacon?: boolean
  /** The server's per-IP limit that applies (429 rate.limited beyond it); see docs/server.md. */
  readonly rateLimit?: RateLimitGroup
  /**
   * A public read (GET, no `auth`) that changes nothing and, called without a token, answers what its URL
   * (path and query) alone decides. The server answers such calls from a shared in-process cache with an
   * ETag and `Cache-Control: public, max-age=<maxAge>`, so proxies and CDNs may keep them too; a call
   * with a token bypasses the cache. A read that counts views or depends on the caller is not one.
   */
  readonly publicCache?: PublicCachePolicy
  /**
   * Writes (not GET): a success clears the cached public reads of its service area (its module under
   * schemas/api), so the next read shows the change. `false` for a write that changes no public read, or
   * only a popularity count in one (likes, votes, learners), which then shows within that read's maxAge.
   */
  readonly invalidates?: false
  /**
   * A GET: the entities its answer shows (schemas/api/entities.ts). A write that changes one of them makes
   * the client refresh this answer wherever it is cached (decision 0037). Required on every GET.
   */
  readonly shows?: readonly Entity[]
  /**
   * A write (POST, PUT, DELETE): the entities a success changes; the client refreshes every cached answer
   * that shows one of them. Required on every write unless `changesNothing` says why it changes none.
   */
  readonly changes?: readonly Entity[]
  /**
   * A POST that changes nothing a screen shows (a price preview, a captcha, a tracking record): why. A
   * contract test fails on a write that has neither `changes` nor this.
   */
  readonly changesNothing?: string
  readonly summary: string
  /** Path parameters, as an object schema whose property names match the `{param}` placeholders. */
  readonly params?: JsonSchemaLiteral
  readonly query?: JsonSchemaLiteral
  readonly body?: JsonSchemaLiteral
  /** The 200 answer. Fastify serializes with it, so fields it does not name never leave the server. */
  readonly response?: JsonSchemaLiteral
  /** Error codes this endpoint answers with, for the docs and the client's error catalogue. */
  readonly errors?: readonly { readonly status: number; readonly code: string; readonly when: string }[]
}

/** How long a public read may be kept (see `EndpointDef.publicCache`). */
export interface PublicCachePolicy {
  /**
   * Seconds a cache (the server's own, a proxy's, a browser's) may answer without asking again; it also
   * bounds how late a change the server cannot see coming shows (time passing, a direct edit).
   */
  readonly maxAge: number
}

/** Declares one service area's endpoints, keeping the literal types for json-schema-to-ts. */
export function defineEndpoints<const T extends readonly EndpointDef[]>(endpoints: T): T {
  return endpoints
}

/** The error body every failing endpoint answers with (spec §8: code + message). */
export const errorBodySchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'Machine-readable error code, e.g. academy.course.not.found' },
    message: {
      type: 'string',
      description: 'Chinese message shown to the user unless the code is suppressed',
    },
  },
  additionalProperties: false,
} as const
