import type { ApiClient } from '../api/index'
import type { PlatformInfo } from './detect'
import type { ShareConfig, ShareSignature } from './wechat-share'

/** Configures what a share of the current page carries, wherever the page runs. */
export interface ShareService {
  /** In WeChat: signs the page and sets the share data (defaults: product name and description). */
  configure(config?: ShareConfig): Promise<void>
}

export function createShareService(deps: {
  api: ApiClient
  platform: PlatformInfo
  /** The first URL the user landed on (iOS WeChat signs that one). */
  landingUrl: string
  onShared?: (config: ShareConfig) => void
}): ShareService {
  // The last configuration asked for wins: a screen's own card set while the default (asked for at the
  // route change) is still being signed is not overwritten when the default's signature comes late.
  let latest = 0
  return {
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
          onShared: () => deps.onShared?.(config),
          current: () => ticket === latest,
        })
      } catch (error) {
        // Sharing still works from WeChat's menu with its own defaults; nothing for the doctor to do.
        console.warn('[share] WeChat share setup failed', error)
      }
    },
  }
}
