import { widgetTypes } from '@schemas/meta/first-paint-widgets'
import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react'
import { jsx } from 'react/jsx-runtime'
import {
  bindingPaths,
  compileValue,
  isDynamic,
  isTruthyLogic,
  logicPaths,
  parsePath,
  resolveString,
  type Scope,
} from '../expr/index'
import type { WidgetComponent, WidgetRegistry, WidgetRuntimeProps } from '../registry/index'
import type { WidgetNode } from '../schema/index'
import { reportActionFailure, runActions } from './actions'
import { announceFault, ConfigFault, messageOf, reportFault } from './config-fault'
import type { PageModel } from './page-model'
import { PendingWidget } from './pending-widget'
import { WidgetError } from './widget-error'

/**
 * Renders the widget nodes of a page schema. The tree is compiled once into a plan per node (props split
 * into fixed and bound, a resolver per bound prop, the page keys it reads, its JSON pointer), so a render
 * does no lookups and parses nothing. A node is rendered either by a `NodeView`, a class component that
 * is at once the widget's error boundary and a subscriber to the page keys its subtree reads, or inline,
 * as the widget element itself with no component of the renderer around it (see
 * docs/decisions/0017-boundaries-at-widgets.md):
 * - every node of the page's top level and every widget not registered `inline` gets a `NodeView`: a
 *   widget that throws shows an error block and the rest of the page keeps working;
 * - a primitive registered `inline` (Stack, Text) inside another node renders inline: its bindings are
 *   resolved by, and its failure shows in, the nearest enclosing `NodeView`, which subscribes to the page
 *   keys its inline descendants read and renders them again when one changes;
 * - a node knows from its bindings which page keys it reads (`data.<key>`, `state.<key>`, `user`);
 *   a `NodeView` whose subtree binds nothing subscribes to nothing and has no lifecycle at all.
 * Props named `on*` are action lists, handed over unresolved; they resolve when the action runs.
 * A config value that throws while it is evaluated (`if`, `each.items`, a bound prop, a `$logic` value)
 * is a `ConfigFault` naming that value's pointer: the nearest `NodeView` shows its error block in place of
 * its node and logs `<file> <pointer> <message>` (config-fault.ts); the rest of the screen renders.
 */
export interface NodePlan {
  readonly node: WidgetNode
  /** The node's JSON pointer in its page schema (`/body/0/children/2`). */
  readonly pointer: string
  readonly key: string
  /** The props that bind nothing (action lists included), copied as they are on every render. */
  readonly fixed: Record<string, unknown>
  /** The props to resolve on every render, each with its compiled resolver. */
  readonly bound: ReadonlyArray<readonly [string, (scope: Scope) => unknown]>
  /** Registered `inline`; only the page's top level gives such a node a boundary. */
  readonly inline: boolean
  /** Registered with `template`: the plans rendered per item (that slot, else the children). */
  readonly template: readonly NodePlan[] | undefined
  /** The page keys a `NodeView` of this node subscribes to: its own and its inline descendants'. */
  readonly subtreeKeys: readonly string[]
  /** The data sources this node's own props bind (`course` for `${data.course.price}`). */
  readonly dataKeys: readonly string[]
  readonly children: readonly NodePlan[] | undefined
  readonly slots: ReadonlyArray<readonly [string, readonly NodePlan[]]> | undefined
  /** With `each`: the node repeated per item (the same node without `each`). */
  readonly single: NodePlan | undefined
  /** The widget's component, once the registry has it. */
  component?: WidgetComponent
}

/** `on` followed by a capital letter: an action list, resolved only when it runs. */
const isActionProp = (key: string) =>
  key.length > 2 && key[0] === 'o' && key[1] === 'n' && key[2] !== key[2]?.toLowerCase()

/** `data.releases[0].title` → `data.releases`; `user.nickname` → `user`; query, params, env and `each`
 * items never change while a screen is open, so they need no subscription. */
function pageKey(path: string): string | undefined {
  const [root, first] = parsePath(path)
  if (root === 'user') return 'user'
  if (root === 'data' || root === 'state') return first ? `${root}.${first}` : root
  return undefined
}

