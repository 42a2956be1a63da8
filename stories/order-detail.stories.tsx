import type { Meta, StoryObj } from '@storybook/react-vite'
import OrderDetail from '@/widgets/order-detail/order-detail'
import { runtimeArgs } from './runtime-args'
import { pending, refused, svgPicture, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const cover = svgPicture(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#5b8def"/>' +
    '<text x="160" y="112" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">银屑病</text></svg>',
)

const base = {
  id: 77,
  orderNo: '20260518103000000077',
  status: 'CREATE',
  items: [
    {
      objectId: 12,
      objectType: 'COURSE',
      skuId: 12,
      title: '银屑病生物制剂的规范化应用',
      picUrl: cover,
      price: 199,
      count: 1,
    },
  ],
  totalAmount: 199,
  discountAmount: 20,
  payAmount: 179,
  tradeType: 'WX_APP',
  payType: 'WX_PAY',
  createdAt: '2026-05-18T02:30:00.000Z',
  paidAt: null,
  closedAt: null,
  refundedAt: null,
  expireAt: '2026-05-18T03:00:00.000Z',
}

const paid = { paidAt: '2026-05-18T02:31:12.000Z' }
const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }

const meta = {
  title: 'Account/OrderDetail',
  component: OrderDetail,
  ...widgetDocs('OrderDetail'),
  args: { ...runtimeArgs() },
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'order.detail': { ...base, status: 'SUCCESS', ...paid },
        'order.cancel': { ...base, status: 'CLOSE', closedAt: new Date().toISOString() },
        'order.refund': { ...base, status: 'AFTER', ...paid, refundedAt: new Date().toISOString() },
        'order.pay': { orderId: 77, tradeType: 'WX_APP', payType: 'WX_PAY', payUrl: '#story-payment-page' },
      },
    }),
  ],
} satisfies Meta<typeof OrderDetail>

export default meta
type Story = StoryObj<typeof meta>

/** Unpaid: 请在 mm:ss 内完成支付 counts down; 取消订单 / 去支付. */
export const Unpaid: Story = {
  args: { order: { ...base, expireAt: new Date(Date.now() + 29 * 60 * 1000 + 42 * 1000).toISOString() } },
}

/** Back from payment: 支付成功，课程开通中 (asked again every 2 s until fulfilled). */
export const Paid: Story = { args: { order: { ...base, status: 'PAID', ...paid } } }

/** Completed: 去学习 carries the bar, 申请退款 is a quiet text button beside it. */
export const Completed: Story = { args: { order: { ...base, status: 'SUCCESS', ...paid } } }

/** Completed without a discount: no 优惠 line (never a red -¥0.00). */
export const CompletedWithoutDiscount: Story = {
  args: { order: { ...base, status: 'SUCCESS', ...paid, discountAmount: 0, payAmount: 199 } },
}

export const Closed: Story = {
  args: { order: { ...base, status: 'CLOSE', closedAt: '2026-05-18T03:00:00.000Z' } },
}

export const Refunded: Story = {
  args: { order: { ...base, status: 'AFTER', ...paid, refundedAt: '2026-05-19T08:00:00.000Z' } },
}

export const Rejected: Story = { args: { order: { ...base, status: 'REJECT' } } }

/** Loaded by id (order.detail). */
export const ById: Story = { args: { id: 77 } }

export const Loading: Story = {
  args: { id: 77 },
  decorators: [withRuntime({ ...doctor, api: { 'order.detail': pending } })],
}

export const NotFound: Story = {
  args: { id: 999 },
  decorators: [
    withRuntime({ ...doctor, api: { 'order.detail': refused(404, 'order.not.found', '订单不存在') } }),
  ],
}

export const Failed: Story = {
  args: { id: 77 },
  decorators: [
    withRuntime({ ...doctor, api: { 'order.detail': refused(0, 'network.error', '网络连接失败') } }),
  ],
}
