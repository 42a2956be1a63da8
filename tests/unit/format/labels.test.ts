import { describe, expect, it } from 'vitest'
import {
  LIKE_LABEL,
  LIVE_STATUS_LABELS,
  liveStatusLabel,
  PAYMENT_STATUS_LABELS,
  paymentStatusLabel,
} from '@/runtime/format'

describe('status labels (spec §9)', () => {
  it('maps every payment status to its label', () => {
    expect(PAYMENT_STATUS_LABELS).toEqual({
      CREATE: '未付款',
      PAID: '已支付',
      SUCCESS: '已完成',
      CLOSE: '已关闭',
      AFTER: '已退款',
      REJECT: '已拒绝',
    })
    expect(paymentStatusLabel('PAID')).toBe('已支付')
    expect(paymentStatusLabel('AFTER')).toBe('已退款')
  })

  it('maps every live status to its label', () => {
    expect(LIVE_STATUS_LABELS).toEqual({ COMING: '即将开播', STREAMING: '直播中', OVER: '直播结束' })
    expect(liveStatusLabel('STREAMING')).toBe('直播中')
  })

  it("reads an unknown status as ''", () => {
    for (const status of ['UNKNOWN', 'paid', '', 'toString', '__proto__', null, undefined]) {
      expect(paymentStatusLabel(status), String(status)).toBe('')
      expect(liveStatusLabel(status), String(status)).toBe('')
    }
  })

  it('labels the like action 想学', () => {
    expect(LIKE_LABEL).toBe('想学')
  })
})
