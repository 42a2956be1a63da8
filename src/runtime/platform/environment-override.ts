import type { PlatformInfo } from './detect'

/** The environments the page studio's preview can show a screen in (its environment switch). */
export const PREVIEW_ENVIRONMENTS = ['browser', 'wechat', 'app'] as const
export type PreviewEnvironment = (typeof PREVIEW_ENVIRONMENTS)[number]

/**
 * The platform a phone reports in `environment`, for the studio preview only (src/studio/preview): it
 * replaces detectPlatform there, so an operator's desktop browser previews a screen as a phone in a plain
 * mobile browser, in WeChat or in the native app. The app itself always detects (detect.ts).
 */
export function environmentPlatform(environment: PreviewEnvironment): PlatformInfo {
  return {
    isApp: environment === 'app',
    isWechat: environment === 'wechat',
    // The preview is a 390×844 phone: never the desktop QR hand-off or the PC-site redirect.
    isDesktop: false,
    // Android: an iPhone would read the operator's monitor for its status bar fallback and keep the
    // WeChat login state in localStorage, which the operator's own app tab shares.
    isIos: false,
    isAndroid: true,
  }
}
