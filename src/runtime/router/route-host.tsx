import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useRuntime } from '../render/runtime-context'
import { SchemaPage } from '../render/schema-page'
import type { HistoryBridge } from './history-bridge'

/**
 * Matches the browser location against the route table and renders that screen; an unknown path
 * renders the pages.json `notFound` screen (linkInvalid, spec §2). Each navigation remounts the screen with fresh page state.
 */
export function RouteHost() {
  const location = useLocation()
  const { routes } = useRuntime()
  const match = routes.match(location.pathname)
  const entry = match?.entry ?? routes.notFound
  if (!entry) return null
  const query = Object.fromEntries(new URLSearchParams(location.search))
  return (
    <SchemaPage
      key={location.key}
      entry={entry}
      query={query}
      params={match?.params ?? {}}
      pageKey={`${entry.name}${location.search}`}
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
