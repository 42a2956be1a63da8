import fc from 'fast-check'

/**
 * The values and raw texts the API fuzz (tests/server/fuzz.test.ts) sends where a request expects something
 * well-formed: numbers past every range the server and PostgreSQL know, strings PostgreSQL or UTF-8 cannot
 * hold, malformed JSON, odd media types and headers.
 */

/**
 * A number written into JSON exactly as given (`1e400`, `-0`, `99999999999999999999`), which
 * `JSON.stringify` of a JavaScript number cannot produce; in a URL it is the same text.
 */
export class RawNumber {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `RawNumber(${this.text})`
  }
}

/**
 * Bytes that are not UTF-8 (a lone continuation byte, an overlong `.`, an encoded surrogate, a cut
 * multi-byte character), put where a string would be: raw in a body, percent-encoded in a URL.
 */
export const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc0, 0xae, 0xed, 0xa0, 0x80, 0xe4, 0xb8])

/** Stands for INVALID_UTF8 in a value until the request is written out. */
export class InvalidUtf8 {
  [fc.toStringMethod](): string {
    return 'INVALID_UTF8'
  }
}

export const invalidUtf8 = new InvalidUtf8()

export const MEGABYTE = 1024 * 1024

/**
 * One megabyte strings are built once: a request that carries one is answered 413 or 400 and shrinks
 * nothing, so sharing them costs nothing and keeps a run's memory flat.
 */
export const megabyteStrings: readonly string[] = [
  'x'.repeat(MEGABYTE),
  // Three bytes each in UTF-8: three megabytes on the wire.
  '中'.repeat(MEGABYTE),
  // Just under the body limit once quoted, so it reaches validation (maxLength) instead of 413.
  'y'.repeat(MEGABYTE - 64),
  `${'z'.repeat(MEGABYTE - 1)}\u0000`,
]

/** Integers at and past the edges: int4, exact doubles, bigint, and numbers that are no integer at all. */
export const oddIntegers: readonly unknown[] = [
  0,
  -1,
  -0,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  0.5,
  1.5,
  -0.5,
  1e-7,
  new RawNumber('-0'),
  new RawNumber('1e400'),
  new RawNumber('-1e400'),
  new RawNumber('99999999999999999999'),
  new RawNumber('9223372036854775807'),
  new RawNumber('9223372036854775808'),
  new RawNumber('-9223372036854775809'),
  new RawNumber('1.0'),
  new RawNumber('1e2'),
  '99999999999999999999',
  '-99999999999999999999',
  '9223372036854775808',
  '2147483648',
  '1e400',
  '0x1F',
  '1_000',
  ' 7',
  '7 ',
  '007',
  '+1',
  '1.0',
  '1.5',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '１２',
  '٣',
  '',
]

/** Strings the database, the JSON parser or UTF-8 may choke on, and the usual injection probes. */
export const oddStrings: readonly unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF',
  '\uFEFF',
  '\u202E\u200B',
  '👨‍👩‍👧‍👦',
  '\r\n\t',
  "' OR 1=1 --",
  '"; DROP TABLE account; --',
  '%00',
  '%s%n',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'true',
  '99999999999999999999',
  '-1',
  '1e308',
  'NaN',
  'javascript:alert(1)',
  'http://',
  'https://127.0.0.1:0/',
  'http://[::1]/',
  'https://a.invalid:99999/',
  'http://%00/',
  invalidUtf8,
]

/** Values of the wrong type for anything. */
export const wrongTypes: readonly unknown[] = [
  null,
  true,
  false,
  0,
  1,
  -1,
  '',
  'x',
  [],
  [null],
  [[[]]],
  {},
  { '': '' },
  { constructor: { prototype: { polluted: true } } },
  // An own `__proto__` key, as JSON.parse makes it (an object literal would set the prototype instead).
  JSON.parse('{"__proto__":{"polluted":true}}'),
]

/** Object keys no property schema names. */
export const oddKeys: readonly string[] = [
  'extra',
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'a\u0000',
  '\uD800',
  'k'.repeat(10_000),
]

