export type { WechatAdapter, WechatProfile, WechatScope } from './adapter'
export { WechatCodeError, WechatUnavailableError } from './adapter'
export {
  createDevWechatAdapter,
  DEFAULT_DEV_USER,
  DEV_APP_ID,
  DEV_AUTHORIZE_PATH,
  DEV_JSAPI_TICKET,
  type DevWechatAdapter,
  devProfile,
  isDevWechatAdapter,
  isLoopback,
  registerDevWechatAuthorize,
} from './dev'
export { type JsSdkSignatureInput, newNonceStr, signJsSdk } from './js-sdk-signature'
export { createLiveWechatAdapter, type LiveWechatOptions } from './live'
export { isAllowedRedirectHost, registerWechatLoginRedirect } from './login-redirect'
