import { bindingPathSegments, bindingSchema, logicValueSchema } from '../meta/binding'
import { CONTENT_ROUTES, isOpenableSourceType, ZONE_ID_LIMIT } from '../meta/content-sources'
import { pageSchema } from '../meta/page'
import { pagesFileSchema } from '../meta/pages'
import type { PageEntry, PagesFile, WidgetNode } from '../meta/types'
import { createAjv } from './ajv'
import { bindable } from './bindable'
import { isCssColor } from './css-color'
import { pointerSegment } from './json-text'
import { locate } from './locate'
import { LOGIC_OPERATORS, LOGIC_SIGNATURES, PER_ITEM_OPERATORS } from './logic-operators'
import { type ConfigError, type ConfigProblem, fromAjvErrors } from './messages'
import { conventionalProps, defaultRoutes } from './prop-conventions'
import { itemsOf, lookupFields, type SchemaAt, schemaAt } from './schema-fields'
import { suggest } from './suggest'

/**
 * Validates a config set: pages.json, every page schema, every widget's props, and the cross-references
 * between them (DESIGN.md "Types and validation"). Every problem is reported, each with its file, line,
 * column and JSON pointer; nothing stops at the first error.
 */
export interface ConfigFile {
  /** Path as shown in messages, e.g. `schemas/pages/about-app.json`. */
  file: string
  json: unknown
  /** The file's text, for line and column; without it errors are placed at 1:1. */
  text?: string
  /** The text is not valid JSON (already reported): the file is neither checked nor "missing". */
  unparsable?: boolean
}

export interface WidgetContract {
  type: string
  /** Where the props schema lives, for messages about the schema itself. */
  file: string
  schema: { readonly [key: string]: unknown }
  /**
   * The slot the widget renders once per item (List: `item`; without it, the node's children), with the
   * item in scope as its `as` prop names it (default `item`) and `index`.
   */
  template?: string
}

/** An endpoint as config names it; its response schema is what `data.<key>` bindings may read. */
export interface EndpointContract {
  name: string
  response?: unknown
}

export interface ConfigSetInput {
  pages: ConfigFile
  /** Page schemas by file name without `.json`. */
  pageFiles: ReadonlyMap<string, ConfigFile>
  widgets: readonly WidgetContract[]
  endpoints: readonly EndpointContract[]
}

export interface ValidationResult {
  errors: ConfigError[]
  routes: number
  planned: number
  pageFiles: number
}

const defs = {
  ...pageSchema.$defs,
  binding: bindingSchema,
  logicValue: logicValueSchema,
}

type Ajv = ReturnType<typeof createAjv>
type Check = ReturnType<Ajv['compile']>

export function validateConfigSet(input: ConfigSetInput): ValidationResult {
  const problems: ConfigProblem[] = []
  const result = collect(input, problems)
  const errors = locate(problems, [input.pages, ...input.pageFiles.values()])
  return { ...result, errors: inFileOrder(errors) }
}

/** Errors file by file (in the order files first come up), each file's from top to bottom. */
function inFileOrder(errors: ConfigError[]): ConfigError[] {
  const fileOrder = new Map<string, number>()
  for (const error of errors) if (!fileOrder.has(error.file)) fileOrder.set(error.file, fileOrder.size)
  return errors
    .map((error, index) => ({ error, index }))
    .sort(
      (a, b) =>
        (fileOrder.get(a.error.file) ?? 0) - (fileOrder.get(b.error.file) ?? 0) ||
        a.error.line - b.error.line ||
        a.error.column - b.error.column ||
        a.index - b.index,
    )
    .map(({ error }) => error)
}

interface CompiledWidgets {
  readonly checks: ReadonlyMap<string, Check | null>
  readonly schemas: ReadonlyMap<string, WidgetContract['schema']>
  /** The template slot of each template widget (List). */
  readonly templates: ReadonlyMap<string, string>
  /** A type registered twice, a props schema ajv refuses. */
  readonly problems: readonly ConfigProblem[]
}

/**
 * Compiled once per process: compiling the route-table, page and ~80 widget schemas is most of a
 * validation's cost (hundreds of ms), and a server validates every operator's publish on its event loop.
 * A compiled check keeps only the errors of its last call, read right after it, so sharing is safe.
 */
let compiledPages: { readonly ajv: Ajv; readonly checkPages: Check; readonly checkPage: Check } | undefined
const compiledWidgets = new WeakMap<readonly WidgetContract[], CompiledWidgets>()

