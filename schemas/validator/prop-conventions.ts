/**
 * Props whose meaning the widget contracts state by name, so config mistakes in them can be caught that
 * their JSON Schema (a plain string) lets through:
 * - a route prop, `route`, `…Route` (voteRoute, itemRoute…) or a `to` described as a "Route name": a
 *   route name of pages.json (or a path starting with `/`; `""` where a widget reads it as "none");
 *   its query is the sibling `query` / `…Query` (VoteBoard itemRoute + itemQuery);
 * - a colour prop, `color`, `…Color`, `background`, `…Background`, when the contract leaves it a free
 *   string (Text's `color` is an enum and is left to the schema).
 */
type Schema = { readonly [key: string]: unknown }

export interface RouteProp {
  pointer: string
  value: unknown
  /** The paired query object's pointer and value, when the props hold one. */
  query?: { pointer: string; value: unknown }
}

export interface ColorProp {
  pointer: string
  value: unknown
}

export interface ConventionalProps {
  routes: RouteProp[]
  colors: ColorProp[]
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The object/array alternatives of a contract schema (anyOf/oneOf flattened; $refs are action lists). */
function shapes(schema: unknown): Schema[] {
  if (!isSchema(schema) || typeof schema.$ref === 'string') return []
  const parts = [
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
  ]
  return [schema, ...parts.flatMap(shapes)]
}

function isFreeString(schema: Schema): boolean {
  const type = schema.type
  const isString = type === 'string' || (Array.isArray(type) && type.includes('string'))
  return isString && schema.enum === undefined && schema.const === undefined
}

function routeQueryKey(key: string, schema: Schema): string | undefined {
  if (key === 'route') return 'query'
  if (key === 'to' && typeof schema.description === 'string' && /route name/i.test(schema.description)) {
    return 'query'
  }
  if (/.Route$/.test(key)) return `${key.slice(0, -'Route'.length)}Query`
  return undefined
}

function isColorKey(key: string): boolean {
  return key === 'color' || key === 'background' || /.(Color|Background)$/.test(key)
}

/**
 * The route props a widget falls back to its contract's default for, because the props leave them out:
 * each default must be a route of pages.json too (a config folder may not have every screen).
 */
export function defaultRoutes(schema: unknown, props: unknown): { key: string; route: string }[] {
  if (!isSchema(schema) || !isSchema(schema.properties)) return []
  const given = isRecord(props) ? props : {}
  const out: { key: string; route: string }[] = []
  for (const [key, propSchema] of Object.entries(schema.properties)) {
    if (!isSchema(propSchema) || Object.hasOwn(given, key)) continue
    const route = propSchema.default
    if (typeof route !== 'string' || route === '' || route.startsWith('/')) continue
    if (isFreeString(propSchema) && routeQueryKey(key, propSchema) !== undefined) out.push({ key, route })
  }
  return out
}

/** The route and colour props in a node's props (nested objects and list items included). */
export function conventionalProps(schema: unknown, props: unknown, pointer: string): ConventionalProps {
  const found: ConventionalProps = { routes: [], colors: [] }
  walk(schema, props, pointer, found)
  return found
}

function walk(schema: unknown, value: unknown, pointer: string, found: ConventionalProps): void {
  const alternatives = shapes(schema)
  if (Array.isArray(value)) {
    const itemSchema = alternatives.map((part) => part.items).find(isSchema)
    if (!itemSchema) return
    value.forEach((item, index) => {
      walk(itemSchema, item, `${pointer}/${index}`, found)
    })
    return
  }
  if (!isRecord(value) || Object.hasOwn(value, '$logic')) return
  for (const [key, item] of Object.entries(value)) {
    // on* props are action lists, checked as actions.
    if (/^on[A-Z]/.test(key)) continue
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`
    for (const part of alternatives) {
      const properties = isSchema(part.properties) ? part.properties : undefined
      const propSchema = properties?.[key]
      if (!isSchema(propSchema)) continue
      const queryKey = isFreeString(propSchema) ? routeQueryKey(key, propSchema) : undefined
      if (queryKey !== undefined) {
        const query = Object.hasOwn(value, queryKey)
          ? { pointer: `${pointer}/${queryKey}`, value: value[queryKey] }
          : undefined
        found.routes.push({ pointer: at, value: item, ...(query ? { query } : {}) })
      } else if (isColorKey(key) && isFreeString(propSchema)) {
        found.colors.push({ pointer: at, value: item })
      } else {
        walk(propSchema, item, at, found)
      }
      break
    }
  }
}
