import AntTabs from 'antd-mobile/es/components/tabs'
import { useRef, useState } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import styles from './tabs.module.css'
import type { schema } from './tabs.schema'

export type TabsProps = WidgetProps<typeof schema>

/** The query parameter that keeps the open tab (syncQuery). */
export const TAB_QUERY = 'tab'

/**
 * A tab bar with a pane per tab, the panes coming from the node's slots by tab key. A pane renders the
 * first time its tab opens and then stays (hidden) so its lists keep their place. With `syncQuery` the
 * open tab lives in the address (`?tab=`), replaced in place, so coming back opens the same tab; with
 * `sticky` the bar stays under the header (z-index: the spec's sticky layer).
 */
export default function Tabs({
  tabs,
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
  const list = Array.isArray(tabs) ? tabs.filter((tab) => tab && typeof tab.key === 'string') : []
  const keys = new Set(list.map((tab) => tab.key))
  const fromQuery = syncQuery ? (scope?.query as Record<string, unknown> | undefined)?.[TAB_QUERY] : undefined
  const pick = (key: unknown) => (typeof key === 'string' && keys.has(key) ? key : undefined)
  const initial = pick(fromQuery) ?? pick(activeKey) ?? list[0]?.key ?? ''
  const [active, setActive] = useState(initial)
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([initial]))
  const bar = useRef<HTMLDivElement>(null)

  if (list.length === 0) return null
  const current = keys.has(active) ? active : (list[0]?.key ?? '')

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

  // Under our header (44 px + the app's status bar); WeChat has no header of ours.
  const stickyTop = runtime.platform.isWechat
    ? '0px'
    : 'calc(var(--app-status-bar-height, 0px) + var(--app-header-height, 44px))'
  return (
    <section className={styles.tabs}>
      <div
        ref={bar}
        className={sticky ? `${styles.bar} ${styles.sticky}` : styles.bar}
        style={sticky ? { top: stickyTop } : undefined}
      >
        <AntTabs activeKey={current} onChange={change} stretch={list.length <= 4} activeLineMode="fixed">
          {list.map((tab) => (
            <AntTabs.Tab key={tab.key} title={tab.title} />
          ))}
        </AntTabs>
      </div>
      {list.map((tab) =>
        visited.has(tab.key) || tab.key === current ? (
          <div
            key={tab.key}
            className={styles.pane}
            role="tabpanel"
            aria-label={tab.title}
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