function planNode(node: WidgetNode, pointer: string, registry: WidgetRegistry): NodePlan {
  const paths: string[] = []
  const fixed: Record<string, unknown> = {}
  const bound: [string, (scope: Scope) => unknown][] = []
  for (const key in node.props) {
    const value = node.props[key]
    if (isActionProp(key) || !isDynamic(value)) {
      fixed[key] = value
      continue
    }
    bound.push([key, compileValue(value)])
    bindingPaths(value, paths)
  }
  if (node.if !== undefined) logicPaths(node.if, paths)
  if (node.each) bindingPaths(node.each.items, paths)
  const keys = new Set<string>()
  for (const path of paths) {
    const key = pageKey(path)
    if (key) keys.add(key)
  }
  const dataKeys = [...keys].filter((key) => key.startsWith('data.')).map((key) => key.slice(5))
  const children = planList(node.children, `${pointer}/children`, registry)
  const slots = node.slots
    ? Object.entries(node.slots).map(
        ([name, nodes]) => [name, planList(nodes, `${pointer}/slots/${name}`, registry) ?? []] as const,
      )
    : undefined
  for (const child of [...(children ?? []), ...(slots ?? []).flatMap(([, list]) => list)]) {
    if (child.inline) for (const key of child.subtreeKeys) keys.add(key)
  }
  const templateSlot = registry.get(node.widget)?.template
  const template =
    templateSlot === undefined
      ? undefined
      : (slots?.find(([name]) => name === templateSlot)?.[1] ?? children ?? [])
  let single: NodePlan | undefined
  if (node.each) {
    const { each: _each, ...rest } = node
    single = planNode(rest, pointer, registry)
  }
  return {
    node,
    pointer,
    key: node.id ?? pointer,
    fixed,
    bound,
    inline: registry.get(node.widget)?.inline === true,
    template,
    subtreeKeys: [...keys],
    dataKeys,
    children,
    slots,
    single,
  }
}

function planList(
  nodes: readonly WidgetNode[] | undefined,
  pointer: string,
  registry: WidgetRegistry,
): readonly NodePlan[] | undefined {
  if (!nodes || nodes.length === 0) return undefined
  return nodes.map((node, index) => planNode(node, `${pointer}/${index}`, registry))
}

const plansByTree = new WeakMap<
  readonly WidgetNode[],
  { registry: WidgetRegistry; plans: readonly NodePlan[] }
>()

/** The plans of a page's body, compiled once per body array (a page schema is parsed once). */
export function planTree(
  nodes: readonly WidgetNode[] | undefined,
  pointer: string,
  registry: WidgetRegistry,
): readonly NodePlan[] {
  if (!nodes) return []
  const known = plansByTree.get(nodes)
  if (known && known.registry === registry) return known.plans
  const plans = planList(nodes, pointer, registry) ?? []
  plansByTree.set(nodes, { registry, plans })
  return plans
}

/**
 * The elements for a list of planned nodes. `top` marks the page's own top level, where every node keeps
 * a boundary so that no failure can take the whole page body with it.
 */
export function renderPlans(
  plans: readonly NodePlan[] | undefined,
  scope: Scope,
  page: PageModel,
  top = false,
): ReactNode {
  if (!plans) return null
  const elements: ReactNode[] = []
  for (const plan of plans) {
    elements.push(
      !top && plan.inline
        ? renderInline(plan, scope, page, plan.key)
        : nodeView(plan, plan.pointer, scope, page, plan.key),
    )
  }
  return elements
}

/** A `NodeView`, with the lifecycle of a subscriber only when its subtree binds a page key. */
function nodeView(plan: NodePlan, pointer: string, scope: Scope, page: PageModel, key: string | number) {
  const View = plan.subtreeKeys.length > 0 ? SubscribedNodeView : NodeView
  return <View key={key} plan={plan} pointer={pointer} scope={scope} page={page} />
}

/** A node's `if` (JSON Logic) with this scope; a rule that throws is a fault at `<pointer>/if`. */
function passes(plan: NodePlan, scope: Scope): boolean {
  const rule = plan.node.if
  if (rule === undefined) return true
  try {
    return isTruthyLogic(rule, scope)
  } catch (error) {
    throw new ConfigFault(`${plan.pointer}/if`, error)
  }
}

