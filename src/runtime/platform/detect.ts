import { productConfig } from '../config/index'

/**
 * Environment detection (spec §1, §6): the native app web container, the WeChat browser, or a plain
 * browser (desktop or mobile). The native app's webview adds `<shortName>/<version>` to its user agent
 * and injects `window.nativeBridge`; tests drive detection by setting those.
 */
export interface PlatformInfo {
  isApp: boolean
  isWechat: boolean
  isDesktop: boolean
  isIos: boolean
  isAndroid: boolean
}

const appAgent = new RegExp(`${productConfig.shortName}/`, 'i')

export function detectPlatform(
  userAgent: string = globalThis.navigator?.userAgent ?? '',
  bridge: unknown = (globalThis as { nativeBridge?: unknown }).nativeBridge,
): PlatformInfo {
  const ua = userAgent.toLowerCase()
  const isWechat = ua.includes('micromessenger')
  const isIos = /iphone|ipad|ipod/.test(ua)
  const isAndroid = ua.includes('android')
  const isApp = bridge !== undefined || appAgent.test(userAgent)
  const isMobile = isIos || isAndroid || /mobile|harmonyos|windows phone/.test(ua)
  return { isApp, isWechat, isDesktop: !isMobile && !isWechat && !isApp, isIos, isAndroid }
}
