import type { ServerState } from '../data/server-state'
import type { Navigator } from '../router/index'
import { toast } from '../ui/index'

/** order.pay's answer: where the payment adapter takes the user. */
export interface PayAnswer {
  orderId: number
  tradeType: string
  payType: string
  payUrl: string
}

/** The route name the payment returns to (pages.json orderDetail, /v3/user/pay?id=<id>). */
export const orderDetailRoute = 'orderDetail'

/** The absolute address of an order's detail screen: the payment's returnUrl. */
export function orderReturnUrl(navigator: Pick<Navigator, 'href'>, orderId: number | string): string {
  return new URL(navigator.href(orderDetailRoute, { id: orderId }), window.location.origin).toString()
}

export interface PayOrderDeps {
  /** The client cache: order.pay is a write of the contract (it changes the order). */
  data: Pick<ServerState, 'write'>
  navigator: Pick<Navigator, 'href'>
  /** Leaves the app for the payment page (default paymentRedirect; tests pass a spy). */
  assign?: (url: string) => void
}

export interface PayOrderOptions {
  /**
   * The payment page takes this screen's place in history: set when paying from the order's own detail
   * screen, which the payment returns to, so back from the paid order does not find the unpaid one.
   */
  replace?: boolean
}

/** Where payOrder sends the browser, replaceable by tests (window.location cannot be spied on everywhere). */
export const paymentRedirect = {
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
}

/**
 * Pays an order: order.pay with trade type WX_APP and pay type WX_PAY (spec §3), returning to the
 * order's detail screen, then leaves for the payment adapter's page (the development adapter's
 * checkout, which replaces itself with the order's screen once paid, so back from the order skips it).
 * In the native app this becomes a bridge call into the WeChat SDK once the app offers one.
 * Resolves false when no payment page came back; a failed call rejects (the API client toasted it).
 */
export async function payOrder(
  deps: PayOrderDeps,
  orderId: number | string,
  options: PayOrderOptions = {},
): Promise<boolean> {
  const answer = await deps.data.write<PayAnswer | null>('order.pay', {
    id: orderId,
    tradeType: 'WX_APP',
    payType: 'WX_PAY',
    returnUrl: orderReturnUrl(deps.navigator, orderId),
  })
  if (!answer?.payUrl) {
    toast('支付发起失败，请稍后重试')
    return false
  }
  if (deps.assign) deps.assign(answer.payUrl)
  else if (options.replace) paymentRedirect.replace(answer.payUrl)
  else paymentRedirect.assign(answer.payUrl)
  return true
}
