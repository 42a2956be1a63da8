import { readFileSync } from 'node:fs'
import { endpoints } from '../api/index'
import type { WidgetContract } from './validate-config'

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

/** The endpoint names a data source or a `call` action may use. */
export const endpointContracts: readonly { name: string }[] = endpoints