function pageChecks(): NonNullable<typeof compiledPages> {
  if (!compiledPages) {
    const ajv = createAjv()
    compiledPages = { ajv, checkPages: ajv.compile(pagesFileSchema), checkPage: ajv.compile(pageSchema) }
  }
  return compiledPages
}

/** Whether pages.json has the shape its schema asks for (checks that read it as routes can trust it). */
export function isPagesFileShape(json: unknown): boolean {
  return pageChecks().checkPages(json) === true
}

/** Widget props validators, compiled once per contract list; a broken props schema is itself an error. */
function widgetChecksOf(widgets: readonly WidgetContract[]): CompiledWidgets {
  const known = compiledWidgets.get(widgets)
  if (known) return known
  const { ajv } = pageChecks()
  const checks = new Map<string, Check | null>()
  const schemas = new Map<string, WidgetContract['schema']>()
  const templates = new Map<string, string>()
  const problems: ConfigProblem[] = []
  for (const widget of widgets) {
    if (checks.has(widget.type)) {
      problems.push({
        file: widget.file,
        pointer: '',
        code: 'duplicate-widget',
        message: `widget type "${widget.type}" is registered twice`,
      })
      continue
    }
    schemas.set(widget.type, widget.schema)
    if (widget.template !== undefined) templates.set(widget.type, widget.template)
    try {
      checks.set(widget.type, ajv.compile({ ...bindable({ ...widget.schema }), $defs: defs }))
    } catch (error) {
      checks.set(widget.type, null)
      problems.push({
        file: widget.file,
        pointer: '',
        code: 'invalid-widget-schema',
        message: `invalid props schema: ${(error as Error).message}`,
      })
    }
  }
  const compiled = { checks, schemas, templates, problems }
  compiledWidgets.set(widgets, compiled)
  return compiled
}

function collect(input: ConfigSetInput, problems: ConfigProblem[]): Omit<ValidationResult, 'errors'> {
  const { checkPages, checkPage } = pageChecks()
  const pagesOk = !input.pages.unparsable && checkPages(input.pages.json)
  if (!input.pages.unparsable) problems.push(...fromAjvErrors(checkPages.errors, input.pages.file))

  if (!pagesOk) {
    // Cross-references against a route table that is itself invalid would only bury the real mistake
    // under "no route uses this page" for every file: report the page files' own shape errors and stop.
    for (const pageFile of input.pageFiles.values()) {
      if (!pageFile.unparsable && !checkPage(pageFile.json)) {
        problems.push(...fromAjvErrors(checkPage.errors, pageFile.file))
      }
    }
    return { routes: 0, planned: 0, pageFiles: input.pageFiles.size }
  }
  const pagesFile = input.pages.json as PagesFile
  const entries = Array.isArray(pagesFile.pages) ? pagesFile.pages : []
  const routeNames = new Map(entries.map((entry) => [entry.name, entry]))
  const endpoints = new Map(input.endpoints.map((endpoint) => [endpoint.name, endpoint]))

  const {
    checks: widgetChecks,
    schemas: widgetSchemas,
    templates: widgetTemplates,
    problems: widgetProblems,
  } = widgetChecksOf(input.widgets)
  problems.push(...widgetProblems)

  problems.push(...checkRouteTable(entries, input))

  // Which routes use each page file, for query-parameter checks.
  const routesByFile = new Map<string, PageEntry[]>()
  for (const entry of entries) {
    if (!entry.schema) continue
    routesByFile.set(entry.schema, [...(routesByFile.get(entry.schema) ?? []), entry])
  }

  for (const [name, pageFile] of input.pageFiles) {
    const routes = routesByFile.get(name) ?? []
    if (routes.length === 0) {
      problems.push({
        file: pageFile.file,
        pointer: '',
        code: 'unused-page-file',
        message: `no route in pages.json uses the page schema "${name}"`,
      })
    }
    if (pageFile.unparsable) continue
    if (!checkPage(pageFile.json)) {
      problems.push(...fromAjvErrors(checkPage.errors, pageFile.file))
      continue
    }
    const page = pageFile.json as {
      data?: Record<string, { api: string; params?: unknown; when?: unknown }>
      state?: Record<string, unknown>
      onLoad?: unknown[]
      title?: string
      body: WidgetNode[]
    }
    const dataSources = new Map<string, DataSourceInfo>()
    for (const [key, source] of Object.entries(page.data ?? {})) {
      const at = schemaAt(endpoints.get(source.api)?.response)
      dataSources.set(key, { api: source.api, ...(at ? { at } : {}) })
    }
    const context: PageContext = {
      file: pageFile.file,
      problems,
      routeNames,
      endpoints,
      widgetChecks,
      widgetSchemas,
      widgetTemplates,
      queryKeys: new Set(routes.flatMap((route) => Object.keys(route.query ?? {}))),
      paramKeys: new Set(routes.flatMap((route) => pathParameters(route.path))),
      dataSources,
      routes,
    }
    checkStrings(page, '', context)
    for (const [key, source] of Object.entries(page.data ?? {})) {
      const pointer = `/data/${pointerSegment(key)}`
      if (!endpoints.has(source.api)) {
        problems.push({
          file: pageFile.file,
          pointer: `${pointer}/api`,
          code: 'unknown-endpoint',
          message: `unknown endpoint "${source.api}"${suggest(source.api, endpoints.keys())}`,
        })
      }
      checkBindings(source.params, `${pointer}/params`, context)
      if (source.when !== undefined) checkLogic(source.when, `${pointer}/when`, context, noLocals)
    }
    checkBindings(page.title, '/title', context)
    checkActions(page.onLoad, '/onLoad', context)
    page.body.forEach((node, index) => {
      checkNode(node, `/body/${index}`, context, noLocals)
    })
  }

  return {
    routes: entries.length,
    planned: entries.filter((entry) => entry.planned).length,
    pageFiles: input.pageFiles.size,
  }
}

