import { toast } from '../ui/index'
import { FULLSCREEN_UNSUPPORTED_TEXT } from './constants'

type FullscreenTarget = HTMLElement & {
  webkitRequestFullscreen?: () => Promise<void> | void
}
type IosVideo = HTMLVideoElement & {
  webkitEnterFullscreen?: () => void
  webkitSupportsFullscreen?: boolean
}
type FullscreenDocument = Document & {
  webkitFullscreenElement?: Element | null
  webkitExitFullscreen?: () => Promise<void> | void
}

/** The element shown fullscreen now, if any. */
export function fullscreenElement(): Element | null {
  const doc = document as FullscreenDocument
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null
}

/**
 * Shows `container` (the player with its own controls) fullscreen; on iOS, where only a <video> can go
 * fullscreen, the system player takes `video`. When neither is possible, or the browser refuses, the
 * toast of spec §8 shows: 抱歉，不支持全屏模式. Resolves true when fullscreen was entered.
 */
export async function requestFullscreen(
  container: HTMLElement | null,
  video?: HTMLVideoElement | null,
): Promise<boolean> {
  const target = container as FullscreenTarget | null
  const ios = video as IosVideo | null | undefined
  try {
    if (target && typeof target.requestFullscreen === 'function') {
      await target.requestFullscreen()
      return true
    }
    if (target && typeof target.webkitRequestFullscreen === 'function') {
      await target.webkitRequestFullscreen()
      return true
    }
    if (ios && typeof ios.webkitEnterFullscreen === 'function') {
      ios.webkitEnterFullscreen()
      return true
    }
  } catch (error) {
    console.warn('[media] fullscreen refused', error)
  }
  toast(FULLSCREEN_UNSUPPORTED_TEXT)
  return false
}

/** Leaves fullscreen if the page is in it. */
export async function exitFullscreen(): Promise<void> {
  const doc = document as FullscreenDocument
  if (!fullscreenElement()) return
  try {
    if (typeof doc.exitFullscreen === 'function') await doc.exitFullscreen()
    else await doc.webkitExitFullscreen?.()
  } catch (error) {
    console.warn('[media] leaving fullscreen failed', error)
  }
}
