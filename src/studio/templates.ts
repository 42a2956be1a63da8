import { type Files, routesOf, schemaNameOf } from './config-files'
import { scanJson } from './json-context'
import activityLanding from './templates/activity-landing.json'
import articleList from './templates/article-list.json'
import vote from './templates/vote.json'

/** A page template: a page schema and the query its route documents. */
export interface PageTemplate {
  readonly id: string
  readonly label: string
  readonly description: string
  readonly query: Readonly<Record<string, string>>
  readonly page: unknown
}

export const templates: readonly PageTemplate[] = [
  { id: 'vote', ...vote },
  { id: 'activity-landing', ...activityLanding },
  { id: 'article-list', ...articleList },
]

export interface NewPage {
  readonly template: string
  /** The schema's name: schemas/pages/<name>.json; the route's name is its camelCase. */
  readonly name: string
  readonly path: string
  readonly title: string
}

export class NewPageError extends Error {
  override readonly name = 'NewPageError'
}

/** `spring-vote` → `springVote`: a route name from a schema name. */
export function routeNameOf(schemaName: string): string {
  return schemaName.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

/** Inserts an item at the end of pages.json's `pages` array, keeping the file's own formatting. */
function appendRoute(text: string, route: object): string {
  const pages = scanJson(text, 0).root?.children.pages
  if (pages?.kind !== 'array' || pages.end < 0) throw new NewPageError('pages.json 中没有 pages 列表')
  const items = Object.values(pages.children)
  const last = items[items.length - 1]
  const lineStart = (offset: number) => text.lastIndexOf('\n', offset - 1) + 1
  const indent = last
    ? (/^[ \t]*/.exec(text.slice(lineStart(last.start), last.start))?.[0] ?? '    ')
    : `${/^[ \t]*/.exec(text.slice(lineStart(pages.start)))?.[0] ?? ''}  `
  const body = JSON.stringify(route, null, 2).replace(/\n/g, `\n${indent}`)
  if (!last) {
    const closingIndent = indent.slice(2)
    return `${text.slice(0, pages.start + 1)}\n${indent}${body}\n${closingIndent}${text.slice(pages.end)}`
  }
  const afterLast = last.end + 1
  return `${text.slice(0, afterLast)},\n${indent}${body}${text.slice(afterLast)}`
}

/**
 * A new page from a template: the page schema file and its route appended to pages.json. Refuses a name
 * or path that is taken or malformed, with the message the studio shows.
 */
export function createPage(files: Files, request: NewPage): { files: Files; file: string; route: string } {
  const template = templates.find((candidate) => candidate.id === request.template)
  if (!template) throw new NewPageError(`没有模板 ${request.template}`)
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(request.name)) {
    throw new NewPageError('名称只能用小写字母、数字和 -')
  }
  if (!/^\/[A-Za-z0-9\-_/]*$/.test(request.path))
    throw new NewPageError('路径须以 / 开头，只含字母、数字、- _ /')
  const file = `schemas/pages/${request.name}.json`
  if (files[file] !== undefined) throw new NewPageError('已有同名页面')
  const pagesText = files['pages.json']
  if (pagesText === undefined) throw new NewPageError('没有 pages.json')
  const routeName = routeNameOf(request.name)
  const routes = routesOf(files)
  if (routes.some((route) => route.name === routeName)) throw new NewPageError(`路由名 ${routeName} 已存在`)
  if (routes.some((route) => route.path === request.path)) throw new NewPageError('路径已被使用')
  const route = {
    name: routeName,
    path: request.path,
    title: request.title.trim() || template.label,
    ...(Object.keys(template.query).length > 0 ? { query: template.query } : {}),
    schema: request.name,
  }
  return {
    files: {
      ...files,
      'pages.json': appendRoute(pagesText, route),
      [file]: `${JSON.stringify(template.page, null, 2)}\n`,
    },
    file,
    route: routeName,
  }
}

/** Cuts the items of pages.json's `pages` array that show `schema`, keeping the file's own formatting. */
function cutRoutes(text: string, schema: string): { text: string; names: string[] } {
  const pages = scanJson(text, 0).root?.children.pages
  if (pages?.kind !== 'array' || pages.end < 0) throw new NewPageError('pages.json 中没有 pages 列表')
  const items = Object.values(pages.children)
  const names: string[] = []
  let result = text
  // From the last item back, so the offsets of the ones before stay right.
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index]
    if (item?.kind !== 'object' || item.strings.schema !== schema || item.end < 0) continue
    names.unshift(item.strings.name ?? '')
    const previous = items[index - 1]
    const next = items[index + 1]
    // An item and the comma and line break before it; the first item takes the comma after it instead.
    const [from, to] = previous
      ? [previous.end + 1, item.end + 1]
      : next
        ? [item.start, next.start]
        : [pages.start + 1, pages.end]
    result = `${result.slice(0, from)}${result.slice(to)}`
  }
  return { text: result, names }
}

/**
 * Deletes a page: its schema file and every route that shows it. What points at those routes is left to
 * the validator, whose errors the studio lists at once.
 */
export function deletePage(files: Files, file: string): { files: Files; routes: string[] } {
  const schema = schemaNameOf(file)
  if (schema === undefined || files[file] === undefined) throw new NewPageError('只能删除页面文件')
  const pagesText = files['pages.json']
  const cut = pagesText === undefined ? { text: undefined, names: [] } : cutRoutes(pagesText, schema)
  const { [file]: _deleted, ...rest } = files
  return {
    files: cut.text === undefined ? rest : { ...rest, 'pages.json': cut.text },
    routes: cut.names,
  }
}
