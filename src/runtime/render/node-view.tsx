import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react'
import {
  bindingPaths,
  isDynamic,
  isTruthyLogic,
  logicPaths,
  parsePath,
  resolveString,
  resolveValue,
  type Scope,
} from '../expr/index'
import type { WidgetNode } from '../schema/index'
import { runActions } from './actions'
import type { PageModel } from './page-model'
import { RuntimeContext } from './runtime-context'
import { WidgetError } from './widget-error'

/**
 * Renders one widget node: its `if`, its `each`, its props with bindings resolved, its children and
 * slots. One class component per node does three jobs, so the renderer adds a single fiber per widget:
 * - error boundary: a widget that throws shows an error block and the rest of the page keeps working;
 * - updates: a node knows from its bindings which page keys it reads (`data.<key>`, `state.<key>`,
 *   `user`) and re-renders when one of them changes; nodes that bind nothing subscribe to nothing;
 * - prop resolution, computed once for nodes whose props are static.
 * Props named `on*` are action lists, handed over unresolved; they resolve when the action runs.
 */
interface NodeProps {
  node: WidgetNode
  pointer: string
  scope: Scope
  page: PageModel | undefined
}

/** `on` followed by a capital letter: an action list, resolved only when it runs. */
const isActionProp = (key: string) =>
  key.length > 2 && key[0] === 'o' && key[1] === 'n' && key[2] !== key[2]?.toLowerCase()

interface NodeFacts {
  /** Props as given, when none binds anything (resolved once, shared by every render). */
  staticProps: Record<string, unknown> | null
  /** The props that bind nothing (action lists included), copied as they are on every render. */
  fixed: Record<string, unknown>
  /** The props to resolve on every render. */
  bound: ReadonlyArray<readonly [string, unknown]>
  /** The page keys this node's bindings, `if` and `each` read; empty when it reads none. */
  keys: readonly string[]
}

/** `data.releases[0].title` → `data.releases`; `user.nickname` → `user`; query, params, env and `each`
 * items never change while a screen is open, so they need no subscription. */
function pageKey(path: string): string | undefined {
  const [root, first] = parsePath(path)
  if (root === 'user') return 'user'
  if (root === 'data' || root === 'state') return first ? `${root}.${first}` : root
  return undefined
}
const facts = new WeakMap<WidgetNode, NodeFacts>()

function factsOf(node: WidgetNode): NodeFacts {
  let found = facts.get(node)
  if (!found) {
    const paths: string[] = []
    const fixed: Record<string, unknown> = {}
    const bound: [string, unknown][] = []
    for (const key in node.props) {
      const value = node.props[key]
      if (isActionProp(key) || !isDynamic(value)) {
        fixed[key] = value
        continue
      }
      bound.push([key, value])
      bindingPaths(value, paths)
    }
    if (node.if !== undefined) logicPaths(node.if, paths)
    if (node.each) bindingPaths(node.each.items, paths)
    const keys = new Set<string>()
    for (const path of paths) {
      const key = pageKey(path)
      if (key) keys.add(key)
    }
    found = { staticProps: bound.length > 0 ? null : (node.props ?? {}), fixed, bound, keys: [...keys] }
    facts.set(node, found)
  }
  return found
}

