/**
 * Follows a binding path through a JSON Schema (an endpoint's response, an `each` item) as far as the
 * schema says for certain what is there: through properties, items, anyOf/oneOf/allOf and local $refs.
 * Where the schema allows more (no `additionalProperties: false`, no type, a free-form object) the
 * answer is "open" and nothing is reported.
 */
type Schema = { readonly [key: string]: unknown }

/** The schemas a value may match at a place in a response, and the root their $refs resolve in. */
export interface SchemaAt {
  root: Schema
  schemas: readonly Schema[]
}

export type FieldLookup =
  | { kind: 'open' }
  | { kind: 'found'; at: SchemaAt }
  /** `segments[index]` is not a field of the closed object(s) there; `known` are the fields there are. */
  | { kind: 'missing'; index: number; known: string[] }

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function resolveRef(root: Schema, ref: string): Schema | undefined {
  if (!ref.startsWith('#')) return undefined
  let current: unknown = root
  for (const raw of ref.slice(1).split('/').slice(1)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    if (!isSchema(current)) return undefined
    current = current[segment]
  }
  return isSchema(current) ? current : undefined
}

/**
 * The alternatives a schema stands for: $refs resolved, anyOf/oneOf/allOf flattened (a field named by any
 * part of an allOf is there). `undefined` when a $ref cannot be followed: the schema is then open.
 */
function alternatives(root: Schema, schema: Schema, depth = 0): Schema[] | undefined {
  if (depth > 20) return undefined
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(root, schema.$ref)
    return target ? alternatives(root, target, depth + 1) : undefined
  }
  const out: Schema[] = []
  const composed = ['anyOf', 'oneOf', 'allOf'].flatMap((key) => {
    const list = schema[key]
    return Array.isArray(list) ? list.filter(isSchema) : []
  })
  const { anyOf: _a, oneOf: _o, allOf: _l, ...own } = schema
  // The schema's own keywords count when they say something about the shape.
  if (composed.length === 0 || own.type !== undefined || own.properties !== undefined) out.push(own)
  for (const part of composed) {
    const parts = alternatives(root, part, depth + 1)
    if (!parts) return undefined
    out.push(...parts)
  }
  return out
}

function typesOf(schema: Schema): Set<string> | undefined {
  if (typeof schema.type === 'string') return new Set([schema.type])
  if (Array.isArray(schema.type)) return new Set(schema.type.filter((type) => typeof type === 'string'))
  if (schema.properties !== undefined || schema.additionalProperties !== undefined) return new Set(['object'])
  if (schema.items !== undefined) return new Set(['array'])
  if (schema.enum !== undefined || schema.const !== undefined) return new Set(['scalar'])
  return undefined
}

/** One step of a path: `segment` read from a value matching any of `schemas`. */
function step(root: Schema, schemas: readonly Schema[], segment: string): FieldLookup {
  const next: Schema[] = []
  const known = new Set<string>()
  let closed = false
  const isIndex = /^\d+$/.test(segment)
  for (const schema of schemas) {
    const parts = alternatives(root, schema)
    if (!parts) return { kind: 'open' }
    for (const part of parts) {
      const types = typesOf(part)
      if (!types) return { kind: 'open' }
      if (types.has('array') && isIndex) {
        if (isSchema(part.items)) next.push(part.items)
        else return { kind: 'open' }
        continue
      }
      if (!types.has('object')) continue
      const properties = isSchema(part.properties) ? part.properties : {}
      const property = properties[segment]
      if (Object.hasOwn(properties, segment) && isSchema(property)) {
        next.push(property)
        continue
      }
      const patterns = isSchema(part.patternProperties) ? Object.keys(part.patternProperties) : []
      if (patterns.some((pattern) => new RegExp(pattern, 'u').test(segment))) return { kind: 'open' }
      if (isSchema(part.additionalProperties)) {
        next.push(part.additionalProperties)
        continue
      }
      if (part.additionalProperties !== false) return { kind: 'open' }
      closed = true
      for (const key of Object.keys(properties)) known.add(key)
    }
  }
  if (next.length > 0) return { kind: 'found', at: { root, schemas: next } }
  // Only closed objects answered, and none has the field: a certain miss. Otherwise the value there is a
  // scalar, null or an array read by name (`list.length`), which the schema does not describe.
  return closed ? { kind: 'missing', index: 0, known: [...known] } : { kind: 'open' }
}

export function lookupFields(start: SchemaAt, segments: readonly string[]): FieldLookup {
  let at = start
  for (const [index, segment] of segments.entries()) {
    const result = step(at.root, at.schemas, segment)
    if (result.kind === 'open') return result
    if (result.kind === 'missing') return { ...result, index }
    at = result.at
  }
  return { kind: 'found', at }
}

/** The schemas of one item of the array(s) at `at`, or undefined when that is not certain. */
export function itemsOf(at: SchemaAt): SchemaAt | undefined {
  const items: Schema[] = []
  for (const schema of at.schemas) {
    const parts = alternatives(at.root, schema)
    if (!parts) return undefined
    for (const part of parts) {
      const types = typesOf(part)
      if (!types) return undefined
      if (!types.has('array')) continue
      if (!isSchema(part.items)) return undefined
      items.push(part.items)
    }
  }
  return items.length > 0 ? { root: at.root, schemas: items } : undefined
}

export function schemaAt(schema: unknown): SchemaAt | undefined {
  return isSchema(schema) ? { root: schema, schemas: [schema] } : undefined
}
