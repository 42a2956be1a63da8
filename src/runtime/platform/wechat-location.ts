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
