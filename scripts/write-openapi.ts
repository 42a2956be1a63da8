/**
 * Writes schemas/api/openapi.json, an OpenAPI 3.1.0 document of the API contract (schemas/api): one
 * operation per catalogue endpoint, its parameters, body, answer and error statuses and the entities it
 * shows or changes (`x-shows`, `x-changes`, `x-changes-nothing`), the contract's named schemas (`export
 * const xSchema` in a contract module) as components. The server serves it at
 * `GET {apiPrefix}/openapi.json` (server/openapi.ts). Generated: never edit the output by hand; a unit
 * test fails when it is out of date (`npm run schemas` rewrites it).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import packageJson from '../package.json' with { type: 'json' }
import * as academy from '../schemas/api/academy'
import * as activity from '../schemas/api/activity'
import * as auth from '../schemas/api/auth'
import * as common from '../schemas/api/common'
import * as consent from '../schemas/api/consent'
import { errorBodySchema } from '../schemas/api/define'
import * as exam from '../schemas/api/exam'
import * as form from '../schemas/api/form'
import { ENTITIES, type EndpointDef, serviceAreas } from '../schemas/api/index'
import * as lottery from '../schemas/api/lottery'
import * as order from '../schemas/api/order'
import * as resources from '../schemas/api/resources'
import * as scholarship from '../schemas/api/scholarship'
import * as share from '../schemas/api/share'
import * as sns from '../schemas/api/sns'
import * as sprint from '../schemas/api/sprint'
import * as system from '../schemas/api/system'
import * as track from '../schemas/api/track'
import * as utask from '../schemas/api/utask'
import * as vote from '../schemas/api/vote'
import * as zone from '../schemas/api/zone'
import { product } from '../server/config'
import { RATE_LIMITS, type RateLimitPolicy } from '../server/routes/rate-limits'

type Schema = { readonly [key: string]: unknown }
type Json = Record<string, unknown>
type ErrorEntry = { readonly status: number; readonly code: string; readonly when: string }

/**
 * The contract modules whose exported `…Schema` objects become components/schemas. A schema another
 * module reuses by reference (not a spread copy) is written once and referred to with `$ref`; one left
 * out of this list is simply written inline where it is used.
 */
const contractModules: readonly Readonly<Record<string, unknown>>[] = [
  common,
  system,
  auth,
  consent,
  share,
  track,
  vote,
  sns,
  order,
  academy,
  exam,
  activity,
  lottery,
  resources,
  scholarship,
  sprint,
  zone,
  form,
  utask,
]

const ERROR_BODY = 'ErrorBody'
const BEARER = 'bearerAuth'

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `appReleaseSchema` → `AppRelease`. */
function componentName(exportName: string): string {
  const base = exportName.replace(/Schema$/, '')
  return base.charAt(0).toUpperCase() + base.slice(1)
}

/** Each named contract schema, by object identity, with its component name. */
function namedSchemas(): Map<Schema, string> {
  const named = new Map<Schema, string>([[errorBodySchema, ERROR_BODY]])
  const taken = new Set([ERROR_BODY])
  for (const module of contractModules) {
    for (const [exportName, value] of Object.entries(module)) {
      if (!exportName.endsWith('Schema') || !isSchema(value) || named.has(value)) continue
      const name = componentName(exportName)
      if (taken.has(name)) throw new Error(`two contract schemas would both be components/schemas/${name}`)
      taken.add(name)
      named.set(value, name)
    }
  }
  return named
}

/** Keywords whose value is a map of names to schemas (not a schema itself). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas'])
/** Keywords whose value is data, never a schema. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example', 'required'])

/**
 * The contract is written for ajv with Fastify's defaults (draft-07); OpenAPI 3.1 schemas are JSON Schema
 * 2020-12. This converts what differs, and refuses what a self-contained document cannot hold as it is.
 */
class SchemaConverter {
  /** Component names in the order first referred to; the document sorts them. */
  readonly used = new Map<string, Json>()

  constructor(private readonly named: ReadonlyMap<Schema, string>) {}

