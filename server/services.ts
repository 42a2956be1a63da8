import type { SmsSender } from './auth/sms'
import type { TokenService } from './auth/tokens'
import type { ViewCounts } from './db/view-counts'
import type { PaymentAdapter } from './payment/adapter'
import type { ReachabilityProbe } from './web-reachability'
import type { WechatAdapter } from './wechat/adapter'

/** What handlers use besides the database: built once by buildServer, replaceable in tests. */
export interface Services {
  readonly tokens: TokenService
  readonly wechat: WechatAdapter
  readonly sms: SmsSender
  /** Takes order payments (PAYMENT_MODE: the loopback checkout, or WeChat Pay). */
  readonly payment: PaymentAdapter
  /**
   * LOGIN_REDIRECT_HOSTS: hosts besides the server's own that a page may be sent back to (WeChat login,
   * payment returnUrl).
   */
  readonly redirectHosts: readonly string[]
  /** How web.reachability looks a host up and connects to it (the system's DNS and TCP by default). */
  readonly reachability: ReachabilityProbe
  /** Views of courses, lessons, zone items and guides, written once a second (server/db/view-counts.ts). */
  readonly views: ViewCounts
  /** CAPTCHA_FIXED_CODE (tests only): the text of every image captcha. */
  readonly captchaFixedCode?: string
}
