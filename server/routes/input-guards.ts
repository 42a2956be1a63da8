import { ApiError } from '../errors'

/**
 * The largest integer a request may carry where its schema sets no bound of its own: past it a JSON
 * number is no longer exact, and PostgreSQL's bigint ends at 2^63 − 1, where a larger id made the query
 * fail with a 500. ajv answers 400 `request.invalid` naming the field instead.
 */
export const MAX_REQUEST_INTEGER = Number.MAX_SAFE_INTEGER

type SchemaNode = Record<string, unknown>

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const typeIncludes = (node: SchemaNode, type: string) =>
  node.type === type || (Array.isArray(node.type) && node.type.includes(type))

/**
 * A copy of a request schema (params, query or body) in which every integer without a bound of its own
 * stays within ±MAX_REQUEST_INTEGER. The contract in schemas/api is left as it is.
 */
export function boundIntegers<T>(schema: T): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (!isNode(value)) return value
    const copy: SchemaNode = {}
    for (const [key, child] of Object.entries(value)) copy[key] = key === 'default' ? child : walk(child)
    if (typeIncludes(copy, 'integer')) {
      if (copy.maximum === undefined && copy.exclusiveMaximum === undefined)
        copy.maximum = MAX_REQUEST_INTEGER
      if (copy.minimum === undefined && copy.exclusiveMinimum === undefined)
        copy.minimum = -MAX_REQUEST_INTEGER
    }
    return copy
  }
  return walk(schema) as T
}

/** A value met on the walk, with the way back to the root for naming where it is. */
interface Visit {
  readonly value: unknown
  readonly key: string
  readonly parent: Visit | undefined
  /** An object key, checked as a leaf of its own. */
  readonly isKey?: boolean
}

function pathOf(visit: Visit): string {
  const keys: string[] = []
  for (let at: Visit | undefined = visit; at; at = at.parent) keys.push(at.key)
  return keys.reverse().join('/')
}

/**
 * Where in a request value (`body/records/1/tag`) a leaf fails `isBad`, or undefined; object keys are
 * leaves too, so a NUL in a field name is found as well. The walk keeps its own stack: a JSON body
 * nested 20,000 deep (well within the body limit) overflowed the call stack of a recursive one (500).
 */
function findLeaf(root: unknown, rootPath: string, isBad: (leaf: unknown) => boolean): string | undefined {
  const stack: Visit[] = [{ value: root, key: rootPath, parent: undefined }]
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit
    const children: Visit[] = []
    if (visit.isKey) {
      if (isBad(value)) return pathOf(visit)
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        children.push({ value: item, key: String(index), parent: visit })
      })
    } else if (isNode(value)) {
      for (const [key, item] of Object.entries(value)) {
        children.push({ value: key, key, parent: visit, isKey: true })
        children.push({ value: item, key, parent: visit })
      }
    } else if (isBad(value)) {
      return pathOf(visit)
    }
    // Reversed, so the first child is looked at first: the answer names the first bad leaf in order.
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index] as Visit)
  }
  return undefined
}

/** Where in a parsed request value a string holds a NUL character (`body/content`), or undefined. */
export function nulAt(value: unknown, path: string): string | undefined {
  return findLeaf(value, path, (leaf) => typeof leaf === 'string' && leaf.includes('\u0000'))
}

/** A UTF-16 surrogate without its pair: what JSON's `\ud800` escape gives, and no UTF-8 text holds. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Where in a parsed request value a string holds a lone surrogate (`body/dermaId`), or undefined. */
export function loneSurrogateAt(value: unknown, path: string): string | undefined {
  return findLeaf(value, path, (leaf) => typeof leaf === 'string' && LONE_SURROGATE.test(leaf))
}

type RequestParts = { params?: unknown; query?: unknown; body?: unknown }

/** The first part of a request (params, then query, then body) where `find` finds something. */
function firstIn(request: RequestParts, find: (value: unknown, path: string) => string | undefined) {
  return find(request.params, 'params') ?? find(request.query, 'querystring') ?? find(request.body, 'body')
}

/**
 * Refuses a request whose parameters, query or body hold text PostgreSQL cannot store: a NUL character
 * (the comment that carried one answered 500), or a lone surrogate (a tracking record holding `\udfff`
 * answered 500: jsonb refuses the escape; a text column would keep U+FFFD instead of what was sent). No
 * field of the contract means either.
 */
export function refuseUnstorableText(request: RequestParts): void {
  const nul = firstIn(request, nulAt)
  if (nul) throw new ApiError(400, 'request.invalid', `${nul} must not contain the NUL character`)
  const surrogate = firstIn(request, loneSurrogateAt)
  if (surrogate) {
    throw new ApiError(
      400,
      'request.invalid',
      `${surrogate} must not contain a lone surrogate (invalid Unicode)`,
    )
  }
}

/** Where in a validated request value a number is not finite (`querystring/page`), or undefined. */
export function nonFiniteAt(value: unknown, path: string): string | undefined {
  return findLeaf(value, path, (leaf) => typeof leaf === 'number' && !Number.isFinite(leaf))
}

/**
 * Refuses a request whose validated parameters, query or body hold an infinite number. ajv coerces the
 * text `Infinity`, `-Infinity` or `1e400` to ±Infinity and then skips its range checks (they only test
 * finite numbers), so `GET /academy/v1/activity/-Infinity` reached the database and answered 500. Runs
 * after validation, where the coerced value is.
 */
export function refuseNonFinite(request: RequestParts): void {
  const where = firstIn(request, nonFiniteAt)
  if (where) throw new ApiError(400, 'request.invalid', `${where} must be a finite number`)
}