  /** A copy in the 2020-12 dialect; a named contract schema becomes a `$ref` to its component. */
  convert(schema: Schema, where: string): Json {
    const name = this.named.get(schema)
    if (name !== undefined) {
      if (!this.used.has(name)) {
        // Reserve first: a schema that (indirectly) contains itself then refers to itself.
        this.used.set(name, {})
        this.used.set(name, this.convertNode(schema, `components/schemas/${name}`))
      }
      return { $ref: `#/components/schemas/${name}` }
    }
    return this.convertNode(schema, where)
  }

  private convertNode(schema: Schema, where: string): Json {
    const copy: Json = {}
    for (const [key, value] of Object.entries(schema)) {
      const at = `${where}/${key}`
      if (key === '$ref' || key === 'definitions' || key === '$defs') {
        // Not used by the contract so far: a shared piece is an exported `…Schema` const instead.
        throw new Error(
          `${at}: write the shared schema as an exported \`…Schema\` const in its contract module (it becomes a component) instead of ${key}`,
        )
      }
      if (key === '$id' || key === '$schema') continue
      if (DATA_KEYWORDS.has(key)) copy[key] = value
      else if (SCHEMA_MAPS.has(key) && isSchema(value)) {
        copy[key] = Object.fromEntries(
          Object.entries(value).map(([name, child]) => [
            name,
            isSchema(child) ? this.convert(child, `${at}/${name}`) : child,
          ]),
        )
      } else if (key === 'items' && Array.isArray(value)) {
        // draft-07 tuple: `items: [a, b]` + `additionalItems` → 2020-12 `prefixItems` + `items`.
        copy.prefixItems = value.map((child, index) => this.convert(child as Schema, `${at}/${index}`))
        if (schema.additionalItems !== undefined) {
          const rest = schema.additionalItems
          copy.items = isSchema(rest) ? this.convert(rest, `${where}/additionalItems`) : rest
        }
      } else if (key === 'additionalItems') {
        // Handled with a tuple `items`; without one, draft-07 ignores it.
      } else if (key === 'dependencies' && isSchema(value)) {
        // draft-07 `dependencies` → 2020-12 `dependentRequired` (name lists) and `dependentSchemas`.
        for (const [name, dependency] of Object.entries(value)) {
          const target = Array.isArray(dependency) ? 'dependentRequired' : 'dependentSchemas'
          const map = (copy[target] ?? {}) as Json
          map[name] = Array.isArray(dependency)
            ? dependency
            : this.convert(dependency as Schema, `${at}/${name}`)
          copy[target] = map
        }
      } else if ((key === 'exclusiveMinimum' || key === 'exclusiveMaximum') && typeof value === 'boolean') {
        // draft-04 style, which ajv still reads: the bound moves into the exclusive keyword.
        const bound = key === 'exclusiveMinimum' ? 'minimum' : 'maximum'
        if (value && typeof schema[bound] === 'number') copy[key] = schema[bound]
      } else if (Array.isArray(value)) {
        copy[key] = value.map((child, index) =>
          isSchema(child) ? this.convert(child, `${at}/${index}`) : child,
        )
      } else if (isSchema(value)) copy[key] = this.convert(value, at)
      else copy[key] = value
    }
    // A boolean exclusive bound replaced its inclusive one.
    for (const [exclusive, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (schema[exclusive] === true) delete copy[bound]
    }
    return copy
  }
}

/** Short text for lists: the first sentence, at most about 120 characters. */
export function summaryOf(text: string): string {
  const sentence = /^(.+?[.!?])(?:\s|$)/.exec(text)?.[1] ?? text
  const short = sentence.length <= 120 ? sentence : (/^(.{20,120}?)[:;](?:\s|$)/.exec(sentence)?.[1] ?? '')
  if (short) return short.replace(/\.$/, '')
  const cut = sentence.slice(0, 118)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 60))} …`
}

function budgetOf(policy: RateLimitPolicy): string {
  const minutes = policy.timeWindowMs / 60_000
  const window = minutes === 1 ? 'a minute' : minutes === 60 ? 'an hour' : `per ${minutes} minutes`
  return `${policy.max} calls ${window}`
}

const invalidRequest: ErrorEntry = {
  status: 400,
  code: 'request.invalid',
  when: 'the request does not match this contract (the message names the field), holds a NUL character, an integer past ±(2^53 − 1), or a body that is not JSON',
}
const unsupportedMediaType: ErrorEntry = {
  status: 415,
  code: 'request.invalid',
  when: 'the body has a media type other than the ones listed',
}
const [tokenMissing, tokenInvalid, ...tokenGone] = common.sessionErrors

/**
 * Error answers many endpoints give alike, written once in components/responses: an endpoint whose
 * entries for a status are exactly one of these refers to it.
 */
const sharedErrorResponses: Readonly<Record<string, readonly ErrorEntry[]>> = {
  InvalidRequest: [invalidRequest],
  InvalidRequestOrToken: [tokenInvalid, invalidRequest],
  InvalidToken: [tokenInvalid],
  NotLoggedIn: [tokenMissing, ...tokenGone],
  UnsupportedMediaType: [unsupportedMediaType],
  RateLimited: [common.rateLimitedError],
}

/** What the server answers besides the endpoint's own errors (server/routes/register.ts, server/errors.ts). */
function errorsOf(endpoint: EndpointDef): ErrorEntry[] {
  const entries: ErrorEntry[] = [...(endpoint.errors ?? [])]
  if (endpoint.auth) entries.push(...common.sessionErrors)
  const takesInput =
    endpoint.params !== undefined ||
    endpoint.query !== undefined ||
    endpoint.body !== undefined ||
    endpoint.method !== 'GET'
  if (takesInput) entries.push(invalidRequest)
  if (endpoint.body !== undefined) entries.push(unsupportedMediaType)
  if (endpoint.rateLimit) entries.push(common.rateLimitedError)
  const seen = new Set<string>()
  return entries
    .filter((entry) => {
      const key = `${entry.status} ${entry.code}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => a.status - b.status)
}

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'Not logged in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Unprocessable',
  429: 'Too many requests',
  501: 'Not implemented',
  502: 'Bad gateway',
  503: 'Unavailable',
}

