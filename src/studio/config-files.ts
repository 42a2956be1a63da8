import { type Container, scanJson } from './json-context'

/** The config's files by path (`pages.json`, `schemas/pages/<name>.json`, `content/<kind>/<id>.json`). */
export type Files = Readonly<Record<string, string>>

export interface RouteInfo {
  readonly name: string
  readonly path: string
  readonly title?: string
  readonly schema?: string
  /** Query parameter names and what they mean (pages.json `query`). */
  readonly query: Readonly<Record<string, string>>
}

const SCHEMA_FILE = /^schemas\/pages\/([^/]+)\.json$/

/** The page schema's name of a file (`schemas/pages/home.json` → `home`), or undefined. */
export function schemaNameOf(path: string): string | undefined {
  return SCHEMA_FILE.exec(path)?.[1]
}

export function schemaNames(files: Files): string[] {
  return Object.keys(files)
    .map(schemaNameOf)
    .filter((name): name is string => name !== undefined)
    .sort()
}

function routeOf(container: Container | undefined): RouteInfo | undefined {
  if (container?.kind !== 'object') return undefined
  const { name, path, title, schema } = container.strings
  if (!name || path === undefined) return undefined
  return {
    name,
    path,
    ...(title === undefined ? {} : { title }),
    ...(schema === undefined ? {} : { schema }),
    query: { ...(container.children.query?.strings ?? {}) },
  }
}

/** The routes of pages.json, read forgivingly (the operator may be typing in it). */
export function routesOf(files: Files): RouteInfo[] {
  const text = files['pages.json']
  if (text === undefined) return []
  const pages = scanJson(text, 0).root?.children.pages
  if (!pages) return []
  return Object.values(pages.children)
    .map(routeOf)
    .filter((route): route is RouteInfo => route !== undefined)
}

/** A route's address with sample values for its query (`/activity/detail?id=1`), for the preview. */
export function samplePath(route: RouteInfo): string {
  const names = Object.keys(route.query)
  if (names.length === 0) return route.path
  const sample = (name: string) => (/id$/i.test(name) ? '1' : '')
  const search = names
    .filter((name) => sample(name) !== '')
    .map((name) => `${encodeURIComponent(name)}=${sample(name)}`)
    .join('&')
  return search ? `${route.path}?${search}` : route.path
}

/** The route that shows a page schema file, when pages.json has one. */
export function routeOfFile(files: Files, path: string): RouteInfo | undefined {
  const name = schemaNameOf(path)
  return name === undefined ? undefined : routesOf(files).find((route) => route.schema === name)
}
