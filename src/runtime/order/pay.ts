import type { ApiClient } from '../api/index'
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
  api: Pick<ApiClient, 'call'>
  navigator: Pick<Navigator, 'href'>
  /** Leaves the app for the payment page (default window.location.assign; tests pass a spy). */
  assign?: (url: string) => void
}

/** Where payOrder sends the browser, replaceable by tests (window.location cannot be spied on everywhere). */
export const paymentRedirect = {
  assign: (url: string): void => window.location.assign(url),
}

/**
 * Pays an order: order.pay with trade type WX_APP and pay type WX_PAY (spec §3), returning to the
 * order's detail screen, then leaves for the payment adapter's page (the development adapter's
 * checkout). In the native app this becomes a bridge call into the WeChat SDK once the app offers one.
 * Resolves false when no payment page came back; a failed call rejects (the API client toasted it).
 */
export async function payOrder(deps: PayOrderDeps, orderId: number | string): Promise<boolean> {
  const answer = await deps.api.call<PayAnswer | null>('order.pay', {
    id: orderId,
    tradeType: 'WX_APP',
    payType: 'WX_PAY',
    returnUrl: orderReturnUrl(deps.navigator, orderId),
  })
  if (!answer?.payUrl) {
    toast('支付发起失败，请稍后重试')
    return false
  }
  ;(deps.assign ?? paymentRedirect.assign)(answer.payUrl)
  return true
}
