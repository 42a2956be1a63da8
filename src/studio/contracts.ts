/**
 * What the studio's completion and hover docs know, from the repository's contracts: the widget contracts
 * (schemas/meta/widget-contracts.json), the endpoint catalogue (schemas/api) and the config's own JSON
 * Schemas (page, route, data source, action). `contractsData` slims them to names, descriptions, enums and
 * defaults at build time (scripts/vite-studio-contracts.ts, the `virtual:studio-contracts` module), so the
 * studio ships tens of kilobytes, not the contracts' megabyte. This file imports nothing: the Vite config
 * runs it in Node.
 */

export type JsonSchema = { readonly [key: string]: unknown }

/** One property as completion shows it. */
export interface PropDoc {
  readonly description?: string
  /** JSON types it accepts (`string`, `boolean`…), from `type` and `anyOf` alternatives. */
  readonly types?: readonly string[]
  readonly enum?: readonly unknown[]
  readonly default?: unknown
}

export type PropDocs = Readonly<Record<string, PropDoc>>

export interface WidgetDoc {
  readonly type: string
  readonly description: string
  readonly props: PropDocs
  readonly required?: readonly string[]
  /** The slot its nodes repeat per item (List: `item`), whose bindings read `${item.…}` and `${index}`. */
  readonly template?: string
}

/** A response field of an endpoint, for `${data.<key>.…}` completion. */
export interface FieldDoc {
  readonly description?: string
  readonly fields?: Readonly<Record<string, FieldDoc>>
}

export interface EndpointDoc {
  readonly name: string
  readonly method: string
  readonly path: string
  readonly summary: string
  readonly fields?: Readonly<Record<string, FieldDoc>>
}

/** The build-time data (plain JSON). */
export interface ContractsData {
  readonly widgets: readonly WidgetDoc[]
  readonly endpoints: readonly EndpointDoc[]
  readonly node: PropDocs
  readonly page: PropDocs
  readonly pages: PropDocs
  readonly route: PropDocs
  readonly dataSource: PropDocs
  /** Each action type's properties (`navigate`: to, query, mode…). */
  readonly actions: Readonly<Record<string, PropDocs>>
  /** The JSON Logic operators the engine runs, each with what it does (`formatDate`: [time, pattern?]…). */
  readonly logic: PropDocs
}

export interface StudioContracts extends ContractsData {
  readonly widgetByType: ReadonlyMap<string, WidgetDoc>
  readonly endpointByName: ReadonlyMap<string, EndpointDoc>
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function alternatives(schema: JsonSchema): JsonSchema[] {
  const parts = [schema]
  for (const key of ['anyOf', 'oneOf']) {
    const list = schema[key]
    if (Array.isArray(list)) for (const part of list) if (isSchema(part)) parts.push(...alternatives(part))
  }
  return parts
}

/** A property's docs: its description, types, enum values (of every alternative) and default. */
export function propDoc(schema: unknown): PropDoc {
  if (!isSchema(schema)) return {}
  const types = new Set<string>()
  const values: unknown[] = []
  for (const part of alternatives(schema)) {
    if (typeof part.type === 'string') types.add(part.type)
    if (Array.isArray(part.type)) for (const type of part.type) types.add(String(type))
    if (Array.isArray(part.enum)) values.push(...part.enum)
    if (part.const !== undefined) values.push(part.const)
    if (typeof part.$ref === 'string' && part.$ref.endsWith('actionList')) types.add('array')
  }
  return {
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
    ...(types.size > 0 ? { types: [...types] } : {}),
    ...(values.length > 0 ? { enum: values } : {}),
    ...(schema.default !== undefined ? { default: schema.default } : {}),
  }
}

export function propDocsOf(schema: unknown): PropDocs {
  const properties = isSchema(schema) && isSchema(schema.properties) ? schema.properties : {}
  const docs: Record<string, PropDoc> = {}
  for (const [name, property] of Object.entries(properties)) {
    if (name === '$schema') continue
    docs[name] = propDoc(property)
  }
  return docs
}

/** The response shape of an endpoint as field names, a few levels deep (arrays read as their items). */
export function fieldsOf(schema: unknown, depth = 3): Record<string, FieldDoc> | undefined {
  if (!isSchema(schema) || depth === 0) return undefined
  if (isSchema(schema.items)) return fieldsOf(schema.items, depth)
  const fields: Record<string, FieldDoc> = {}
  for (const part of alternatives(schema)) {
    if (!isSchema(part.properties)) continue
    for (const [name, field] of Object.entries(part.properties)) {
      const nested = fieldsOf(field, depth - 1)
      const description =
        isSchema(field) && typeof field.description === 'string' ? field.description : undefined
      fields[name] = { ...(description ? { description } : {}), ...(nested ? { fields: nested } : {}) }
    }
  }
  return Object.keys(fields).length > 0 ? fields : undefined
}

export interface ContractSources {
  readonly widgets: {
    readonly widgets: readonly { type: string; description: string; schema: JsonSchema; template?: string }[]
  }
  readonly endpoints: readonly {
    name: string
    method: string
    path: string
    summary: string
    response?: unknown
  }[]
  readonly nodeSchema: JsonSchema
  readonly pageSchema: JsonSchema
  readonly pagesSchema: JsonSchema
  readonly dataSourceSchema: JsonSchema
  readonly actionSchema: JsonSchema
  /** schemas/validator/logic-operators.ts: LOGIC_DOCS. */
  readonly logicDocs: Readonly<Record<string, string>>
}

/** The slim contracts the studio ships, from the repository's (run at build time). */
export function contractsData(sources: ContractSources): ContractsData {
  const pagesProperties = isSchema(sources.pagesSchema.properties) ? sources.pagesSchema.properties : {}
  const routes = isSchema(pagesProperties.pages) ? pagesProperties.pages.items : undefined
  const actions: Record<string, PropDocs> = {}
  for (const kind of Array.isArray(sources.actionSchema.oneOf) ? sources.actionSchema.oneOf : []) {
    const properties = isSchema(kind) && isSchema(kind.properties) ? kind.properties : {}
    const type = isSchema(properties.type) ? properties.type.const : undefined
    if (typeof type === 'string') actions[type] = propDocsOf(kind)
  }
  return {
    widgets: sources.widgets.widgets.map((widget) => ({
      type: widget.type,
      description: widget.description,
      props: propDocsOf(widget.schema),
      ...(Array.isArray(widget.schema.required) ? { required: widget.schema.required as string[] } : {}),
      ...(widget.template === undefined ? {} : { template: widget.template }),
    })),
    endpoints: sources.endpoints.map((endpoint) => {
      const fields = fieldsOf(endpoint.response)
      return {
        name: endpoint.name,
        method: endpoint.method,
        path: endpoint.path,
        summary: endpoint.summary,
        ...(fields ? { fields } : {}),
      }
    }),
    node: propDocsOf(sources.nodeSchema),
    page: propDocsOf(sources.pageSchema),
    pages: propDocsOf(sources.pagesSchema),
    route: propDocsOf(routes),
    dataSource: propDocsOf(sources.dataSourceSchema),
    actions,
    logic: Object.fromEntries(
      Object.entries(sources.logicDocs).map(([name, description]) => [name, { description }]),
    ),
  }
}

export function studioContracts(data: ContractsData): StudioContracts {
  return {
    ...data,
    widgetByType: new Map(data.widgets.map((widget) => [widget.type, widget])),
    endpointByName: new Map(data.endpoints.map((endpoint) => [endpoint.name, endpoint])),
  }
}
