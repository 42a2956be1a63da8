import { keysOf, propDetail, roleOf } from './completion'
import { type Files, routesOf } from './config-files'
import type { StudioContracts } from './contracts'
import { scanJson } from './json-context'

export interface HoverDoc {
  readonly from: number
  readonly to: number
  readonly title: string
  readonly detail?: string
  readonly text?: string
}

/**
 * The docs of what the pointer is over: a widget type (its description), a prop or any config key (its
 * description and default), an endpoint name (its summary), a route name (its path and title).
 */
export function hoverDoc(
  file: string,
  text: string,
  pos: number,
  files: Files,
  contracts: StudioContracts,
): HoverDoc | null {
  const { context } = scanJson(text, pos)
  if (!context.inString) return null
  const word = text.slice(context.from, context.to)
  const range = { from: context.from, to: context.to }
  const role = roleOf(file, context.stack[context.stack.length - 1])
  if (context.at === 'key') {
    const doc = keysOf(role, contracts)?.[word]
    if (!doc) return null
    const detail = propDetail(doc)
    const owner = role.kind === 'props' && role.widget ? `${role.widget}.` : ''
    return {
      ...range,
      title: `${owner}${word}`,
      ...(detail ? { detail } : {}),
      ...(doc.description ? { text: doc.description } : {}),
    }
  }
  if (context.at !== 'value' || typeof context.key !== 'string') return null
  if (context.key === 'widget') {
    const widget = contracts.widgetByType.get(word)
    return widget ? { ...range, title: widget.type, text: widget.description } : null
  }
  const endpoint = context.key === 'api' ? contracts.endpointByName.get(word) : undefined
  if (endpoint) {
    return {
      ...range,
      title: endpoint.name,
      detail: `${endpoint.method} ${endpoint.path}`,
      text: endpoint.summary,
    }
  }
  if (context.key === 'to' || context.key === 'route' || /Route$/.test(context.key)) {
    const route = routesOf(files).find((candidate) => candidate.name === word)
    if (route)
      return {
        ...range,
        title: route.name,
        detail: route.path,
        ...(route.title ? { text: route.title } : {}),
      }
  }
  return null
}
