import { observer } from 'mobx-react-lite'
import { type ReactNode, useContext } from 'react'
import { isDynamic, isTruthyLogic, resolveString, resolveValue, type Scope } from '../expr/index'
import type { WidgetNode } from '../schema/types'
import { runActions } from './actions'
import type { PageModel } from './page-model'
import { RuntimeContext } from './runtime-context'
import { WidgetBoundary, WidgetError } from './widget-boundary'

/**
 * Renders one widget node: its `if`, its `each`, its props with bindings resolved, its children and
 * slots, inside an error boundary. Props named `on*` are action lists and are handed over unresolved;
 * they resolve when the action runs.
 */
interface NodeProps {
  node: WidgetNode
  pointer: string
  scope: Scope
  page: PageModel | undefined
}

const isActionProp = (key: string) =>
  key.length > 2 && key.startsWith('on') && key[2] === key[2]?.toUpperCase()

/** Static props are computed once per node object; dynamic ones on each render. */
const staticProps = new WeakMap<WidgetNode, Record<string, unknown> | null>()

function propsOf(node: WidgetNode, scope: Scope): Record<string, unknown> {
  let cached = staticProps.get(node)
  if (cached === undefined) {
    cached = node.props && isDynamic(node.props) ? null : (node.props ?? {})
    staticProps.set(node, cached)
  }
  if (cached) return cached
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node.props ?? {})) {
    out[key] = isActionProp(key) ? value : resolveValue(value, scope)
  }
  return out
}

export function renderNodes(
  nodes: readonly WidgetNode[] | undefined,
  pointer: string,
  scope: Scope,
  page: PageModel | undefined,
): ReactNode {
  if (!nodes || nodes.length === 0) return null
  return nodes.map((node, index) => {
    const childPointer = `${pointer}/${index}`
    return (
      <NodeView key={node.id ?? childPointer} node={node} pointer={childPointer} scope={scope} page={page} />
    )
  })
}

export const NodeView = observer(function NodeView({ node, pointer, scope, page }: NodeProps) {
  if (node.if !== undefined && !isTruthyLogic(node.if, scope)) return null
  if (node.each) {
    const items = resolveString(node.each.items, scope)
    if (!Array.isArray(items)) return null
    const name = node.each.as ?? 'item'
    const keyField = node.each.key
    const single: WidgetNode = { ...node, each: undefined }
    return items.map((item: unknown, index: number) => {
      const key =
        keyField && item && typeof item === 'object'
          ? String((item as Record<string, unknown>)[keyField])
          : index
      return (
        <NodeView
          key={key}
          node={single}
          pointer={`${pointer}[${index}]`}
          scope={{ ...scope, [name]: item, index }}
          page={page}
        />
      )
    })
  }
  return <WidgetNodeView node={node} pointer={pointer} scope={scope} page={page} />
})

function WidgetNodeView({ node, pointer, scope, page }: NodeProps) {
  const runtime = useContext(RuntimeContext)
  const Widget = runtime?.registry.loaded(node.widget)
  if (!runtime || !Widget) {
    const reason = runtime?.registry.has(node.widget) ? 'not loaded' : 'unknown widget'
    return <WidgetError type={node.widget} pointer={pointer} reason={reason} />
  }
  const props = propsOf(node, scope)
  const slots: Record<string, ReactNode> = {}
  for (const [name, nodes] of Object.entries(node.slots ?? {})) {
    slots[name] = renderNodes(nodes, `${pointer}/slots/${name}`, scope, page)
  }
  const run = (actions: unknown, event?: Record<string, unknown>) =>
    runActions(actions, { runtime, page, scope }, event).catch((error: unknown) => {
      console.warn(`[actions] ${node.widget} at ${pointer} stopped`, error)
    })
  return (
    <WidgetBoundary type={node.widget} pointer={pointer}>
      <Widget {...props} run={run} slots={slots} pointer={pointer} scope={scope}>
        {renderNodes(node.children, `${pointer}/children`, scope, page)}
      </Widget>
    </WidgetBoundary>
  )
}

/** Collects every widget type a tree uses, so their chunks load in parallel before the first render. */
export function collectWidgetTypes(
  nodes: readonly WidgetNode[] | undefined,
  into = new Set<string>(),
): Set<string> {
  for (const node of nodes ?? []) {
    into.add(node.widget)
    collectWidgetTypes(node.children, into)
    for (const slot of Object.values(node.slots ?? {})) collectWidgetTypes(slot, into)
  }
  return into
}