function pathParameters(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1] ?? '')
}

function checkRouteTable(entries: readonly PageEntry[], input: ConfigSetInput): ConfigProblem[] {
  const problems: ConfigProblem[] = []
  const file = input.pages.file
  const names = new Map<string, number>()
  const paths = new Map<string, number>()
  entries.forEach((entry, index) => {
    const pointer = `/pages/${index}`
    const previousName = names.get(entry.name)
    if (previousName !== undefined) {
      problems.push({
        file,
        pointer: `${pointer}/name`,
        code: 'duplicate-route-name',
        message: `duplicate name "${entry.name}" (also /pages/${previousName})`,
      })
    } else names.set(entry.name, index)
    for (const [aliasIndex, path] of [entry.path, ...(entry.alias ?? [])].entries()) {
      const key = path.toLowerCase()
      const previous = paths.get(key)
      const where = aliasIndex === 0 ? `${pointer}/path` : `${pointer}/alias/${aliasIndex - 1}`
      if (previous !== undefined) {
        problems.push({
          file,
          pointer: where,
          code: 'duplicate-route-path',
          message: `duplicate path "${path}" (also /pages/${previous})`,
        })
      } else paths.set(key, index)
    }
    // A file that exists but is not valid JSON is in pageFiles (marked unparsable), already reported.
    if (entry.schema && !input.pageFiles.has(entry.schema)) {
      problems.push({
        file,
        pointer: `${pointer}/schema`,
        code: 'missing-page-file',
        message: `page schema file schemas/pages/${entry.schema}.json does not exist${suggest(
          entry.schema,
          input.pageFiles.keys(),
        )}`,
      })
    }
    if (entry.planned && entry.schema) {
      problems.push({
        file,
        pointer: `${pointer}/planned`,
        code: 'planned-with-schema',
        message: 'a planned screen must not name a schema yet',
      })
    }
    // Query keys the route itself reads must be among the ones it declares.
    const declared = Object.keys(entry.query ?? {})
    const idKey = entry.guards?.consent?.idKey
    if (idKey !== undefined && !declared.includes(idKey)) {
      problems.push({
        file,
        pointer: `${pointer}/guards/consent/idKey`,
        code: 'unknown-query-key',
        message: `the consent guard reads the query parameter "${idKey}", which this route does not declare under query${suggest(idKey, declared)}`,
      })
    }
    for (const [keyIndex, key] of (entry.desktopRedirect?.query ?? []).entries()) {
      if (declared.includes(key)) continue
      problems.push({
        file,
        pointer: `${pointer}/desktopRedirect/query/${keyIndex}`,
        code: 'unknown-query-key',
        message: `desktopRedirect carries the query parameter "${key}", which this route does not declare under query${suggest(key, declared)}`,
      })
    }
  })
  for (const key of ['home', 'login', 'notFound', 'webview'] as const) {
    const name = (input.pages.json as Record<string, unknown>)[key]
    if (typeof name === 'string' && !names.has(name)) {
      problems.push({
        file,
        pointer: `/${key}`,
        code: 'unknown-route',
        message: `unknown route "${name}"${suggest(name, names.keys())}`,
      })
    }
  }
  return problems
}

