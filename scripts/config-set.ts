import { endpoints } from '../schemas/api/index'
import {
  type ConfigError,
  type ConfigSetInput,
  readConfigFolder,
  type WidgetContract,
} from '../schemas/validator/index'
import { widgetDefinitions } from '../src/widgets/index'

/**
 * Reads a config set from a folder (pages.json + schemas/pages/*.json) together with this repository's
 * widget contracts, read from the widgets' own sources (so a widget changed a moment ago counts before
 * `npm run schemas` has run), and the endpoint catalogue.
 */
export async function readConfigSet(root: string): Promise<{ input: ConfigSetInput; errors: ConfigError[] }> {
  const { pages, pageFiles, errors } = readConfigFolder(root)
  const widgets: WidgetContract[] = await Promise.all(
    widgetDefinitions.map(async (definition) => ({
      type: definition.type,
      file: `widget ${definition.type}`,
      schema: await definition.schema(),
    })),
  )
  return { input: { pages, pageFiles, widgets, endpoints }, errors }
}
