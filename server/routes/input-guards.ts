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

/** Where in a parsed request value a string holds a NUL character (`body/content`), or undefined. */
export function nulAt(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulAt(item, `${path}/${index}`)
      if (found) return found
    }
    return undefined
  }
  if (isNode(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulAt(key, `${path}/${key}`) ?? nulAt(item, `${path}/${key}`)
      if (found) return found
    }
  }
  return undefined
}

/**
 * Refuses a request whose parameters, query or body hold a NUL character: PostgreSQL's text cannot
 * store one (the comment that carried it answered 500), and no field of the contract means one.
 */
export function refuseNul(request: { params?: unknown; query?: unknown; body?: unknown }): void {
  const where =
    nulAt(request.params, 'params') ?? nulAt(request.query, 'querystring') ?? nulAt(request.body, 'body')
  if (where) throw new ApiError(400, 'request.invalid', `${where} must not contain the NUL character`)
}