const entryKeys = (entries: readonly ErrorEntry[]) =>
  entries
    .map((entry) => `${entry.code} ${entry.when}`)
    .sort()
    .join('\n')

function errorResponse(status: number, entries: readonly ErrorEntry[]): Json {
  return {
    description: [
      `${STATUS_TEXT[status] ?? 'Error'}:`,
      ...entries.map((entry) => `- \`${entry.code}\`: ${entry.when}`),
    ].join('\n'),
    ...(status === 429 ? { headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } } } : {}),
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY}` } } },
  }
}

function errorResponses(endpoint: EndpointDef): Json {
  const byStatus = new Map<number, ErrorEntry[]>()
  for (const entry of errorsOf(endpoint))
    byStatus.set(entry.status, [...(byStatus.get(entry.status) ?? []), entry])
  const responses: Json = {}
  for (const [status, entries] of byStatus) {
    const shared = Object.entries(sharedErrorResponses).find(
      ([, listed]) => entryKeys(listed) === entryKeys(entries),
    )
    responses[String(status)] = shared
      ? { $ref: `#/components/responses/${shared[0]}` }
      : errorResponse(status, entries)
  }
  responses['5XX'] = { $ref: '#/components/responses/ServerError' }
  return responses
}

function parametersOf(
  schema: Schema | undefined,
  location: 'path' | 'query',
  where: string,
  converter: SchemaConverter,
): Json[] {
  if (!schema) return []
  if (!isSchema(schema.properties)) throw new Error(`${where}: a ${location} schema lists its properties`)
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : [])
  return Object.entries(schema.properties).map(([name, property]) => {
    const { description, ...rest } = property as Schema
    // The parameter carries the description; a named schema stays a reference.
    const converted = converter.convert(property as Schema, `${where}/properties/${name}`)
    const parameterSchema =
      '$ref' in converted ? converted : converter.convert(rest, `${where}/properties/${name}`)
    return {
      name,
      in: location,
      ...(location === 'path' || required.has(name) ? { required: true } : {}),
      ...(typeof description === 'string' ? { description } : {}),
      schema: parameterSchema,
    }
  })
}

