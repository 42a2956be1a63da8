import type { SmsSender } from './auth/sms'
import type { TokenService } from './auth/tokens'
import type { WechatAdapter } from './wechat/adapter'

/** What handlers use besides the database: built once by buildServer, replaceable in tests. */
export interface Services {
  readonly tokens: TokenService
  readonly wechat: WechatAdapter
  readonly sms: SmsSender
  /** CAPTCHA_FIXED_CODE (tests only): the text of every image captcha. */
  readonly captchaFixedCode?: string
}