interface DataSourceInfo {
  api: string
  /** The endpoint's response schema, when the contract has one. */
  at?: SchemaAt
}

/** A name `each` brings into scope (`item`, `index`), with what its value is when that is known. */
interface Local {
  /** The response schema of one item, when the list comes from a data source. */
  at?: SchemaAt
  /** Where the schema comes from, for messages: `the response of "course.detail"`. */
  source?: string
}

type Locals = ReadonlyMap<string, Local>
const noLocals: Locals = new Map()

interface PageContext {
  file: string
  problems: ConfigProblem[]
  routeNames: ReadonlyMap<string, PageEntry>
  endpoints: ReadonlyMap<string, EndpointContract>
  widgetChecks: ReadonlyMap<string, Check | null>
  widgetSchemas: ReadonlyMap<string, WidgetContract['schema']>
  widgetTemplates: ReadonlyMap<string, string>
  queryKeys: ReadonlySet<string>
  paramKeys: ReadonlySet<string>
  dataSources: ReadonlyMap<string, DataSourceInfo>
  routes: readonly PageEntry[]
}

function report(context: PageContext, pointer: string, code: string, message: string): void {
  context.problems.push({ file: context.file, pointer, code, message })
}

function checkNode(node: WidgetNode, pointer: string, context: PageContext, locals: Locals): void {
  let scopeLocals = locals
  if (node.each) {
    checkBindings(node.each.items, `${pointer}/each/items`, context, locals)
    const list = /^\$\{([^}]+)\}$/.exec(node.each.items)?.[1]
    const listAt = list ? schemaOfPath(list, context, locals) : undefined
    const itemAt = listAt && itemsOf(listAt.at)
    const next = new Map(locals)
    next.set(node.each.as ?? 'item', itemAt && listAt ? { at: itemAt, source: listAt.source } : {})
    next.set('index', {})
    scopeLocals = next
  }
  if (node.if !== undefined) checkLogic(node.if, `${pointer}/if`, context, scopeLocals)

  const check = context.widgetChecks.get(node.widget)
  if (check === undefined) {
    report(
      context,
      `${pointer}/widget`,
      'unknown-widget',
      `unknown widget "${node.widget}"${suggest(node.widget, context.widgetChecks.keys())}`,
    )
  } else if (check !== null && !check(node.props ?? {})) {
    context.problems.push(...fromAjvErrors(check.errors, context.file, `${pointer}/props`))
  }
  for (const [key, value] of Object.entries(node.props ?? {})) {
    const propPointer = `${pointer}/props/${pointerSegment(key)}`
    if (/^on[A-Z]/.test(key)) checkActions(value, propPointer, context, scopeLocals)
    else checkBindings(value, propPointer, context, scopeLocals)
    // Widgets that load their own list name the endpoint in a prop called `api` (ContentFeed...).
    if (
      key === 'api' &&
      typeof value === 'string' &&
      !value.includes('${') &&
      !context.endpoints.has(value)
    ) {
      report(
        context,
        propPointer,
        'unknown-endpoint',
        `unknown endpoint "${value}"${suggest(value, context.endpoints.keys())}`,
      )
    }
  }
  const schema = context.widgetSchemas.get(node.widget)
  if (schema) {
    if (node.props) checkConventionalProps(schema, node.props, `${pointer}/props`, context)
    for (const { key, route } of defaultRoutes(schema, node.props)) {
      if (context.routeNames.has(route)) continue
      report(
        context,
        node.props ? `${pointer}/props` : pointer,
        'unknown-route',
        `${node.widget} opens the route "${route}" (the default of ${key}), which pages.json does not have: add the route or set ${key}`,
      )
    }
  }
  // A template widget's template (its slot, else its children) sees the item, as an `each` does.
  const templateSlot = context.widgetTemplates.get(node.widget)
  const templateIsChildren = templateSlot !== undefined && !node.slots?.[templateSlot]
  const itemLocals = templateSlot === undefined ? scopeLocals : templateLocals(node, context, scopeLocals)
  for (const [index, child] of (node.children ?? []).entries()) {
    checkNode(child, `${pointer}/children/${index}`, context, templateIsChildren ? itemLocals : scopeLocals)
  }
  for (const [slot, nodes] of Object.entries(node.slots ?? {})) {
    for (const [index, child] of nodes.entries()) {
      const locals = slot === templateSlot ? itemLocals : scopeLocals
      checkNode(child, `${pointer}/slots/${pointerSegment(slot)}/${index}`, context, locals)
    }
  }
  checkKeyedSlots(node, pointer, context)
}

