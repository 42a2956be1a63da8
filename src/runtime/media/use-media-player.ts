import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createControlsAutoHide, type Timers } from './controls'
import { type PlayerCoordinator, playerCoordinator } from './coordinator'
import { failPlayback } from './failure'

export interface MediaPlayerState {
  playing: boolean
  /** Buffering: the spinner shows. */
  waiting: boolean
  /** Load failure (spec §4): playback stopped; a retry is offered. */
  errored: boolean
  /** Played at least once (the poster's big play button gives way to the controls). */
  started: boolean
  ended: boolean
  currentTime: number
  /** Seconds; 0 until known (and for a live stream). */
  duration: number
  muted: boolean
  /** spec §9: hidden after 3 s of playback without interaction. */
  controlsVisible: boolean
  /** Counts retries, so a stream attached in an effect (HLS) attaches again. */
  attempt: number
}

/** How a play() request ended: playing, refused by the browser's autoplay rule, or a load failure. */
export type PlayOutcome = 'playing' | 'blocked' | 'failed'

export interface MediaPlayer {
  /** Give to the <video> or <audio> element: `<video ref={player.ref}>`. */
  ref: (element: HTMLMediaElement | null) => void
  element: HTMLMediaElement | null
  state: MediaPlayerState
  /** Starts playback; 'blocked' when the browser wants a tap first (autoplay with sound). */
  play(): Promise<PlayOutcome>
  pause(): void
  toggle(): void
  seek(seconds: number): void
  setMuted(muted: boolean): void
  /** A tap or drag on the player: controls show, the 3 s wait starts again. */
  interact(): void
  /** Hides the controls at once while playing (a tap on the picture while they show). */
  hideControls(): void
  /** The load-failure path: pause, mark errored, toast 获取资源失败，看看其他内容吧~ (once per attempt). */
  fail(): void
  /** After a failure: clears the error, reloads and plays (an HLS owner re-attaches on `attempt`). */
  retry(): void
}

export interface MediaPlayerOptions {
  /** Default: the app's one coordinator (one player at a time). Read once, at mount. */
  coordinator?: PlayerCoordinator
  /** Default: 3000 ms (spec §9). */
  autoHideMs?: number
  timers?: Timers
}

const initialState: MediaPlayerState = {
  playing: false,
  waiting: false,
  errored: false,
  started: false,
  ended: false,
  currentTime: 0,
  duration: 0,
  muted: false,
  controlsVisible: true,
  attempt: 0,
}

function finite(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0
}

/**
 * One media element's state and commands, following spec §4: it joins the coordinator (starting it
 * pauses every other player), its controls auto-hide during playback, and a load failure pauses it,
 * marks it errored and toasts. Widgets render their own controls from `state`.
 */
export function useMediaPlayer(options: MediaPlayerOptions = {}): MediaPlayer {
  // Fixed at mount: a new coordinator on every render would re-register the element each time.
  const [coordinator] = useState(() => options.coordinator ?? playerCoordinator)
  const [element, setElement] = useState<HTMLMediaElement | null>(null)
  const [state, setState] = useState<MediaPlayerState>(initialState)
  const elementRef = useRef<HTMLMediaElement | null>(null)
  const erroredRef = useRef(false)
  elementRef.current = element

  const update = useCallback(
    (patch: Partial<MediaPlayerState>) => setState((old) => ({ ...old, ...patch })),
    [],
  )
  const controls = useMemo(
    () =>
      createControlsAutoHide({
        delay: options.autoHideMs,
        timers: options.timers,
        onChange: (visible) => update({ controlsVisible: visible }),
      }),
    [options.autoHideMs, options.timers, update],
  )
  useEffect(() => () => controls.dispose(), [controls])

  const fail = useCallback(() => {
    if (erroredRef.current) return
    erroredRef.current = true
    failPlayback(elementRef.current, () => update({ errored: true, playing: false, waiting: false }))
    controls.paused()
  }, [controls, update])

  useEffect(() => {
    if (!element) return
    const unregister = coordinator.register(element)
    const handlers: Record<string, () => void> = {
      play: () => {
        update({ playing: true, started: true, ended: false })
        controls.playing()
      },
      playing: () => update({ waiting: false, playing: true }),
      pause: () => {
        update({ playing: false, waiting: false })
        controls.paused()
      },
      waiting: () => update({ waiting: true }),
      canplay: () => update({ waiting: false }),
      seeked: () => update({ waiting: false, currentTime: element.currentTime }),
      timeupdate: () => update({ currentTime: element.currentTime }),
      loadedmetadata: () => update({ duration: finite(element.duration) }),
      durationchange: () => update({ duration: finite(element.duration) }),
      ended: () => {
        update({ playing: false, ended: true, waiting: false })
        controls.paused()
      },
      volumechange: () => update({ muted: element.muted }),
      error: fail,
    }
    for (const [name, handler] of Object.entries(handlers)) element.addEventListener(name, handler)
    update({ muted: element.muted, duration: finite(element.duration), playing: !element.paused })
    return () => {
      for (const [name, handler] of Object.entries(handlers)) element.removeEventListener(name, handler)
      unregister()
    }
  }, [element, coordinator, controls, update, fail])

  const play = useCallback(async (): Promise<PlayOutcome> => {
    const media = elementRef.current
    if (!media || erroredRef.current) return 'failed'
    try {
      await media.play()
      return 'playing'
    } catch (error) {
      const name = error instanceof Error ? error.name : ''
      if (name === 'NotSupportedError') {
        fail()
        return 'failed'
      }
      // Autoplay refused (NotAllowedError) or interrupted by a pause (AbortError): stays paused.
      update({ playing: !media.paused, waiting: false })
      return 'blocked'
    }
  }, [fail, update])

  const pause = useCallback(() => elementRef.current?.pause(), [])

  return {
    ref: setElement,
    element,
    state,
    play,
    pause,
    toggle: () => {
      const media = elementRef.current
      if (!media) return
      if (media.paused) void play()
      else media.pause()
    },
    seek: (seconds: number) => {
      const media = elementRef.current
      if (!media) return
      const limit = finite(media.duration) || Number.POSITIVE_INFINITY
      const target = Math.min(Math.max(0, seconds), limit)
      media.currentTime = target
      update({ currentTime: target })
      controls.interact()
    },
    setMuted: (muted: boolean) => {
      const media = elementRef.current
      if (media) media.muted = muted
      update({ muted })
    },
    interact: () => controls.interact(),
    hideControls: () => controls.hide(),
    fail,
    retry: () => {
      const media = elementRef.current
      erroredRef.current = false
      setState((old) => ({ ...old, errored: false, waiting: true, attempt: old.attempt + 1 }))
      // An HLS stream (hls.js plays from a blob: address) is attached again by its owner on `attempt`.
      if (!media || media.src.startsWith('blob:')) return
      media.load()
      void play()
    },
  }
}
