import { useEffect, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { environment } from '../config/index'
import type { Gate } from '../guards/index'
import { PageSkeleton } from '../render/page-skeleton'
import { useRuntime } from '../render/runtime-context'
import { SchemaPage } from '../render/schema-page'
import { StatusScreen } from '../render/status-screen'
import type { HistoryBridge } from './history-bridge'
import { entryPageKey, keepEntryPageKey } from './page-key'

/**
 * Matches the browser location against the route table, runs the route-entry pipeline (spec §2) once
 * per navigation, and renders that screen; an unknown path renders the pages.json `notFound` screen
 * (linkInvalid). Each navigation remounts the screen with fresh page state.
 */
export function RouteHost() {
  const location = useLocation()
  const runtime = useRuntime()
  const match = runtime.routes.match(location.pathname)
  const entry = match?.entry ?? runtime.routes.notFound
  const query = Object.fromEntries(new URLSearchParams(location.search))
  const [gate, setGate] = useState<{ key: string; gate: Gate }>(() => ({
    key: location.key,
    gate: entry ? runtime.guard.initialGate(entry, query) : 'pass',
  }))
  const entered = useRef<string | undefined>(undefined)
  const previous = useRef<string | undefined>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: one pipeline run per navigation (location.key)
  useEffect(() => {
    // StrictMode runs effects twice in development; the pipeline has side effects, so once per key.
    if (!entry || entered.current === location.key) return
    entered.current = location.key
    const key = location.key
    if (gate.key !== key) setGate({ key, gate: runtime.guard.initialGate(entry, query) })
    const desktop = entry.desktopRedirect
    if (desktop && runtime.platform.isDesktop) {
      // spec §2: a desktop browser opening a live detail goes to the PC site.
      const target = new URL(desktop.path, environment.pcHost)
      for (const name of desktop.query ?? []) if (query[name]) target.searchParams.set(name, query[name])
      window.location.replace(target.toString())
      return
    }
    void runtime.guard.enter(
      { entry, query, url: `${location.pathname}${location.search}`, from: previous.current },
      (next) => {
        if (entered.current === key) setGate({ key, gate: next })
      },
    )
    previous.current = entry.name
  }, [location.key])

  useEffect(() => () => runtime.guard.leave(), [runtime])

  // Scroll memory per history entry: the key it was first shown with, whatever the screen later writes
  // into its address in place (the open tab), so back finds the position again.
  const pageKey = entry ? entryPageKey(entry.name, location) : ''
  useEffect(() => {
    if (pageKey) keepEntryPageKey(pageKey, location)
  }, [pageKey, location])

  if (!entry) return null
  const current = gate.key === location.key ? gate.gate : runtime.guard.initialGate(entry, query)
  if (current === 'checking' || current === 'redirecting') return <PageSkeleton />
  if (current === 'uncertified') {
    // The way forward (decision 0026): check again once certified in the app, or log in with the
    // certified account; 返回 as before.
    return (
      <StatusScreen
        status="default"
        title="仅限认证医生查看"
        description="该内容仅对已完成医生身份认证的用户开放，请在 APP 中完成认证后再来查看"
        actions={[
          {
            text: '我已认证，重新检查',
            onClick: () => runtime.navigator.navigate({ to: entry.name, query, mode: 'replace' }),
          },
          { text: '切换账号登录', onClick: () => runtime.session.relogin({ replace: true, chosen: true }) },
          { text: '返回', onClick: () => runtime.navigator.back() },
        ]}
      />
    )
  }
  return (
    <SchemaPage
      key={location.key}
      entry={entry}
      query={query}
      params={match?.params ?? {}}
      pageKey={pageKey}
    />
  )
}

/** Hands react-router's navigate function to the navigation service. */
export function NavigationBinder({ bridge }: { bridge: HistoryBridge }) {
  const navigate = useNavigate()
  useEffect(() => {
    bridge.bind(navigate)
    return () => bridge.bind(undefined)
  }, [bridge, navigate])
  return null
}
