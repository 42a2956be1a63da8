import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import ExchangeRecordList from '@/widgets/exchange-record-list/exchange-record-list'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()

const lesson = (id: number, title: string) => ({ id, title, lessonType: 'VIDEO', duration: 1860 })
const records = [
  { id: 3, code: 'DERM2026A1B2', lesson: lesson(1012, '皮肤镜特征'), exchangedAt: '2026-03-08T14:05:00' },
  { id: 2, code: 'PSO-VIP-8812', lesson: lesson(1011, '银屑病发病机制'), exchangedAt: '2026-02-01T09:30:00' },
]
const page = (items: unknown[], hasMore = false, number = 1) => ({
  items,
  total: 3,
  page: number,
  size: 10,
  hasMore,
})

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-1', '10001')
  return runtime
}

describe('ExchangeRecordList', () => {
  it('lists each redeemed code with its video and time', async () => {
    const call = onEndpoint('videoExchange.records', () => ok(page(records)))
    server.use(call.handler)
    renderWithRuntime(<ExchangeRecordList />, loggedIn())

    expect(await screen.findByText('DERM2026A1B2')).toBeTruthy()
    expect(screen.getByText('皮肤镜特征')).toBeTruthy()
    expect(screen.getByText('兑换时间 2026-03-08 14:05')).toBeTruthy()
    expect(screen.getByText('PSO-VIP-8812')).toBeTruthy()
    expect(call.sent).toEqual([{ page: '1', size: '10' }])
  })

  it('tapping a record opens its video', async () => {
    server.use(onEndpoint('videoExchange.records', () => ok(page(records))).handler)
    const runtime = loggedIn()
    renderWithRuntime(<ExchangeRecordList />, runtime)
    await userEvent.click(await screen.findByText('银屑病发病机制'))
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/video/detail?id=1011', replace: false })
  })

  it('none yet shows 暂无兑换记录; 去兑换 opens the exchange screen', async () => {
    server.use(onEndpoint('videoExchange.records', () => ok(page([]))).handler)
    const runtime = loggedIn()
    renderWithRuntime(<ExchangeRecordList />, runtime)
    expect(await screen.findByText('暂无兑换记录')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '去兑换' }))
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/video/exchange', replace: false })
  })

  it('加载更多 appends the next page', async () => {
    const call = onEndpoint('videoExchange.records', (params) =>
      params.page === '1'
        ? ok(page(records, true))
        : ok(
            page(
              [
                {
                  id: 1,
                  code: 'ACNE0099',
                  lesson: lesson(1020, '痤疮分级'),
                  exchangedAt: '2026-01-02T10:00:00',
                },
              ],
              false,
              2,
            ),
          ),
    )
    server.use(call.handler)
    renderWithRuntime(<ExchangeRecordList />, loggedIn())

    await userEvent.click(await screen.findByRole('button', { name: '加载更多' }))

    expect(await screen.findByText('ACNE0099')).toBeTruthy()
    expect(screen.getByText('DERM2026A1B2')).toBeTruthy()
    expect(call.sent.map((params) => params.page)).toEqual(['1', '2'])
    expect(screen.getByText('没有更多了')).toBeTruthy()
  })

  it('a failed load offers 重新加载', async () => {
    const call = onEndpoint('videoExchange.records', (_, count) =>
      count === 1 ? fail(500, 'server.error', '服务器开小差了') : ok(page(records)),
    )
    server.use(call.handler)
    renderWithRuntime(<ExchangeRecordList />, loggedIn())
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('DERM2026A1B2')).toBeTruthy()
  })
})