/** Each item of an `each` with its key and scope (`as` names the item; `index` its place). */
function eachItems(plan: NodePlan, scope: Scope): { key: string | number; scope: Scope }[] | null {
  const each = plan.node.each
  if (!each) return null
  let items: unknown
  try {
    items = resolveString(each.items, scope)
  } catch (error) {
    throw new ConfigFault(`${plan.pointer}/each/items`, error)
  }
  if (!Array.isArray(items)) return []
  const name = each.as ?? 'item'
  return items.map((item: unknown, index: number) => ({
    key:
      each.key && item && typeof item === 'object'
        ? String((item as Record<string, unknown>)[each.key])
        : index,
    scope: { ...scope, [name]: item, index },
  }))
}

/** An inline node: its `if` and `each` checked here, the widget element itself for each item. */
function renderInline(plan: NodePlan, scope: Scope, page: PageModel, key: string | number): ReactNode {
  const { single } = plan
  const items = single ? eachItems(plan, scope) : null
  if (!single || !items) {
    if (!passes(plan, scope)) return null
    return widgetElement(plan, plan.pointer, scope, page, actionRunner(plan, page, scope), key)
  }
  return (
    <Fragment key={key}>
      {items.map((item, index) => {
        if (!passes(single, item.scope)) return null
        const run = actionRunner(single, page, item.scope)
        return widgetElement(single, `${plan.pointer}[${index}]`, item.scope, page, run, item.key)
      })}
    </Fragment>
  )
}

type Run = WidgetRuntimeProps['run']

/** Runs a widget's action lists with its node's scope; a failure is logged with the action's place. */
function actionRunner(plan: NodePlan, page: PageModel, scope: Scope): Run {
  return (actions, event) => {
    const pointer = actionsPointer(plan, actions)
    return runActions(actions, { runtime: page.runtime, page, scope, pointer }, event).catch(
      (error: unknown) => reportActionFailure(page.file, pointer, error),
    )
  }
}

/** The pointer of an action list a widget runs: the `on*` prop it came from, else the node's. */
function actionsPointer(plan: NodePlan, actions: unknown): string {
  for (const key in plan.fixed) if (plan.fixed[key] === actions) return `${plan.pointer}/props/${key}`
  return plan.pointer
}

/** The widget's element: props resolved, children and slots rendered (inline where they may be). */
function widgetElement(
  plan: NodePlan,
  pointer: string,
  scope: Scope,
  page: PageModel,
  run: Run,
  key?: string | number,
): ReactNode {
  // A loaded widget stays loaded: the plan keeps its component (the plan belongs to one registry).
  let Widget = plan.component
  if (!Widget) {
    const { registry } = page.runtime
    const type = plan.node.widget
    Widget = registry.loaded(type)
    if (!Widget) {
      if (!registry.has(type)) {
        return <WidgetError key={key} type={type} pointer={pointer} reason="unknown widget" />
      }
      // Not loaded yet (a tab's pane: the first render did not wait for it): load it, then render it.
      const again = () => widgetElement(plan, pointer, scope, page, run)
      return <PendingWidget key={key} type={type} pointer={pointer} registry={registry} render={again} />
    }
    plan.component = Widget
  }
  let slots: Record<string, ReactNode> = noSlots
  if (plan.slots) {
    slots = {}
    for (const [name, plans] of plan.slots) {
      if (plans !== plan.template) slots[name] = renderPlans(plans, scope, page)
    }
  }
  // One props object per render, handed to React as it is (what compiled JSX does with a literal).
  const props: Record<string, unknown> = { ...plan.fixed }
  try {
    for (const [name, resolve] of plan.bound) props[name] = resolve(scope)
  } catch (error) {
    throw new ConfigFault(`${plan.pointer}/props/${failingProp(plan, scope)}`, error)
  }
  props.run = run
  // A control deciding on a `fresh` source waits for its answer after the doctor returned (decision 0037).
  if (plan.dataKeys.length > 0 && page.awaitingFresh(plan.dataKeys)) props.awaitingFresh = true
  props.slots = slots
  props.pointer = pointer
  props.scope = scope
  const { template } = plan
  if (template) {
    // The template's nodes once per item: the item's locals on top of the node's scope.
    props.template = (locals: Record<string, unknown>, itemKey: string | number) => (
      <Fragment key={itemKey}>{renderPlans(template, { ...scope, ...locals }, page)}</Fragment>
    )
  } else if (plan.children) props.children = renderPlans(plan.children, scope, page)
  return jsx(Widget, props, key)
}

