/** The part of a widget node this walk needs (a page schema's node, client or server side). */
interface Node {
  readonly widget: string
  readonly props?: Readonly<Record<string, unknown>>
  readonly children?: readonly Node[]
  readonly slots?: Readonly<Record<string, readonly Node[]>>
}

/**
 * Widgets that render a slot only when it is shown, each with the slot it shows first: Tabs renders a
 * tab's pane the first time it opens, and opens `activeKey` (when config fixes it) or its first tab.
 * The widgets that sit only in the other slots do not hold up a screen's first render (docs/decisions/
 * 0018-overlays-load-when-they-open.md): their code loads when their pane first renders or at the
 * doctor's first touch, and the server does not preload it with the screen. (A tab opened from the
 * address, `?tab=`, loads its pane's widgets when it renders.)
 */
export const ON_DEMAND_SLOTS: ReadonlyMap<string, (props: Readonly<Record<string, unknown>>) => unknown> =
  new Map([
    [
      'Tabs',
      (props) => {
        const active = props.activeKey
        if (typeof active === 'string' && !active.includes('${')) return active
        const tabs = props.tabs
        return Array.isArray(tabs) ? (tabs[0] as { key?: unknown } | undefined)?.key : undefined
      },
    ],
  ])

/**
 * Every widget type a tree names, or with `firstPaint` only those a first render shows: everything but
 * what sits in the slots an ON_DEMAND_SLOTS widget does not show first.
 */
export function widgetTypes(
  nodes: readonly Node[] | undefined,
  { firstPaint = false }: { firstPaint?: boolean } = {},
  into: Set<string> = new Set(),
): Set<string> {
  for (const node of nodes ?? []) {
    into.add(node.widget)
    widgetTypes(node.children, { firstPaint }, into)
    const shownFirst = firstPaint ? ON_DEMAND_SLOTS.get(node.widget)?.(node.props ?? {}) : undefined
    for (const [name, slot] of Object.entries(node.slots ?? {})) {
      if (!firstPaint || !ON_DEMAND_SLOTS.has(node.widget) || name === shownFirst) {
        widgetTypes(slot, { firstPaint }, into)
      }
    }
  }
  return into
}
