import { type PaymentAdapter, PaymentUnavailableError } from './adapter'

const NOT_CONNECTED = 'WeChat Pay is not connected: no merchant keys are configured'

/**
 * PAYMENT_MODE=live: WeChat Pay. Not connected: a JSAPI/H5 payment needs a merchant id, an API v3 key and
 * the merchant certificate, which this project does not have (docs/server.md, Orders and payment). Every
 * payment and refund is refused, so order.pay and order.refund answer 501 payment.unavailable instead of
 * pretending to move money.
 */
export function createLivePaymentAdapter(): PaymentAdapter {
  return {
    kind: 'live',
    provider: 'wechat',
    async payUrl() {
      throw new PaymentUnavailableError(NOT_CONNECTED)
    },
    async refund() {
      throw new PaymentUnavailableError(NOT_CONNECTED)
    },
  }
}
