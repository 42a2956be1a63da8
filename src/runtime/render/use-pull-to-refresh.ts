import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh'
import { type ComponentType, useEffect, useState } from 'react'

export type PullToRefreshComponent = ComponentType<PullToRefreshProps>

let loaded: PullToRefreshComponent | undefined
let pending: Promise<PullToRefreshComponent | null> | undefined

/**
 * antd-mobile's PullToRefresh and its gesture library, loaded once for every screen and list that offers
 * pull-down refresh. null when the chunk cannot load (a bad network): the content then shows without it,
 * and the next screen tries again.
 */
export function loadPullToRefresh(): Promise<PullToRefreshComponent | null> {
  pending ??= import('antd-mobile/es/components/pull-to-refresh').then(
    (module) => {
      loaded = module.default
      return loaded
    },
    (error: unknown) => {
      console.warn('[render] pull-down refresh failed to load', error)
      pending = undefined
      return null
    },
  )
  return pending
}

/**
 * The pull-down refresh component once its chunk is there: `undefined` while it loads, `null` when it is
 * not wanted or could not load. Render the content only once this is settled and put it inside the
 * component straight away: content shown before it arrives (a Suspense fallback) would mount a second
 * time inside it, and every list in it would ask for its first page twice.
 */
export function usePullToRefresh(enabled: boolean): PullToRefreshComponent | null | undefined {
  const [component, setComponent] = useState<PullToRefreshComponent | null | undefined>(() => loaded)
  useEffect(() => {
    if (!enabled || component !== undefined) return
    let live = true
    void loadPullToRefresh().then((value) => {
      if (live) setComponent(() => value)
    })
    return () => {
      live = false
    }
  }, [enabled, component])
  return enabled ? component : null
}
