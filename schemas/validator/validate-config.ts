import { bindingPathSegments, bindingSchema, logicValueSchema } from '../meta/binding'
import { CONTENT_ROUTES, isOpenableSourceType, ZONE_ID_LIMIT } from '../meta/content-sources'
import { pageSchema } from '../meta/page'
import { pagesFileSchema } from '../meta/pages'
import type { PageEntry, PagesFile, WidgetNode } from '../meta/types'
import { createAjv } from './ajv'
import { bindable } from './bindable'
import { type ConfigError, fromAjvErrors } from './messages'

/**
 * Validates a config set: pages.json, every page schema, every widget's props, and the cross-references
 * between them (DESIGN.md "Types and validation"). Every problem is reported, each with its file and
 * JSON pointer; nothing stops at the first error.
 */
export interface ConfigFile {
  /** Path as shown in messages, e.g. `schemas/pages/about-app.json`. */
  file: string
  json: unknown
}

export interface WidgetContract {
  type: string
  /** Where the props schema lives, for messages about the schema itself. */
  file: string
  schema: { readonly [key: string]: unknown }
}

export interface ConfigSetInput {
  pages: ConfigFile
  /** Page schemas by file name without `.json`. */
  pageFiles: ReadonlyMap<string, ConfigFile>
  widgets: readonly WidgetContract[]
  endpoints: readonly { name: string }[]
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

export function validateConfigSet(input: ConfigSetInput): ValidationResult {
  const ajv = createAjv()
  const errors: ConfigError[] = []

  const checkPages = ajv.compile(pagesFileSchema)
  const checkPage = ajv.compile(pageSchema)
  const pagesOk = checkPages(input.pages.json)
  errors.push(...fromAjvErrors(checkPages.errors, input.pages.file))

  if (!pagesOk) {
    // Cross-references against a route table that is itself invalid would only bury the real mistake
    // under "no route uses this page" for every file: report the page files' own shape errors and stop.
    for (const pageFile of input.pageFiles.values()) {
      if (!checkPage(pageFile.json)) errors.push(...fromAjvErrors(checkPage.errors, pageFile.file))
    }
    return { errors, routes: 0, planned: 0, pageFiles: input.pageFiles.size }
  }
  const pagesFile = input.pages.json as PagesFile
  const entries = Array.isArray(pagesFile.pages) ? pagesFile.pages : []
  const routeNames = new Map(entries.map((entry) => [entry.name, entry]))
  const endpointNames = new Set(input.endpoints.map((endpoint) => endpoint.name))

  // Widget props validators, compiled once; a broken props schema is itself an error.
  const widgetChecks = new Map<string, ReturnType<typeof ajv.compile> | null>()
  for (const widget of input.widgets) {
    if (widgetChecks.has(widget.type)) {
      errors.push({
        file: widget.file,
        pointer: '',
        message: `widget type "${widget.type}" is registered twice`,
      })
      continue
    }
    try {
      widgetChecks.set(widget.type, ajv.compile({ ...bindable({ ...widget.schema }), $defs: defs }))
    } catch (error) {
      widgetChecks.set(widget.type, null)
      errors.push({
        file: widget.file,
        pointer: '',
        message: `invalid props schema: ${(error as Error).message}`,
      })
    }
  }

  errors.push(...checkRouteTable(entries, input))

  // Which routes use each page file, for query-parameter checks.
  const routesByFile = new Map<string, PageEntry[]>()
  for (const entry of entries) {
    if (!entry.schema) continue
    routesByFile.set(entry.schema, [...(routesByFile.get(entry.schema) ?? []), entry])
  }

  for (const [name, pageFile] of input.pageFiles) {
    const routes = routesByFile.get(name) ?? []
    if (routes.length === 0) {
      errors.push({
        file: pageFile.file,
        pointer: '',
        message: `no route in pages.json uses the page schema "${name}"`,
      })
    }
    if (!checkPage(pageFile.json)) {
      errors.push(...fromAjvErrors(checkPage.errors, pageFile.file))
      continue
    }
    const page = pageFile.json as {
      data?: Record<string, { api: string; params?: unknown }>
      state?: Record<string, unknown>
      onLoad?: unknown[]
      title?: string
      body: WidgetNode[]
    }
    const context: PageContext = {
      file: pageFile.file,
      errors,
      routeNames,
      endpointNames,
      widgetChecks,
      queryKeys: new Set(routes.flatMap((route) => Object.keys(route.query ?? {}))),
      paramKeys: new Set(
        routes.flatMap((route) => [...route.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] ?? '')),
      ),
      dataKeys: new Set(Object.keys(page.data ?? {})),
      routes,
    }
    for (const [key, source] of Object.entries(page.data ?? {})) {
      const pointer = `/data/${key}`
      if (!endpointNames.has(source.api)) {
        errors.push({
          file: pageFile.file,
          pointer: `${pointer}/api`,
          message: `unknown endpoint "${source.api}"${suggest(source.api, endpointNames)}`,
        })
      }
      checkBindings(source.params, `${pointer}/params`, context)
    }
    checkBindings(page.title, '/title', context)
    checkActions(page.onLoad, '/onLoad', context)
    page.body.forEach((node, index) => {
      checkNode(node, `/body/${index}`, context, new Set())
    })
  }

