import { actionKinds } from '../meta/action'
import { bindingSchema } from '../meta/binding'
import type { ErrorObject } from './ajv'
import { suggest } from './suggest'

/**
 * One config problem: the file, where in it (1-based line and column, and the JSON pointer), a stable
 * code a tool can match on (`unknown-widget`, `json-syntax`, `enum`…), and what is wrong.
 */
export interface ConfigError {
  file: string
  line: number
  column: number
  pointer: string
  code: string
  message: string
}

/** A problem before its position is known: checks name the pointer, `locate` finds line and column. */
export type ConfigProblem = Omit<ConfigError, 'line' | 'column'> &
  Partial<Pick<ConfigError, 'line' | 'column'>>

/** `file:line:column pointer message`, e.g. `schemas/pages/home.json:12:9 /body/0/widget unknown widget "X"`. */
export function formatError(error: ConfigError): string {
  return `${error.file}:${error.line}:${error.column} ${error.pointer || '/'} ${error.message}`
}

const actionTypes = actionKinds.map((kind) => kind.properties.type.const)

/** `minItems` → `min-items`: the code of a JSON Schema keyword's error. */
function keywordCode(keyword: string): string {
  return keyword.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

function explain(error: ErrorObject): { code: string; message: string } {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'additionalProperties': {
      const property = String(params.additionalProperty)
      const properties = (error.parentSchema as { properties?: object } | undefined)?.properties
      return {
        code: 'unknown-property',
        message: `has unknown property '${property}'${suggest(property, Object.keys(properties ?? {}))}`,
      }
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? []
      const hint =
        typeof error.data === 'string'
          ? suggest(
              error.data,
              allowed.filter((value): value is string => typeof value === 'string'),
            )
          : ''
      return {
        code: 'enum',
        message: `must be one of ${allowed.map((value) => JSON.stringify(value)).join(', ')}${hint}`,
      }
    }
    case 'const':
      return { code: 'const', message: `must be ${JSON.stringify(params.allowedValue)}` }
    case 'discriminator':
      return params.error === 'mapping'
        ? {
            code: 'unknown-action-type',
            message: `unknown action type ${JSON.stringify(params.tagValue)}${
              typeof params.tagValue === 'string' ? suggest(params.tagValue, actionTypes) : ''
            }`,
          }
        : { code: 'action-type', message: `must have a string "${String(params.tag)}"` }
    default:
      return { code: keywordCode(error.keyword), message: error.message ?? `fails ${error.keyword}` }
  }
}

/**
 * Turns ajv's errors into config problems. Binding alternatives (`${...}`, `$logic`) are tried next to
 * each prop's own schema; when a prop fails, only its own schema's complaint is useful, so the binding
 * branches and the "must match a schema in anyOf" summaries they cause are dropped.
 */
export function fromAjvErrors(
  errors: readonly ErrorObject[] | null | undefined,
  file: string,
  prefix = '',
): ConfigProblem[] {
  if (!errors) return []
  const specific = errors.filter(
    (error) =>
      !error.schemaPath.includes('/$defs/binding') &&
      !error.schemaPath.includes('/$defs/logicValue') &&
      // an inline binding alternative (openContent's sourceType and id)
      !(error.keyword === 'pattern' && error.params.pattern === bindingSchema.pattern) &&
      !(error.keyword === 'if'),
  )
  const seen = new Set<string>()
  const out: ConfigProblem[] = []
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
    const item = { file, pointer: `${prefix}${error.instancePath}`, ...explain(error) }
    const key = `${item.pointer} ${item.message}`
    if (seen.has(key)) continue
    seen.add(key)
    out.push(item)
  }
  return out
}
