import { readFileSync } from 'node:fs'
import type { EndpointDef } from '../api/define'
import { endpoints } from '../api/index'
import type { EndpointContract, WidgetContract } from './validate-config'

interface WidgetContractsFile {
  widgets: { type: string; description: string; schema: WidgetContract['schema'] }[]
}

let widgets: WidgetContract[] | undefined

/**
 * Every widget's props contract as `npm run schemas` wrote it from src/widgets (a unit test keeps it
 * current). Programs that validate config without the widgets' sources, the server first, read this.
 */
export function widgetContracts(): readonly WidgetContract[] {
  if (!widgets) {
    const file = JSON.parse(
      readFileSync(new URL('../meta/widget-contracts.json', import.meta.url), 'utf8'),
    ) as WidgetContractsFile
    widgets = file.widgets.map((widget) => ({
      type: widget.type,
      file: `widget ${widget.type}`,
      schema: widget.schema,
    }))
  }
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
