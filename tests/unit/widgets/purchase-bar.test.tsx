import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import dayjs from 'dayjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paymentRedirect } from '@/runtime/order'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import PurchaseBar from '@/widgets/purchase-bar/purchase-bar'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, fakeSession, ok, onEndpoint } from './endpoints'

const server = startMswServer()
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString()

const course = {
  id: 12,
  title: '银屑病生物制剂的规范化应用',
  bigPicUrl: '/media/covers/psoriasis.svg',
  price: 199,
  originalPrice: 299,
  discount: null,
  groupPurchase: null,
  salesStartTime: null,
  salesEndTime: null,
  soldCount: 1280,
  purchased: false,
  favorite: false,
  lastLessonId: null,
}

const line = {
  objectId: 12,
  objectType: 'COURSE',
  skuId: 12,
  title: course.title,
  picUrl: course.bigPicUrl,
  price: 199,
  count: 1,
}

function simulation(couponId: number | null) {
  const discount = couponId === 3 ? 20 : 0
  return {
    items: [line],
    coupons: [
      { id: 3, title: '新人立减 20 元', amount: 20, usable: true, selected: couponId === 3 },
      { id: 4, title: '满 500 减 60', amount: 60, usable: false, selected: false },
    ],
    totalAmount: 199,
    discountAmount: discount,
    payAmount: 199 - discount,
  }
}

