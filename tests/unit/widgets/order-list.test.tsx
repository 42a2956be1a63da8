import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { paymentRedirect } from '@/runtime/order'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import OrderList from '@/widgets/order-list/order-list'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { ok, onEndpoint } from './endpoints'

const server = startMswServer()
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

function order(id: number, status: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    orderNo: `2026051810300000${String(id).padStart(4, '0')}`,
    status,
    items: [
      {
        objectId: 12,
        objectType: 'COURSE',
        skuId: 12,
        title: `银屑病生物制剂的规范化应用 ${id}`,
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
    expireAt: '2026-05-18T03:00:00.000Z',
    payable: status === 'CREATE',
    ...overrides,
  }
}

function page(items: unknown[], hasMore = false, pageNumber = 1) {
  return ok({ items, total: items.length, page: pageNumber, size: 10, hasMore })
}

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('OrderList', () => {
  it('the order screen lists each order: number, status label, item, 实付 and the actions of its status', async () => {
    const items = onEndpoint('order.items', () =>
      page([order(1, 'CREATE'), order(2, 'SUCCESS'), order(3, 'CLOSE')]),
    )
    server.use(items.handler)
    const schema: PageSchema = { body: [{ widget: 'OrderList', props: { status: '${query.status}' } }] }
    renderWithRuntime(<SchemaView schema={schema} query={{ status: '' }} />, loggedIn())

    const first = (await screen.findByText('银屑病生物制剂的规范化应用 1')).closest('li') as HTMLElement
    expect(within(first).getByText('订单号 20260518103000000001')).toBeTruthy()
    expect(within(first).getByText('未付款')).toBeTruthy()
    expect(within(first).getByText('¥179.00')).toBeTruthy()
    expect(within(first).getByRole('button', { name: '去支付' })).toBeTruthy()
    expect(within(first).getByRole('button', { name: '取消订单' })).toBeTruthy()
    const second = screen.getByText('银屑病生物制剂的规范化应用 2').closest('li') as HTMLElement
    expect(within(second).getByText('已完成')).toBeTruthy()
    expect(within(second).getByRole('button', { name: '去学习' })).toBeTruthy()
    expect(within(second).getByRole('button', { name: '申请退款' })).toBeTruthy()
    // 申请退款 is lighter than 去学习 (issue 15 item 8).
    expect(within(second).getByRole('button', { name: '去学习' }).dataset.weight).toBe('primary')
    expect(within(second).getByRole('button', { name: '申请退款' }).dataset.weight).toBe('secondary')
    const third = screen.getByText('银屑病生物制剂的规范化应用 3').closest('li') as HTMLElement
    expect(within(third).queryAllByRole('button', { name: /去|取消|申请/ })).toHaveLength(0)
    expect(items.sent).toEqual([{ page: '1', size: '10' }])
  })

  it('the tabs are 全部 and the payment labels; a tab loads its status', async () => {
    const items = onEndpoint('order.items', (params) =>
      page(params.status === 'SUCCESS' ? [order(2, 'SUCCESS')] : []),
    )
    server.use(items.handler)
    renderWithRuntime(<OrderList />, loggedIn())
    await screen.findByText('暂无订单')

    for (const label of ['全部', '未付款', '已支付', '已完成', '已关闭', '已退款', '已拒绝']) {
      expect(screen.getByRole('tab', { name: label })).toBeTruthy()
    }
    await user.click(screen.getByRole('tab', { name: '已完成' }))

    expect(await screen.findByText('银屑病生物制剂的规范化应用 2')).toBeTruthy()
    expect(items.sent.at(-1)).toEqual({ page: '1', size: '10', status: 'SUCCESS' })
  })

  it('the status prop opens its tab first', async () => {
    const items = onEndpoint('order.items', () => page([]))
    server.use(items.handler)
    renderWithRuntime(<OrderList status="CREATE" />, loggedIn())

    expect(await screen.findByText('暂无订单')).toBeTruthy()
    expect(items.sent).toEqual([{ page: '1', size: '10', status: 'CREATE' }])
  })

  it('去支付 asks order.pay and opens the payment page', async () => {
    server.use(onEndpoint('order.items', () => page([order(1, 'CREATE')])).handler)
    const pay = onEndpoint('order.pay', () =>
      ok({
        orderId: 1,
        tradeType: 'WX_APP',
        payType: 'WX_PAY',
        payUrl: 'http://api.test/api/dev/pay/checkout?orderId=1',
      }),
    )
    server.use(pay.handler)
    const assign = vi.spyOn(paymentRedirect, 'assign').mockImplementation(() => undefined)
    renderWithRuntime(<OrderList />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '去支付' }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://api.test/api/dev/pay/checkout?orderId=1'))
    expect(pay.paths).toEqual([{ id: '1' }])
    expect(pay.sent[0]?.returnUrl).toBe(`${window.location.origin}/v3/user/pay?id=1`)
  })

  it('取消订单 asks first, then the list shows the order as the server has it after order.cancel: 已关闭', async () => {
    // The server's state: the list is asked again after the write (decision 0037), never patched locally.
    let current = order(1, 'CREATE')
    server.use(onEndpoint('order.items', () => page([current])).handler)
    const cancel = onEndpoint('order.cancel', () => {
      current = order(1, 'CLOSE', { closedAt: '2026-05-18T02:40:00.000Z', payable: false })
      return ok(current)
    })
    server.use(cancel.handler)
    renderWithRuntime(<OrderList />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '取消订单' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('确定取消该订单吗？取消后需重新下单。')).toBeTruthy()
    expect(cancel.sent).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: '取消订单' }))

    const card = screen.getByText('银屑病生物制剂的规范化应用 1').closest('li') as HTMLElement
    expect(await within(card).findByText('已关闭')).toBeTruthy()
    expect(cancel.paths).toEqual([{ id: '1' }])
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull()
  })

  it('申请退款 asks first; in the 已完成 tab the refunded order leaves the list', async () => {
    let refunded = false
    server.use(
      onEndpoint('order.items', (params) =>
        page(refunded && params.status === 'SUCCESS' ? [] : [order(2, refunded ? 'AFTER' : 'SUCCESS')]),
      ).handler,
    )
    const refund = onEndpoint('order.refund', () => {
      refunded = true
      return ok(order(2, 'AFTER'))
    })
    server.use(refund.handler)
    renderWithRuntime(<OrderList status="SUCCESS" />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '申请退款' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: '申请退款' }))

    await waitFor(() => expect(screen.queryByText('银屑病生物制剂的规范化应用 2')).toBeNull())
    expect(refund.paths).toEqual([{ id: '2' }])
  })

  it('an unpaid order the server will not take (the course is held through another order) offers no 去支付', async () => {
    server.use(onEndpoint('order.items', () => page([order(5, 'CREATE', { payable: false })])).handler)
    renderWithRuntime(<OrderList />, loggedIn())
    expect(await screen.findByRole('button', { name: '取消订单' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull()
  })

  it('去学习 opens the bought course through the content-card jump', async () => {
    server.use(onEndpoint('order.items', () => page([order(2, 'SUCCESS')])).handler)
    const runtime = loggedIn()
    renderWithRuntime(<OrderList />, runtime)

    await user.click(await screen.findByRole('button', { name: '去学习' }))

    await waitFor(() => expect(runtime.visits.at(-1)?.path).toBe('/v3/course/detail?id=12'))
  })

  it('tapping a card opens the order detail screen', async () => {
    server.use(onEndpoint('order.items', () => page([order(3, 'CLOSE')])).handler)
    const runtime = loggedIn()
    renderWithRuntime(<OrderList />, runtime)

    await user.click(await screen.findByRole('button', { name: '订单 20260518103000000003，已关闭' }))

    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/user/pay?id=3', replace: false })
  })

  it('加载更多 loads the next page', async () => {
    const items = onEndpoint('order.items', (params) =>
      params.page === '1' ? page([order(1, 'CLOSE')], true) : page([order(2, 'CLOSE')], false, 2),
    )
    server.use(items.handler)
    renderWithRuntime(<OrderList />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '加载更多' }))

    expect(await screen.findByText('银屑病生物制剂的规范化应用 2')).toBeTruthy()
    expect(screen.getByText('银屑病生物制剂的规范化应用 1')).toBeTruthy()
  })

  it('no orders: 暂无订单', async () => {
    server.use(onEndpoint('order.items', () => page([])).handler)
    renderWithRuntime(<OrderList />, loggedIn())
    expect(await screen.findByText('暂无订单')).toBeTruthy()
  })
})
