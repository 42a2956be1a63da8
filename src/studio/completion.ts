import { type Files, routeOfFile, routesOf, schemaNameOf, schemaNames } from './config-files'
import type { FieldDoc, PropDoc, PropDocs, StudioContracts } from './contracts'
import { type Container, type CursorContext, scanJson } from './json-context'

/**
 * The studio's completion, as a pure function of the open file and the cursor: widget types, props (with
 * descriptions, enums and defaults), route names, endpoint names and `${data.…}` keys, by where the cursor
 * is in the config's structure. src/studio/editor.ts adapts it to CodeMirror.
 */

export interface Suggestion {
  readonly label: string
  /** CodeMirror's completion type: the icon. */
  readonly type: 'property' | 'class' | 'constant' | 'function' | 'variable' | 'keyword' | 'enum'
  readonly detail?: string
  readonly info?: string
  /** The text inserted, when not the label (a key typed without its quotes gets them). */
  readonly apply?: string
}

export interface Suggestions {
  readonly from: number
  readonly to: number
  readonly options: readonly Suggestion[]
}

export interface CompletionInput {
  readonly file: string
  readonly text: string
  readonly pos: number
  /** Every file of the draft, for route and schema names (pages.json as edited). */
  readonly files: Files
  readonly contracts: StudioContracts
}

/** What a container is in the config's structure. */
export type Role =
  | { kind: 'page' }
  | { kind: 'node' }
  | { kind: 'props'; widget: string | undefined }
  | { kind: 'dataSource' }
  | { kind: 'action'; type: string | undefined }
  | { kind: 'pages' }
  | { kind: 'route' }
  /** An object of JSON Logic: under `$logic`, or a node's, action's `if` or a data source's `when`. */
  | { kind: 'logic' }
  | { kind: 'other' }

const NODE_LISTS = new Set(['body', 'children'])
const ACTION_LIST = /^on[A-Z]/
/** The scopes a binding reads (schemas/meta/binding.ts). */
const SCOPES: readonly { name: string; info: string }[] = [
  { name: 'data', info: 'The page’s data sources by key (`data` of this schema).' },
  { name: 'query', info: 'The address’s query values (pages.json `query` of the route).' },
  { name: 'state', info: 'Page state (`state` of this schema, changed by setState).' },
  { name: 'user', info: 'The logged-in doctor.' },
  { name: 'env', info: 'The environment: platform (browser, wechat, app)…' },
]

function isNode(container: Container): boolean {
  if (container.kind !== 'object') return false
  if (container.keys.includes('widget')) return true
  const list = container.parent
  if (list?.kind !== 'array') return false
  if (typeof list.key === 'string' && NODE_LISTS.has(list.key)) return true
  return list.parent?.key === 'slots'
}

function isActionObject(container: Container): boolean {
  if (container.kind !== 'object') return false
  const holder = container.parent?.kind === 'array' ? container.parent : container
  return typeof holder.key === 'string' && (ACTION_LIST.test(holder.key) || holder.key === 'actions')
}

/** Whether an object is JSON Logic (an operator's object), by the keys above it. */
function isLogic(container: Container): boolean {
  if (container.kind !== 'object') return false
  for (let at: Container | undefined = container; at; at = at.parent) {
    if (at.key === '$logic') return true
    const holder = at.parent
    if (at.kind === 'object' && holder && (at.key === 'if' || at.key === 'when')) {
      return isNode(holder) || isActionObject(holder) || holder.parent?.key === 'data'
    }
    // Up through operators' argument lists and objects only: a node or props object ends the search.
    if (at !== container && at.kind === 'object' && (isNode(at) || at.key === 'props')) return false
  }
  return false
}

