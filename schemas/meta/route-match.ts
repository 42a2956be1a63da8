import type { PageEntry, PagesFile } from './types'

/**
 * How a path finds its screen in pages.json, shared by the app's router and the server that writes each
 * screen's HTML. Every path except `/` is served at `<versionPrefix><path>` and at the plain path (spec
 * §2, reading notes), and `/` also at the bare prefix (`/v3`); aliases likewise; matching ignores case
 * and a trailing slash. `{param}` paths are
 * patterns (`/utask-{name}`), tried after every exact path so `/utask-petersonslab` keeps its own screen.
 */
export interface RouteMatch {
  entry: PageEntry
  params: Record<string, string>
}

interface PatternRoute {
  entry: PageEntry
  regex: RegExp
  keys: string[]
}

export function publicPaths(entry: PageEntry): string[] {
  return [entry.path, ...(entry.alias ?? [])]
}

function compilePattern(path: string, versionPrefix: string): { regex: RegExp; keys: string[] } {
  const keys: string[] = []
  const source = path
    .split(/(\{[A-Za-z0-9_]+\})/)
    .map((part) => {
      const key = /^\{([A-Za-z0-9_]+)\}$/.exec(part)?.[1]
      if (key) {
        keys.push(key)
        return '([^/]+)'
      }
      return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    })
    .join('')
  return { regex: new RegExp(`^(?:${versionPrefix.replace('/', '\\/')})?${source}/?$`), keys }
}

/** `(pathname) => the screen and its path parameters`, or undefined for an unknown path. */
export function createRouteMatcher(
  file: PagesFile,
  versionPrefix: string,
): (pathname: string) => RouteMatch | undefined {
  const exact = new Map<string, PageEntry>()
  const patterns: PatternRoute[] = []
  for (const entry of file.pages) {
    for (const path of publicPaths(entry)) {
      if (path.includes('{')) {
        patterns.push({ entry, ...compilePattern(path, versionPrefix) })
        continue
      }
      // `/` is also the version prefix alone: `/v3` and `/v3/` open the same screen as `/`.
      const served = path === '/' ? ['/', versionPrefix] : [`${versionPrefix}${path}`, path]
      for (const one of served) exact.set(one.toLowerCase(), entry)
    }
  }
  return (pathname) => {
    const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    const entry = exact.get(normalized.toLowerCase())
    if (entry) return { entry, params: {} }
    for (const pattern of patterns) {
      const found = pattern.regex.exec(normalized)
      if (found) {
        const params: Record<string, string> = {}
        pattern.keys.forEach((key, index) => {
          params[key] = decodeURIComponent(found[index + 1] ?? '')
        })
        return { entry: pattern.entry, params }
      }
    }
    return undefined
  }
}
