import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react'
import { exitFullscreen, fullscreenElement, requestFullscreen } from './fullscreen'
import { MediaIcon } from './media-icons'
import styles from './player-frame.module.css'
import { formatPlaybackTime } from './time'
import type { MediaPlayer } from './use-media-player'

export interface PlayerFrameProps {
  player: MediaPlayer
  /** An MP4 address; leave empty when a stream is attached to the element (attachHls). */
  src?: string
  poster?: string
  /** Shown at the top with the controls. */
  title?: string
  /** A live stream: no seek bar and no total time. */
  live?: boolean
  /** Always-visible mark at the top left (直播中, 回放). */
  badge?: ReactNode
  /** Extra layers over the picture (a resume pill, an online count). */
  children?: ReactNode
  autoPlay?: boolean
  muted?: boolean
  loop?: boolean
  preload?: 'none' | 'metadata' | 'auto'
  className?: string
}

/**
 * A 16:9 player with the app's own controls over a `<video playsInline>`: big play button, play/pause,
 * time, seek bar and fullscreen; a spinner while buffering; an error layer with 重试. Controls follow
 * `player.state.controlsVisible` (auto-hide, spec §9).
 */
export function PlayerFrame({
  player,
  src,
  poster,
  title,
  live = false,
  badge,
  children,
  autoPlay,
  muted,
  loop,
  preload = 'metadata',
  className,
}: PlayerFrameProps) {
  const frame = useRef<HTMLDivElement>(null)
  const [fullscreen, setFullscreen] = useState(false)
  const { state } = player

  useEffect(() => {
    const onChange = () => setFullscreen(frame.current !== null && fullscreenElement() === frame.current)
    document.addEventListener('fullscreenchange', onChange)
    document.addEventListener('webkitfullscreenchange', onChange)
    return () => {
      document.removeEventListener('fullscreenchange', onChange)
      document.removeEventListener('webkitfullscreenchange', onChange)
    }
  }, [])

  const showControls = state.controlsVisible || !state.playing
  const progress = state.duration > 0 ? Math.min(100, (state.currentTime / state.duration) * 100) : 0

  return (
    <div
      ref={frame}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      data-controls={showControls ? 'shown' : 'hidden'}
    >
      <video
        ref={player.ref}
        className={styles.video}
        src={src || undefined}
        poster={poster || undefined}
        autoPlay={autoPlay}
        muted={muted}
        loop={loop}
        preload={preload}
        playsInline
        // The X5 (WeChat on Android) and old iOS webviews read their own inline-playback attributes.
        webkit-playsinline="true"
        x5-playsinline="true"
        x5-video-player-type="h5-page"
      />
      <button
        type="button"
        className={styles.surface}
        aria-label={showControls ? '隐藏控制栏' : '显示控制栏'}
        onClick={() => (state.playing && state.controlsVisible ? player.hideControls() : player.interact())}
      />

      {children}

      <div className={`${styles.top} ${showControls ? '' : styles.topBare}`}>
        {badge ? <span className={styles.badge}>{badge}</span> : null}
        {title ? (
          <span className={`${styles.title} ${showControls ? '' : styles.hidden}`}>{title}</span>
        ) : null}
      </div>

      {state.waiting && !state.errored ? (
        <div className={styles.spinner} role="status" aria-label="加载中" />
      ) : null}

      {!state.playing && !state.waiting && !state.errored ? (
        <button
          type="button"
          className={styles.bigPlay}
          aria-label="播放视频"
          onClick={() => void player.play()}
        >
          <MediaIcon name="play" size={30} />
        </button>
      ) : null}

      {state.errored ? (
        <div className={styles.error} role="alert">
          <p className={styles.errorText}>视频加载失败，请稍后重试</p>
          <button type="button" className={styles.retry} onClick={player.retry}>
            <MediaIcon name="retry" size={16} />
            重试
          </button>
        </div>
      ) : (
        <div className={`${styles.bar} ${showControls ? '' : styles.hidden}`}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={state.playing ? '暂停' : '播放'}
            onClick={() => {
              player.toggle()
              player.interact()
            }}
          >
            <MediaIcon name={state.playing ? 'pause' : 'play'} size={22} />
          </button>
          {live ? (
            <span className={styles.liveDot}>直播</span>
          ) : (
            <>
              <span className={styles.time}>{formatPlaybackTime(state.currentTime)}</span>
              <input
                className={styles.seek}
                type="range"
                min={0}
                max={state.duration || 0}
                step={0.1}
                value={Math.min(state.currentTime, state.duration || 0)}
                disabled={state.duration <= 0}
                aria-label="播放进度"
                style={{ '--progress': `${progress}%` } as CSSProperties}
                onChange={(event) => player.seek(Number(event.currentTarget.value))}
              />
              <span className={styles.time}>{formatPlaybackTime(state.duration)}</span>
            </>
          )}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={fullscreen ? '退出全屏' : '全屏'}
            onClick={() => {
              player.interact()
              const video = player.element instanceof HTMLVideoElement ? player.element : null
              void (fullscreen ? exitFullscreen() : requestFullscreen(frame.current, video))
            }}
          >
            <MediaIcon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} size={22} />
          </button>
        </div>
      )}
    </div>
  )
}
