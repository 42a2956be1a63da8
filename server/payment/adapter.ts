/**
 * What the server needs from a payment provider: a page the browser opens to pay an order, which sends it
 * back to the client's page afterwards. `dev` (./dev.ts) is a loopback checkout page with a button per
 * outcome; `live` (./live.ts) stands for WeChat Pay, not connected yet. PAYMENT_MODE picks.
 */

/** The order as the provider needs it. */
export interface PayableOrder {
  readonly id: number
  readonly orderNo: string
  /** Yuan, 2 decimals. */
  readonly payAmount: number
}

export interface PaymentAdapter {
  readonly kind: 'dev' | 'live'
  /**
   * Where to send the browser to pay `order`; the provider returns it to `returnUrl` (already checked to
   * be this site's or an allowed host's). Throws PaymentUnavailableError when the provider cannot take it.
   */
  payUrl(order: PayableOrder, returnUrl: string): Promise<string>
  /** Pays `order`'s amount back. Throws PaymentUnavailableError when the provider cannot. */
  refund(order: PayableOrder): Promise<void>
  /** How payment rows name this provider. */
  readonly provider: 'dev' | 'wechat'
}

/** The provider cannot take payments (not configured, not reachable). */
export class PaymentUnavailableError extends Error {
  override readonly name = 'PaymentUnavailableError'
}
