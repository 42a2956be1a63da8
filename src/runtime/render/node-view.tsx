import { Reaction } from 'mobx'
import { Component, type ContextType, type ErrorInfo, type ReactNode } from 'react'
import { isDynamic, isTruthyLogic, resolveString, resolveValue, type Scope } from '../expr/index'
import type { WidgetNode } from '../schema/types'
import { runActions } from './actions'
import type { PageModel } from './page-model'
import { RuntimeContext } from './runtime-context'
import { WidgetError } from './widget-boundary'

/**
 * Renders one widget node: its `if`, its `each`, its props with bindings resolved, its children and
 * slots. One class component per node does three jobs, so the renderer adds a single fiber per widget:
 * - error boundary: a widget that throws shows an error block and the rest of the page keeps working;
 * - MobX tracking, only for nodes that bind something: the node re-renders when what it reads changes;
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
const isActionProp = (key: string) => key.length > 2 && key[0] === 'o' && key[1] === 'n' && key[2] !== key[2]?.toLowerCase()

interface NodeFacts {
  /** Props as given, when none binds anything (resolved once, shared by every render). */
  staticProps: Record<string, unknown> | null
  /** Whether rendering reads the scope (bindings, `if`, `each`), so it must be tracked. */
  dynamic: boolean
}
const facts = new WeakMap<WidgetNode, NodeFacts>()

function factsOf(node: WidgetNode): NodeFacts {
  let found = facts.get(node)
  if (!found) {
    let propsDynamic = false
    for (const key in node.props) {
      if (!isActionProp(key) && isDynamic(node.props[key])) {
        propsDynamic = true
        break
      }
    }
    found = {
      staticProps: propsDynamic ? null : (node.props ?? {}),
      dynamic: propsDynamic || node.if !== undefined || node.each !== undefined,
    }
    facts.set(node, found)
  }
  return found
}

function resolveProps(node: WidgetNode, scope: Scope): Record<string, unknown> {
  const known = factsOf(node).staticProps
  if (known) return known
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

export class NodeView extends Component<NodeProps, { error: Error | null }> {
  static override contextType = RuntimeContext
  declare context: ContextType<typeof RuntimeContext>
  override state = { error: null as Error | null }
  private reaction: Reaction | undefined
  private mounted = false
  private invalidatedBeforeMount = false

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
    this.mounted = true
    // An observable changed between render and mount: render again so nothing stale stays on screen.
    if (this.invalidatedBeforeMount) this.forceUpdate()
  }

  override componentWillUnmount(): void {
    this.mounted = false
    this.reaction?.dispose()
    this.reaction = undefined
  }

  override render(): ReactNode {
    const { node, pointer } = this.props
    if (this.state.error) return <WidgetError type={node.widget} pointer={pointer} />
    if (!factsOf(node).dynamic) return this.renderWidget(this.props.scope)
    this.reaction ??= new Reaction(pointer, () => {
      if (this.mounted) this.forceUpdate()
      else this.invalidatedBeforeMount = true
    })
    let output: ReactNode = null
    this.reaction.track(() => {
      output = this.renderTracked()
    })
    return output
  }

  private renderTracked(): ReactNode {
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
    const run = (actions: unknown, event?: Record<string, unknown>) =>
      runActions(actions, { runtime, page, scope }, event).catch((error: unknown) => {
        console.warn(`[actions] ${node.widget} at ${pointer} stopped`, error)
      })
    return (
      <Widget {...resolveProps(node, scope)} run={run} slots={slots} pointer={pointer} scope={scope}>
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
