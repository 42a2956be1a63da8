type Schema = { [key: string]: unknown }

const alternatives = [{ $ref: '#/$defs/binding' }, { $ref: '#/$defs/logicValue' }]

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A widget's props schema as config may fill it: every property (and nested property and array item)
 * also accepts a `${...}` binding or a `{ "$logic": ... }` value, since those resolve only at run time.
 * Action lists (`$ref`) are kept as they are: actions are validated, never bound.
 */
export function bindable(schema: Schema): Schema {
  return transform(schema)
}

function transform(schema: Schema): Schema {
  if (typeof schema.$ref === 'string') return schema
  const out: Schema = { ...schema }
  if (isSchema(schema.properties)) {
    const properties: Schema = {}
    for (const [key, value] of Object.entries(schema.properties)) {
      properties[key] = isSchema(value) ? wrap(value) : value
    }
    out.properties = properties
  }
  if (isSchema(schema.items)) out.items = wrap(schema.items)
  if (isSchema(schema.additionalProperties)) out.additionalProperties = wrap(schema.additionalProperties)
  return out
}

function wrap(schema: Schema): Schema {
  if (typeof schema.$ref === 'string') return schema
  const { description, default: defaultValue, ...rest } = schema
  const inner = transform(rest)
  return {
    ...(description === undefined ? {} : { description }),
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
    anyOf: [inner, ...alternatives],
  }
}
