export type { PayableOrder, PaymentAdapter } from './adapter'
export { PaymentUnavailableError } from './adapter'
export {
  createDevPaymentAdapter,
  DEV_CHECKOUT_CHOICES,
  DEV_CHECKOUT_PATH,
  DEV_CHECKOUT_SCRIPT_PATH,
  DEV_COMPLETE_PATH,
  type DevPaymentAdapter,
  isDevPaymentAdapter,
  registerDevPayCheckout,
  renderCheckoutPage,
} from './dev'
export { createLivePaymentAdapter } from './live'
export {
  answerOrders,
  cancelOrder,
  countOrders,
  findOrder,
  listOrders,
  type OrderAnswer,
  type OrderPageRow,
  orderPage,
  orderStatusSql,
  ownOrder,
  type PaymentResult,
  refundOrder,
  settlePayment,
} from './orders'
export { formActionSources, isAllowedReturnUrl } from './return-url'
