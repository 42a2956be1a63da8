import fc from 'fast-check'
import { MAX_REQUEST_INTEGER } from '../../../server/routes/input-guards'
import { megabyteStrings, oddIntegers, oddKeys, oddStrings, wrongTypes } from './odd-values'

/**
 * fast-check arbitraries derived from the contract's request schemas (schemas/api): `validValue` makes
 * values the schema accepts, so a request reaches its handler; `oddValue` makes a valid value with one
 * thing wrong somewhere inside (a value past its range, a string PostgreSQL cannot store, a wrong type, a
 * missing or extra field).
 */

export type Schema = Readonly<Record<string, unknown>>

/** Values the seeded database holds, so that valid-shaped requests name rows that exist. */
export interface SeededValues {
  readonly integers: readonly number[]
  readonly strings: readonly string[]
}

/** The JSON Schema keywords the generators understand; any other one stops the fuzz (loudly). */
const UNDERSTOOD = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'pattern',
  'minLength',
  'maxLength',
  'enum',
  'const',
  'anyOf',
  'items',
  'minItems',
  'maxItems',
  'maxProperties',
  // Annotations.
  'default',
  'description',
  'title',
  'examples',
])

const TYPES = new Set(['object', 'array', 'string', 'integer', 'number', 'boolean', 'null'])

/** A request schema the fuzz cannot turn into values: the suite fails instead of fuzzing less. */
export class UnsupportedSchemaError extends Error {
  override readonly name = 'UnsupportedSchemaError'
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function checked(schema: unknown, where: string): Schema {
  if (!isSchema(schema)) throw new UnsupportedSchemaError(`${where}: not a schema object`)
  for (const keyword of Object.keys(schema)) {
    if (!UNDERSTOOD.has(keyword)) {
      throw new UnsupportedSchemaError(
        `${where}: the fuzz cannot generate values for the keyword "${keyword}" (teach tests/server/fuzz/schema-arbitraries.ts)`,
      )
    }
  }
  return schema
}

function typesOf(schema: Schema, where: string): string[] {
  const types =
    typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : []
  if (types.length === 0) throw new UnsupportedSchemaError(`${where}: a schema without a type, enum or const`)
  for (const type of types) {
    if (typeof type !== 'string' || !TYPES.has(type)) {
      throw new UnsupportedSchemaError(`${where}: unknown type ${String(type)}`)
    }
  }
  return types as string[]
}

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback)

/** The integers the server accepts here: the schema's bounds, else ±MAX_REQUEST_INTEGER (input-guards). */
function integerRange(schema: Schema): { min: number; max: number } {
  const min =
    typeof schema.minimum === 'number'
      ? schema.minimum
      : typeof schema.exclusiveMinimum === 'number'
        ? Math.floor(schema.exclusiveMinimum) + 1
        : -MAX_REQUEST_INTEGER
  const max =
    typeof schema.maximum === 'number'
      ? schema.maximum
      : typeof schema.exclusiveMaximum === 'number'
        ? Math.ceil(schema.exclusiveMaximum) - 1
        : MAX_REQUEST_INTEGER
  return { min, max }
}

/** ajv counts characters as code points (a surrogate pair is one), so the fuzz does too. */
const codePoints = (text: string) => [...text].length

function stringFits(schema: Schema): (text: string) => boolean {
  const min = numberOr(schema.minLength, 0)
  const max = numberOr(schema.maxLength, Number.POSITIVE_INFINITY)
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined
  return (text) => {
    const length = codePoints(text)
    return length >= min && length <= max && (pattern?.test(text) ?? true)
  }
}

type Weighted = { arbitrary: fc.Arbitrary<unknown>; weight: number }

function validString(schema: Schema, seeded: SeededValues): fc.Arbitrary<string> {
  const fits = stringFits(schema)
  const min = numberOr(schema.minLength, 0)
  const max = numberOr(schema.maxLength, Number.POSITIVE_INFINITY)
  const options: { arbitrary: fc.Arbitrary<string>; weight: number }[] = []
  const known = [...new Set(seeded.strings.filter(fits))]
  if (known.length > 0) options.push({ arbitrary: fc.constantFrom(...known), weight: 4 })
  if (typeof schema.pattern === 'string') {
    const matching = fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits)
    options.push({ arbitrary: matching, weight: 4 })
  } else {
    const short = { minLength: min, maxLength: Math.min(max, Math.max(min, 24)) }
    options.push({ arbitrary: fc.string(short), weight: 3 })
    options.push({ arbitrary: fc.string({ ...short, unit: 'binary' }), weight: 1 })
    options.push({ arbitrary: fc.integer().map(String).filter(fits), weight: 1 })
    // At the limit, in characters of one, three and four bytes: a varchar(n) shorter than the contract's
    // maxLength, or a byte count taken for a character count, fails here.
    if (Number.isFinite(max) && max > 0) {
      options.push({ arbitrary: fc.constantFrom('x', '中', '😀').map((unit) => unit.repeat(max)), weight: 1 })
    }
  }
  return fc.oneof(...options)
}

