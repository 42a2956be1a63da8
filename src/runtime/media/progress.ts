import type { ApiClient } from '../api/index'
import type { CourseStore } from '../stores/index'
import { PROGRESS_SAVE_INTERVAL_MS, RESUME_END_MARGIN_SECONDS } from './constants'

/** course.progress's answer (null when the lesson was never watched: 404 progress.not.found resolves). */
export interface SavedProgress {
  lessonId: number
  seconds: number
  duration: number
  finished: boolean
  updatedAt: string
}

export interface IntervalTimers {
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const browserIntervals: IntervalTimers = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
}

export interface ProgressTrackerOptions {
  api: Pick<ApiClient, 'call'>
  /** Local positions (stores.course), so a guest or an offline visit also resumes. */
  store: Pick<CourseStore, 'positions' | 'savePosition'>
  /** Only a logged-in doctor reads and saves progress on the server (stores.user.isLoggedIn). */
  loggedIn: () => boolean
  lessonId: number | string
  courseId?: number | string | null
  /** Lesson length in seconds when known before the media loads (else the element's duration). */
  duration?: number | null
  now?: () => number
  timers?: IntervalTimers
  /** Saves this often while playing (default 15 s). */
  interval?: number
  /**
   * A span of playback ended (pause, end, page hidden or left, tracking stopped): the video_watch
   * tracking event of spec §3. Spans shorter than a second are not reported.
   */
  onWatch?: (span: WatchSpan) => void
}

/** One uninterrupted stretch of playback. */
export interface WatchSpan {
  /** ms since the epoch */
  startTime: number
  /** ms since the epoch */
  endTime: number
  /** Seconds of the media where the span started and ended. */
  startPosition: number
  endPosition: number
  /** Whole seconds of wall-clock playback. */
  watchTime: number
  /** The span ended at the end of the media. */
  finished: boolean
}

export interface ProgressTracker {
  /** Where to start, in whole seconds: 0 when never watched, finished, or within 5 s of the end. */
  resumeAt(): Promise<number>
  /** Stores the position locally and, for a logged-in doctor, on the server (quietly). */
  save(seconds: number, finished?: boolean): Promise<void>
  /**
   * Saves while `element` plays: every 15 s, on pause, on ended (finished), when the page is hidden or
   * left, and when tracking stops. Returns the function that stops tracking.
   */
  track(element: HTMLMediaElement, page?: { document: Document; window: Window }): () => void
}

/** Ids are integers in the contract; a query string id is sent as a number. */
function toId(value: number | string): number | string {
  const number = Number(value)
  return Number.isInteger(number) ? number : value
}