/** Path segments, already percent-encoded: ids past every range, traversal, bad escapes, NUL. */
export const oddPathSegments: readonly string[] = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  '%201',
  '2147483648',
  '9007199254740992',
  '9223372036854775807',
  '9223372036854775808',
  '99999999999999999999',
  '-99999999999999999999',
  '1'.repeat(100),
  '9'.repeat(400),
  'NaN',
  'Infinity',
  'null',
  'abc',
  '%00',
  '1%00',
  '%',
  '%ZZ',
  '%E4%B8',
  '%ED%A0%80',
  '%C0%AE',
  '%FF%FE',
  '%2F',
  '%2e%2e',
  '..',
  '.',
  '%20',
  '%E4%B8%AD%E6%96%87',
  '%F0%9F%98%80',
  '1;x=1',
  "1'",
  'a'.repeat(101),
]

/** Whole query strings, as sent after the `?`. */
export const oddQueries: readonly string[] = [
  '',
  '&',
  '=',
  '==&&==',
  '%',
  '%ZZ=1',
  'a=%00',
  '%00=1',
  'a=%ED%A0%80',
  'a=%FF',
  '__proto__=1',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'page=1&page=2&page=3',
  'page[]=1',
  'page=%2B1',
  'size=99999999999999999999',
  'page=9007199254740991&size=50',
  'page=-1',
  'size=0',
  'ids=1&ids=99999999999999999999',
  'ids=',
  'ids=1,2,3',
  `a=${'x'.repeat(MEGABYTE)}`,
  `${'k'.repeat(10_000)}=1`,
  Array.from({ length: 2000 }, (_, index) => `k${index}=${index}`).join('&'),
]

/** Bodies that are not JSON, or JSON no schema expects (as text; the content type is chosen apart). */
export const oddJsonTexts: readonly string[] = [
  '{',
  '}',
  '{"a":}',
  '[1,]',
  "{'a':1}",
  'nul',
  'tru',
  '"',
  '\\',
  '{"a":"\\u00"}',
  '{"a":"\\ud800"}',
  '{"a":1}garbage',
  '\uFEFF{}',
  ' ',
  'null',
  '[]',
  '0',
  '""',
  '1e400',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  `[${Array.from({ length: 100_000 }, () => '0').join(',')}]`,
]

/** Media types for a body: odd charsets, near-misses of JSON and form, none at all. */
export const oddContentTypes: readonly (string | undefined)[] = [
  undefined,
  '',
  ';',
  'application/json; charset=latin1',
  'application/json; charset=utf-16le',
  'application/json; charset=UTF-8',
  'application/json;charset=utf8',
  'APPLICATION/JSON',
  'application/json ; charset=utf-8',
  'application/json; boundary=x',
  'application/vnd.api+json',
  'application/jsonp',
  'text/json',
  'text/plain',
  'text/plain; charset=iso-8859-1',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=latin1',
  'multipart/form-data; boundary=----fuzz',
  'multipart/form-data',
  'application/octet-stream',
  'application/xml',
  '*/*',
  'application/',
  'x'.repeat(5000),
]

/** Request headers besides the body's that the server reads: compression, caching, ids, proxies. */
export const oddHeaders: readonly Readonly<Record<string, string>>[] = [
  { 'accept-encoding': 'gzip' },
  { 'accept-encoding': 'br' },
  { 'accept-encoding': 'deflate, gzip;q=abc, *;q=0' },
  { 'accept-encoding': 'identity;q=0' },
  { 'accept-encoding': 'zstd' },
  { 'accept-encoding': ',,,;;;' },
  { 'accept-encoding': 'x'.repeat(10_000) },
  { accept: 'text/html' },
  { accept: '*/*;q=nonsense' },
  { 'if-none-match': '*' },
  { 'if-none-match': 'W/"x", "y"' },
  { 'if-none-match': '"'.repeat(5000) },
  { 'if-modified-since': 'not a date' },
  { 'x-request-id': 'x'.repeat(1000) },
  { 'x-request-id': '../../etc' },
  { 'x-forwarded-for': '::1, 999.999.999.999, nonsense' },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br, deflate' },
  { range: 'bytes=0-1' },
  { 'user-agent': '' },
  { 'device-type': 'x'.repeat(5000) },
]

/** `Authorization` values an anonymous caller might send: no token, a broken one, another scheme. */
export const oddAuthorizations: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiIxIn0.',
  `Bearer ${'a'.repeat(8000)}`,
  'Bearer a b',
  'Basic dXNlcjpwYXNz',
  'Token abc',
  '',
]
