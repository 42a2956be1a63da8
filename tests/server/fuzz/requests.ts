import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import type { EndpointDef } from '../../../schemas/api/index'
import { MAX_REQUEST_INTEGER } from '../../../server/routes/input-guards'
import {
  INVALID_UTF8,
  InvalidUtf8,
  oddAuthorizations,
  oddContentTypes,
  oddHeaders,
  oddJsonTexts,
  oddPathSegments,
  oddQueries,
  RawNumber,
} from './odd-values'
import { oddValue, type Schema, type SeededValues, validValue } from './schema-arbitraries'

/**
 * Whole requests for one endpoint, built from its own request schemas: each part (path parameters,
 * query, body, headers) is valid most of the time and odd the rest, so the cases range from calls that
 * reach deep into a handler to ones the transport refuses.
 */

export type Identity = 'anonymous' | 'doctor'

export interface FuzzContext {
  /** The API prefix every endpoint path is under. */
  readonly apiPrefix: string
  readonly seeded: SeededValues
  /** The logged-in doctor's token, sent as `Authorization: Bearer` by the doctor's cases. */
  readonly token: string
}

type Payload = string | Buffer

/** One generated call: the request, and what in it is odd (named in a failure message). */
export class FuzzCase {
  constructor(
    readonly endpoint: string,
    readonly identity: Identity,
    readonly request: InjectOptions & { readonly url: string; readonly headers: Record<string, string> },
    readonly odd: readonly Oddity[],
    /** An integer path parameter past ±MAX_REQUEST_INTEGER (and so past PostgreSQL's bigint too, or near). */
    readonly idPastRange: boolean,
  ) {}

  /**
   * The request as one text, so a run can skip a request it has sent already (an endpoint without
   * parameters often gets the same call many times); undefined for a large payload, which is always sent.
   */
  get key(): string | undefined {
    const { payload } = this.request
    if (payload !== undefined && Buffer.byteLength(payload as Payload) > 4096) return undefined
    const body = Buffer.isBuffer(payload) ? payload.toString('base64') : String(payload)
    return JSON.stringify([this.request.method, this.request.url, this.request.headers, body])
  }

  /** A counterexample fast-check can print whole: long texts are cut, the doctor's token is not shown. */
  [fc.toStringMethod](): string {
    const headers = { ...this.request.headers }
    if (this.identity === 'doctor') headers.authorization = 'Bearer <doctor token>'
    const payload = this.request.payload
    const body =
      payload === undefined
        ? 'none'
        : `${cut(JSON.stringify(Buffer.isBuffer(payload) ? payload.toString('latin1') : String(payload)))} (${Buffer.byteLength(payload as Payload)} bytes${Buffer.isBuffer(payload) ? ', raw' : ''})`
    return [
      `${this.endpoint} as ${this.identity}`,
      `${this.request.method} ${cut(this.request.url)}`,
      `headers ${cut(JSON.stringify(headers))}`,
      `body ${body}`,
      `odd: ${this.odd.length > 0 ? this.odd.map((item) => cut(item())).join('; ') : 'nothing (a valid-shaped call)'}`,
    ].join('\n  ')
  }
}

