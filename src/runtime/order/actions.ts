import type { ServerState } from '../data/server-state'
import type { PlatformInfo } from '../platform/index'
import { type Navigator, openContentCard, type RouteTable } from '../router/index'
import { type PayOrderOptions, payOrder } from './pay'
import type { Order, OrderStatus } from './types'

/** What a doctor can do with an order, by its status (spec §4 payment status). */
export type OrderAction = 'pay' | 'cancel' | 'study' | 'refund'

export const ORDER_ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  pay: '去支付',
  cancel: '取消订单',
  study: '去学习',
  refund: '申请退款',
}

/** The actions that ask first, with their confirm dialog. */
export const ORDER_ACTION_CONFIRMS: Readonly<
  Partial<Record<OrderAction, { title: string; content: string; confirmText: string }>>
> = {
  cancel: { title: '取消订单', content: '确定取消该订单吗？取消后需重新下单。', confirmText: '取消订单' },
  refund: {
    title: '申请退款',
    content: '确定申请退款吗？退款后将无法继续学习已购内容。',
    confirmText: '申请退款',
  },
}

/**
 * Unpaid (CREATE): cancel, and pay when the server says it would take the payment (`payable`: an order
 * whose items the doctor already holds, bought in another order, is never offered for payment).
 * Completed (SUCCESS): study or ask for a refund. PAID is being fulfilled, CLOSE, AFTER and REJECT are
 * final: nothing to do.
 */
export function orderActions(order: Pick<Order, 'status' | 'payable'>): OrderAction[] {
  if (order.status === 'CREATE') return order.payable === false ? ['cancel'] : ['cancel', 'pay']
  if (order.status === 'SUCCESS') return ['refund', 'study']
  return []
}

/**
 * The action a status leads to (去支付, 去学习) is the bar's primary button; the others (取消订单, 申请退款)
 * are lighter, secondary ones, so a doctor does not weigh a refund as much as studying.
 */
export function isPrimaryOrderAction(action: OrderAction): boolean {
  return action === 'pay' || action === 'study'
}

/** The colour family of a status label. */
export type OrderTone = 'warning' | 'primary' | 'success' | 'default' | 'danger'

export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, OrderTone>> = {
  CREATE: 'warning',
  PAID: 'primary',
  SUCCESS: 'success',
  CLOSE: 'default',
  AFTER: 'default',
  REJECT: 'danger',
}

export function orderTone(status: string): OrderTone {
  return Object.hasOwn(ORDER_STATUS_TONES, status) ? ORDER_STATUS_TONES[status as OrderStatus] : 'default'
}

export interface OrderActionHost {
  /** The client cache: cancel, refund and pay are writes that refresh every answer showing the order. */
  data: Pick<ServerState, 'write'>
  navigator: Navigator
  routes: RouteTable
  platform: Pick<PlatformInfo, 'isApp'>
}

/**
 * Runs an order action (after its confirm): pay leaves for the payment page, study opens what was bought
 * through the content-card jump, cancel and refund answer the changed order once every screen's answers
 * showing it are fresh. A failed call rejects (the API client toasted it; the answers were refreshed to
 * the state the server refused from).
 */
export async function performOrderAction(
  host: OrderActionHost,
  action: OrderAction,
  order: Pick<Order, 'id' | 'items'>,
  options: PayOrderOptions = {},
): Promise<Order | null> {
  switch (action) {
    case 'pay':
      await payOrder(host, order.id, options)
      return null
    case 'cancel':
      return host.data.write<Order>('order.cancel', { id: order.id })
    case 'refund':
      return host.data.write<Order>('order.refund', { id: order.id })
    case 'study': {
      const item = order.items?.[0]
      if (item) await openContentCard(host, { sourceType: item.objectType, sourceId: item.objectId })
      return null
    }
  }
}
