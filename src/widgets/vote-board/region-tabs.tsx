import { type KeyboardEvent, useLayoutEffect, useRef } from 'react'
import { tabKeyTarget } from '@/runtime/ui'
import styles from './vote-board.module.css'

export interface RegionTabsProps {
  regions: readonly { id: string | number; name: string }[]
  /** The open region's id as a string; '' is 全部. */
  active: string
  onChange: (key: string) => void
}

/**
 * The region tabs of a campaign with regions (全部 first): a scrolling row of tabs with the open one
 * underlined in the campaign colour and scrolled into view. Our own rather than antd-mobile's Tabs,
 * whose animation library would come with every vote screen's first load (decision 0018). WAI-ARIA
 * tabs: the arrow keys, Home and End move and open.
 */
export function RegionTabs({ regions, active, onChange }: RegionTabsProps) {
  const list = useRef<HTMLDivElement>(null)
  const tabs = [
    { key: '', name: '全部' },
    ...regions.map((entry) => ({ key: String(entry.id), name: entry.name })),
  ]

  // The first tab open on arrival needs no scrolling: measuring then would force a layout of the whole
  // screen in the middle of its first render.
  const arrived = useRef(active === '')

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll the newly opened tab into view
  useLayoutEffect(() => {
    if (arrived.current) {
      arrived.current = false
      return
    }
    const scroller = list.current
    const tab = scroller?.querySelector<HTMLElement>('[aria-selected="true"]')
    if (!scroller || !tab || scroller.scrollWidth <= scroller.clientWidth) return
    const left = tab.offsetLeft + tab.offsetWidth / 2 - scroller.clientWidth / 2
    scroller.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' })
  }, [active])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === active)
    const next = tabs[tabKeyTarget(event.key, index, tabs.length) ?? -1]
    if (!next) return
    event.preventDefault()
    onChange(next.key)
    list.current?.querySelector<HTMLElement>(`[data-region="${CSS.escape(next.key)}"]`)?.focus()
  }

  return (
    <div ref={list} className={styles.regionTabs} role="tablist" aria-label="赛区" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.key === active
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            data-region={tab.key}
            className={styles.regionTab}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(tab.key)
            }}
          >
            {tab.name}
          </button>
        )
      })}
    </div>
  )
}
