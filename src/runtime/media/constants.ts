/** spec §8: a video or audio that fails to load. */
export const MEDIA_LOAD_FAILED_TEXT = '获取资源失败，看看其他内容吧~'

/** spec §8: the browser offers no fullscreen for this element. */
export const FULLSCREEN_UNSUPPORTED_TEXT = '抱歉，不支持全屏模式'

/** spec §9: media controls auto-hide after 3 s without interaction during playback. */
export const CONTROLS_AUTO_HIDE_MS = 3000

/** How often the watched position is saved while a lesson plays. */
export const PROGRESS_SAVE_INTERVAL_MS = 15_000

/** A saved position this close to the end counts as watched: the lesson starts again from 0. */
export const RESUME_END_MARGIN_SECONDS = 5
