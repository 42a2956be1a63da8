import type { ErrorObject } from './ajv'

/** One config problem: the file, the JSON pointer inside it, and what is wrong. */
export interface ConfigError {
  file: string
  pointer: string
  message: string
}

export function formatError(error: ConfigError): string {
  return `${error.file}:${error.pointer || '/'} ${error.message}`
}

function explain(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'additionalProperties':
      return `has unknown property '${String(params.additionalProperty)}'`
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`
    case 'discriminator':
      return params.error === 'mapping'
        ? `unknown action type ${JSON.stringify(params.tagValue)}`
        : `must have a string "${String(params.tag)}"`
    default:
      return error.message ?? `fails ${error.keyword}`
  }
}

/**
 * Turns ajv's errors into config errors. Binding alternatives (`${...}`, `$logic`) are tried next to
 * each prop's own schema; when a prop fails, only its own schema's complaint is useful, so the binding
 * branches and the "must match a schema in anyOf" summaries they cause are dropped.
 */
export function fromAjvErrors(
  errors: readonly ErrorObject[] | null | undefined,
  file: string,
  prefix = '',
): ConfigError[] {
  if (!errors) return []
  const specific = errors.filter(
    (error) =>
      !error.schemaPath.includes('/$defs/binding') &&
      !error.schemaPath.includes('/$defs/logicValue') &&
      !(error.keyword === 'if'),
  )
  const seen = new Set<string>()
  const out: ConfigError[] = []
  for (const error of specific) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      const hasDeeper = specific.some(
        (other) =>
          other !== error &&
          other.instancePath.startsWith(error.instancePath) &&
          other.keyword !== error.keyword,
      )
      if (hasDeeper) continue
    }
    const item = { file, pointer: `${prefix}${error.instancePath}`, message: explain(error) }
    const key = `${item.pointer} ${item.message}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(item)
  }
  return out
}
