export {
  CONTROLS_AUTO_HIDE_MS,
  FULLSCREEN_UNSUPPORTED_TEXT,
  MEDIA_LOAD_FAILED_TEXT,
  PROGRESS_SAVE_INTERVAL_MS,
  RESUME_END_MARGIN_SECONDS,
} from './constants'
export type { ControlsAutoHide, Timers } from './controls'
export { createControlsAutoHide } from './controls'
export type { PlayerCoordinator } from './coordinator'
export { createPlayerCoordinator, playerCoordinator } from './coordinator'
export { failPlayback } from './failure'
export { exitFullscreen, fullscreenElement, requestFullscreen } from './fullscreen'
export type { AttachHlsOptions } from './hls'
export { attachHls } from './hls'
export type { MediaIconName } from './media-icons'
export { MediaIcon } from './media-icons'
export type { PlayerFrameProps } from './player-frame'
export { PlayerFrame } from './player-frame'
export type {
  IntervalTimers,
  ProgressTracker,
  ProgressTrackerOptions,
  SavedProgress,
  WatchSpan,
} from './progress'
export { createProgressTracker } from './progress'
export { formatPlaybackTime } from './time'
export type { MediaPlayer, MediaPlayerOptions, MediaPlayerState, PlayOutcome } from './use-media-player'
export { useMediaPlayer } from './use-media-player'