export function roleOf(file: string, container: Container | undefined): Role {
  if (!container) return { kind: 'other' }
  if (file === 'pages.json') {
    if (!container.parent) return { kind: 'pages' }
    if (container.parent.key === 'pages' && !container.parent.parent?.parent) return { kind: 'route' }
    return { kind: 'other' }
  }
  if (schemaNameOf(file) === undefined) return { kind: 'other' }
  if (!container.parent) return { kind: 'page' }
  if (isLogic(container)) return { kind: 'logic' }
  if (container.key === 'props' && isNode(container.parent)) {
    return { kind: 'props', widget: container.parent.strings.widget }
  }
  if (container.parent.key === 'data' && !container.parent.parent?.parent) return { kind: 'dataSource' }
  if (isActionObject(container)) return { kind: 'action', type: container.strings.type }
  if (isNode(container)) return { kind: 'node' }
  return { kind: 'other' }
}

/** The property docs of a container's role: what keys it may hold. */
export function keysOf(role: Role, contracts: StudioContracts): PropDocs | undefined {
  switch (role.kind) {
    case 'page':
      return contracts.page
    case 'node':
      return contracts.node
    case 'props':
      return role.widget === undefined ? undefined : contracts.widgetByType.get(role.widget)?.props
    case 'dataSource':
      return contracts.dataSource
    case 'action':
      return role.type === undefined
        ? { type: { description: 'The action kind.' } }
        : contracts.actions[role.type]
    case 'pages':
      return contracts.pages
    case 'route':
      return contracts.route
    case 'logic':
      return contracts.logic
    default:
      return undefined
  }
}

/** A prop's docs as one line: its types and default. */
export function propDetail(doc: PropDoc): string | undefined {
  const parts: string[] = []
  if (doc.types) parts.push(doc.types.join(' | '))
  if (doc.default !== undefined) parts.push(`= ${JSON.stringify(doc.default)}`)
  return parts.length > 0 ? parts.join(' ') : undefined
}

function keyOptions(context: CursorContext, docs: PropDocs, text: string): Suggestion[] {
  const container = context.stack[context.stack.length - 1]
  const typing = context.inString ? text.slice(context.from, context.to) : undefined
  const present = new Set((container?.keys ?? []).filter((key) => key !== typing))
  return Object.entries(docs)
    .filter(([name]) => !present.has(name))
    .map(([name, doc]) => {
      const detail = propDetail(doc)
      return {
        label: name,
        type: 'property' as const,
        ...(detail ? { detail } : {}),
        ...(doc.description ? { info: doc.description } : {}),
        ...(context.inString ? {} : { apply: `"${name}": ` }),
      }
    })
}

/** Strings offered for a value: quoted when the operator has not typed the quote yet. */
function stringOptions(
  context: CursorContext,
  values: readonly { label: string; detail?: string; info?: string }[],
  type: Suggestion['type'],
): Suggestion[] {
  return values.map((value) => ({
    ...value,
    type,
    ...(context.inString ? {} : { apply: JSON.stringify(value.label) }),
  }))
}

function isRouteProp(key: string, doc: PropDoc | undefined): boolean {
  if (key === 'route' || /Route$/.test(key)) return true
  return key === 'to' && /route/i.test(doc?.description ?? '')
}

function routeOptions(context: CursorContext, files: Files): Suggestion[] {
  return stringOptions(
    context,
    routesOf(files).map((route) => ({
      label: route.name,
      detail: route.path,
      ...(route.title ? { info: route.title } : {}),
    })),
    'constant',
  )
}

function fieldOptions(fields: Fields): Suggestion[] {
  return Object.entries(fields ?? {}).map(([name, field]) => ({
    label: name,
    type: 'property' as const,
    ...(field.description ? { info: field.description } : {}),
  }))
}

type Fields = Readonly<Record<string, FieldDoc>> | undefined

/** A name a node's subtree reads per item: a List template's `item`, an `each`'s `as`. */
interface Local {
  readonly name: string
  readonly info: string
  readonly fields: Fields
}