const cut = (text: string, max = 400) =>
  text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`

/** What is odd in a case, written out only when a failure message needs it (a value may be a megabyte). */
type Oddity = () => string

function oddity(what: string, value: unknown): Oddity {
  return () => `${what}${cut(fc.stringify(value), 120)}`
}

const UTF8_MARK = '\u0001INVALID_UTF8\u0001'
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
const RAW_MARK = '\u0001RAW:'

/** The text of a value in a URL or a form field. */
function textOf(value: unknown): string {
  if (value instanceof RawNumber) return value.text
  if (value instanceof InvalidUtf8) return UTF8_MARK
  if (typeof value === 'string') return value
  if (value === null || value === undefined) return String(value)
  if (Array.isArray(value)) return value.map(textOf).join(',')
  if (typeof value === 'object') return jsonText(value)
  return String(value)
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the bytes an
 * encoder that does not check would give (`%ED%A0%80`), and INVALID_UTF8 as its bytes.
 */
export function percentEncode(text: string): string {
  return text
    .split(UTF8_MARK)
    .map((part) =>
      // Character by character only when encodeURIComponent refuses the text (a megabyte is common).
      LONE_SURROGATE.test(part)
        ? part.replace(/[\s\S]/gu, (char) => {
            const code = char.codePointAt(0) ?? 0
            if (code >= 0xd800 && code <= 0xdfff) {
              return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
                .map((byte) => `%${byte.toString(16).toUpperCase()}`)
                .join('')
            }
            return encodeURIComponent(char)
          })
        : encodeURIComponent(part),
    )
    .join([...INVALID_UTF8].map((byte) => `%${byte.toString(16).toUpperCase()}`).join(''))
}

/** JSON text, with RawNumber written as its literal and INVALID_UTF8 as a marker for `bytesOf`. */
function jsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawNumber) return `${RAW_MARK}${item.text}\u0001`
    if (item instanceof InvalidUtf8) return UTF8_MARK
    return item
  })
  // JSON.stringify(undefined) is undefined: a body of nothing.
  if (text === undefined) return ''
  return text.replace(/"\\u0001RAW:([^"\\]*)\\u0001"/g, '$1')
}

/**
 * A body's bytes: a string unless INVALID_UTF8 is inside (as JSON writes its marker), which only a
 * Buffer can carry. Form fields have it percent-encoded already (percentEncode).
 */
function bytesOf(text: string): Payload {
  const marker = JSON.stringify(UTF8_MARK).slice(1, -1)
  if (!text.includes(marker)) return text
  const parts = text.split(marker).map((part) => Buffer.from(part))
  return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [INVALID_UTF8, part])))
}

/** `key=value&…` from an object (arrays repeat the key, null is a key alone); anything else as one text. */
function queryText(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return percentEncode(textOf(value))
  return Object.entries(value)
    .flatMap(([key, item]) => {
      if (item === undefined) return []
      if (item === null) return [percentEncode(key)]
      const items = Array.isArray(item) ? item : [item]
      return items.map((one) => `${percentEncode(key)}=${percentEncode(textOf(one))}`)
    })
    .join('&')
}

type BodyEncoding = 'json' | 'form'

const CONTENT_TYPE: Record<BodyEncoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
}

interface Body {
  readonly contentType: string | undefined
  readonly payload: Payload | undefined
  readonly odd?: Oddity
}

function encodeBody(encoding: BodyEncoding, value: unknown): Payload {
  return bytesOf(encoding === 'json' ? jsonText(value) : queryText(value))
}

interface Segment {
  readonly text: string
  readonly odd?: Oddity
}

function propertiesOf(schema: unknown): Record<string, Schema> {
  const properties = (schema as { properties?: Record<string, Schema> } | undefined)?.properties
  return properties ?? {}
}

function paramsArbitrary(endpoint: EndpointDef, seeded: SeededValues): fc.Arbitrary<Record<string, Segment>> {
  const properties = propertiesOf(endpoint.params)
  const keys = Object.keys(properties)
  if (keys.length === 0) return fc.constant({})
  const where = (key: string) => `${endpoint.name} params/${key}`
  const valid = Object.fromEntries(
    keys.map((key) => [
      key,
      validValue(properties[key], where(key), seeded).map(
        (value): Segment => ({ text: percentEncode(textOf(value)) }),
      ),
    ]),
  )
  const odd = (key: string) =>
    fc.oneof(
      oddValue(properties[key], where(key), seeded).map(
        (value): Segment => ({
          text: percentEncode(textOf(value)),
          odd: oddity(`params/${key} = `, value),
        }),
      ),
      fc
        .constantFrom(...oddPathSegments)
        .map((text): Segment => ({ text, odd: oddity(`params/${key} = `, text) })),
    )
  const oneOdd = keys.map((key) => fc.record({ ...valid, [key]: odd(key) }))
  return fc.oneof({ arbitrary: fc.record(valid), weight: 3 }, { arbitrary: fc.oneof(...oneOdd), weight: 2 })
}

interface Query {
  readonly text: string
  readonly odd?: Oddity
}

function queryArbitrary(endpoint: EndpointDef, seeded: SeededValues): fc.Arbitrary<Query> {
  const raw = fc.constantFrom(...oddQueries).map((text): Query => ({ text, odd: oddity('query ', text) }))
  if (!endpoint.query) return fc.oneof({ arbitrary: fc.constant({ text: '' }), weight: 4 }, raw)
  const where = `${endpoint.name} query`
  return fc.oneof(
    {
      arbitrary: validValue(endpoint.query, where, seeded).map(
        (value): Query => ({ text: queryText(value) }),
      ),
      weight: 3,
    },
    {
      arbitrary: oddValue(endpoint.query, where, seeded).map(
        (value): Query => ({ text: queryText(value), odd: oddity('query ', value) }),
      ),
      weight: 2,
    },
    raw,
  )
}

/** What the endpoint takes: form fields, or JSON (a beacon endpoint also reads text/plain as JSON). */
function encodingOf(endpoint: EndpointDef): BodyEncoding {
  return endpoint.encoding === 'form' ? 'form' : 'json'
}

function transportOddities(endpoint: EndpointDef, valid: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const encoding = encodingOf(endpoint)
  const other: BodyEncoding = encoding === 'json' ? 'form' : 'json'
  return fc.oneof(
    // The right body under an odd media type.
    fc.tuple(valid, fc.constantFrom(...oddContentTypes)).map(
      ([value, contentType]): Body => ({
        contentType,
        payload: encodeBody(encoding, value),
        odd: oddity('content-type ', contentType),
      }),
    ),
    // Form fields where JSON is expected, or JSON where form fields are.
    valid.map(
      (value): Body => ({
        contentType: CONTENT_TYPE[other],
        payload: encodeBody(other, value),
        odd: () => `a ${other} body`,
      }),
    ),
    // Not JSON at all, or JSON of a shape nothing expects.
    fc
      .constantFrom(...oddJsonTexts)
      .map((text): Body => ({ contentType: CONTENT_TYPE.json, payload: text, odd: oddity('body ', text) })),
    // Bytes that are not UTF-8, after a valid body.
    valid.map(
      (value): Body => ({
        contentType: `${CONTENT_TYPE[encoding]}; charset=utf-8`,
        payload: Buffer.concat([Buffer.from(encodeBody(encoding, value)), INVALID_UTF8]),
        odd: () => 'invalid UTF-8 bytes after the body',
      }),
    ),
    fc.constant<Body>({ contentType: CONTENT_TYPE[encoding], payload: '', odd: () => 'an empty body' }),
  )
}

function bodyArbitrary(endpoint: EndpointDef, seeded: SeededValues): fc.Arbitrary<Body> {
  const none = fc.constant<Body>({ contentType: undefined, payload: undefined })
  const encoding = encodingOf(endpoint)
  if (!endpoint.body) {
    const unexpected = transportOddities(endpoint, fc.constantFrom({}, { extra: 1 }, []))
    if (endpoint.method === 'GET') return fc.oneof({ arbitrary: none, weight: 6 }, unexpected)
    const empty = fc.constant<Body>({ contentType: CONTENT_TYPE.json, payload: '{}' })
    return fc.oneof({ arbitrary: none, weight: 2 }, { arbitrary: empty, weight: 2 }, unexpected)
  }
  const where = `${endpoint.name} body`
  const valid = validValue(endpoint.body, where, seeded)
  const contentTypes = endpoint.beacon
    ? [CONTENT_TYPE.json, 'text/plain;charset=UTF-8']
    : [CONTENT_TYPE[encoding]]
  return fc.oneof(
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...contentTypes))
        .map(([value, contentType]): Body => ({ contentType, payload: encodeBody(encoding, value) })),
      weight: 6,
    },
    {
      arbitrary: fc.tuple(oddValue(endpoint.body, where, seeded), fc.constantFrom(...contentTypes)).map(
        ([value, contentType]): Body => ({
          contentType,
          payload: encodeBody(encoding, value),
          odd: oddity('body ', value),
        }),
      ),
      weight: 3,
    },
    { arbitrary: transportOddities(endpoint, valid), weight: 2 },
  )
}

function headersArbitrary(identity: Identity, token: string): fc.Arbitrary<Record<string, string>> {
  const extra = fc.oneof(
    { arbitrary: fc.constant({}), weight: 8 },
    { arbitrary: fc.constantFrom(...oddHeaders), weight: 1 },
  )
  const authorization: fc.Arbitrary<Record<string, string>> =
    identity === 'doctor'
      ? fc.constant({ authorization: `Bearer ${token}` })
      : fc.oneof(
          { arbitrary: fc.constant({}), weight: 4 },
          {
            arbitrary: fc.constantFrom(...oddAuthorizations).map((value) => ({ authorization: value })),
            weight: 1,
          },
        )
  return fc.tuple(extra, authorization).map(([one, auth]) => ({ ...one, ...auth }))
}

/** Whether an integer path parameter is past the exact integers (and so past what any id column holds). */
function idPastRange(endpoint: EndpointDef, params: Record<string, Segment>): boolean {
  const properties = propertiesOf(endpoint.params)
  return Object.entries(params).some(([key, segment]) => {
    if (properties[key]?.type !== 'integer') return false
    let text: string
    try {
      text = decodeURIComponent(segment.text)
    } catch {
      return false
    }
    if (!/^[+-]?\d+$/.test(text)) return false
    const value = BigInt(text)
    return value > BigInt(MAX_REQUEST_INTEGER) || value < -BigInt(MAX_REQUEST_INTEGER)
  })
}

/** The fuzz cases of one endpoint for one caller. */
export function fuzzCases(
  endpoint: EndpointDef,
  identity: Identity,
  context: FuzzContext,
): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      params: paramsArbitrary(endpoint, context.seeded),
      query: queryArbitrary(endpoint, context.seeded),
      body: bodyArbitrary(endpoint, context.seeded),
      headers: headersArbitrary(identity, context.token),
    })
    .map(({ params, query, body, headers }) => {
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => params[key]?.text ?? '')
      const url = `${context.apiPrefix}${path}${query.text ? `?${query.text}` : ''}`
      const allHeaders =
        body.contentType === undefined ? headers : { ...headers, 'content-type': body.contentType }
      const odd = [
        ...Object.values(params).flatMap((segment) => (segment.odd ? [segment.odd] : [])),
        ...(query.odd ? [query.odd] : []),
        ...(body.odd ? [body.odd] : []),
        ...Object.entries(headers)
          .filter(([name]) => name !== 'authorization' || identity === 'anonymous')
          .map(
            ([name, value]): Oddity =>
              () =>
                `header ${name}: ${cut(value, 60)}`,
          ),
      ]
      return new FuzzCase(
        endpoint.name,
        identity,
        {
          method: endpoint.method,
          url,
          headers: allHeaders,
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        },
        odd,
        // Only when the id is all that is odd: a refused media type or token answers first.
        odd.length === 1 && idPastRange(endpoint, params),
      )
    })
}