const order = {
  id: 77,
  orderNo: '20260518103000000077',
  status: 'CREATE',
  items: [line],
  totalAmount: 199,
  discountAmount: 20,
  payAmount: 179,
  tradeType: 'WX_APP',
  payType: 'WX_PAY',
  createdAt: new Date().toISOString(),
  paidAt: null,
  closedAt: null,
  refundedAt: null,
  expireAt: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
}

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('PurchaseBar', () => {
  it('on sale it shows the price, the struck original price and 立即购买', () => {
    renderWithRuntime(<PurchaseBar course={course} />, loggedIn())
    expect(screen.getByText('¥199.00')).toBeTruthy()
    expect(screen.getByText('¥299.00')).toBeTruthy()
    expect(screen.getByRole('button', { name: '立即购买' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '想学' })).toBeTruthy()
  })

  it('立即购买 opens the order sheet: order.simulate (initialized false: the server picks the coupon), the lines, coupons and totals', async () => {
    const simulate = onEndpoint('order.simulate', (params) =>
      ok(simulation((params.orderCouponRequests as { couponId: number }[])[0]?.couponId ?? 3)),
    )
    server.use(simulate.handler)
    renderWithRuntime(<PurchaseBar course={course} />, loggedIn())

    await user.click(screen.getByRole('button', { name: '立即购买' }))

    expect(await screen.findByText('确认订单')).toBeTruthy()
    expect(await screen.findByText('¥179.00')).toBeTruthy()
    expect(simulate.sent).toEqual([
      {
        orderCouponRequests: [],
        orderItemRequests: [{ count: 1, objectId: 12, skuId: 12, objectType: 'COURSE' }],
        initialized: false,
      },
    ])
    const totals = screen.getByText('商品金额').parentElement as HTMLElement
    expect(within(totals).getByText('¥199.00')).toBeTruthy()
    expect(within(totals).getByText('-¥20.00')).toBeTruthy()
    // The coupon the preview applied is chosen; an unusable one cannot be.
    expect((screen.getByRole('radio', { name: /新人立减 20 元/ }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: /满 500 减 60/ }) as HTMLInputElement).disabled).toBe(true)
  })

  it('choosing another coupon simulates again with exactly that coupon (initialized true)', async () => {
    const simulate = onEndpoint('order.simulate', (params) =>
      ok(
        simulation(
          !params.initialized
            ? 3
            : ((params.orderCouponRequests as { couponId: number }[])[0]?.couponId ?? null),
        ),
      ),
    )
    server.use(simulate.handler)
    renderWithRuntime(<PurchaseBar course={course} />, loggedIn())
    await user.click(screen.getByRole('button', { name: '立即购买' }))
    await screen.findByText('¥179.00')

    await user.click(screen.getByRole('radio', { name: '不使用优惠券' }))

    await waitFor(() => expect(screen.getByText('实付').querySelector('strong')?.textContent).toBe('¥199.00'))
    // No discount: ¥0.00 said plainly, not a red -¥0.00 (issue 15 item 8).
    const totals = screen.getByText('商品金额').parentElement as HTMLElement
    expect(within(totals).queryByText('-¥0.00')).toBeNull()
    expect(within(totals).getByText('¥0.00').className).not.toMatch(/discount/)
    expect(simulate.sent[1]).toEqual({
      orderCouponRequests: [],
      orderItemRequests: [{ count: 1, objectId: 12, skuId: 12, objectType: 'COURSE' }],
      initialized: true,
    })
    await user.click(screen.getByRole('radio', { name: /新人立减 20 元/ }))
    await waitFor(() => expect(simulate.sent).toHaveLength(3))
    expect(simulate.sent[2]?.orderCouponRequests).toEqual([{ couponId: 3 }])
  })

  it('提交订单 creates the order, asks order.pay (WX_APP, WX_PAY, back to the order page) and opens the payment page', async () => {
    server.use(onEndpoint('order.simulate', () => ok(simulation(3))).handler)
    const create = onEndpoint('order.create', () => ok(order))
    const pay = onEndpoint('order.pay', () =>
      ok({
        orderId: 77,
        tradeType: 'WX_APP',
        payType: 'WX_PAY',
        payUrl: 'http://api.test/api/dev/pay/checkout?orderId=77',
      }),
    )
    server.use(create.handler, pay.handler)
    const assign = vi.spyOn(paymentRedirect, 'assign').mockImplementation(() => undefined)
    renderWithRuntime(<PurchaseBar course={course} />, loggedIn())
    await user.click(screen.getByRole('button', { name: '立即购买' }))
    await screen.findByText('¥179.00')

    await user.click(screen.getByRole('button', { name: '提交订单' }))

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://api.test/api/dev/pay/checkout?orderId=77'),
    )
    expect(create.sent).toEqual([
      {
        orderItemRequests: [{ count: 1, objectId: 12, skuId: 12, objectType: 'COURSE' }],
        orderCouponRequests: [{ couponId: 3 }],
      },
    ])
    expect(pay.paths).toEqual([{ id: '77' }])
    expect(pay.sent).toEqual([
      { tradeType: 'WX_APP', payType: 'WX_PAY', returnUrl: `${window.location.origin}/v3/user/pay?id=77` },
    ])
  })

  it('a refused order (already bought) is toasted and nothing is paid', async () => {
    server.use(onEndpoint('order.simulate', () => ok(simulation(null))).handler)
    server.use(
      onEndpoint('order.create', () => fail(400, 'academy.course.purchased', '已购买该课程')).handler,
    )
    const pay = onEndpoint('order.pay', () => ok({}))
    server.use(pay.handler)
    renderWithRuntime(<PurchaseBar course={course} />, loggedIn())
    await user.click(screen.getByRole('button', { name: '立即购买' }))
    await screen.findByText('确认订单')
    await screen.findByText('商品金额')

    await user.click(screen.getByRole('button', { name: '提交订单' }))

    expect(await screen.findByText('已购买该课程')).toBeTruthy()
    expect(pay.sent).toHaveLength(0)
  })

  it('the price shown is what the order charges (payPrice, 限时优惠 by it), the same figure as every card', () => {
    renderWithRuntime(
      <PurchaseBar
        course={{ ...course, price: 299, payPrice: 239, discountLabel: '限时优惠', originalPrice: 299 }}
      />,
      loggedIn(),
    )
    expect(screen.getByText('¥239.00')).toBeTruthy()
    expect(screen.getByText('限时优惠')).toBeTruthy()
    expect(screen.getByText('¥299.00').tagName).toBe('DEL')
  })

  it('back on the course while its purchase state is asked again (awaitingFresh): no 立即购买, a skeleton instead', () => {
    renderWithRuntime(<PurchaseBar course={course} awaitingFresh />, loggedIn())
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
    expect(screen.queryByText('¥199.00')).toBeNull()
    expect(screen.getByRole('status', { name: '正在更新购买状态' })).toBeTruthy()
  })

  it('an unpaid order of the same course is resumed: the sheet says so, and 提交订单 pays that order', async () => {
    server.use(onEndpoint('order.simulate', () => ok({ ...simulation(3), openOrderId: 77 })).handler)
    const create = onEndpoint('order.create', () => ok({ ...order, resumed: true }))
    const pay = onEndpoint('order.pay', () =>
      ok({ orderId: 77, tradeType: 'WX_APP', payType: 'WX_PAY', payUrl: 'http://api.test/pay?orderId=77' }),
    )
    server.use(create.handler, pay.handler)
    const assign = vi.spyOn(paymentRedirect, 'assign').mockImplementation(() => undefined)
    renderWithRuntime(<PurchaseBar course={course} />, loggedIn())
    await user.click(screen.getByRole('button', { name: '立即购买' }))

    expect(await screen.findByText('你有该课程的待支付订单，提交后将继续支付该订单')).toBeTruthy()
    // The resumed order keeps its coupon: the choice is not offered again.
    expect((screen.getByRole('radio', { name: '不使用优惠券' }) as HTMLInputElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: '提交订单' }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://api.test/pay?orderId=77'))
    expect(pay.paths).toEqual([{ id: '77' }])
  })

  it('a preview the server refuses (已购买该课程) says why inside the sheet, above its mask, and refreshes the course', async () => {
    server.use(
      onEndpoint('order.simulate', () => fail(400, 'academy.course.purchased', '已购买该课程，无需重复购买'))
        .handler,
    )
    const runtime = loggedIn()
    const refresh = vi.spyOn(runtime.data, 'refresh')
    renderWithRuntime(<PurchaseBar course={course} />, runtime)
    await user.click(screen.getByRole('button', { name: '立即购买' }))

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('已购买该课程，无需重复购买')).toBeTruthy()
    // Said once, in the sheet: no toast repeating it over the mask.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getAllByText('已购买该课程，无需重复购买')).toHaveLength(1)
    expect(screen.queryByText('价格计算失败，请稍后重试')).toBeNull()
    await waitFor(() => expect(refresh).toHaveBeenCalledWith(['purchase', 'order']))
    await user.click(within(alert).getByRole('button', { name: '知道了' }))
    await waitFor(() => expect(screen.queryByText('确认订单')).toBeNull())
  })

  it('a guest tapping 立即购买 goes to login; nothing is simulated', async () => {
    const simulate = onEndpoint('order.simulate', () => ok(simulation(null)))
    server.use(simulate.handler)
    const runtime = makeRuntime()
    const session = fakeSession(runtime)
    renderWithRuntime(<PurchaseBar course={course} />, { ...runtime, session })

    await user.click(screen.getByRole('button', { name: '立即购买' }))

    expect(session.relogin).toHaveBeenCalledTimes(1)
    expect(simulate.sent).toHaveLength(0)
    expect(screen.queryByText('确认订单')).toBeNull()
  })

  it('before sales start: 即将开售 with the start time, disabled', () => {
    const start = dayjs().add(3, 'day').hour(10).minute(0).second(0)
    renderWithRuntime(<PurchaseBar course={{ ...course, salesStartTime: start.toISOString() }} />, loggedIn())
    const button = screen.getByRole('button', { name: /即将开售/ })
    expect(button.hasAttribute('disabled')).toBe(true)
    const label = start.isSame(dayjs(), 'year')
      ? start.format('M月D日 10:00')
      : start.format('YYYY年M月D日 10:00')
    expect(screen.getByText(`${label} 开售`)).toBeTruthy()
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
  })

  it('after sales end: 已停售, disabled', () => {
    renderWithRuntime(<PurchaseBar course={{ ...course, salesEndTime: inDays(-1) }} />, loggedIn())
    expect(screen.getByRole('button', { name: '已停售' }).hasAttribute('disabled')).toBe(true)
  })

  it('an owned course offers 继续学习 (after a lesson) and runs onStudy with the last lesson', async () => {
    const runtime = loggedIn()
    const page: PageSchema = {
      state: { course: { ...course, purchased: true, lastLessonId: 1001 } },
      body: [
        {
          widget: 'PurchaseBar',
          props: {
            course: '${state.course}',
            onStudy: [{ type: 'navigate', to: 'articleDetail', query: { id: '${event.lessonId}' } }],
          },
        },
      ],
    }
    renderWithRuntime(<SchemaView schema={page} />, runtime)

    await user.click(await screen.findByRole('button', { name: '继续学习' }))

    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/article/detail?id=1001'))
  })

  it('issue 27: the bar’s study label is the server’s study state: 开始学习 for a new doctor, 继续学习 第N节 opening that lesson, 已学完', async () => {
    const runtime = loggedIn()
    const page = (study: unknown): PageSchema => ({
      state: { course: { ...course, purchased: true, lastLessonId: null, study } },
      body: [
        {
          widget: 'PurchaseBar',
          props: {
            course: '${state.course}',
            onStudy: [{ type: 'navigate', to: 'articleDetail', query: { id: '${event.lessonId}' } }],
          },
        },
      ],
    })
    const first = renderWithRuntime(
      <SchemaView schema={page({ state: 'NOT_STARTED', lessonIndex: null, lessonId: null })} />,
      runtime,
    )
    expect(await screen.findByRole('button', { name: '开始学习' })).toBeTruthy()
    expect(screen.queryByText(/继续学习/)).toBeNull()
    first.unmount()

    const second = renderWithRuntime(
      <SchemaView schema={page({ state: 'IN_PROGRESS', lessonIndex: 3, lessonId: 1003 })} />,
      runtime,
    )
    await user.click(await screen.findByRole('button', { name: '继续学习 第3节' }))
    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/article/detail?id=1003'))
    second.unmount()

    renderWithRuntime(
      <SchemaView schema={page({ state: 'FINISHED', lessonIndex: 8, lessonId: 1008 })} />,
      runtime,
    )
    expect(await screen.findByRole('button', { name: '已学完' })).toBeTruthy()
  })

  it('a free course offers 开始学习 and no purchase', () => {
    renderWithRuntime(<PurchaseBar course={{ ...course, price: 0, originalPrice: 0 }} />, loggedIn())
    expect(screen.getByRole('button', { name: '开始学习' })).toBeTruthy()
    expect(screen.getByText('免费')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
  })

  it('a group purchase adds 拼团价, which orders the group SKU', async () => {
    const simulate = onEndpoint('order.simulate', () => ok(simulation(null)))
    server.use(simulate.handler)
    const groupPurchase = { id: 501, price: 99, groupSize: 3, joinedCount: 1, endTime: inDays(2) }
    renderWithRuntime(<PurchaseBar course={{ ...course, groupPurchase }} />, loggedIn())

    await user.click(screen.getByRole('button', { name: /拼团价 ¥99.00/ }))

    await waitFor(() => expect(simulate.sent).toHaveLength(1))
    expect(simulate.sent[0]?.orderItemRequests).toEqual([
      { count: 1, objectId: 12, skuId: 501, objectType: 'COURSE' },
    ])
    expect(screen.getByRole('button', { name: /立即购买/ })).toBeTruthy()
  })

  it('想学 on the bar adds the course to the ACADEMY favorites; the refreshed course reads 已想学', async () => {
    let kept = false
    const add = onEndpoint('favorite.add', () => {
      kept = true
      return ok({ favorite: true })
    })
    server.use(add.handler, onEndpoint('course.detail', () => ok({ ...course, favorite: kept })).handler)
    // The bar shows 想学 from the read of the course (decision 0037), refreshed by the write.
    const page: PageSchema = {
      data: { course: { api: 'course.detail', params: { id: 12 } } },
      body: [{ widget: 'PurchaseBar', props: { course: '${data.course}' } }],
    }
    renderWithRuntime(<SchemaView schema={page} />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '想学' }))

    await waitFor(() =>
      expect(screen.getByRole('button', { name: '已想学' }).getAttribute('aria-busy')).toBe('false'),
    )
    expect(add.paths).toEqual([{ objectType: 'COURSE', objectId: '12' }])
    expect(add.sent[0]?.objectOwnerModule).toBe('ACADEMY')
  })
})
