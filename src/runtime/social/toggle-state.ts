/**
 * A tiny observable value for the toggles: React reads it with useSyncExternalStore, tests read
 * `state` directly. MobX-free on purpose: a toggle is owned by one button, not by a store.
 */
export class ToggleState<S extends object> {
  private current: S
  private readonly listeners = new Set<() => void>()

  constructor(initial: S) {
    this.current = initial
  }

  get state(): S {
    return this.current
  }

  protected set(patch: Partial<S>): void {
    this.current = { ...this.current, ...patch }
    for (const listener of this.listeners) listener()
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = (): S => this.current
}
