import type { Meta, StoryObj } from '@storybook/react-vite'
import OrderList from '@/widgets/order-list/order-list'
import { runtimeArgs } from './runtime-args'
import { pending, refused, svgPicture, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

function cover(label: string, color: string): string {
  return svgPicture(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="${color}"/>` +
      `<text x="160" y="112" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`,
  )
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000).toISOString()

function order(id: number, status: string, title: string, picUrl: string, payAmount: number, extra = {}) {
  return {
    id,
    orderNo: `2026051810300000${String(id).padStart(4, '0')}`,
    status,
    items: [{ objectId: id, objectType: 'COURSE', skuId: id, title, picUrl, price: payAmount, count: 1 }],
    totalAmount: payAmount,
    discountAmount: 0,
    payAmount,
    tradeType: 'WX_APP',
    payType: 'WX_PAY',
    createdAt: minutesAgo(id * 60),
    paidAt: null,
    closedAt: null,
    refundedAt: null,
    expireAt: minutesAgo(id * 60 - 30),
    ...extra,
  }
}

const orders = [
  order(1, 'CREATE', '银屑病生物制剂的规范化应用', cover('银屑病', '#5b8def'), 179),
  order(2, 'SUCCESS', '特应性皮炎的阶梯治疗与长期管理', cover('特应性皮炎', '#2fb58a'), 299),
  order(3, 'PAID', '皮肤镜入门：色素性皮损的识别', cover('皮肤镜', '#8a5cf6'), 99),
  order(4, 'CLOSE', '痤疮与玫瑰痤疮的鉴别诊断', cover('痤疮', '#e5792b'), 59),
  order(5, 'AFTER', '瘢痕疙瘩的综合治疗', cover('瘢痕', '#7a8190'), 129),
  order(6, 'REJECT', '白癜风的光疗与外用药物选择', cover('白癜风', '#c86b5b'), 199),
]

const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }
const page = (items: unknown[], hasMore = false) => ({
  items,
  total: items.length,
  page: 1,
  size: 10,
  hasMore,
})

const meta = {
  title: 'Account/OrderList',
  component: OrderList,
  ...widgetDocs('OrderList'),
  args: { ...runtimeArgs() },
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'order.items': (params: Record<string, unknown>) =>
          page(
            params.status ? orders.filter((item) => item.status === params.status) : orders,
            !params.status,
          ),
        'order.cancel': { ...orders[0], status: 'CLOSE', closedAt: new Date().toISOString() },
        'order.refund': { ...orders[1], status: 'AFTER', refundedAt: new Date().toISOString() },
        'order.pay': { orderId: 1, tradeType: 'WX_APP', payType: 'WX_PAY', payUrl: '#story-payment-page' },
      },
    }),
  ],
} satisfies Meta<typeof OrderList>

export default meta
type Story = StoryObj<typeof meta>

/** 全部: one order of every status, each with its actions; 加载更多 at the end. */
export const Default: Story = {}

/** Opened on 未付款 (status CREATE): 取消订单 / 去支付. */
export const Unpaid: Story = { args: { status: 'CREATE' } }

/** Without the tabs (embedded in another screen). */
export const WithoutTabs: Story = { args: { tabs: false, status: 'SUCCESS' } }

export const Loading: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'order.items': pending } })],
}

export const Empty: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'order.items': page([]) } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'order.items': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}

/** A package of several courses with a long title. */
export const LongTitles: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'order.items': page([
          {
            ...order(8, 'SUCCESS', '', cover('课程包', '#1f7ae0'), 599),
            items: [
              {
                objectId: 3,
                objectType: 'COURSE_PACKAGE',
                skuId: 3,
                title:
                  '2026 皮肤科住院医师规范化培训核心课程包（含银屑病、特应性皮炎、痤疮、白癜风等 12 门课程）',
                picUrl: cover('课程包', '#1f7ae0'),
                price: 599,
                count: 1,
              },
            ],
          },
        ]),
      },
    }),
  ],
}
