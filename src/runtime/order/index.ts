export type { OrderAction, OrderActionHost, OrderTone } from './actions'
export {
  isPrimaryOrderAction,
  ORDER_ACTION_CONFIRMS,
  ORDER_ACTION_LABELS,
  ORDER_STATUS_TONES,
  orderActions,
  orderTone,
  performOrderAction,
} from './actions'
export type { PayAnswer, PayOrderDeps, PayOrderOptions } from './pay'
export { orderDetailRoute, orderReturnUrl, paymentRedirect, payOrder } from './pay'
export type {
  CreatedOrder,
  Order,
  OrderCoupon,
  OrderItem,
  OrderObjectType,
  OrderRequest,
  OrderSimulation,
  OrderStatus,
  Page,
} from './types'