interface NodeProps {
  plan: NodePlan
  /** The plan's pointer, with the item's index for an item of `each`. */
  pointer: string
  scope: Scope
  page: PageModel
}

/** The bound prop that throws (found again only after a failure, so the loop above stays plain). */
function failingProp(plan: NodePlan, scope: Scope): string {
  for (const [name, resolve] of plan.bound) {
    try {
      resolve(scope)
    } catch {
      return name
    }
  }
  return ''
}

/** The fault each node last logged, so a node rendered again with the same fault logs it once. */
const reportedFaults = new WeakMap<object, string>()

/** One node with its error boundary; `SubscribedNodeView` adds the page-key subscription. */
export class NodeView extends Component<NodeProps, { error: Error | null }> {
  override state = { error: null as Error | null }

  /** Runs a widget's action list with this node's scope; one function per node, not per render. */
  private readonly run: Run = (actions, event) => {
    const { plan, page, scope } = this.props
    return actionRunner(plan, page, scope)(actions, event)
  }

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const { plan, pointer, page } = this.props
    // A fault in config evaluated below this node (a pane rendered once its widget loaded).
    if (error instanceof ConfigFault) reportFault(page.file, error.pointer, error)
    else {
      console.error(
        `${page.file} ${pointer} ${plan.node.widget} failed: ${error.message}`,
        info.componentStack,
      )
      announceFault({ file: page.file, pointer, message: `${plan.node.widget} failed: ${error.message}` })
    }
  }

  override render(): ReactNode {
    const { plan, pointer } = this.props
    if (this.state.error) return <WidgetError type={plan.node.widget} pointer={pointer} />
    // The node's config is evaluated here, where a throw is this node's and not its parent's: its own
    // boundary only catches what its children throw.
    try {
      return this.renderNode()
    } catch (error) {
      const at = error instanceof ConfigFault ? error.pointer : pointer
      const message = messageOf(error)
      if (reportedFaults.get(this) !== `${at} ${message}`) {
        reportedFaults.set(this, `${at} ${message}`)
        reportFault(this.props.page.file, at, error)
      }
      return <WidgetError type={plan.node.widget} pointer={at} reason={message} />
    }
  }

  private renderNode(): ReactNode {
    const { plan, pointer, scope, page } = this.props
    const { single } = plan
    // With `each`, `if` is checked for every item, with the item in scope (it filters the list); each
    // item is a node of its own.
    const items = single ? eachItems(plan, scope) : null
    if (!single || !items) {
      if (!passes(plan, scope)) return null
      return widgetElement(plan, pointer, scope, page, this.run)
    }
    return items.map((item, index) => nodeView(single, `${pointer}[${index}]`, item.scope, page, item.key))
  }
}

/** A `NodeView` that renders again when a page key its subtree reads changes. */
class SubscribedNodeView extends NodeView {
  private unsubscribe: (() => void) | undefined
  private renderedVersion = 0

  override componentDidMount(): void {
    const { plan, page } = this.props
    this.unsubscribe = page.subscribe(plan.subtreeKeys, () => this.forceUpdate())
    // Something changed between render and subscribing: render again so nothing stale stays on screen.
    if (page.version !== this.renderedVersion) this.forceUpdate()
  }

  override componentWillUnmount(): void {
    this.unsubscribe?.()
    this.unsubscribe = undefined
  }

  override render(): ReactNode {
    this.renderedVersion = this.props.page.version
    return super.render()
  }
}

const noSlots: Record<string, ReactNode> = {}

const typesByTree = new WeakMap<readonly WidgetNode[], ReadonlySet<string>>()
const firstPaintByTree = new WeakMap<readonly WidgetNode[], ReadonlySet<string>>()

/**
 * The widget types a tree uses, so their chunks load in parallel before the first render; with
 * `firstPaint`, only those its first render can show (not what sits in a tab's pane:
 * schemas/meta/first-paint-widgets.ts). Cached per tree: a page schema is parsed once.
 */
export function collectWidgetTypes(
  nodes: readonly WidgetNode[] | undefined,
  { firstPaint = false }: { firstPaint?: boolean } = {},
): ReadonlySet<string> {
  if (!nodes) return new Set()
  const cache = firstPaint ? firstPaintByTree : typesByTree
  let types = cache.get(nodes)
  if (!types) {
    types = widgetTypes(nodes, { firstPaint })
    cache.set(nodes, types)
  }
  return types
}
