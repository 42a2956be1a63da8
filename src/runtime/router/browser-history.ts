import type { HistoryDriver } from './navigation'

/** Where the app is: the address's parts, the entry's navigation state and its key. */
export interface HistoryLocation {
  readonly pathname: string
  readonly search: string
  readonly hash: string
  /** The `state` a navigation gave (reLaunch and switchTab give a fresh token). */
  readonly state: unknown
  /** One per history entry, kept when the entry is returned to; 'default' for the landing entry. */
  readonly key: string
}

/**
 * What each app entry keeps in `history.state`, as react-router's BrowserRouter wrote it (so entries
 * written before this module, and code that copies the state, keep working): the navigation's state, the
 * entry's key and its position in this app session.
 */
interface EntryState {
  usr?: unknown
  key?: string
  idx?: number
}

function entryState(value: unknown): EntryState {
  return value && typeof value === 'object' ? (value as EntryState) : {}
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10)
}

/**
 * The browser's history for the route host (decision 0013): push and replace write the entry state and
 * tell the listeners, back and forward tell them through `popstate`. It replaces react-router's
 * BrowserRouter, which the app used only for this, and is usable outside React (the navigation service,
 * the API client's re-login, actions) before and after the app has rendered.
 */
export class BrowserHistory implements HistoryDriver {
  private current: HistoryLocation
  private readonly listeners = new Set<(location: HistoryLocation) => void>()
  private readonly onPopState = () => this.changed()

  constructor(private readonly browser: Window = globalThis.window) {
    // The landing entry is position 0 of this app session (a reload keeps the position it had).
    const state = entryState(browser.history.state)
    if (typeof state.idx !== 'number') browser.history.replaceState({ ...state, idx: 0 }, '')
    this.current = this.read()
  }

  get location(): HistoryLocation {
    return this.current
  }

  /** Hears every change of location; the first listener starts listening to back and forward. */
  listen(listener: (location: HistoryLocation) => void): () => void {
    if (this.listeners.size === 0) this.browser.addEventListener('popstate', this.onPopState)
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
      if (this.listeners.size === 0) this.browser.removeEventListener('popstate', this.onPopState)
    }
  }

  go(path: string, { replace, state }: { replace: boolean; state?: unknown }): void {
    const history = this.browser.history
    const idx = this.depth() + (replace ? 0 : 1)
    const entry: EntryState = { usr: state ?? null, key: newKey(), idx }
    if (replace) history.replaceState(entry, '', path)
    else {
      try {
        history.pushState(entry, '', path)
      } catch (error) {
        // A state that cannot be stored is a bug; anything else (iOS limits pushState calls) loads the page.
        if (error instanceof DOMException && error.name === 'DataCloneError') throw error
        this.browser.location.assign(path)
        return
      }
    }
    this.changed()
  }

  back(delta: number): void {
    this.browser.history.go(-delta)
  }

  depth(): number {
    return entryState(this.browser.history.state).idx ?? 0
  }

  private read(): HistoryLocation {
    const { pathname, search, hash } = this.browser.location
    const state = entryState(this.browser.history.state)
    return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' }
  }

  private changed(): void {
    this.current = this.read()
    for (const listener of this.listeners) listener(this.current)
  }
}