/** Widgets whose panes are slots named by their items' keys: the prop that lists the items. */
const KEYED_SLOTS: Readonly<Record<string, string>> = { Tabs: 'tabs' }

/**
 * A pane whose slot key names no item never shows, and an item with no slot shows an empty pane: both
 * are errors (when the items are written out, not bound).
 */
function checkKeyedSlots(node: WidgetNode, pointer: string, context: PageContext): void {
  const prop = KEYED_SLOTS[node.widget]
  const items = prop ? (node.props as Record<string, unknown> | undefined)?.[prop] : undefined
  if (!prop || !Array.isArray(items)) return
  const keys = items.flatMap((item) =>
    item && typeof item === 'object' && typeof (item as { key?: unknown }).key === 'string'
      ? [(item as { key: string }).key]
      : [],
  )
  const slots = node.slots && typeof node.slots === 'object' ? Object.keys(node.slots) : []
  for (const slot of slots) {
    if (keys.includes(slot)) continue
    report(
      context,
      `${pointer}/slots/${pointerSegment(slot)}`,
      'unknown-slot',
      `${node.widget} has no ${prop} item with key "${slot}", so this pane never shows${suggest(slot, keys)} (keys: ${keys.join(', ')})`,
    )
  }
  for (const [index, key] of keys.entries()) {
    if (slots.includes(key)) continue
    report(
      context,
      `${pointer}/props/${prop}/${index}/key`,
      'missing-slot',
      `${node.widget} ${prop} item "${key}" has no pane: add slots.${key}${suggest(
        key,
        slots.filter((slot) => !keys.includes(slot)),
      )}`,
    )
  }
}

/** The names a template widget's item template sees: `as` (default `item`), typed by a bound `items`. */
function templateLocals(node: WidgetNode, context: PageContext, locals: Locals): Locals {
  const props = (node.props ?? {}) as { as?: unknown; items?: unknown }
  const name = typeof props.as === 'string' && isLiteral(props.as) && props.as !== '' ? props.as : 'item'
  const list = typeof props.items === 'string' ? /^\$\{([^}]+)\}$/.exec(props.items)?.[1] : undefined
  const listAt = list ? schemaOfPath(list, context, locals) : undefined
  const itemAt = listAt && itemsOf(listAt.at)
  const next = new Map(locals)
  next.set(name, itemAt && listAt ? { at: itemAt, source: listAt.source } : {})
  next.set('index', {})
  return next
}

function isLiteral(value: unknown): value is string {
  return typeof value === 'string' && !value.includes('${')
}

/** Route props name routes of pages.json, their query the target's query keys; colour props hold colours. */
function checkConventionalProps(
  schema: WidgetContract['schema'],
  props: unknown,
  pointer: string,
  context: PageContext,
): void {
  const { routes, colors } = conventionalProps(schema, props, pointer)
  for (const prop of routes) {
    // "" is "none" to the widgets that take it (ScholarshipHome sprintRoute); "/…" is a path.
    if (!isLiteral(prop.value) || prop.value === '' || prop.value.startsWith('/')) continue
    const route = context.routeNames.get(prop.value)
    if (!route) {
      report(
        context,
        prop.pointer,
        'unknown-route',
        `unknown route "${prop.value}"${suggest(prop.value, context.routeNames.keys())}`,
      )
    } else if (prop.query) checkQueryKeys(route, prop.query.value, prop.query.pointer, context)
  }
  for (const prop of colors) {
    if (!isLiteral(prop.value) || isCssColor(prop.value)) continue
    report(
      context,
      prop.pointer,
      'invalid-color',
      `"${prop.value}" is not a colour: use #rgb, #rrggbb, #rrggbbaa, rgb(), rgba(), hsl(), hsla(), a CSS colour name, transparent or var(--…)`,
    )
  }
}

/** The keys of a literal query object for `route` must be query parameters the route declares. */
function checkQueryKeys(route: PageEntry, query: unknown, pointer: string, context: PageContext): void {
  if (query === null || typeof query !== 'object' || Array.isArray(query) || Object.hasOwn(query, '$logic')) {
    return
  }
  const declared = Object.keys(route.query ?? {})
  for (const key of Object.keys(query)) {
    if (declared.includes(key)) continue
    report(
      context,
      `${pointer}/${pointerSegment(key)}`,
      'unknown-query-key',
      `route "${route.name}" does not declare the query parameter "${key}" in pages.json${suggest(key, declared)}`,
    )
  }
}