function validInteger(schema: Schema, seeded: SeededValues): fc.Arbitrary<number> {
  const { min, max } = integerRange(schema)
  const options: { arbitrary: fc.Arbitrary<number>; weight: number }[] = []
  const known = seeded.integers.filter((value) => value >= min && value <= max)
  if (known.length > 0) options.push({ arbitrary: fc.constantFrom(...known), weight: 4 })
  const low = Math.max(min, Math.min(max, -3))
  options.push({ arbitrary: fc.integer({ min: low, max: Math.min(max, low + 40) }), weight: 3 })
  options.push({ arbitrary: fc.integer({ min, max }), weight: 1 })
  options.push({ arbitrary: fc.constantFrom(min, max), weight: 1 })
  return fc.oneof(...options)
}

function validNumber(schema: Schema): fc.Arbitrary<number> {
  const min = numberOr(schema.minimum ?? schema.exclusiveMinimum, -Number.MAX_VALUE)
  const max = numberOr(schema.maximum ?? schema.exclusiveMaximum, Number.MAX_VALUE)
  const double = fc.double({
    min,
    max,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  })
  return fc.oneof(
    { arbitrary: double, weight: 2 },
    {
      arbitrary: fc
        .integer({ min: Math.ceil(Math.max(min, -100)), max: Math.floor(Math.min(max, 10_000)) })
        .filter((value) => value > numberOr(schema.exclusiveMinimum, Number.NEGATIVE_INFINITY)),
      weight: 2,
    },
    {
      arbitrary: fc
        .constantFrom(min, max)
        .filter(
          (value) =>
            Number.isFinite(value) && value !== schema.exclusiveMinimum && value !== schema.exclusiveMaximum,
        ),
      weight: 1,
    },
  )
}

function validArray(schema: Schema, where: string, seeded: SeededValues): fc.Arbitrary<unknown[]> {
  const item = validValue(schema.items, `${where}/items`, seeded)
  const minLength = numberOr(schema.minItems, 0)
  const maxItems = numberOr(schema.maxItems, 500)
  return fc.oneof(
    {
      arbitrary: fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(maxItems, 8)) }),
      weight: 5,
    },
    { arbitrary: fc.array(item, { minLength: maxItems, maxLength: maxItems }), weight: 1 },
  )
}

function propertiesOf(schema: Schema, where: string): Record<string, Schema> {
  const properties = schema.properties ?? {}
  if (!isSchema(properties)) throw new UnsupportedSchemaError(`${where}/properties: not an object`)
  return Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, checked(child, `${where}/${key}`)]),
  )
}

function requiredOf(schema: Schema): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((key) => typeof key === 'string') : []
}

function validObject(schema: Schema, where: string, seeded: SeededValues): fc.Arbitrary<object> {
  const properties = propertiesOf(schema, where)
  const required = requiredOf(schema)
  const missing = required.filter((key) => !(key in properties))
  if (missing.length > 0) {
    throw new UnsupportedSchemaError(`${where}: required ${missing.join(', ')} without a property schema`)
  }
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, child]) => [key, validValue(child, `${where}/${key}`, seeded)]),
    ),
    { requiredKeys: required },
  )
  const extra = schema.additionalProperties
  if (!isSchema(extra)) return record
  const room = numberOr(schema.maxProperties, Number.POSITIVE_INFINITY) - Object.keys(properties).length
  const extras = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !(key in properties) && key !== '__proto__'),
    validValue(extra, `${where}/additionalProperties`, seeded),
    { maxKeys: Math.max(0, Math.min(room, 6)) },
  )
  return fc.tuple(record, extras).map(([known, more]) => ({ ...more, ...known }))
}

/** A value `schema` accepts (under Fastify's ajv options, with the server's integer bounds). */
export function validValue(schema: unknown, where: string, seeded: SeededValues): fc.Arbitrary<unknown> {
  const node = checked(schema, where)
  if ('const' in node) return fc.constant(node.const)
  if (Array.isArray(node.enum)) return fc.constantFrom(...node.enum)
  if (Array.isArray(node.anyOf)) {
    return fc.oneof(
      ...node.anyOf.map((branch, index) => validValue(branch, `${where}/anyOf/${index}`, seeded)),
    )
  }
  const byType = (type: string): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'integer':
        return validInteger(node, seeded)
      case 'number':
        return validNumber(node)
      case 'string':
        return validString(node, seeded)
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      case 'array':
        return validArray(node, where, seeded)
      default:
        return validObject(node, where, seeded)
    }
  }
  return fc.oneof(...typesOf(node, where).map(byType))
}

function oddNumbers(schema: Schema, integer: boolean): Weighted[] {
  const { min, max } = integer
    ? integerRange(schema)
    : {
        min: numberOr(schema.minimum ?? schema.exclusiveMinimum, -Number.MAX_VALUE),
        max: numberOr(schema.maximum ?? schema.exclusiveMaximum, Number.MAX_VALUE),
      }
  return [
    { arbitrary: fc.constantFrom(...oddIntegers), weight: 4 },
    { arbitrary: fc.constantFrom(min - 1, max + 1, min, max), weight: 1 },
    { arbitrary: fc.double(), weight: 1 },
  ]
}

