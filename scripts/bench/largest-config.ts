import { MAX_CONFIG_BYTES } from '../../schemas/validator/index'
import { CONFIG_LIMITS } from '../../schemas/validator/limits'
import { readConfigFiles } from '../../server/config-versions/files'
import { repoRoot } from '../server-process'

/** The repository's config grown to the limits: 2,000 routes, the biggest page schemas near 2 MB each. */
export function largestAllowedConfig(): Record<string, string> {
  const files: Record<string, string> = { ...readConfigFiles(repoRoot) }
  const pages = JSON.parse(files['pages.json'] ?? '{}') as { pages: { name: string; path: string }[] }
  const routes = pages.pages
  pages.pages = Array.from({ length: CONFIG_LIMITS.routes }, (_, index) => {
    const route = routes[index % routes.length] as { name: string; path: string }
    return index < routes.length
      ? route
      : { ...route, name: `${route.name}Copy${index}`, path: `${route.path}/copy${index}` }
  })
  files['pages.json'] = JSON.stringify(pages, null, 2)
  let total = Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0)
  const biggest = Object.keys(files)
    .filter((path) => path.startsWith('schemas/pages/'))
    .sort((a, b) => (files[b]?.length ?? 0) - (files[a]?.length ?? 0))
  for (const path of biggest) {
    const page = JSON.parse(files[path] ?? '{}') as { body: unknown[] }
    const body = page.body
    let grown = files[path] ?? ''
    for (let copies = 2; ; copies++) {
      const next = JSON.stringify(
        { ...page, body: Array.from({ length: copies }, () => body).flat() },
        null,
        2,
      )
      const added = Buffer.byteLength(next) - Buffer.byteLength(files[path] ?? '')
      if (Buffer.byteLength(next) > CONFIG_LIMITS.fileBytes * 0.95 || total + added > MAX_CONFIG_BYTES * 0.95)
        break
      grown = next
    }
    total += Buffer.byteLength(grown) - Buffer.byteLength(files[path] ?? '')
    files[path] = grown
    if (total > MAX_CONFIG_BYTES * 0.9) break
  }
  return files
}
