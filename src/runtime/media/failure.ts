import { toast } from '../ui/index'
import { MEDIA_LOAD_FAILED_TEXT } from './constants'

/**
 * spec §4 / §8 load failure: playback stops, the player is marked errored (`markErrored`, the player's
 * own state) and the toast 获取资源失败，看看其他内容吧~ shows.
 */
export function failPlayback(element: HTMLMediaElement | null, markErrored: () => void): void {
  if (element && !element.paused) element.pause()
  markErrored()
  toast(MEDIA_LOAD_FAILED_TEXT)
}
