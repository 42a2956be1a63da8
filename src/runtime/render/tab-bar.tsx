import type { PageEntry } from '../schema/index'
import { useRuntime } from './runtime-context'
import styles from './tab-bar.module.css'

/** The tab pages' own marks: a mortarboard for the academy home, a person for 我的; a dot otherwise. */
function TabIcon({ name }: { name: string }) {
  if (name === 'home') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path d="M12 4 2 9l10 5 8-4v6h2V9L12 4Zm-6 8.2V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-3.8l-6 3-6-3Z" />
      </svg>
    )
  }
  if (name === 'userHome') {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
      </svg>
    )
  }
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
      <circle cx="12" cy="12" r="6" />
    </svg>
  )
}

/**
 * The bottom tab bar of the tab pages (pages.json `tab: true`, labelled by `tabLabel` or the title), as
 * the mini-programs doctors use have one: the open tab marked, a tap switches tabs (navigation's
 * switchTab). Not in the native app, whose own tab bar holds these screens.
 */
export function TabBar({ current }: { current: PageEntry }) {
  const runtime = useRuntime()
  if (runtime.platform.isApp) return null
  const tabs = runtime.routes.entries.filter((entry) => entry.tab)
  if (tabs.length < 2) return null
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <nav className={styles.bar} aria-label="底部导航">
        {tabs.map((entry) => {
          const open = entry.name === current.name
          return (
            <button
              key={entry.name}
              type="button"
              className={open ? `${styles.tab} ${styles.open}` : styles.tab}
              aria-current={open ? 'page' : undefined}
              onClick={() => {
                if (!open) runtime.navigator.switchTab(entry.name)
              }}
            >
              <TabIcon name={entry.name} />
              <span className={styles.label}>{entry.tabLabel ?? entry.title}</span>
            </button>
          )
        })}
      </nav>
    </>
  )
}
