import { CONTROLS_AUTO_HIDE_MS } from './constants'

/** Timer functions, injectable so tests run them with fake timers. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

export interface ControlsAutoHide {
  readonly visible: boolean
  /** Playback started (or resumed): the hide timer runs. */
  playing(): void
  /** Playback paused, ended or failed: controls show and stay. */
  paused(): void
  /** A tap, drag or button press: controls show and the timer starts again. */
  interact(): void
  /** Hides at once (a tap on the picture while the controls show). */
  hide(): void
  dispose(): void
}

/**
 * spec §4 / §9: during playback the controls hide after 3 s without interaction; any interaction shows
 * them again and restarts the wait; while paused they stay. Pure logic: the player renders `visible`.
 */
export function createControlsAutoHide(
  options: { delay?: number; timers?: Timers; onChange?: (visible: boolean) => void } = {},
): ControlsAutoHide {
  const delay = options.delay ?? CONTROLS_AUTO_HIDE_MS
  const timers = options.timers ?? browserTimers
  let visible = true
  let isPlaying = false
  let handle: unknown

  function set(next: boolean): void {
    if (visible === next) return
    visible = next
    options.onChange?.(next)
  }

  function stop(): void {
    if (handle !== undefined) timers.clearTimeout(handle)
    handle = undefined
  }

  function restart(): void {
    stop()
    handle = timers.setTimeout(() => {
      handle = undefined
      if (isPlaying) set(false)
    }, delay)
  }

  return {
    get visible() {
      return visible
    },
    playing() {
      isPlaying = true
      restart()
    },
    paused() {
      isPlaying = false
      stop()
      set(true)
    },
    interact() {
      set(true)
      if (isPlaying) restart()
    },
    hide() {
      stop()
      if (isPlaying) set(false)
    },
    dispose() {
      stop()
    },
  }
}
