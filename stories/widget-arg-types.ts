import contracts from '@schemas/meta/widget-contracts.json'
import type { ArgTypes, InputType, SBType } from 'storybook/internal/types'

/**
 * Storybook argTypes generated from a widget's props schema (src/widgets/<w>/<w>.schema.ts), read from
 * schemas/meta/widget-contracts.json, which `npm run schemas` writes from those schemas (a unit test
 * fails when it is stale). Each prop gets the schema's description, its default (table.defaultValue),
 * a type summary (with the fields of an object in the detail), `required` from the schema, and a control:
 * a select for an enum, a switch for a boolean, a number field (with the schema's bounds) for a number,
 * a text field for a string, the JSON editor for objects, lists and action lists. The props the runtime
 * injects (`run`, `slots`, `pointer`, `scope`, `children`) are hidden from the controls and the docs.
 *
 * A story file spreads `widgetDocs('<Type>')` into its meta; tests/stories/stories.test.tsx fails when a
 * widget's story meta lacks a schema prop or its description.
 */

/** A JSON Schema as the contracts hold it: the subset the props schemas use. */
export interface PropSchema {
  type?: string | string[]
  description?: string
  default?: unknown
  enum?: readonly unknown[]
  $ref?: string
  anyOf?: readonly PropSchema[]
  items?: PropSchema
  properties?: Readonly<Record<string, PropSchema>>
  required?: readonly string[]
  minimum?: number
  maximum?: number
  minLength?: number
  pattern?: string
}

interface WidgetContract {
  type: string
  description: string
  schema: PropSchema
}

const contractsByType = new Map(
  (contracts.widgets as unknown as WidgetContract[]).map((contract) => [contract.type, contract]),
)

/** The props the runtime gives every widget (src/runtime/registry): not configured by a page. */
export const runtimePropNames = ['run', 'slots', 'pointer', 'scope', 'children', 'template'] as const

const hidden: InputType = { control: false, table: { disable: true } }

/** The contract of a registered widget type: its description and props schema. */
export function widgetContract(type: string): WidgetContract {
  const contract = contractsByType.get(type)
  if (!contract)
    throw new Error(`${type} is not in schemas/meta/widget-contracts.json: run \`npm run schemas\``)
  return contract
}

const refNames: Record<string, string> = { '#/$defs/actionList': 'action list' }

function typeNames(schema: PropSchema): string[] {
  if (schema.type === undefined) return []
  return Array.isArray(schema.type) ? schema.type : [schema.type]
}

/** A short TypeScript-like type of a schema: `string`, `'a' | 'b'`, `string[]`, `object | string`. */
export function typeSummary(schema: PropSchema): string {
  if (schema.$ref) return refNames[schema.$ref] ?? schema.$ref.replace(/^#\/\$defs\//, '')
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ')
  if (schema.anyOf) return [...new Set(schema.anyOf.map(typeSummary))].join(' | ')
  const names = typeNames(schema).map((name) => {
    if (name === 'integer') return 'number'
    if (name === 'array') {
      const item = schema.items ? typeSummary(schema.items) : 'unknown'
      return /[ |]/.test(item) ? `(${item})[]` : `${item}[]`
    }
    return name
  })
  return names.length > 0 ? [...new Set(names)].join(' | ') : 'unknown'
}

/** The fields of an object schema (or of the objects in a list or union), one a line, nested indented. */
function typeDetail(schema: PropSchema, indent = ''): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap((branch) => typeDetail(branch, indent))
  if (schema.items) return typeDetail(schema.items, indent)
  if (!schema.properties) return []
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties).flatMap(([name, field]) => [
    `${indent}${name}${required.has(name) ? '' : '?'}: ${typeSummary(field)}${
      field.description ? ` — ${field.description}` : ''
    }`,
    ...typeDetail(field, `${indent}  `),
  ])
}

/** Bounds and patterns of a scalar, for the type's detail: `0 ≤ n ≤ 100`, `pattern ^\d+$`. */
function constraints(schema: PropSchema): string[] {
  const lines: string[] = []
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    lines.push(`${schema.minimum ?? '−∞'} ≤ value ≤ ${schema.maximum ?? '∞'}`)
  if (schema.minLength !== undefined) lines.push(`at least ${schema.minLength} characters`)
  if (schema.pattern !== undefined) lines.push(`pattern ${schema.pattern}`)
  return lines
}

function sbType(schema: PropSchema, required: boolean): SBType {
  const names = typeNames(schema)
  if (schema.enum)
    return {
      name: 'enum',
      value: schema.enum.filter((value) => typeof value !== 'object') as string[],
      required,
    }
  if (names.length === 1) {
    const [name] = names
    if (name === 'string' || name === 'boolean') return { name, required }
    if (name === 'integer' || name === 'number') return { name: 'number', required }
  }
  return { name: 'other', value: typeSummary(schema), required }
}

function control(schema: PropSchema): InputType['control'] {
  const names = typeNames(schema)
  if (schema.enum) return { type: 'select' }
  if (names.length === 1) {
    const [name] = names
    if (name === 'boolean') return { type: 'boolean' }
    if (name === 'string') return { type: 'text' }
    if (name === 'integer' || name === 'number')
      return {
        type: 'number',
        ...(schema.minimum !== undefined && { min: schema.minimum }),
        ...(schema.maximum !== undefined && { max: schema.maximum }),
        ...(name === 'integer' && { step: 1 }),
      }
  }
  return { type: 'object' }
}

/** The argType of one prop of a props schema. */
export function propArgType(name: string, schema: PropSchema, required: boolean): InputType {
  const detail = [...constraints(schema), ...typeDetail(schema)].join('\n')
  return {
    name,
    description: schema.description,
    type: sbType(schema, required),
    control: control(schema),
    ...(schema.enum && { options: schema.enum }),
    table: {
      type: { summary: typeSummary(schema), ...(detail && { detail }) },
      ...(schema.default !== undefined && {
        defaultValue: { summary: JSON.stringify(schema.default) },
      }),
    },
  }
}

/** The argTypes of a widget type: one per prop of its props schema, the runtime's props hidden. */
export function widgetArgTypes(type: string): ArgTypes {
  const { schema } = widgetContract(type)
  const required = new Set(schema.required ?? [])
  const argTypes: ArgTypes = Object.fromEntries(runtimePropNames.map((name) => [name, hidden]))
  for (const [name, prop] of Object.entries(schema.properties ?? {}))
    argTypes[name] = propArgType(name, prop, required.has(name))
  return argTypes
}

/**
 * What a widget's story meta spreads in: the generated argTypes and, for the docs page, the widget's
 * description from its definition. A story file adds its own argTypes after the spread when it needs
 * another control, e.g. `argTypes: { ...widgetDocs('Tabs').argTypes, tabs: {...} }`.
 */
export function widgetDocs(type: string): {
  argTypes: ArgTypes
  parameters: { docs: { description: { component: string } } }
} {
  return {
    argTypes: widgetArgTypes(type),
    parameters: { docs: { description: { component: widgetContract(type).description } } },
  }
}