function oddStringsFor(schema: Schema, seeded: SeededValues): Weighted[] {
  const valid = validString(schema, seeded)
  const options: Weighted[] = [
    { arbitrary: fc.constantFrom(...oddStrings), weight: 6 },
    { arbitrary: fc.constantFrom(...megabyteStrings), weight: 1 },
    // A valid value with a NUL or a lone surrogate inside.
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom('\u0000', '\uD800', '\uDFFF'), fc.nat())
        .map(([text, odd, at]) => {
          const cut = text.length === 0 ? 0 : at % text.length
          return `${text.slice(0, cut)}${odd}${text.slice(cut)}`
        }),
      weight: 2,
    },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
  ]
  if (typeof schema.maxLength === 'number') {
    options.push({ arbitrary: fc.constant('x'.repeat(schema.maxLength + 1)), weight: 1 })
  }
  if (typeof schema.minLength === 'number' && schema.minLength > 0) {
    options.push({ arbitrary: fc.constant('x'.repeat(schema.minLength - 1)), weight: 1 })
  }
  return options
}

/** Far past any maxItems of the contract, well within the body limit. */
const LONG_ARRAY = Array.from({ length: 20_000 }, (_, index) => index)

function oddArrays(schema: Schema, where: string, seeded: SeededValues): Weighted[] {
  const item = validValue(schema.items, `${where}/items`, seeded)
  const options: Weighted[] = [
    // One item odd, the others valid.
    {
      arbitrary: fc
        .tuple(fc.array(item, { maxLength: 4 }), oddValue(schema.items, `${where}/items`, seeded), fc.nat())
        .map(([items, odd, at]) => {
          const cut = at % (items.length + 1)
          return [...items.slice(0, cut), odd, ...items.slice(cut)]
        }),
      weight: 3,
    },
    { arbitrary: fc.constant(LONG_ARRAY), weight: 1 },
  ]
  if (typeof schema.maxItems === 'number') {
    const tooMany = schema.maxItems + 1
    options.push({ arbitrary: fc.array(item, { minLength: tooMany, maxLength: tooMany }), weight: 1 })
  }
  return options
}

function oddObjects(schema: Schema, where: string, seeded: SeededValues): Weighted[] {
  const properties = propertiesOf(schema, where)
  const keys = Object.keys(properties)
  const required = requiredOf(schema)
  const valid = validObject(schema, where, seeded)
  const options: Weighted[] = [
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...oddKeys), fc.oneof(fc.constantFrom(...wrongTypes), fc.string()))
        .map(([value, key, extra]) => Object.assign({ ...value }, { [key]: extra })),
      weight: 1,
    },
  ]
  if (keys.length > 0) {
    // One property odd, the others valid.
    const oneOdd = keys.map((key) =>
      fc
        .tuple(valid, oddValue(properties[key], `${where}/${key}`, seeded))
        .map(([value, odd]) => ({ ...value, [key]: odd })),
    )
    options.push({ arbitrary: fc.oneof(...oneOdd), weight: 4 })
  }
  if (required.length > 0) {
    const withoutOne = fc
      .tuple(valid, fc.constantFrom(...required))
      .map(([value, key]) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key)))
    options.push({ arbitrary: withoutOne, weight: 1 })
  }
  return options
}

/**
 * A value of `schema`'s shape with one thing wrong, at any depth; sometimes it is valid after all (ajv
 * coerces `"12"` to 12 in a query), which is fine: the handler then gets an odd but valid value.
 */
export function oddValue(schema: unknown, where: string, seeded: SeededValues): fc.Arbitrary<unknown> {
  const node = checked(schema, where)
  const options: Weighted[] = [{ arbitrary: fc.constantFrom(...wrongTypes), weight: 1 }]
  if ('const' in node || Array.isArray(node.enum)) {
    const allowed = 'const' in node ? [node.const] : (node.enum as unknown[])
    const nearMisses = allowed.flatMap((value) =>
      typeof value === 'string' ? [value.toLowerCase(), ` ${value}`, `${value}\u0000`] : [String(value), -1],
    )
    options.push({ arbitrary: fc.constantFrom(...nearMisses, ...oddStrings.slice(0, 10)), weight: 3 })
  } else if (Array.isArray(node.anyOf)) {
    node.anyOf.forEach((branch, index) => {
      options.push({ arbitrary: oddValue(branch, `${where}/anyOf/${index}`, seeded), weight: 2 })
    })
  } else {
    for (const type of typesOf(node, where)) {
      if (type === 'integer' || type === 'number') options.push(...oddNumbers(node, type === 'integer'))
      else if (type === 'string') options.push(...oddStringsFor(node, seeded))
      else if (type === 'boolean') {
        options.push({ arbitrary: fc.constantFrom('true', 'false', 0, 1, 'yes', '', 'TRUE'), weight: 2 })
      } else if (type === 'array') options.push(...oddArrays(node, where, seeded))
      else if (type === 'object') options.push(...oddObjects(node, where, seeded))
    }
  }
  return fc.oneof(...options)
}
