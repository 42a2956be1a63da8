import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import type { actionKinds } from './action'
import type { formExpressionSchema, formRuleSchema } from './form-rule'
import type { dataSourceSchema, widgetNodeSchema } from './node'
import type { pageSchema } from './page'
import type { pageEntrySchema, pagesFileSchema } from './pages'

// Types derived from the contracts in schemas/meta; never written by hand.

/** A contract's type; properties with a default stay optional, as config may leave them out. */
export type FromContract<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>

export type PagesFile = FromContract<typeof pagesFileSchema>
export type PageEntry = FromContract<typeof pageEntrySchema>
export type RouteGuards = NonNullable<PageEntry['guards']>

type ActionKind = (typeof actionKinds)[number]
/** One action, the union of every kind; nested `then`/`catch` lists come out loose (recursive $ref). */
export type Action = ActionKind extends infer K ? (K extends JSONSchema ? FromContract<K> : never) : never
export type ActionType = Action['type']

export type DataSource = FromContract<typeof dataSourceSchema>

// json-schema-to-ts cannot express a recursive $ref, so children and slots are re-typed here as the
// same node type; every other field comes from the schema.
type NodeFields = Omit<FromContract<typeof widgetNodeSchema>, 'children' | 'slots'>
export interface WidgetNode extends NodeFields {
  children?: WidgetNode[]
  slots?: Record<string, WidgetNode[]>
}

export interface PageSchema {
  $schema?: string
  title?: string
  data?: Record<string, DataSource>
  state?: Record<string, unknown>
  /** spec §3 share config of the screen (its card in WeChat). */
  share?: PageShare
  onLoad?: Action[]
  body: WidgetNode[]
}

export type PageShare = FromContract<typeof pageSchema.properties.share>

/**
 * A widget's props from its props schema. Props whose schema is `{ "$ref": "#/$defs/actionList" }`
 * (the `on*` action props) are typed as action lists: the reference resolves only inside a page schema,
 * so json-schema-to-ts cannot follow it from the widget's own schema.
 */
type ActionPropKeys<S> = S extends { properties: infer P }
  ? { [K in keyof P]: P[K] extends { $ref: '#/$defs/actionList' } ? K : never }[keyof P]
  : never
export type WidgetProps<S extends JSONSchema> = Omit<FromContract<S>, ActionPropKeys<S> & string> & {
  [K in ActionPropKeys<S> & string]?: Action[]
}

export type FormExpression = FromContract<typeof formExpressionSchema>
export type FormRule = FromContract<typeof formRuleSchema>
