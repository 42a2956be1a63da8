import type { ServerState } from '../data/index'
import type { CourseStore } from '../stores/index'
import { PROGRESS_SAVE_INTERVAL_MS, RESUME_END_MARGIN_SECONDS } from './constants'

/** course.progress's answer (null when the lesson was never watched: 404 progress.not.found resolves). */
export interface SavedProgress {
  lessonId: number
  seconds: number
  duration: number
  finished: boolean
  /** The completion every screen shows: the furthest reached, never falling (the server's). */
  percent?: number
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
  /** The one client cache: a save is its write, which refreshes every answer showing progress. */
  data: Pick<ServerState, 'write'>
  /** Local positions (stores.course), so a guest or an offline visit also resumes. */
  store: Pick<CourseStore, 'positions' | 'savePosition'>
  /** Only a logged-in doctor saves progress on the server (stores.user.isLoggedIn). */
  loggedIn: () => boolean
  lessonId: number | string
  courseId?: number | string | null
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
  /**
   * Where to start, in whole seconds, from the server's saved progress (`null`: none, or a guest) and
   * this device's: 0 when never watched, finished, or within 5 s of the end. `knownDuration` is the
   * lesson's length before the media loads (the catalogue's), used only for that end margin.
   */
  resumeAt(saved: SavedProgress | null, knownDuration?: number | null): number
  /**
   * Stores the position locally and, for a logged-in doctor, on the server (quietly), with the media's
   * own duration. Without a known media duration only this device keeps it.
   */
  save(seconds: number, finished?: boolean): Promise<void>
  /**
   * Saves while `element` plays: every 15 s, on pause, on ended (finished), when the page is hidden or
   * left, and when tracking stops — each only when the media played since the last save, so opening a
   * lesson and leaving saves nothing (issue 27). Returns the function that stops tracking.
   */
  track(element: HTMLMediaElement, page?: { document: Document; window: Window }): () => void
}

/** Ids are integers in the contract; a query string id is sent as a number. */
function toId(value: number | string): number | string {
  const number = Number(value)
  return Number.isInteger(number) ? number : value
}

const positive = (value: unknown): number => {
  const number = Number(value)
  return Number.isFinite(number) && number > 0 ? number : 0
}

export function createProgressTracker(options: ProgressTrackerOptions): ProgressTracker {
  const { data, store, loggedIn } = options
  const key = String(options.lessonId)
  const now = options.now ?? Date.now
  const timers = options.timers ?? browserIntervals
  // The media's own length (the player's): the only duration a save sends, never the catalogue's.
  let mediaDuration = 0
  let lastSent: { seconds: number; finished: boolean } | undefined

  const tracker: ProgressTracker = {
    resumeAt(saved, knownDuration) {
      const local = store.positions[key]
      let seconds = local?.seconds ?? 0
      let finished = false
      const total = positive(saved?.duration) || positive(knownDuration) || mediaDuration
      if (saved) {
        const savedAt = Date.parse(saved.updatedAt)
        // The server's value wins when it is newer than this device's (another device watched later).
        if (!local || !(savedAt < local.updatedAt)) {
          seconds = Number(saved.seconds) || 0
          finished = saved.finished === true
        }
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
      const duration = Math.floor(mediaDuration)
      // No media length known (not loaded, a live stream): a share of it cannot be said.
      if (!loggedIn() || !(duration > 0)) return
      if (lastSent && lastSent.seconds === seconds && lastSent.finished === finished) return
      lastSent = { seconds, finished }
      const body: Record<string, unknown> = {
        lessonId: toId(options.lessonId),
        seconds: Math.min(seconds, duration),
        duration,
        finished,
      }
      if (options.courseId !== undefined && options.courseId !== null && options.courseId !== '') {
        body.courseId = toId(options.courseId)
      }
      try {
        // Quiet and silent: saving in the background never shows the loading bar or a toast. The write
        // refreshes every answer showing progress (学习记录, the course's study label and percent).
        await data.write('course.saveProgress', body, { quiet: true, silent: true })
      } catch (error) {
        lastSent = undefined
        console.warn('[media] progress could not be saved', error)
      }
    },

    track(element, page = { document, window }) {
      let handle: unknown
      // Set at the end until playback starts again, so no later save takes back `finished`.
      let finished = false
      // The media played since the last save: only then is there a position to save.
      let played = false
      const stopTimer = () => {
        if (handle !== undefined) timers.clearInterval(handle)
        handle = undefined
      }
      const readDuration = () => {
        if (Number.isFinite(element.duration) && element.duration > 0) mediaDuration = element.duration
      }
      const saveNow = () => {
        readDuration()
        if (!played || element.ended || finished) return
        // Still playing (the 15 s save, a hidden page with sound): the next save has played too.
        played = !element.paused
        void tracker.save(element.currentTime)
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
        played = true
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
        stopTimer()
        readDuration()
        closeSpan(true)
        // The end comes only from playing; a second `ended` without a play between saves nothing again.
        const first = !finished
        finished = true
        played = false
        if (first) void tracker.save(mediaDuration || element.currentTime, true)
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
      element.addEventListener('durationchange', readDuration)
      element.addEventListener('play', onPlay)
      element.addEventListener('pause', onPause)
      element.addEventListener('ended', onEnded)
      page.document.addEventListener('visibilitychange', onHidden)
      page.window.addEventListener('pagehide', onLeave)
      readDuration()
      if (!element.paused) onPlay()
      return () => {
        stopTimer()
        element.removeEventListener('loadedmetadata', readDuration)
        element.removeEventListener('durationchange', readDuration)
        element.removeEventListener('play', onPlay)
        element.removeEventListener('pause', onPause)
        element.removeEventListener('ended', onEnded)
        page.document.removeEventListener('visibilitychange', onHidden)
        page.window.removeEventListener('pagehide', onLeave)
        // Leaving the screen inside the app: keep where the doctor was, if they watched since.
        onLeave()
      }
    },
  }
  return tracker
}
