import type { HistoryDriver } from './navigation'

/** The part of react-router's navigate function the bridge uses. */
export interface NavigateFunction {
  (to: string, options?: { replace?: boolean; state?: unknown }): void | Promise<void>
  (delta: number): void | Promise<void>
}

/**
 * Connects the navigation service (usable from actions, stores and the API client, outside React) to
 * react-router's navigate function once the router has mounted. Calls made before that go through the
 * browser's history and reload the matching screen.
 */
export class HistoryBridge implements HistoryDriver {
  private navigateFn: NavigateFunction | undefined

  bind(navigate: NavigateFunction | undefined): void {
    this.navigateFn = navigate
  }

  go(path: string, { replace, state }: { replace: boolean; state?: unknown }): void {
    if (this.navigateFn) void this.navigateFn(path, { replace, state })
    else if (replace) window.location.replace(path)
    else window.location.assign(path)
  }

  back(delta: number): void {
    if (this.navigateFn) void this.navigateFn(-delta)
    else window.history.go(-delta)
  }

  /** react-router keeps the entry's position in this app session as `idx` in history state. */
  depth(): number {
    return (window.history.state as { idx?: number } | null)?.idx ?? 0
  }
}
