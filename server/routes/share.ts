import type { shareEndpoints } from '../../schemas/api/share'
import { ApiError } from '../errors'
import { WechatUnavailableError } from '../wechat/adapter'
import { newNonceStr, signJsSdk } from '../wechat/js-sdk-signature'
import type { Handlers } from './handler'

type ShareEndpointName = (typeof shareEndpoints)[number]['name']

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

export const shareHandlers: Handlers<ShareEndpointName> = {
  'share.wechatSign': async ({ query, request, services }) => {
    if (!isWebUrl(query.url)) throw new ApiError(400, 'share.url.invalid', '分享链接无效')
    let jsapiTicket: string
    try {
      jsapiTicket = await services.wechat.jsapiTicket()
    } catch (error) {
      if (!(error instanceof WechatUnavailableError)) throw error
      request.log.warn({ err: error }, 'WeChat jsapi_ticket unavailable')
      throw new ApiError(502, 'wechat.unavailable', '微信服务暂时不可用，请稍后再试')
    }
    const nonceStr = newNonceStr()
    const timestamp = Math.floor(Date.now() / 1000)
    // The page URL exactly as the browser has it (minus the fragment): WeChat compares it byte for byte.
    return {
      appId: services.wechat.appId,
      nonceStr,
      timestamp,
      signature: signJsSdk({ jsapiTicket, nonceStr, timestamp, url: query.url }),
    }
  },
}
