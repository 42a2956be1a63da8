import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { EndpointDef } from '../api/define'
import { endpoints } from '../api/index'
import type { EndpointContract, WidgetContract } from './validate-config'

/** schemas/meta/widget-contracts.json as `npm run schemas` writes it. */
export interface WidgetContractsFile {
  widgets: readonly {
    type: string
    description: string
    schema: WidgetContract['schema']
    template?: string
    /**
     * The widget's declared reads (decision 0037): name → `{ api, params, requires, pageSize, fresh }`,
     * params' bindings over the widget's `props`, `vars` and `session`.
     */
    reads?: Readonly<Record<string, { readonly api: string; readonly [key: string]: unknown } | undefined>>
  }[]
}

/**
 * The widget contracts a widget-contracts.json holds. The standalone checker (packages/config-cli) calls
 * this with the file imported statically, so its bundle reads nothing from disk.
 */
export function widgetContractsOf(file: WidgetContractsFile): WidgetContract[] {
  return file.widgets.map((widget) => ({
    type: widget.type,
    file: `widget ${widget.type}`,
    schema: widget.schema,
    ...(widget.template === undefined ? {} : { template: widget.template }),
  }))
}

let widgets: WidgetContract[] | undefined

/**
 * Every widget's props contract as `npm run schemas` wrote it from src/widgets (a unit test keeps it
 * current). Programs that validate config without the widgets' sources, the server first, read this.
 */
export function widgetContracts(): readonly WidgetContract[] {
  // A path, not new URL(…, import.meta.url): happy-dom's URL (unit tests) is not a file URL to node:fs.
  widgets ??= widgetContractsOf(
    JSON.parse(
      readFileSync(join(import.meta.dirname, '..', 'meta', 'widget-contracts.json'), 'utf8'),
    ) as WidgetContractsFile,
  )
  return widgets
}

/**
 * The endpoints a data source or a `call` action may name, with the response schema `data.<key>` holds
 * (the client hands the page the whole answer body: src/runtime/api/client.ts).
 */
export const endpointContracts: readonly EndpointContract[] = (endpoints as readonly EndpointDef[]).map(
  (endpoint) => ({
    name: endpoint.name,
    ...(endpoint.response ? { response: endpoint.response } : {}),
  }),
)
