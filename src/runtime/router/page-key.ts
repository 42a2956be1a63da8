/**
 * The key a history entry's screen keeps its scroll memory under (spec §3 "kept per page"): the screen's
 * name and the query it was opened with. The key is fixed when the entry is first shown and kept in the
 * entry's history state, so what the screen later writes into its address in place (`replaceQuery`: the
 * open tab, a search word, a filter) does not make back land on a screen that no longer finds its
 * memory. A new entry (push, replace, reLaunch) starts from its own address again.
 */

/** Where the key sits in the history entry's state, next to react-router's `usr`, `key` and `idx`. */
const STATE_FIELD = 'dcPageKey'

interface KeptPageKey {
  /** react-router's key of the entry ("default" for the first one), so a stale state never applies. */
  entry: string
  path: string
  key: string
}

function keptOf(state: unknown): KeptPageKey | undefined {
  if (!state || typeof state !== 'object') return undefined
  const kept = (state as Record<string, unknown>)[STATE_FIELD]
  if (!kept || typeof kept !== 'object') return undefined
  const { entry, path, key } = kept as Record<string, unknown>
  return typeof entry === 'string' && typeof path === 'string' && typeof key === 'string'
    ? { entry, path, key }
    : undefined
}

export interface EntryLocation {
  /** react-router's location.key. */
  key: string
  pathname: string
  search: string
}

/** The scroll memory key of the entry shown: the one it was first shown with, else name + query. */
export function entryPageKey(name: string, location: EntryLocation): string {
  const kept = keptOf(globalThis.history?.state)
  if (kept && kept.entry === location.key && kept.path === location.pathname) return kept.key
  return `${name}${location.search}`
}

/** Keeps `pageKey` in the current history entry's state (once the screen shows it). */
export function keepEntryPageKey(pageKey: string, location: EntryLocation): void {
  const history = globalThis.history
  const href = globalThis.location?.pathname
  // Only the entry the screen belongs to (the address may already be another one's).
  if (!history || href === undefined || href !== location.pathname) return
  const kept = keptOf(history.state)
  if (kept && kept.entry === location.key && kept.key === pageKey) return
  const state = history.state && typeof history.state === 'object' ? history.state : {}
  const value: KeptPageKey = { entry: location.key, path: location.pathname, key: pageKey }
  history.replaceState({ ...state, [STATE_FIELD]: value }, '')
}