const MAX_SHOWN = 60

function shown(text: string): string {
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text
}

/** The first `${` without its `}` (or with another `${` before it), or `${}` with nothing inside. */
function brokenBinding(text: string): { piece: string; empty: boolean } | undefined {
  let at = text.indexOf('${')
  while (at !== -1) {
    const close = text.indexOf('}', at + 2)
    const nextOpen = text.indexOf('${', at + 2)
    if (close === -1 || (nextOpen !== -1 && nextOpen < close)) {
      return { piece: text.slice(at, nextOpen === -1 ? undefined : nextOpen), empty: false }
    }
    if (close === at + 2) return { piece: '${}', empty: true }
    at = text.indexOf('${', close + 1)
  }
  return undefined
}

/**
 * Checks every string of a page (notes in `$comment` aside): a `${` must close, or the screen shows the
 * raw text; an `http:` address is blocked by the Content-Security-Policy (img-src, media-src and
 * frame-src allow only https: and this site), so the picture, video or frame never shows.
 */
function checkStrings(value: unknown, pointer: string, context: PageContext): void {
  if (typeof value === 'string') {
    const broken = brokenBinding(value)
    if (broken?.empty) report(context, pointer, 'unclosed-binding', 'empty binding "${}": name a path inside')
    else if (broken) {
      report(
        context,
        pointer,
        'unclosed-binding',
        `unclosed binding "${shown(broken.piece)}": "\${" has no closing "}"`,
      )
    }
    if (/^\s*http:\/\//i.test(value)) {
      report(
        context,
        pointer,
        'insecure-url',
        `"${shown(value.trim())}" uses http:, which the Content-Security-Policy blocks; use https:`,
      )
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      checkStrings(item, `${pointer}/${index}`, context)
    })
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key !== '$comment') checkStrings(item, `${pointer}/${pointerSegment(key)}`, context)
    }
  }
}

const bindingPattern = /\$\{([^}]+)\}/g
const roots = new Set(['query', 'params', 'data', 'state', 'user', 'env', 'event'])

/** Checks every `${...}` in a value: a known scope root, declared query parameters and data sources. */
function checkBindings(
  value: unknown,
  pointer: string,
  context: PageContext,
  locals: Locals = noLocals,
): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(bindingPattern)) {
      checkPath((match[1] ?? '').trim(), pointer, context, locals)
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      checkBindings(item, `${pointer}/${index}`, context, locals)
    })
  } else if (value !== null && typeof value === 'object') {
    if (Object.hasOwn(value, '$logic')) {
      checkLogic((value as { $logic: unknown }).$logic, `${pointer}/$logic`, context, locals)
      return
    }
    for (const [key, item] of Object.entries(value)) {
      checkBindings(item, `${pointer}/${pointerSegment(key)}`, context, locals)
    }
  }
}

/**
 * A JSON Logic rule: every operator one the app's engine runs, and every `{"var": "path"}` that reads
 * the page scope checked like a binding. Inside filter/map/reduce/all/none/some the later arguments
 * read the list's items, not the page, so their vars are left alone.
 */
function checkLogic(
  rule: unknown,
  pointer: string,
  context: PageContext,
  locals: Locals,
  pageScope = true,
): void {
  if (Array.isArray(rule)) {
    rule.forEach((item, index) => {
      checkLogic(item, `${pointer}/${index}`, context, locals, pageScope)
    })
    return
  }
  if (rule === null || typeof rule !== 'object') return
  const keys = Object.keys(rule)
  // json-logic-js reads an object with other than one key as a plain value, not as an operation.
  const operator = keys[0]
  if (keys.length !== 1 || operator === undefined) return
  const args = (rule as Record<string, unknown>)[operator]
  const at = `${pointer}/${pointerSegment(operator)}`
  if (!LOGIC_OPERATORS.includes(operator)) {
    report(
      context,
      pointer,
      'unknown-logic-operator',
      `unknown JSON Logic operator "${operator}"${suggest(operator, LOGIC_OPERATORS)}`,
    )
  }
  checkSignature(operator, args, at, context)
  if (operator === 'var') {
    const path = Array.isArray(args) ? args[0] : args
    if (pageScope && typeof path === 'string' && path !== '') checkPath(path, at, context, locals)
    if (typeof path !== 'string') checkLogic(args, at, context, locals, pageScope)
    return
  }
  if (PER_ITEM_OPERATORS.has(operator) && Array.isArray(args)) {
    args.forEach((item, index) => {
      // the list, and reduce's initial value, are read from the page; the rest per item
      const perItem = index === 1 || (index > 1 && operator !== 'reduce')
      checkLogic(item, `${at}/${index}`, context, locals, perItem ? false : pageScope)
    })
    return
  }
  checkLogic(args, at, context, locals, pageScope)
}

