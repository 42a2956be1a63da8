import { BOOT_ELEMENT_ID, BOOT_URL, type BootConfig } from '@schemas/meta/boot'
import type { PageSchema } from '../schema/index'

// The app boots from config the server owns: the route table, the content-hashed URL of every page
// schema and the first screen's own schema, inline in each screen's HTML (docs/decisions/0013); one build
// serves any valid config folder. BOOT_URL serves the same for HTML written without it.
export { BOOT_ELEMENT_ID, type BootConfig }

function isBootConfig(value: unknown): value is BootConfig {
  if (!value || typeof value !== 'object') return false
  const { routes, pageUrls } = value as Partial<BootConfig>
  return (
    !!routes &&
    Array.isArray(routes.pages) &&
    !!pageUrls &&
    typeof pageUrls === 'object' &&
    !Array.isArray(pageUrls)
  )
}

/** The inline boot config of this document; undefined when the HTML carries none. Never evaluated. */
export function readInlineBootConfig(doc: Document = document): BootConfig | undefined {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent
  if (!text) return undefined
  const value: unknown = JSON.parse(text)
  if (!isBootConfig(value)) throw new Error(`#${BOOT_ELEMENT_ID} is not a boot config`)
  return value
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

/** The inline boot config, or the server's when the HTML carries none. */
export async function loadBootConfig(doc: Document = document): Promise<BootConfig> {
  const inline = readInlineBootConfig(doc)
  if (inline) return inline
  const fetched = await fetchJson(BOOT_URL)
  if (!isBootConfig(fetched)) throw new Error(`${BOOT_URL} did not answer a boot config`)
  return fetched
}

/**
 * Loads page schemas by name: the first screen's from the HTML, the others from their content-hashed URL
 * (the browser keeps each for good: a changed schema has a new URL). One request per schema at most.
 */
export function createPageLoader(
  boot: BootConfig,
  fetchSchema: (url: string) => Promise<unknown> = fetchJson,
): (name: string) => Promise<PageSchema> {
  const loaded = new Map<string, Promise<PageSchema>>()
  if (boot.page) loaded.set(boot.page.name, Promise.resolve(boot.page.schema))
  return (name) => {
    let schema = loaded.get(name)
    if (!schema) {
      const url = boot.pageUrls[name]
      if (!url) return Promise.reject(new Error(`page schema "${name}" is not in the config`))
      schema = fetchSchema(url).then((value) => value as PageSchema)
      // A failed load may be retried (the screen's 重新加载).
      schema.catch(() => loaded.delete(name))
      loaded.set(name, schema)
    }
    return schema
  }
}