export function createProgressTracker(options: ProgressTrackerOptions): ProgressTracker {
  const { api, store, loggedIn } = options
  const key = String(options.lessonId)
  const now = options.now ?? Date.now
  const timers = options.timers ?? browserIntervals
  let mediaDuration = 0
  let lastSent: { seconds: number; finished: boolean } | undefined

  function duration(): number {
    const known = Number(options.duration)
    if (Number.isFinite(known) && known > 0) return known
    return mediaDuration
  }

  async function readServer(): Promise<SavedProgress | null> {
    if (!loggedIn()) return null
    try {
      return await api.call<SavedProgress | null>(
        'course.progress',
        { id: toId(options.lessonId) },
        {
          quiet: true,
          silent: true,
        },
      )
    } catch (error) {
      // Offline or refused: the local position still resumes.
      console.warn('[media] progress could not be read', error)
      return null
    }
  }

  const tracker: ProgressTracker = {
    async resumeAt() {
      const local = store.positions[key]
      let seconds = local?.seconds ?? 0
      let finished = false
      let total = duration()
      const saved = await readServer()
      if (saved) {
        const savedAt = Date.parse(saved.updatedAt)
        // The server's value wins when it is newer than this device's (another device watched later).
        if (!local || !(savedAt < local.updatedAt)) {
          seconds = Number(saved.seconds) || 0
          finished = saved.finished === true
        }
        if (!(total > 0) && saved.duration > 0) total = saved.duration
      }
      if (finished || !(seconds > 0)) return 0
      if (total > 0 && seconds >= total - RESUME_END_MARGIN_SECONDS) return 0
      return Math.floor(seconds)
    },

    async save(position, finished = false) {
      const seconds = Math.max(0, Math.floor(Number(position) || 0))
      // Nothing watched yet (a pause before the first second, a page hidden before playing).
      if (seconds < 1 && !finished) return
      store.savePosition(key, seconds, now())
      if (!loggedIn()) return
      if (lastSent && lastSent.seconds === seconds && lastSent.finished === finished) return
      lastSent = { seconds, finished }
      const body: Record<string, unknown> = {
        lessonId: toId(options.lessonId),
        seconds,
        duration: Math.floor(duration()) || seconds,
        finished,
      }
      if (options.courseId !== undefined && options.courseId !== null && options.courseId !== '') {
        body.courseId = toId(options.courseId)
      }
      try {
        // Quiet and silent: saving in the background never shows the loading bar or a toast.
        await api.call('course.saveProgress', body, { quiet: true, silent: true })
      } catch (error) {
        lastSent = undefined
        console.warn('[media] progress could not be saved', error)
      }
    },

    track(element, page = { document, window }) {
      let handle: unknown
      // Set at the end until playback starts again, so no later save takes back `finished`.
      let finished = false
      const stopTimer = () => {
        if (handle !== undefined) timers.clearInterval(handle)
        handle = undefined
      }
      const readDuration = () => {
        if (Number.isFinite(element.duration) && element.duration > 0) mediaDuration = element.duration
      }
      const saveNow = () => {
        readDuration()
        if (!element.ended && !finished) void tracker.save(element.currentTime)
      }
      let span: { startTime: number; startPosition: number } | undefined
      const openSpan = () => {
        span ??= { startTime: now(), startPosition: Math.floor(element.currentTime || 0) }
      }
      const closeSpan = (ended = false) => {
        if (!span) return
        const open = span
        span = undefined
        const endTime = now()
        const watchTime = Math.floor((endTime - open.startTime) / 1000)
        if (watchTime < 1) return
        options.onWatch?.({
          startTime: open.startTime,
          endTime,
          startPosition: open.startPosition,
          endPosition: Math.floor(element.currentTime || 0),
          watchTime,
          finished: ended,
        })
      }
      const onPlay = () => {
        finished = false
        stopTimer()
        openSpan()
        handle = timers.setInterval(saveNow, options.interval ?? PROGRESS_SAVE_INTERVAL_MS)
      }
      const onPause = () => {
        stopTimer()
        // At the end `pause` comes just before `ended`, which saves the finished position.
        if (!element.ended) closeSpan()
        saveNow()
      }
      const onEnded = () => {
        finished = true
        stopTimer()
        readDuration()
        closeSpan(true)
        void tracker.save(duration() || element.currentTime, true)
      }
      const onHidden = () => {
        if (page.document.visibilityState === 'hidden') {
          closeSpan()
          saveNow()
        } else if (!element.paused && !element.ended) {
          openSpan()
        }
      }
      const onLeave = () => {
        closeSpan()
        saveNow()
      }
      element.addEventListener('loadedmetadata', readDuration)
      element.addEventListener('play', onPlay)
      element.addEventListener('pause', onPause)
      element.addEventListener('ended', onEnded)
      page.document.addEventListener('visibilitychange', onHidden)
      page.window.addEventListener('pagehide', onLeave)
      if (!element.paused) onPlay()
      return () => {
        stopTimer()
        element.removeEventListener('loadedmetadata', readDuration)
        element.removeEventListener('play', onPlay)
        element.removeEventListener('pause', onPause)
        element.removeEventListener('ended', onEnded)
        page.document.removeEventListener('visibilitychange', onHidden)
        page.window.removeEventListener('pagehide', onLeave)
        // Leaving the screen inside the app: keep where the doctor was.
        onLeave()
      }
    },
  }
  return tracker
}