/**
 * An operator of LOGIC_SIGNATURES gets as many arguments as it takes (json-logic-js reads a value that is
 * not a list as one argument), and its literal arguments are of the kind it reads. An argument that is
 * itself a rule or a var is known only when the screen renders.
 */
function checkSignature(operator: string, args: unknown, at: string, context: PageContext): void {
  const signature = Object.hasOwn(LOGIC_SIGNATURES, operator) ? LOGIC_SIGNATURES[operator] : undefined
  if (!signature) return
  const list = Array.isArray(args) ? args : [args]
  const most = signature.args.length
  const least = most - signature.optional
  if (list.length < least || list.length > most) {
    const takes =
      most === 0
        ? `takes no arguments: write {"${operator}": []}`
        : `takes ${least === most ? most : `${least} or ${most}`} argument${most === 1 ? '' : 's'} (${signature.args.join(', ')})`
    report(context, at, 'logic-arity', `"${operator}" ${takes}, got ${list.length}`)
    return
  }
  for (const [index, allowed] of Object.entries(signature.literals ?? {})) {
    const value = list[Number(index)]
    if (value === undefined || value === null || (typeof value === 'object' && !Array.isArray(value)))
      continue
    const name = signature.args[Number(index)]
    const where = Array.isArray(args) ? `${at}/${index}` : at
    if (allowed === 'string') {
      if (typeof value !== 'string') {
        report(context, where, 'logic-argument', `"${operator}" ${name} must be a string`)
      }
    } else if (typeof value !== 'string' || !allowed.includes(value)) {
      const hint = typeof value === 'string' ? suggest(value, allowed) : ''
      report(
        context,
        where,
        'logic-argument',
        `"${operator}" ${name} must be one of ${allowed.map((item) => JSON.stringify(item)).join(', ')}${hint}`,
      )
    }
  }
}

/** The response schema a path reads (data sources and `each` items), with where it comes from. */
function schemaOfPath(
  path: string,
  context: PageContext,
  locals: Locals,
): { at: SchemaAt; source: string } | undefined {
  const [root, ...rest] = bindingPathSegments(path)
  if (!root) return undefined
  let start: { at: SchemaAt; source: string } | undefined
  let fields = rest
  if (locals.has(root)) {
    const local = locals.get(root)
    if (local?.at && local.source) start = { at: local.at, source: local.source }
  } else if (root === 'data' && rest[0] !== undefined) {
    const source = context.dataSources.get(rest[0])
    if (source?.at) start = { at: source.at, source: `the response of "${source.api}"` }
    fields = rest.slice(1)
  }
  if (!start) return undefined
  const found = lookupFields(start.at, fields)
  return found.kind === 'found' ? { at: found.at, source: start.source } : undefined
}

function checkPath(path: string, pointer: string, context: PageContext, locals: Locals): void {
  // The path grammar the runtime reads bindings with, so validate reads a binding exactly as rendering does.
  const segments = bindingPathSegments(path)
  const [root, first] = segments
  if (!root) return
  const local = locals.get(root)
  if (locals.has(root)) {
    if (local?.at && local.source)
      checkFields(path, [root], segments.slice(1), local.at, local.source, pointer, context)
    return
  }
  // `${content.<kind>.<id>}` names a content file; validate-content.ts checks those.
  if (root === 'content') return
  if (!roots.has(root)) {
    report(
      context,
      pointer,
      'unknown-scope',
      `binding "${path}" reads "${root}", which is not in scope (query, params, data, state, user, env, event${locals.size ? `, ${[...locals.keys()].join(', ')}` : ''})`,
    )
    return
  }
  if (root === 'query' && first && context.routes.length > 0 && !context.queryKeys.has(first)) {
    report(
      context,
      pointer,
      'unknown-query-param',
      `binding "${path}" reads query parameter "${first}", which no route of this page declares in pages.json${suggest(first, context.queryKeys)}`,
    )
  }
  if (root === 'params' && first && !context.paramKeys.has(first)) {
    report(
      context,
      pointer,
      'unknown-path-param',
      `binding "${path}" reads path parameter "${first}", which no route of this page has${suggest(first, context.paramKeys)}`,
    )
  }
  if (root === 'data' && first) {
    const source = context.dataSources.get(first)
    if (!source) {
      report(
        context,
        pointer,
        'unknown-data-key',
        `binding "${path}" reads data "${first}", which the page does not declare under /data${suggest(first, context.dataSources.keys())}`,
      )
    } else if (source.at) {
      const from = `the response of "${source.api}"`
      checkFields(path, [root, first], segments.slice(2), source.at, from, pointer, context)
    }
  }
}

