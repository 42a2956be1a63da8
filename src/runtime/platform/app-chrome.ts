import { callNative } from './bridge'
import type { PlatformInfo } from './detect'

/** spec §9: the app's header bar is 44 px; iOS status bar fallbacks are 44 and 60 px. */
export const headerBarHeight = 44

/** iPhones with the Dynamic Island (852 pt tall and up) need 60 px; other notched models 44. */
export function iosStatusBarFallback(screenHeight: number): number {
  return screenHeight >= 852 ? 60 : 44
}

/**
 * Native-app detection adjusts the status bar and header bar (spec §6): the page's own header sits
 * below the status bar, whose height the app reports over the bridge (or the iOS fallback).
 */
export async function applyAppChrome(
  platform: PlatformInfo,
  root: HTMLElement = document.documentElement,
): Promise<void> {
  if (!platform.isApp) return
  root.style.setProperty('--app-header-height', `${headerBarHeight}px`)
  const fallback = platform.isIos ? iosStatusBarFallback(globalThis.screen?.height ?? 0) : 0
  root.style.setProperty('--app-status-bar-height', `${fallback}px`)
  const answer = (await callNative('status-bar-height', undefined, 1000)) as
    | { height?: unknown }
    | number
    | undefined
  const reported =
    typeof answer === 'number' ? answer : Number((answer as { height?: unknown } | undefined)?.height)
  if (Number.isFinite(reported) && reported > 0)
    root.style.setProperty('--app-status-bar-height', `${reported}px`)
}
