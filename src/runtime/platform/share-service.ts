import type { ApiClient } from '../api/index'
import type { PlatformInfo } from './detect'
import type { ShareConfig, ShareSignature } from './wechat-share'

/** Configures what a share of the current page carries, wherever the page runs, and what a share earns. */
export interface ShareService {
  /** In WeChat: signs the page and sets the share data (defaults: product name and description). */
  configure(config?: ShareConfig): Promise<void>
  /**
   * A share of `config` completed: WeChat's success callback, the app's answer to the `share` bridge
   * call, or the Web Share API resolving. A config with `shareRewardScore` claims it for a logged-in
   * doctor (scholarship.shareReward: once per target and day); answers the 麦豆 credited.
   */
  completed(config: ShareConfig): Promise<number>
}

export interface ShareServiceDeps {
  api: ApiClient
  platform: PlatformInfo
  /** The first URL the user landed on (iOS WeChat signs that one). */
  landingUrl: string
  /** Whether a doctor is logged in: only a doctor earns a share reward. Default: nobody. */
  loggedIn?: () => boolean
  /** Says what a share earned (分享成功，获得 N 麦豆). */
  notify?: (text: string) => void
  /** The page shared when the config names no link (default: the current address). */
  here?: () => string
}

/** The text a rewarded share shows. */
export function shareRewardText(awarded: number): string {
  return `分享成功，获得${awarded}麦豆`
}

export function createShareService(deps: ShareServiceDeps): ShareService {
  // The last configuration asked for wins: a screen's own card set while the default (asked for at the
  // route change) is still being signed is not overwritten when the default's signature comes late.
  let latest = 0
  const service: ShareService = {
    async configure(config = {}) {
      if (!deps.platform.isWechat) return
      latest += 1
      const ticket = latest
      try {
        // The JS-SDK setup loads only inside WeChat.
        const { configureWechatShare } = await import('./wechat-share')
        await configureWechatShare({
          config,
          landingUrl: deps.landingUrl,
          ios: deps.platform.isIos,
          sign: (url) =>
            deps.api.call<ShareSignature>('share.wechatSign', { url }, { silent: true, quiet: true }),
          onShared: () => void service.completed(config),
          current: () => ticket === latest,
        })
      } catch (error) {
        // Sharing still works from WeChat's menu with its own defaults; nothing for the doctor to do.
        console.warn('[share] WeChat share setup failed', error)
      }
    },

    async completed(config) {
      const score = Number(config.shareRewardScore)
      if (!(Number.isInteger(score) && score > 0) || !deps.loggedIn?.()) return 0
      const body: Record<string, unknown> = {
        score,
        target: config.link || config.url || deps.here?.() || globalThis.location?.href || '/',
      }
      if (config.lessonId !== undefined && config.lessonId !== '') body.lessonId = config.lessonId
      if (config.lessonType) body.lessonType = config.lessonType
      try {
        // Quiet and silent: the share itself succeeded, whatever the reward call answers.
        const answer = await deps.api.call<{ awarded: number; balance: number }>(
          'scholarship.shareReward',
          body,
          { quiet: true, silent: true },
        )
        if (answer.awarded > 0) deps.notify?.(shareRewardText(answer.awarded))
        return answer.awarded
      } catch (error) {
        console.warn('[share] the share reward was not credited', error)
        return 0
      }
    },
  }
  return service
}
