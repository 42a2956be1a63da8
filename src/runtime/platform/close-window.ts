import { callNative } from './bridge'
import type { PlatformInfo } from './detect'

interface WechatBridgeWindow {
  WeixinJSBridge?: {
    invoke(name: string, args?: unknown, callback?: () => void): void
    call?(name: string): void
  }
  wx?: { closeWindow?: () => void }
}

/**
 * Closes the web page where the host can (WeChat's closeWindow, the native app's close-window message).
 * Returns false in a plain browser, where a script cannot close a tab it did not open: callers then
 * leave the page instead.
 */
export function closeWindow(platform: PlatformInfo): boolean {
  const host = globalThis as unknown as WechatBridgeWindow
  if (platform.isWechat) {
    if (host.WeixinJSBridge) {
      host.WeixinJSBridge.invoke('closeWindow', {}, () => undefined)
      return true
    }
    if (host.wx?.closeWindow) {
      host.wx.closeWindow()
      return true
    }
    return false
  }
  if (platform.isApp) {
    void callNative('close-window')
    return true
  }
  return false
}
