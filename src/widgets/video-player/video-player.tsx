import { useEffect, useMemo, useRef, useState } from 'react'
import { useRead } from '@/runtime/data'
import {
  createProgressTracker,
  exitFullscreen,
  formatPlaybackTime,
  MediaIcon,
  PlayerFrame,
  type SavedProgress,
  useMediaPlayer,
} from '@/runtime/media'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { reads } from './video-player.data'
import styles from './video-player.module.css'
import type { schema } from './video-player.schema'

export type VideoPlayerProps = WidgetProps<typeof schema>

/** How long the 已为您定位到上次观看位置 notice stays. */
const RESUME_NOTICE_MS = 3000

/** Sets the start position; before the metadata loads, again once it has (iOS ignores an early seek). */
function seekWhenReady(element: HTMLMediaElement, seconds: number): void {
  element.currentTime = seconds
  if (element.readyState >= 1) return
  element.addEventListener(
    'loadedmetadata',
    () => {
      if (Math.abs(element.currentTime - seconds) > 1) element.currentTime = seconds
    },
    { once: true },
  )
}

function LockedCover({
  poster,
  text,
  buttonText,
  onLocked,
  run,
}: {
  poster?: string
  text: string
  buttonText: string
  onLocked?: unknown
  run?: WidgetRuntimeProps['run']
}) {
  return (
    <div className={styles.locked} style={poster ? { backgroundImage: `url("${poster}")` } : undefined}>
      <div className={styles.lockedShade}>
        <span className={styles.lockIcon}>
          <MediaIcon name="lock" size={22} />
        </span>
        <p className={styles.lockedText}>{text}</p>
        {onLocked ? (
          <button type="button" className={styles.buy} onClick={() => void run?.(onLocked)}>
            {buttonText}
          </button>
        ) : null}
      </div>
    </div>
  )
}

function Playback({
  src,
  poster,
  title,
  lessonId,
  courseId,
  duration,
  autoplay,
  resume,
  onEnded,
  run,
}: {
  src?: string
  poster?: string
  title?: string
  lessonId?: number | string
  courseId?: number | string | null
  duration?: number | null
  autoplay: boolean
  resume: boolean
  onEnded?: unknown
  run?: WidgetRuntimeProps['run']
}) {
  const { data, stores, tracker: events } = useRuntime()
  const player = useMediaPlayer()
  const { element, play } = player
  const ended = player.state.ended
  const [resumedAt, setResumedAt] = useState<number | null>(null)
  const hasLesson = lessonId !== undefined && lessonId !== ''
  const saved = useRead<SavedProgress | null>(reads.savedProgress, {
    props: { lessonId },
    enabled: resume && hasLesson,
  })
  // The saved place is known (or there is none to wait for): a missing answer is a guest's or resume off.
  const savedKnown = !saved.awaitingFresh && saved.answer.status !== 'loading'

  const tracker = useMemo(
    () =>
      hasLesson
        ? createProgressTracker({
            data,
            store: stores.course,
            loggedIn: () => stores.user.isLoggedIn,
            lessonId,
            courseId,
            // spec §3 video watch: one event per span of playback.
            onWatch: (span) =>
              events?.event('video_watch', {
                lessonId: String(lessonId),
                courseId: courseId === undefined || courseId === null ? undefined : String(courseId),
                startTime: span.startTime,
                endTime: span.endTime,
                watch_time: span.watchTime,
                startPosition: span.startPosition,
                endPosition: span.endPosition,
                finished: span.finished,
              }),
          })
        : null,
    [data, stores, events, hasLesson, lessonId, courseId],
  )

  // Saves only what the doctor watched while on the screen (opening and leaving saves nothing).
  useEffect(() => (element && tracker ? tracker.track(element) : undefined), [element, tracker])

  // Resume once, where the doctor last was while playing; autoplay waits for the resume.
  const started = useRef(false)
  useEffect(() => {
    if (!element || started.current || !savedKnown) return
    started.current = true
    const answer = saved.answer.status === 'ready' ? saved.answer.data : null
    const seconds = tracker && resume ? tracker.resumeAt(answer, duration) : 0
    if (seconds > 0) {
      seekWhenReady(element, seconds)
      setResumedAt(seconds)
    }
    if (autoplay) void play()
  }, [element, savedKnown, saved.answer, tracker, resume, duration, autoplay, play])

  // The video played to its end: what comes next (the next lesson's countdown) shows on the page, so
  // fullscreen gives way first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per end, not when the actions' identity changes
  useEffect(() => {
    if (!ended || !onEnded) return
    void exitFullscreen()
    void run?.(onEnded, { lessonId: lessonId ?? '', at: Date.now() })
  }, [ended])

  useEffect(() => {
    if (resumedAt === null) return
    const timer = setTimeout(() => setResumedAt(null), RESUME_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [resumedAt])

  return (
    <PlayerFrame player={player} src={src} poster={poster} title={title}>
      {resumedAt !== null ? (
        <p className={styles.resumed} role="status">
          已为您定位到上次观看位置 {formatPlaybackTime(resumedAt)}
        </p>
      ) : null}
    </PlayerFrame>
  )
}

/**
 * A lesson's video, 16:9 and full width, with the app's own controls (auto-hide after 3 s of
 * playback), a spinner while buffering and a retry after a load failure. It resumes where the doctor
 * stopped (server progress for a logged-in doctor, this device's otherwise) and saves the position
 * with the media's own duration while playing — only what was played: opening and leaving saves nothing. A lesson not bought shows a locked cover instead. When it plays to the end, `onEnded`
 * runs (the video page counts down to the next lesson).
 */
export default function VideoPlayer({
  src,
  poster,
  lessonId,
  courseId,
  title,
  duration,
  accessible = true,
  lockedText = '购买课程后即可观看',
  lockedButtonText = '立即购买',
  onLocked,
  autoplay = false,
  resume = true,
  onEnded,
  run,
}: VideoPlayerProps & Partial<WidgetRuntimeProps>) {
  if (!accessible) {
    return (
      <LockedCover
        poster={poster}
        text={lockedText}
        buttonText={lockedButtonText}
        onLocked={onLocked}
        run={run}
      />
    )
  }
  return (
    <Playback
      // A new lesson is a new player: fresh state, tracker and resume.
      key={`${lessonId ?? ''}:${src ?? ''}`}
      src={src}
      poster={poster}
      title={title}
      lessonId={lessonId}
      courseId={courseId}
      duration={duration}
      autoplay={autoplay}
      resume={resume}
      onEnded={onEnded}
      run={run}
    />
  )
}