function resolveProps(node: WidgetNode, scope: Scope): Record<string, unknown> {
  const { staticProps, fixed, bound } = factsOf(node)
  if (staticProps) return staticProps
  const out: Record<string, unknown> = { ...fixed }
  for (const [key, value] of bound) out[key] = resolveValue(value, scope)
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

export class NodeView extends Component<NodeProps, { error: Error | null }> {
  static override contextType = RuntimeContext
  declare context: ContextType<typeof RuntimeContext>
  override state = { error: null as Error | null }
  private unsubscribe: (() => void) | undefined
  private renderedVersion = 0

  /** Runs a widget's action list with this node's scope; one function per node, not per render. */
  private readonly run = (actions: unknown, event?: Record<string, unknown>) => {
    const { node, pointer, page, scope } = this.props
    const runtime = this.context
    if (!runtime) return Promise.resolve()
    return runActions(actions, { runtime, page, scope }, event).catch((error: unknown) => {
      console.warn(`[actions] ${node.widget} at ${pointer} stopped`, error)
    })
  }

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[render] widget ${this.props.node.widget} at ${this.props.pointer} failed`,
      error,
      info.componentStack,
    )
  }

  override componentDidMount(): void {
    const { node, page } = this.props
    const keys = factsOf(node).keys
    if (!page || keys.length === 0) return
    this.unsubscribe = page.subscribe(keys, () => this.forceUpdate())
    // Something changed between render and subscribing: render again so nothing stale stays on screen.
    if (page.version !== this.renderedVersion) this.forceUpdate()
  }

  override componentWillUnmount(): void {
    this.unsubscribe?.()
    this.unsubscribe = undefined
  }

  override render(): ReactNode {
    const { node, pointer, page } = this.props
    if (this.state.error) return <WidgetError type={node.widget} pointer={pointer} />
    this.renderedVersion = page?.version ?? 0
    return this.renderContent()
  }

  private renderContent(): ReactNode {
    const { node, pointer, scope, page } = this.props
    // With `each`, `if` is checked for every item, with the item in scope (it filters the list).
    if (!node.each) {
      if (node.if !== undefined && !isTruthyLogic(node.if, scope)) return null
      return this.renderWidget(scope)
    }
    const items = resolveString(node.each.items, scope)
    if (!Array.isArray(items)) return null
    const name = node.each.as ?? 'item'
    const keyField = node.each.key
    const single = repeatedNode(node)
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

  private renderWidget(scope: Scope): ReactNode {
    const { node, pointer, page } = this.props
    const runtime = this.context
    const Widget = runtime?.registry.loaded(node.widget)
    if (!runtime || !Widget) {
      const reason = runtime?.registry.has(node.widget) ? 'not loaded' : 'unknown widget'
      return <WidgetError type={node.widget} pointer={pointer} reason={reason} />
    }
    let slots: Record<string, ReactNode> = noSlots
    if (node.slots) {
      slots = {}
      for (const [name, nodes] of Object.entries(node.slots)) {
        slots[name] = renderNodes(nodes, `${pointer}/slots/${name}`, scope, page)
      }
    }
    return (
      <Widget {...resolveProps(node, scope)} run={this.run} slots={slots} pointer={pointer} scope={scope}>
        {renderNodes(node.children, `${pointer}/children`, scope, page)}
      </Widget>
    )
  }
}

const noSlots: Record<string, ReactNode> = {}

/** The node an `each` repeats: the same node without `each`; its `if` is checked per item. */
const repeated = new WeakMap<WidgetNode, WidgetNode>()
function repeatedNode(node: WidgetNode): WidgetNode {
  let single = repeated.get(node)
  if (!single) {
    const { each: _each, ...rest } = node
    single = rest
    repeated.set(node, single)
  }
  return single
}

const typesByTree = new WeakMap<readonly WidgetNode[], ReadonlySet<string>>()

/**
 * Every widget type a tree uses, so their chunks load in parallel before the first render. Cached per
 * tree: a page schema is imported once and its tree object stays the same.
 */
export function collectWidgetTypes(nodes: readonly WidgetNode[] | undefined): ReadonlySet<string> {
  if (!nodes) return new Set()
  let types = typesByTree.get(nodes)
  if (!types) {
    const found = new Set<string>()
    const walk = (list: readonly WidgetNode[] | undefined) => {
      for (const node of list ?? []) {
        found.add(node.widget)
        walk(node.children)
        for (const slot of Object.values(node.slots ?? {})) walk(slot)
      }
    }
    walk(nodes)
    types = found
    typesByTree.set(nodes, types)
  }
  return types
}