function requestBodyOf(endpoint: EndpointDef, converter: SchemaConverter): Json | undefined {
  if (!endpoint.body) return undefined
  const schema = converter.convert(endpoint.body, `${endpoint.name}/body`)
  const content: Json = {}
  // Form endpoints also keep Fastify's JSON parser (server/routes/register.ts); the client sends forms.
  if (endpoint.encoding === 'form') content['application/x-www-form-urlencoded'] = { schema }
  content['application/json'] = { schema }
  if (endpoint.beacon) {
    // navigator.sendBeacon sends a string: the same JSON, as text/plain.
    content['text/plain'] = {
      schema: { type: 'string', contentMediaType: 'application/json', contentSchema: schema },
    }
  }
  return { required: true, content }
}

function descriptionOf(endpoint: EndpointDef): string {
  const notes: string[] = []
  if (endpoint.auth) notes.push('Needs a logged-in user (`Authorization: Bearer <token>`).')
  if (endpoint.encoding === 'form')
    notes.push('The client sends the body form-encoded (the old user services).')
  if (endpoint.beacon) {
    notes.push(
      'Sent with navigator.sendBeacon: the body may arrive as text/plain holding JSON, with no token.',
    )
  }
  if (endpoint.rateLimit) {
    notes.push(
      `Rate limit group \`${endpoint.rateLimit}\`: ${budgetOf(RATE_LIMITS[endpoint.rateLimit])} per IP across the group, then 429 \`rate.limited\`.`,
    )
  }
  if (endpoint.publicCache) {
    const { maxAge } = endpoint.publicCache
    notes.push(
      `Public read: without a token the answer has an ETag and \`Cache-Control: public, max-age=${maxAge}\`; with one, \`private, no-cache\`.`,
    )
  }
  if (endpoint.method !== 'GET' && endpoint.invalidates === false) {
    notes.push('Keeps the cached public reads of its service area.')
  }
  return [endpoint.summary, ...notes].join('\n\n')
}

/**
 * What a client cache needs (decision 0037): the entities a GET's answer shows, those a write changes, or
 * why a write changes none; the names are the document's `x-entities`.
 */
function refreshExtensionsOf(endpoint: EndpointDef): Json {
  const extensions: Json = {}
  if (endpoint.shows?.length) extensions['x-shows'] = [...endpoint.shows]
  if (endpoint.changes?.length) extensions['x-changes'] = [...endpoint.changes]
  if (endpoint.changesNothing) extensions['x-changes-nothing'] = endpoint.changesNothing
  return extensions
}

function operationOf(endpoint: EndpointDef, area: string, converter: SchemaConverter): Json {
  const parameters = [
    ...parametersOf(endpoint.params, 'path', `${endpoint.name}/params`, converter),
    ...parametersOf(endpoint.query, 'query', `${endpoint.name}/query`, converter),
  ]
  const requestBody = requestBodyOf(endpoint, converter)
  const success: Json = endpoint.response
    ? {
        '200': {
          description: 'OK',
          ...(endpoint.publicCache
            ? {
                headers: {
                  ETag: { $ref: '#/components/headers/ETag' },
                  'Cache-Control': { $ref: '#/components/headers/CacheControl' },
                },
              }
            : {}),
          content: {
            'application/json': { schema: converter.convert(endpoint.response, `${endpoint.name}/response`) },
          },
        },
      }
    : { '204': { description: 'Done; no body' } }
  if (endpoint.publicCache) {
    success['304'] = { description: 'Not modified: the `If-None-Match` ETag is still current' }
  }
  return {
    operationId: endpoint.name,
    tags: [area],
    summary: summaryOf(endpoint.summary),
    description: descriptionOf(endpoint),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { ...success, ...errorResponses(endpoint) },
    ...refreshExtensionsOf(endpoint),
    // Every call other than a beacon may carry a token; `auth` calls must.
    security: endpoint.auth ? [{ [BEARER]: [] }] : endpoint.beacon ? [] : [{}, { [BEARER]: [] }],
  }
}

