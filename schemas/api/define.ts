/**
 * The API contract's building blocks. An endpoint is declared once here and used by the client (the
 * endpoint catalogue and its types), the server (route registration with Fastify's schema validation and
 * serialization) and the docs (docs/api.md is generated from it).
 */

/** A JSON Schema literal (`as const`), kept loose here so json-schema-to-ts can read the exact type. */
export type JsonSchemaLiteral = { readonly [key: string]: unknown }

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Calls that share one per-IP budget: captcha images, SMS sends, credential checks. */
export type RateLimitGroup = 'captcha' | 'sms' | 'login'

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
