import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import PurchaseBar from '@/widgets/purchase-bar/purchase-bar'
import { runtimeArgs } from './runtime-args'
import { svgPicture, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString()

const cover = svgPicture(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#5b8def"/>' +
    '<text x="160" y="112" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">银屑病</text></svg>',
)

const course = {
  id: 12,
  title: '银屑病生物制剂的规范化应用',
  bigPicUrl: cover,
  price: 199,
  payPrice: 199,
  discountLabel: null,
  originalPrice: 299,
  discount: null,
  groupPurchase: null,
  salesStartTime: null,
  salesEndTime: null,
  soldCount: 1280,
  purchased: false,
  favorite: false,
  lastLessonId: null,
  study: { state: 'NOT_STARTED' as const, lessonIndex: null, lessonId: null },
}

function preview(couponId: number | null) {
  const discount = couponId === 3 ? 20 : couponId === 5 ? 30 : 0
  return {
    items: [
      {
        objectId: 12,
        objectType: 'COURSE',
        skuId: 12,
        title: course.title,
        picUrl: cover,
        price: 199,
        count: 1,
      },
    ],
    coupons: [
      { id: 3, title: '新人立减 20 元', amount: 20, usable: true, selected: couponId === 3 },
      { id: 5, title: '课程券 · 满 199 减 30', amount: 30, usable: true, selected: couponId === 5 },
      { id: 4, title: '满 500 减 60', amount: 60, usable: false, selected: false },
    ],
    totalAmount: 199,
    discountAmount: discount,
    payAmount: 199 - discount,
  }
}

const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }
const answers = {
  'order.simulate': (params: Record<string, unknown>) => {
    const chosen = (params.orderCouponRequests as { couponId: number }[] | undefined)?.[0]?.couponId
    return preview(params.initialized ? 3 : (chosen ?? null))
  },
  'order.create': { id: 77, status: 'CREATE' },
  'order.pay': { orderId: 77, tradeType: 'WX_APP', payType: 'WX_PAY', payUrl: '#story-payment-page' },
  'favorite.add': { favorite: true },
  'favorite.remove': { favorite: false },
}

const meta = {
  title: 'Learning/PurchaseBar',
  component: PurchaseBar,
  ...widgetDocs('PurchaseBar'),
  args: { ...runtimeArgs(), course },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        <p style={{ margin: 16, color: 'var(--app-text-secondary)', fontSize: 13 }}>课程详情页底部的购买栏</p>
        <Story />
      </div>
    ),
    withRuntime({ ...doctor, api: answers }),
  ],
} satisfies Meta<typeof PurchaseBar>

export default meta
type Story = StoryObj<typeof meta>

/** On sale: 想学, the price (and the struck original price), 立即购买. */
export const OnSale: Story = {}

/** 立即购买 opened the order sheet: lines, coupons (one unusable), totals, 提交订单. */
export const OrderSheet: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '立即购买' }))
    await expect(await within(document.body).findByText('确认订单')).toBeVisible()
  },
}

/** A limited-time price in force: payPrice (what the order charges) and its label; the list price struck. */
export const Discount: Story = {
  args: {
    course: {
      ...course,
      payPrice: 149,
      discountLabel: '限时优惠',
      discount: { price: 149, label: '限时优惠' },
      favorite: true,
    },
  },
}

/** A group purchase runs: 立即购买 at the price and 拼团价. */
export const GroupPurchase: Story = {
  args: {
    course: {
      ...course,
      groupPurchase: { id: 501, price: 99, groupSize: 3, joinedCount: 1, endTime: inDays(2) },
    },
  },
}

/** Before the sales start: 即将开售 with the time, disabled. */
export const ComingSoon: Story = { args: { course: { ...course, salesStartTime: inDays(5) } } }

/** After the sales end: 已停售. */
export const SalesEnded: Story = { args: { course: { ...course, salesEndTime: inDays(-1) } } }

/** Bought, not started: 开始学习. */
export const Purchased: Story = { args: { course: { ...course, purchased: true, favorite: true } } }

/** Bought and studied: 继续学习 第2节 (the server's study state). */
export const ContinueStudying: Story = {
  args: {
    course: {
      ...course,
      purchased: true,
      lastLessonId: 1002,
      study: { state: 'IN_PROGRESS' as const, lessonIndex: 2, lessonId: 1002 },
    },
  },
}

/** Every lesson finished: 已学完. */
export const Finished: Story = {
  args: {
    course: {
      ...course,
      purchased: true,
      lastLessonId: 1005,
      study: { state: 'FINISHED' as const, lessonIndex: 5, lessonId: 1005 },
    },
  },
}

/** A free course: 免费 and 开始学习. */
export const Free: Story = { args: { course: { ...course, price: 0, payPrice: 0, originalPrice: 0 } } }

/** A course package without the 想学 toggle. */
export const PackageWithoutFavorite: Story = {
  args: {
    objectType: 'COURSE_PACKAGE',
    favorite: false,
    course: { ...course, id: 3, price: 599, payPrice: 599, originalPrice: 897 },
  },
}

/** A guest: 立即购买 goes to login. */
export const Guest: Story = { decorators: [withRuntime({ api: answers })] }