/** A path's fields below a value whose schema is known must be fields that schema declares. */
function checkFields(
  path: string,
  base: readonly string[],
  fields: readonly string[],
  at: SchemaAt,
  source: string,
  pointer: string,
  context: PageContext,
): void {
  const found = lookupFields(at, fields)
  if (found.kind !== 'missing') return
  const field = fields[found.index] ?? ''
  const owner = [...base, ...fields.slice(0, found.index)].join('.')
  report(
    context,
    pointer,
    'unknown-data-field',
    `binding "${path}" reads "${field}" of ${owner}, which ${source} does not declare${suggest(field, found.known)}`,
  )
}

type LooseAction = { type?: unknown; to?: unknown; api?: unknown; params?: unknown; [key: string]: unknown }

function checkActions(
  value: unknown,
  pointer: string,
  context: PageContext,
  locals: Locals = noLocals,
): void {
  if (value === undefined) return
  const list = Array.isArray(value) ? value : [value]
  list.forEach((raw, index) => {
    const at = Array.isArray(value) ? `${pointer}/${index}` : pointer
    if (raw === null || typeof raw !== 'object') return
    const item = raw as LooseAction
    if (item.type === 'navigate' && isLiteral(item.to) && !item.to.startsWith('/')) {
      const route = context.routeNames.get(item.to)
      if (!route) {
        report(
          context,
          `${at}/to`,
          'unknown-route',
          `navigate to unknown route "${item.to}"${suggest(item.to, context.routeNames.keys())}`,
        )
      } else {
        const params = item.params as Record<string, unknown> | undefined
        for (const name of pathParameters(route.path)) {
          if (!params || !(name in params)) {
            report(
              context,
              `${at}/params`,
              'missing-path-param',
              `route "${item.to}" needs the path parameter "${name}"`,
            )
          }
        }
        checkQueryKeys(route, item.query, `${at}/query`, context)
      }
    }
    if (item.type === 'openContent') checkOpenContent(item, at, context)
    if (item.type === 'call' && typeof item.api === 'string' && !context.endpoints.has(item.api)) {
      report(
        context,
        `${at}/api`,
        'unknown-endpoint',
        `unknown endpoint "${item.api}"${suggest(item.api, context.endpoints.keys())}`,
      )
    }
    for (const [key, field] of Object.entries(item)) {
      if (key === 'then' || key === 'catch' || key === 'onConfirm' || key === 'onCancel') {
        checkActions(field, `${at}/${key}`, context, locals)
      } else if (key === 'if') checkLogic(field, `${at}/if`, context, locals)
      else if (key !== 'type') checkBindings(field, `${at}/${pointerSegment(key)}`, context, locals)
    }
  })
}

/**
 * An openContent action with a literal source type: its screen must be in pages.json, it needs an id
 * (except YIMEI, the app home), and a literal zone id must be below 300 or the jump never happens
 * (spec §5).
 */
function checkOpenContent(item: LooseAction, at: string, context: PageContext): void {
  const sourceType = item.sourceType
  if (!isLiteral(sourceType) || !isOpenableSourceType(sourceType)) return
  const route = CONTENT_ROUTES[sourceType]
  if (route && !context.routeNames.has(route)) {
    report(
      context,
      `${at}/sourceType`,
      'unknown-route',
      `openContent ${sourceType} opens the route "${route}", which pages.json does not have`,
    )
  }
  if (sourceType !== 'YIMEI' && (item.id === undefined || item.id === '')) {
    report(context, at, 'required', `openContent ${sourceType} needs an id`)
  }
  if (sourceType === 'ZONE' && typeof item.id === 'number' && item.id >= ZONE_ID_LIMIT) {
    report(
      context,
      `${at}/id`,
      'zone-id-limit',
      `zone id ${item.id} is not below ${ZONE_ID_LIMIT}: the zone jump is never made (spec §5)`,
    )
  }
}