  return {
    errors,
    routes: entries.length,
    planned: entries.filter((entry) => entry.planned).length,
    pageFiles: input.pageFiles.size,
  }
}

function checkRouteTable(entries: readonly PageEntry[], input: ConfigSetInput): ConfigError[] {
  const errors: ConfigError[] = []
  const file = input.pages.file
  const names = new Map<string, number>()
  const paths = new Map<string, number>()
  entries.forEach((entry, index) => {
    const pointer = `/pages/${index}`
    const previousName = names.get(entry.name)
    if (previousName !== undefined) {
      errors.push({
        file,
        pointer: `${pointer}/name`,
        message: `duplicate name "${entry.name}" (also /pages/${previousName})`,
      })
    } else names.set(entry.name, index)
    for (const [aliasIndex, path] of [entry.path, ...(entry.alias ?? [])].entries()) {
      const key = path.toLowerCase()
      const previous = paths.get(key)
      const where = aliasIndex === 0 ? `${pointer}/path` : `${pointer}/alias/${aliasIndex - 1}`
      if (previous !== undefined) {
        errors.push({ file, pointer: where, message: `duplicate path "${path}" (also /pages/${previous})` })
      } else paths.set(key, index)
    }
    if (entry.schema && !input.pageFiles.has(entry.schema)) {
      errors.push({
        file,
        pointer: `${pointer}/schema`,
        message: `page schema file schemas/pages/${entry.schema}.json does not exist`,
      })
    }
    if (entry.planned && entry.schema) {
      errors.push({
        file,
        pointer: `${pointer}/planned`,
        message: 'a planned screen must not name a schema yet',
      })
    }
  })
  for (const key of ['home', 'login', 'notFound', 'webview'] as const) {
    const name = (input.pages.json as Record<string, unknown>)[key]
    if (typeof name === 'string' && !names.has(name)) {
      errors.push({
        file,
        pointer: `/${key}`,
        message: `unknown route "${name}"${suggest(name, names.keys())}`,
      })
    }
  }
  return errors
}

interface PageContext {
  file: string
  errors: ConfigError[]
  routeNames: ReadonlyMap<string, PageEntry>
  endpointNames: ReadonlySet<string>
  widgetChecks: ReadonlyMap<string, ReturnType<ReturnType<typeof createAjv>['compile']> | null>
  queryKeys: ReadonlySet<string>
  paramKeys: ReadonlySet<string>
  dataKeys: ReadonlySet<string>
  routes: readonly PageEntry[]
}

