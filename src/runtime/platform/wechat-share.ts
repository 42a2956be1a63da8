import { productConfig } from '../config/index'
import type { PosterParams } from '../poster/index'

/** Share config (spec §3). `link` and `url` are the same thing; `link` wins. */
export interface ShareConfig {
  title?: string
  desc?: string
  img?: string
  link?: string
  url?: string
  /** What the share poster says (the `share` action's 生成海报). */
  posterParams?: PosterParams
  /** Offer 生成海报 beside 分享给好友. */
  sharePoster?: boolean
  /** false hides the share entries of the WeChat menu. */
  visible?: boolean
  /** 麦豆 a completed share earns a logged-in doctor (ShareService.completed). */
  shareRewardScore?: number
  lessonId?: string
  lessonType?: string
}

/** The share sign response (spec §3). */
export interface ShareSignature {
  appId: string
  nonceStr: string
  timestamp: number
  signature: string
}

/** spec §9: menu items hidden in the chat app. */
export const hiddenMenuItems = [
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:favorite',
  'menuItem:share:facebook',
  'menuItem:share:QZone',
] as const

const shareMenuItems = ['menuItem:share:appMessage', 'menuItem:share:timeline'] as const

export const jsApiList = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'hideMenuItems',
  'showMenuItems',
  'closeWindow',
  // the location screens (openLocation / chooseLocation)
  'openLocation',
  'getLocation',
  // the image preview screen
  'previewImage',
] as const

/** The product-name defaults of spec §1 with an absolute image and link. */
export function withShareDefaults(config: ShareConfig, here: string, origin: string) {
  const absolute = (value: string) => new URL(value, origin).toString()
  return {
    title: config.title || productConfig.name,
    desc: config.desc || productConfig.shareDescription,
    imgUrl: absolute(config.img || '/share-logo.png'),
    link: absolute(config.link || config.url || here),
  }
}

/**
 * The URL WeChat signs: without its `#` part; on iOS the first URL the user landed on, because iOS
 * WeChat keeps signing that one in a single-page app (DESIGN.md).
 */
export function signatureUrl(current: string, landing: string, ios: boolean): string {
  return (ios ? landing : current).split('#')[0] ?? ''
}

interface WxSdk {
  config(options: Record<string, unknown>): void
  ready(callback: () => void): void
  error(callback: (error: unknown) => void): void
  updateAppMessageShareData(data: Record<string, unknown>): void
  updateTimelineShareData(data: Record<string, unknown>): void
  onMenuShareAppMessage?(data: Record<string, unknown>): void
  onMenuShareTimeline?(data: Record<string, unknown>): void
  hideMenuItems(options: { menuList: readonly string[] }): void
  showMenuItems(options: { menuList: readonly string[] }): void
}

const sdkUrl = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
let sdk: Promise<WxSdk> | undefined

/** Loads the JS-SDK once, only in the WeChat browser. */
function loadSdk(): Promise<WxSdk> {
  // The SDK the page has (WeChat's own, or one loaded before) is used as it is.
  const existing = (globalThis as { wx?: WxSdk }).wx
  if (existing) return Promise.resolve(existing)
  sdk ??= new Promise<WxSdk>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = sdkUrl
    script.async = true
    script.onload = () => {
      const loaded = (globalThis as { wx?: WxSdk }).wx
      if (loaded) resolve(loaded)
      else reject(new Error('WeChat JS-SDK did not define wx'))
    }
    script.onerror = () => {
      sdk = undefined
      reject(new Error('WeChat JS-SDK failed to load'))
    }
    document.head.appendChild(script)
  })
  return sdk
}

/**
 * Configures sharing in the WeChat browser (spec §7 sharing): signs the page URL, then sets the share
 * data for chats and moments, hides qq, weibo, favourite, facebook and qzone, and hides sharing
 * altogether when `visible` is false. `onShared` runs when the user completes a share.
 */
export async function configureWechatShare(options: {
  config: ShareConfig
  sign: (url: string) => Promise<ShareSignature>
  landingUrl: string
  ios: boolean
  onShared?: () => void
  /** False once a later configuration was asked for: this one then applies nothing (it would overwrite it). */
  current?: () => boolean
}): Promise<void> {
  const here = window.location.href
  const [wx, signature] = await Promise.all([
    loadSdk(),
    options.sign(signatureUrl(here, options.landingUrl, options.ios)),
  ])
  const current = options.current ?? (() => true)
  if (!current()) return
  wx.config({
    debug: false,
    appId: signature.appId,
    timestamp: signature.timestamp,
    nonceStr: signature.nonceStr,
    signature: signature.signature,
    jsApiList,
    openTagList: ['wx-open-launch-app'],
  })
  const data = withShareDefaults(options.config, here, window.location.origin)
  await new Promise<void>((resolve, reject) => {
    wx.error(reject)
    wx.ready(() => {
      if (!current()) {
        resolve()
        return
      }
      wx.hideMenuItems({ menuList: hiddenMenuItems })
      if (options.config.visible === false) {
        wx.hideMenuItems({ menuList: shareMenuItems })
      } else {
        wx.showMenuItems({ menuList: shareMenuItems })
        wx.updateAppMessageShareData({ ...data })
        wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl })
        // The legacy API is the one that reports a completed share (for the share reward score).
        wx.onMenuShareAppMessage?.({ ...data, success: () => options.onShared?.() })
        wx.onMenuShareTimeline?.({
          title: data.title,
          link: data.link,
          imgUrl: data.imgUrl,
          success: () => options.onShared?.(),
        })
      }
      resolve()
    })
  })
}