/** The response fields under a `data.<key>.<field>…` path (arrays read as their items). */
function dataFields(input: CompletionInput, root: Container | undefined, path: readonly string[]): Fields {
  const api = root?.children.data?.children[path[0] as string]?.strings.api
  let fields = api ? input.contracts.endpointByName.get(api)?.fields : undefined
  for (const part of path.slice(1)) fields = fields?.[part]?.fields
  return fields
}

/** The fields of the items a `${data.…}` binding names (an `each.items`, a List's `items`). */
function boundItemFields(
  input: CompletionInput,
  root: Container | undefined,
  binding: string | undefined,
): Fields {
  const path = /^\$\{data\.([\w.]+)\}$/.exec(binding ?? '')?.[1]
  return path ? dataFields(input, root, path.split('.')) : undefined
}

/**
 * The per-item names around the cursor, innermost first: the `each` of an enclosing node, and a template
 * widget's item (List: `as`, default `item`) when the cursor is in its template (slots.item or children).
 */
function localsAt(input: CompletionInput, stack: readonly Container[]): Local[] {
  const root = stack[0]
  const locals: Local[] = []
  for (let depth = stack.length - 1; depth >= 0; depth -= 1) {
    const node = stack[depth] as Container
    if (!isNode(node)) continue
    const each = node.children.each
    if (each) {
      locals.push({
        name: each.strings.as ?? 'item',
        info: `This node’s item of ${each.strings.items ?? 'its each.items'}.`,
        fields: boundItemFields(input, root, each.strings.items),
      })
    }
    const template = input.contracts.widgetByType.get(node.strings.widget ?? '')?.template
    const below = stack[depth + 1]
    const inTemplate =
      template !== undefined &&
      (below?.key === 'children' || (below?.key === 'slots' && stack[depth + 2]?.key === template))
    if (!inTemplate) continue
    const props = node.children.props
    const api = props?.strings.api
    const pageFields = api ? input.contracts.endpointByName.get(api)?.fields : undefined
    locals.push({
      name: props?.strings.as ?? 'item',
      info: `The ${node.strings.widget} item being shown${api ? ` (an item of ${api})` : ''}.`,
      fields: api
        ? (pageFields?.items?.fields ?? pageFields)
        : boundItemFields(input, root, props?.strings.items),
    })
  }
  return locals
}

/**
 * `${data.<key>.<field>…}`, `${query.<name>}`, a template's `${item.…}` and the scopes, inside a string
 * being typed; `expression` is what was typed of the path (a binding's, or a JSON Logic `var`'s).
 */
function bindingSuggestions(input: CompletionInput, context: CursorContext, expression: string): Suggestions {
  const parts = expression.split('.')
  const last = parts.pop() as string
  const from = input.pos - last.length
  const to = input.pos
  const locals = localsAt(input, context.stack)
  if (parts.length === 0) {
    const names = new Set<string>()
    const options: Suggestion[] = []
    for (const local of locals) {
      if (names.has(local.name)) continue
      names.add(local.name)
      options.push({ label: local.name, type: 'variable', info: local.info })
    }
    if (locals.length > 0) {
      options.push({ label: 'index', type: 'variable', info: 'The item’s place in its list, from 0.' })
    }
    for (const scope of SCOPES) options.push({ label: scope.name, type: 'variable', info: scope.info })
    return { from, to, options }
  }
  const root = context.stack[0]
  const local = locals.find((candidate) => candidate.name === parts[0])
  if (local) {
    let fields = local.fields
    for (const part of parts.slice(1)) fields = fields?.[part]?.fields
    return { from, to, options: fieldOptions(fields) }
  }
  if (parts[0] === 'data') {
    const sources = root?.children.data
    if (!sources) return { from, to, options: [] }
    if (parts.length === 1) {
      return {
        from,
        to,
        options: sources.keys.map((key) => {
          const api = sources.children[key]?.strings.api
          return { label: key, type: 'variable', ...(api ? { detail: api } : {}) }
        }),
      }
    }
    return { from, to, options: fieldOptions(dataFields(input, root, parts.slice(1))) }
  }
  if (parts[0] === 'query' && parts.length === 1) {
    const route = routeOfFile(input.files, input.file)
    return {
      from,
      to,
      options: Object.entries(route?.query ?? {}).map(([name, meaning]) => ({
        label: name,
        type: 'variable',
        info: meaning,
      })),
    }
  }
  if (parts[0] === 'state' && parts.length === 1) {
    return {
      from,
      to,
      options: (root?.children.state?.keys ?? []).map((key) => ({ label: key, type: 'variable' })),
    }
  }
  return { from, to, options: [] }
}