function checkNode(
  node: WidgetNode,
  pointer: string,
  context: PageContext,
  locals: ReadonlySet<string>,
): void {
  const scopeLocals = node.each ? new Set([...locals, node.each.as ?? 'item', 'index']) : locals
  if (node.each) checkBindings(node.each.items, `${pointer}/each/items`, context, locals)
  if (node.if !== undefined) checkLogicVars(node.if, `${pointer}/if`, context, scopeLocals)

  const check = context.widgetChecks.get(node.widget)
  if (check === undefined) {
    context.errors.push({
      file: context.file,
      pointer: `${pointer}/widget`,
      message: `unknown widget "${node.widget}"${suggest(node.widget, context.widgetChecks.keys())}`,
    })
  } else if (check !== null && !check(node.props ?? {})) {
    context.errors.push(...fromAjvErrors(check.errors, context.file, `${pointer}/props`))
  }
  for (const [key, value] of Object.entries(node.props ?? {})) {
    const propPointer = `${pointer}/props/${key}`
    if (/^on[A-Z]/.test(key)) checkActions(value, propPointer, context, scopeLocals)
    else checkBindings(value, propPointer, context, scopeLocals)
    // Widgets that load their own list name the endpoint in a prop called `api` (ContentFeed...).
    if (
      key === 'api' &&
      typeof value === 'string' &&
      !value.includes('${') &&
      !context.endpointNames.has(value)
    ) {
      context.errors.push({
        file: context.file,
        pointer: propPointer,
        message: `unknown endpoint "${value}"${suggest(value, context.endpointNames)}`,
      })
    }
  }
  for (const [index, child] of (node.children ?? []).entries()) {
    checkNode(child, `${pointer}/children/${index}`, context, scopeLocals)
  }
  for (const [slot, nodes] of Object.entries(node.slots ?? {})) {
    for (const [index, child] of nodes.entries()) {
      checkNode(child, `${pointer}/slots/${slot}/${index}`, context, scopeLocals)
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
  locals: ReadonlySet<string> = new Set(),
): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(bindingPattern))
      checkPath((match[1] ?? '').trim(), pointer, context, locals)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      checkBindings(item, `${pointer}/${index}`, context, locals)
    })
  } else if (value !== null && typeof value === 'object') {
    if (Object.hasOwn(value, '$logic')) {
      checkLogicVars((value as { $logic: unknown }).$logic, `${pointer}/$logic`, context, locals)
      return
    }
    for (const [key, item] of Object.entries(value)) checkBindings(item, `${pointer}/${key}`, context, locals)
  }
}

/** JSON Logic reads the scope through {"var": "path"}; those paths are checked like bindings. */
function checkLogicVars(
  rule: unknown,
  pointer: string,
  context: PageContext,
  locals: ReadonlySet<string>,
): void {
  if (Array.isArray(rule)) {
    rule.forEach((item, index) => {
      checkLogicVars(item, `${pointer}/${index}`, context, locals)
    })
    return
  }
  if (rule === null || typeof rule !== 'object') return
  for (const [operator, args] of Object.entries(rule)) {
    if (operator === 'var') {
      const path = Array.isArray(args) ? args[0] : args
      if (typeof path === 'string' && path !== '') checkPath(path, `${pointer}/var`, context, locals)
    } else checkLogicVars(args, `${pointer}/${operator}`, context, locals)
  }
}

function checkPath(path: string, pointer: string, context: PageContext, locals: ReadonlySet<string>): void {
  // The path grammar the runtime reads bindings with, so validate reads a binding exactly as rendering does.
  const [root, first] = bindingPathSegments(path)
  if (!root) return
  if (locals.has(root)) return
  if (!roots.has(root)) {
    context.errors.push({
      file: context.file,
      pointer,
      message: `binding "${path}" reads "${root}", which is not in scope (query, params, data, state, user, env, event${locals.size ? `, ${[...locals].join(', ')}` : ''})`,
    })
    return
  }
  if (root === 'query' && first && context.routes.length > 0 && !context.queryKeys.has(first)) {
    context.errors.push({
      file: context.file,
      pointer,
      message: `binding "${path}" reads query parameter "${first}", which no route of this page declares in pages.json`,
    })
  }
  if (root === 'params' && first && !context.paramKeys.has(first)) {
    context.errors.push({
      file: context.file,
      pointer,
      message: `binding "${path}" reads path parameter "${first}", which no route of this page has`,
    })
  }
  if (root === 'data' && first && !context.dataKeys.has(first)) {
    context.errors.push({
      file: context.file,
      pointer,
      message: `binding "${path}" reads data "${first}", which the page does not declare under /data${suggest(first, context.dataKeys)}`,
    })
  }
}