/** `/course/{id}` stays `/course/{id}`: the contract already writes OpenAPI's path templates. */
export function buildOpenApiDocument(
  areas: Readonly<Record<string, readonly EndpointDef[]>> = serviceAreas,
): Json {
  const converter = new SchemaConverter(namedSchemas())
  converter.convert(errorBodySchema, 'errorBody')
  const paths: Record<string, Json> = {}
  for (const [area, list] of Object.entries(areas)) {
    for (const endpoint of list) {
      const item = paths[endpoint.path] ?? {}
      const method = endpoint.method.toLowerCase()
      if (item[method]) throw new Error(`${endpoint.method} ${endpoint.path} is declared twice`)
      item[method] = operationOf(endpoint, area, converter)
      paths[endpoint.path] = item
    }
  }
  const schemas = Object.fromEntries([...converter.used].sort(([a], [b]) => a.localeCompare(b)))
  return {
    openapi: '3.1.0',
    'x-generated':
      'Generated by `npm run schemas` (scripts/write-openapi.ts) from schemas/api/*.ts; do not edit.',
    info: {
      title: `${product.shortName} API`,
      version: packageJson.version,
      summary: `The API contract of ${product.name}`,
      description: [
        `Every endpoint of the app's API contract (schemas/api), as the reference server answers it under \`${product.apiPrefix}\`.`,
        'A failing call answers with its HTTP status and `{ "code": "...", "message": "..." }` (the message is Chinese, for the user).',
        'Integers without a bound of their own are accepted within ±(2^53 − 1). Plain routes outside the contract (the WeChat login redirect, the operator API, `/healthz`) are described in docs/server.md.',
        'Each GET names the entities its answer shows (`x-shows`), each write those a success changes (`x-changes`) or why it changes none (`x-changes-nothing`); the entities are listed in `x-entities`. After a successful write a client refreshes every answer it keeps that shows an entity the write changed.',
      ].join('\n\n'),
    },
    'x-entities': { ...ENTITIES },
    servers: [
      { url: product.apiPrefix, description: 'This server (the API prefix of schemas/product.json)' },
    ],
    tags: Object.keys(areas).map((area) => ({
      name: area,
      description: `Service area \`${area}\` (schemas/api/${area}.ts)`,
    })),
    paths,
    components: {
      schemas,
      responses: {
        ...Object.fromEntries(
          Object.entries(sharedErrorResponses).map(([name, entries]) => [
            name,
            errorResponse(entries[0]?.status ?? 400, entries),
          ]),
        ),
        ServerError: {
          description: 'Something failed on the server (`server.error`); the details are in its log only',
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY}` } } },
        },
      },
      headers: {
        ETag: {
          description: 'Version of a public read; send it back as If-None-Match',
          schema: { type: 'string' },
        },
        CacheControl: {
          description: '`public, max-age=<seconds>` without a token, `private, no-cache` with one',
          schema: { type: 'string' },
        },
        RetryAfter: {
          description: 'Seconds until the rate limit budget allows another call',
          schema: { type: 'integer', minimum: 0 },
        },
      },
      securitySchemes: {
        [BEARER]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The `token` a login answers (an HS256 JWT), sent as `Authorization: Bearer <token>`. A missing one is 401 `auth.token.missing`, a malformed or forged one 400 `auth.token.sign.invalid`, an expired one 401 `auth.token.expired`.',
        },
      },
    },
  }
}

export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`
}

/** Where the server reads it (server/openapi.ts OPENAPI_FILE). */
export const openApiFile = join(import.meta.dirname, '..', 'schemas', 'api', 'openapi.json')

if (process.argv[1]?.endsWith('write-openapi.ts')) {
  const text = renderOpenApi()
  writeFileSync(openApiFile, text)
  console.log(`wrote schemas/api/openapi.json (${Math.round(Buffer.byteLength(text) / 1024)} KB)`)
}
