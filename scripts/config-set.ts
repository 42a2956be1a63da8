import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { endpoints } from '../schemas/api/index'
import type {
  ConfigError,
  ConfigFile,
  ConfigSetInput,
  WidgetContract,
} from '../src/runtime/schema/validator/index'
import { widgetDefinitions } from '../src/widgets/index'

/**
 * Reads a config set from a folder (pages.json + schemas/pages/*.json) together with this repo's widget
 * contracts and endpoint catalogue. JSON syntax errors are reported like any other config error.
 */
export async function readConfigSet(root: string): Promise<{ input: ConfigSetInput; errors: ConfigError[] }> {
  const errors: ConfigError[] = []
  const pagesPath = join(root, 'pages.json')
  const pages = readJson(pagesPath, root, errors) ?? {
    file: relative(root, pagesPath),
    json: { version: 1, pages: [] },
  }
  const pagesDir = join(root, 'schemas', 'pages')
  const pageFiles = new Map<string, ConfigFile>()
  let names: string[] = []
  try {
    names = readdirSync(pagesDir).filter((name) => name.endsWith('.json'))
  } catch {
    errors.push({ file: relative(root, pagesDir) || pagesDir, pointer: '', message: 'folder not found' })
  }
  for (const name of names.sort()) {
    const file = readJson(join(pagesDir, name), root, errors)
    if (file) pageFiles.set(name.replace(/\.json$/, ''), file)
  }
  const widgets: WidgetContract[] = await Promise.all(
    widgetDefinitions.map(async (definition) => ({
      type: definition.type,
      file: `widget ${definition.type}`,
      schema: await definition.schema(),
    })),
  )
  return { input: { pages, pageFiles, widgets, endpoints }, errors }
}

function readJson(path: string, root: string, errors: ConfigError[]): ConfigFile | undefined {
  const file = relative(root, path) || path
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    errors.push({ file, pointer: '', message: 'file not found' })
    return undefined
  }
  try {
    return { file, json: JSON.parse(text) }
  } catch (error) {
    errors.push({ file, pointer: '', message: `invalid JSON: ${(error as Error).message}` })
    return undefined
  }
}