function valueOptions(input: CompletionInput, context: CursorContext, role: Role): Suggestion[] {
  const key = context.key
  if (typeof key !== 'string') return []
  const { contracts, files } = input
  if (role.kind === 'pages' && ['home', 'login', 'notFound', 'webview'].includes(key)) {
    return routeOptions(context, files)
  }
  if (role.kind === 'route' && key === 'schema') {
    return stringOptions(
      context,
      schemaNames(files).map((name) => ({ label: name })),
      'constant',
    )
  }
  if (role.kind === 'node' && key === 'widget') {
    return stringOptions(
      context,
      contracts.widgets.map((widget) => ({ label: widget.type, info: widget.description })),
      'class',
    )
  }
  if (key === 'api' && role.kind !== 'other' && role.kind !== 'route' && role.kind !== 'pages') {
    return stringOptions(
      context,
      contracts.endpoints.map((endpoint) => ({
        label: endpoint.name,
        detail: `${endpoint.method} ${endpoint.path}`,
        info: endpoint.summary,
      })),
      'function',
    )
  }
  if (role.kind === 'action') {
    if (key === 'type') {
      return stringOptions(
        context,
        Object.keys(contracts.actions).map((type) => ({ label: type })),
        'keyword',
      )
    }
    if (key === 'to') return routeOptions(context, files)
  }
  const docs = keysOf(role, contracts)
  const doc = docs?.[key]
  if (role.kind === 'props' && isRouteProp(key, doc)) return routeOptions(context, files)
  if (!doc) return []
  const values: Suggestion[] = []
  for (const value of doc.enum ?? []) {
    if (context.inString && typeof value !== 'string') continue
    values.push({
      label: String(value),
      type: 'enum',
      ...(value === doc.default ? { detail: 'default' } : {}),
      ...(context.inString ? {} : { apply: JSON.stringify(value) }),
    })
  }
  if (!context.inString && doc.types?.includes('boolean') && !doc.enum) {
    for (const value of [true, false]) {
      values.push({
        label: String(value),
        type: 'enum',
        ...(value === doc.default ? { detail: 'default' } : {}),
      })
    }
  }
  return values
}

export function suggest(input: CompletionInput): Suggestions | null {
  const { context } = scanJson(input.text, input.pos)
  const container = context.stack[context.stack.length - 1]
  const role = roleOf(input.file, container)
  if (context.at === 'value' && context.inString) {
    // A binding being typed (`${data.…`), or a JSON Logic `{"var": "data.…"}`.
    const binding = /\$\{([\w.]*)$/.exec(context.prefix)?.[1]
    if (binding !== undefined) return bindingSuggestions(input, context, binding)
    const logicVar =
      context.key === 'var' || (context.key === 0 && context.stack[context.stack.length - 1]?.key === 'var')
    if (logicVar && /^[\w.]*$/.test(context.prefix)) {
      return bindingSuggestions(input, context, context.prefix)
    }
  }
  const from = context.inString ? context.from : context.prefix ? context.from : input.pos
  const to = context.inString || context.prefix ? context.to : input.pos
  if (context.at === 'key') {
    const docs = keysOf(role, input.contracts)
    return docs ? { from, to, options: keyOptions(context, docs, input.text) } : null
  }
  if (context.at === 'value') {
    const options = valueOptions(input, context, role)
    return options.length > 0 ? { from, to, options } : null
  }
  return null
}
