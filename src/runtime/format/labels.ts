// spec §9: display labels for backend status codes. Codes are matched exactly (upper case);
// an unknown, empty or missing code reads '' so a new backend status never shows a raw code.

export type PaymentStatus = 'CREATE' | 'PAID' | 'SUCCESS' | 'CLOSE' | 'AFTER' | 'REJECT'

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  CREATE: '未付款',
  PAID: '已支付',
  SUCCESS: '已完成',
  CLOSE: '已关闭',
  AFTER: '已退款',
  REJECT: '已拒绝',
}

export type LiveStatus = 'COMING' | 'STREAMING' | 'OVER'

export const LIVE_STATUS_LABELS: Readonly<Record<LiveStatus, string>> = {
  COMING: '即将开播',
  STREAMING: '直播中',
  OVER: '直播结束',
}

/** spec §9: the like button is labelled 想学 ("want to learn"). */
export const LIKE_LABEL = '想学'

// Object.hasOwn so that inherited keys such as 'toString' or '__proto__' are not labels.
function lookup(labels: Readonly<Record<string, string>>, status: unknown): string {
  if (typeof status !== 'string' || !Object.hasOwn(labels, status)) return ''
  return labels[status] ?? ''
}

export function paymentStatusLabel(status: PaymentStatus | string | null | undefined): string {
  return lookup(PAYMENT_STATUS_LABELS, status)
}

export function liveStatusLabel(status: LiveStatus | string | null | undefined): string {
  return lookup(LIVE_STATUS_LABELS, status)
}
