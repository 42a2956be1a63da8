import { type KeyboardEvent, useCallback, useId, useLayoutEffect, useRef, useState } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { tabKeyTarget } from '@/runtime/ui'
import styles from './tabs.module.css'
import type { schema } from './tabs.schema'

export type TabsProps = WidgetProps<typeof schema>

/** The query parameter that keeps the open tab (syncQuery). */
export const TAB_QUERY = 'tab'

/** The underline's width (px), centred under the open tab's label. */
const LINE_WIDTH = 20

/**
 * A tab bar with a pane per tab, the panes coming from the node's slots by tab key. A pane renders the
 * first time its tab opens and then stays (hidden) so its lists keep their place. With `syncQuery` the
 * open tab lives in the address (`?tab=`), replaced in place, so coming back opens the same tab; with
 * `sticky` the bar stays under the header (z-index: the spec's sticky layer). A tab naming a spec §3
 * module type shows only when `modules` lists it.
 *
 * The bar is our own (WAI-ARIA tabs: arrow keys, Home and End move and open; the underline slides with
 * a CSS transition) rather than antd-mobile's Tabs, whose animation library would load with the first
 * screen (DESIGN.md performance budget).
 */
export default function Tabs({
  tabs,
  modules,
  activeKey,
  sticky = false,
  syncQuery = false,
  stateKey,
  onChange,
  run,
  slots = {},
  scope,
}: TabsProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const id = useId()
  // spec §3 module types: a pane of a module the content does not offer is left out.
  const offered = Array.isArray(modules) ? new Set(modules) : undefined
  const list = Array.isArray(tabs)
    ? tabs.filter(
        (tab) => tab && typeof tab.key === 'string' && (!tab.module || !offered || offered.has(tab.module)),
      )
    : []
  const keys = new Set(list.map((tab) => tab.key))
  const fromQuery = syncQuery ? (scope?.query as Record<string, unknown> | undefined)?.[TAB_QUERY] : undefined
  const pick = (key: unknown) => (typeof key === 'string' && keys.has(key) ? key : undefined)
  const initial = pick(fromQuery) ?? pick(activeKey) ?? list[0]?.key ?? ''
  const [active, setActive] = useState(initial)
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([initial]))
  const bar = useRef<HTMLDivElement>(null)
  const tabList = useRef<HTMLDivElement>(null)
  const line = useRef<HTMLSpanElement>(null)
  const current = keys.has(active) ? active : (list[0]?.key ?? '')
  const labels = list.map((tab) => `${tab.key}\u0000${tab.title}`).join('\u0001')

  // Slides the underline under the open tab and scrolls that tab to the middle of an overflowing bar. The
  // first placing (or the first after the bar was hidden) jumps there instead of sliding in from the edge.
  const placed = useRef(false)
  const place = useCallback(() => {
    const scroller = tabList.current
    const underline = line.current
    const tab = scroller?.querySelector<HTMLElement>('[aria-selected="true"]')
    if (!scroller || !underline || !tab) return
    if (scroller.clientWidth === 0) {
      placed.current = false
      return
    }
    const smooth = placed.current
    placed.current = true
    // The label is centred in its tab, and the tab list is the tabs' offset parent.
    const centre = tab.offsetLeft + tab.offsetWidth / 2
    underline.style.transition = smooth ? '' : 'none'
    underline.style.transform = `translateX(${centre - LINE_WIDTH / 2}px)`
    const overflow = scroller.scrollWidth - scroller.clientWidth
    if (overflow > 0) {
      const left = Math.min(overflow, Math.max(0, centre - scroller.clientWidth / 2))
      scroller.scrollTo?.({ left, behavior: smooth ? 'smooth' : 'auto' })
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-place when the open tab or the labels change
  useLayoutEffect(() => {
    // The first placing is the ResizeObserver's first callback below: it comes after the browser's own
    // layout of the frame, so placing then reads that layout instead of forcing one of the whole screen
    // in the middle of its first render.
    if (!placed.current && typeof ResizeObserver !== 'undefined') return
    place()
  }, [place, current, labels])

  // Labels change width when the bar resizes, the open label turns bold or the web font arrives.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new labels are new tabs to observe
  useLayoutEffect(() => {
    const scroller = tabList.current
    if (!scroller || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(place)
    observer.observe(scroller)
    for (const tab of scroller.querySelectorAll('[role="tab"]')) observer.observe(tab)
    return () => observer.disconnect()
  }, [place, labels])

  if (list.length === 0) return null

  const change = (key: string) => {
    if (key === current) return
    setActive(key)
    setVisited((seen) => (seen.has(key) ? seen : new Set([...seen, key])))
    if (syncQuery) runtime.navigator.replaceQuery({ [TAB_QUERY]: key })
    // A stuck bar: start the new pane at its top instead of mid-way down the old one's scroll.
    const element = bar.current
    if (sticky && element) {
      const top = element.parentElement?.getBoundingClientRect().top ?? 0
      if (top < 0) window.scrollTo(0, window.scrollY + top)
    }
    const title = list.find((tab) => tab.key === key)?.title ?? ''
    const actions: unknown[] = []
    if (stateKey) actions.push({ type: 'setState', key: stateKey, value: '${event.key}' })
    if (Array.isArray(onChange)) actions.push(...onChange)
    if (actions.length > 0) void run?.(actions, { key, title })
  }

  // WAI-ARIA tabs with automatic activation: the arrow keys (wrapping), Home and End open the tab they reach.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = list.findIndex((tab) => tab.key === current)
    const next = list[tabKeyTarget(event.key, index, list.length) ?? -1]
    if (!next) return
    event.preventDefault()
    change(next.key)
    document.getElementById(`${id}-tab-${next.key}`)?.focus()
  }

  // Under our header (44 px + the app's status bar); WeChat has no header of ours.
  const stickyTop = runtime.platform.isWechat
    ? '0px'
    : 'calc(var(--app-status-bar-height, 0px) + var(--app-header-height, 44px))'
  const stretch = list.length <= 4
  return (
    <section className={styles.tabs}>
      <div
        ref={bar}
        className={sticky ? `${styles.bar} ${styles.sticky}` : styles.bar}
        style={sticky ? { top: stickyTop } : undefined}
      >
        <div
          ref={tabList}
          className={styles.list}
          role="tablist"
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
        >
          {list.map((tab) => {
            const selected = tab.key === current
            const rendered = visited.has(tab.key) || selected
            return (
              <button
                key={tab.key}
                id={`${id}-tab-${tab.key}`}
                type="button"
                role="tab"
                className={stretch ? `${styles.tab} ${styles.stretch}` : styles.tab}
                aria-selected={selected}
                aria-controls={rendered ? `${id}-pane-${tab.key}` : undefined}
                tabIndex={selected ? 0 : -1}
                onClick={() => change(tab.key)}
              >
                {tab.title}
              </button>
            )
          })}
          <span ref={line} className={styles.line} aria-hidden="true" />
        </div>
      </div>
      {list.map((tab) =>
        visited.has(tab.key) || tab.key === current ? (
          <div
            key={tab.key}
            id={`${id}-pane-${tab.key}`}
            className={styles.pane}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${tab.key}`}
            hidden={tab.key !== current}
            data-tab={tab.key}
          >
            {slots[tab.key] ?? null}
          </div>
        ) : null,
      )}
    </section>
  )
}