type LooseAction = { type?: unknown; to?: unknown; api?: unknown; params?: unknown; [key: string]: unknown }

function checkActions(
  value: unknown,
  pointer: string,
  context: PageContext,
  locals: ReadonlySet<string> = new Set(),
): void {
  if (value === undefined) return
  const list = Array.isArray(value) ? value : [value]
  list.forEach((raw, index) => {
    const at = Array.isArray(value) ? `${pointer}/${index}` : pointer
    if (raw === null || typeof raw !== 'object') return
    const item = raw as LooseAction
    if (
      item.type === 'navigate' &&
      typeof item.to === 'string' &&
      !item.to.includes('${') &&
      !item.to.startsWith('/')
    ) {
      const route = context.routeNames.get(item.to)
      if (!route) {
        context.errors.push({
          file: context.file,
          pointer: `${at}/to`,
          message: `navigate to unknown route "${item.to}"${suggest(item.to, context.routeNames.keys())}`,
        })
      } else {
        for (const key of route.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)) {
          const params = item.params as Record<string, unknown> | undefined
          const name = key[1] ?? ''
          if (!params || !(name in params)) {
            context.errors.push({
              file: context.file,
              pointer: `${at}/params`,
              message: `route "${item.to}" needs the path parameter "${key[1]}"`,
            })
          }
        }
      }
    }
    if (item.type === 'openContent') checkOpenContent(item, at, context)
    if (item.type === 'call' && typeof item.api === 'string' && !context.endpointNames.has(item.api)) {
      context.errors.push({
        file: context.file,
        pointer: `${at}/api`,
        message: `unknown endpoint "${item.api}"${suggest(item.api, context.endpointNames)}`,
      })
    }
    for (const [key, field] of Object.entries(item)) {
      if (key === 'then' || key === 'catch' || key === 'onConfirm' || key === 'onCancel') {
        checkActions(field, `${at}/${key}`, context, locals)
      } else if (key === 'if') checkLogicVars(field, `${at}/if`, context, locals)
      else if (key !== 'type') checkBindings(field, `${at}/${key}`, context, locals)
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
  if (typeof sourceType !== 'string' || sourceType.includes('${') || !isOpenableSourceType(sourceType)) return
  const route = CONTENT_ROUTES[sourceType]
  if (route && !context.routeNames.has(route)) {
    context.errors.push({
      file: context.file,
      pointer: `${at}/sourceType`,
      message: `openContent ${sourceType} opens the route "${route}", which pages.json does not have`,
    })
  }
  if (sourceType !== 'YIMEI' && (item.id === undefined || item.id === '')) {
    context.errors.push({
      file: context.file,
      pointer: at,
      message: `openContent ${sourceType} needs an id`,
    })
  }
  if (sourceType === 'ZONE' && typeof item.id === 'number' && item.id >= ZONE_ID_LIMIT) {
    context.errors.push({
      file: context.file,
      pointer: `${at}/id`,
      message: `zone id ${item.id} is not below ${ZONE_ID_LIMIT}: the zone jump is never made (spec §5)`,
    })
  }
}

/** ` (did you mean "X"?)` for the closest known name, when one is close enough to be a typo. */
function suggest(name: string, known: Iterable<string>): string {
  let best = ''
  let bestDistance = Number.POSITIVE_INFINITY
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? ` (did you mean "${best}"?)` : ''
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.length] ?? 0
}
