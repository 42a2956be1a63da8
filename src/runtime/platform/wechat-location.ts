/**
 * The WeChat JS-SDK location calls (openLocation, getLocation), when the page has them: inside WeChat
 * once the SDK is loaded and configured. Elsewhere undefined, and the location screens degrade.
 */
export interface WechatLocationSdk {
  openLocation(options: {
    latitude: number
    longitude: number
    name?: string
    address?: string
    scale?: number
  }): void
  getLocation(options: {
    type?: 'wgs84' | 'gcj02'
    success: (result: { latitude: number; longitude: number; accuracy?: number }) => void
    fail?: (error: unknown) => void
    cancel?: () => void
  }): void
}

type WxReady = { ready?: (callback: () => void) => void }

/**
 * The location calls once WeChat can take them: the JS-SDK script loads and is configured after the
 * page shows (on each route change), so inside WeChat this waits up to `timeout` ms for `wx`, then for
 * its `ready`. Undefined outside WeChat or when the SDK never came (the screens then degrade).
 */
export function waitForWechatLocationSdk(
  isWechat: boolean,
  timeout = 5000,
): Promise<WechatLocationSdk | undefined> {
  if (!isWechat) return Promise.resolve(undefined)
  return new Promise((resolve) => {
    const started = Date.now()
    const attempt = () => {
      const sdk = wechatLocationSdk(true)
      if (sdk) {
        const ready = (sdk as WechatLocationSdk & WxReady).ready
        if (typeof ready === 'function') ready.call(sdk, () => resolve(sdk))
        else resolve(sdk)
        return
      }
      if (Date.now() - started >= timeout) resolve(undefined)
      else setTimeout(attempt, 100)
    }
    attempt()
  })
}

export function wechatLocationSdk(isWechat: boolean): WechatLocationSdk | undefined {
  if (!isWechat) return undefined
  const wx = (globalThis as { wx?: Partial<WechatLocationSdk> }).wx
  return typeof wx?.openLocation === 'function' && typeof wx.getLocation === 'function'
    ? (wx as WechatLocationSdk)
    : undefined
}

/** The JS-SDK image previewer (WeChat's own viewer: save, share, long-press recognition). */
export type WechatPreviewImage = (options: { current: string; urls: string[] }) => void

export function wechatPreviewImage(isWechat: boolean): WechatPreviewImage | undefined {
  if (!isWechat) return undefined
  const wx = (globalThis as { wx?: { previewImage?: WechatPreviewImage } }).wx
  return typeof wx?.previewImage === 'function' ? wx.previewImage.bind(wx) : undefined
}
