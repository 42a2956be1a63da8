import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paymentRedirect } from '@/runtime/order'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import OrderDetail, { payCountdown } from '@/widgets/order-detail/order-detail'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

function order(status: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 77,
    orderNo: '20260518103000000077',
    status,
    items: [
      {
        objectId: 12,
        objectType: 'COURSE',
        skuId: 12,
        title: '银屑病生物制剂的规范化应用',
        picUrl: '/media/covers/psoriasis.svg',
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
    expireAt: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
    ...overrides,
  }
}

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('OrderDetail', () => {
  it('the order page loads order.detail by id: status, countdown, items, amounts, number and times', async () => {
    const detail = onEndpoint('order.detail', () => ok(order('CREATE')))
    server.use(detail.handler)
    const schema: PageSchema = { body: [{ widget: 'OrderDetail', props: { id: '${query.id}' } }] }
    renderWithRuntime(<SchemaView schema={schema} query={{ id: '77' }} />, loggedIn())

    expect(await screen.findByRole('heading', { name: '未付款' })).toBeTruthy()
    expect(screen.getByText(/^请在 (29|30):\d\d 内完成支付$/)).toBeTruthy()
    expect(screen.getByText('银屑病生物制剂的规范化应用')).toBeTruthy()
    expect(screen.getByText('-¥20.00')).toBeTruthy()
    expect(screen.getByText('¥179.00')).toBeTruthy()
    expect(screen.getByText('20260518103000000077')).toBeTruthy()
    expect(screen.getByText('下单时间')).toBeTruthy()
    expect(screen.queryByText('支付时间')).toBeNull()
    expect(screen.getByRole('button', { name: '去支付' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '取消订单' })).toBeTruthy()
    expect(detail.paths).toEqual([{ id: '77' }])
  })

  it('each status has its line', async () => {
    const lines: [string, string][] = [
      ['PAID', '支付成功，课程开通中'],
      ['SUCCESS', '订单已完成'],
      ['CLOSE', '订单已关闭'],
      ['AFTER', '已退款'],
      ['REJECT', '支付失败，订单已拒绝'],
    ]
    for (const [status, line] of lines) {
      const { unmount } = renderWithRuntime(<OrderDetail order={order(status)} />, loggedIn())
      expect(screen.getByText(line, { selector: 'p' })).toBeTruthy()
      unmount()
    }
  })

  it('the pay countdown reads mm:ss', () => {
    expect(payCountdown(29 * 60 * 1000 + 5000)).toBe('29:05')
    expect(payCountdown(999)).toBe('00:01')
    expect(payCountdown(-5)).toBe('00:00')
  })

  it('when the countdown reaches 0 the order is read again (it closes unpaid)', async () => {
    const detail = onEndpoint('order.detail', (_, count) =>
      ok(
        count === 1
          ? order('CREATE', { expireAt: new Date(Date.now() + 1200).toISOString() })
          : order('CLOSE', { closedAt: new Date().toISOString() }),
      ),
    )
    server.use(detail.handler)
    renderWithRuntime(<OrderDetail id={77} />, loggedIn())

    expect(await screen.findByText(/^请在 00:0\d 内完成支付$/)).toBeTruthy()
    expect(await screen.findByText('订单已关闭', {}, { timeout: 4000 })).toBeTruthy()
    expect(detail.sent).toHaveLength(2)
    expect(screen.getByText('关闭时间')).toBeTruthy()
  })

  it('back from payment (PAID) it asks order.detail every 2 s until the order is fulfilled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const detail = onEndpoint('order.detail', (_, count) =>
      ok(
        count < 3
          ? order('PAID', { paidAt: '2026-05-18T02:31:00.000Z' })
          : order('SUCCESS', { paidAt: '2026-05-18T02:31:00.000Z' }),
      ),
    )
    server.use(detail.handler)
    renderWithRuntime(<OrderDetail id={77} />, loggedIn())
    await act(() => vi.advanceTimersByTimeAsync(100))
    expect(screen.getByText('支付成功，课程开通中')).toBeTruthy()

    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(detail.sent).toHaveLength(2)
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(detail.sent).toHaveLength(3)
    expect(screen.getByText('订单已完成')).toBeTruthy()

    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(detail.sent).toHaveLength(3)
  })

  it('the fulfilment polling stops after 5 tries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const detail = onEndpoint('order.detail', () => ok(order('PAID')))
    server.use(detail.handler)
    renderWithRuntime(<OrderDetail id={77} />, loggedIn())
    await act(() => vi.advanceTimersByTimeAsync(100))

    await act(() => vi.advanceTimersByTimeAsync(20_000))

    expect(detail.sent).toHaveLength(6)
    expect(screen.getByText('支付成功，课程开通中')).toBeTruthy()
  })

  it('复制 copies the order number and toasts 复制成功', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderWithRuntime(<OrderDetail order={order('SUCCESS')} />, loggedIn())

    await user.click(screen.getByRole('button', { name: '复制' }))

    expect(await screen.findByText('复制成功')).toBeTruthy()
    expect(writeText).toHaveBeenCalledWith('20260518103000000077')
  })

  it('申请退款 asks first, then the order as the server has it after order.refund: 已退款 with its time', async () => {
    let current = order('SUCCESS', { paidAt: '2026-05-18T02:31:00.000Z' })
    server.use(onEndpoint('order.detail', () => ok(current)).handler)
    const refund = onEndpoint('order.refund', () => {
      current = order('AFTER', { paidAt: '2026-05-18T02:31:00.000Z', refundedAt: '2026-05-19T08:00:00.000Z' })
      return ok(current)
    })
    server.use(refund.handler)
    renderWithRuntime(<OrderDetail id={77} />, loggedIn())
    expect(await screen.findByText('支付时间')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '申请退款' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: '申请退款' }))

    expect(await screen.findByRole('heading', { name: '已退款' })).toBeTruthy()
    expect(screen.getByText('退款时间')).toBeTruthy()
    expect(refund.paths).toEqual([{ id: '77' }])
    await waitFor(() => expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull())
  })

  it('no discount: no 优惠 line (never a red -¥0.00); a real discount shows in the price red', async () => {
    const { unmount } = renderWithRuntime(
      <OrderDetail order={order('SUCCESS', { discountAmount: 0, payAmount: 199 })} />,
      loggedIn(),
    )
    expect(screen.queryByText('优惠')).toBeNull()
    expect(screen.queryByText('-¥0.00')).toBeNull()
    unmount()
    renderWithRuntime(<OrderDetail order={order('SUCCESS')} />, loggedIn())
    expect(screen.getByText('优惠')).toBeTruthy()
    expect(screen.getByText('-¥20.00').className).toMatch(/discount/)
  })

  it('去学习 is the primary action; 申请退款 a lighter, secondary one (as 取消订单 beside 去支付)', () => {
    const { unmount } = renderWithRuntime(<OrderDetail order={order('SUCCESS')} />, loggedIn())
    const study = screen.getByRole('button', { name: '去学习' })
    const refund = screen.getByRole('button', { name: '申请退款' })
    expect(study.dataset.weight).toBe('primary')
    expect(study.className).toContain('adm-button-primary')
    expect(refund.dataset.weight).toBe('secondary')
    expect(refund.className).toContain('adm-button-fill-none')
    expect(refund.className).not.toContain('adm-button-primary')
    unmount()
    renderWithRuntime(<OrderDetail order={order('CREATE')} />, loggedIn())
    expect(screen.getByRole('button', { name: '去支付' }).dataset.weight).toBe('primary')
    expect(screen.getByRole('button', { name: '取消订单' }).dataset.weight).toBe('secondary')
  })

  it('去支付 here replaces this screen with the payment page: back from the paid order skips the unpaid one', async () => {
    const pay = onEndpoint('order.pay', () =>
      ok({ orderId: 77, tradeType: 'WX_APP', payType: 'WX_PAY', payUrl: '/api/dev/pay/checkout?orderId=77' }),
    )
    server.use(pay.handler)
    const replace = vi.spyOn(paymentRedirect, 'replace').mockImplementation(() => undefined)
    const assign = vi.spyOn(paymentRedirect, 'assign').mockImplementation(() => undefined)
    renderWithRuntime(<OrderDetail order={order('CREATE')} />, loggedIn())
    await user.click(screen.getByRole('button', { name: '去支付' }))
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/api/dev/pay/checkout?orderId=77'))
    expect(assign).not.toHaveBeenCalled()
    expect(String(pay.sent[0]?.returnUrl)).toMatch(/\/user\/pay\?id=77$/)
  })

  it('an order that does not exist says 订单不存在', async () => {
    server.use(onEndpoint('order.detail', () => fail(404, 'order.not.found', '订单不存在')).handler)
    renderWithRuntime(<OrderDetail id={999} />, loggedIn())
    expect(await screen.findByText('该订单可能已被删除，或不属于当前账号')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull()
  })

  it('a failed load offers 重新加载', async () => {
    const detail = onEndpoint('order.detail', (_, count) =>
      count === 1 ? fail(500, 'server.error', '服务器开小差了') : ok(order('SUCCESS')),
    )
    server.use(detail.handler)
    renderWithRuntime(<OrderDetail id={77} />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '重新加载' }))

    expect(await screen.findByText('订单已完成')).toBeTruthy()
  })
})
