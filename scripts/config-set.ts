import { endpointContracts } from '../schemas/validator/contracts'
import {
  type ConfigError,
  type ConfigSetInput,
  readConfigFolder,
  type WidgetContract,
} from '../schemas/validator/index'
import { widgetDefinitions } from '../src/widgets/index'

/**
 * This repository's widget contracts, read from the widgets' own sources (so a widget changed a moment
 * ago counts before `npm run schemas` has run).
 */
export async function repositoryWidgets(): Promise<WidgetContract[]> {
  return Promise.all(
    widgetDefinitions.map(async (definition) => ({
      type: definition.type,
      file: `widget ${definition.type}`,
      schema: await definition.schema(),
      ...(definition.template === undefined ? {} : { template: definition.template }),
    })),
  )
}

/**
 * Reads a config set from a folder (pages.json + schemas/pages/*.json) together with this repository's
 * widget contracts and the endpoint catalogue (names and response schemas).
 */
export async function readConfigSet(root: string): Promise<{ input: ConfigSetInput; errors: ConfigError[] }> {
  const { pages, pageFiles, errors } = readConfigFolder(root)
  const widgets = await repositoryWidgets()
  return { input: { pages, pageFiles, widgets, endpoints: endpointContracts }, errors }
}
