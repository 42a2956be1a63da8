import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import ExchangeRecordList from '@/widgets/exchange-record-list/exchange-record-list'
import VideoExchangeForm from '@/widgets/video-exchange-form/video-exchange-form'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-1', '10001')
  return runtime
}

describe('VideoExchangeForm', () => {
  it('立即兑换 without a code says 请输入兑换码 and sends nothing', async () => {
    const call = onEndpoint('videoExchange.redeem', () => ok({ lessonId: 1012, title: 'x' }))
    server.use(call.handler)
    renderWithRuntime(<VideoExchangeForm />, loggedIn())

    await userEvent.type(screen.getByLabelText('兑换码'), '   ')
    await userEvent.click(screen.getByRole('button', { name: '立即兑换' }))

    expect(await screen.findByText('请输入兑换码')).toBeTruthy()
    expect(call.sent).toEqual([])
  })

  it('sends the code trimmed and in capitals, then shows 兑换成功 with the video', async () => {
    const call = onEndpoint('videoExchange.redeem', () =>
      ok({ lessonId: 1012, title: '寻常型银屑病的临床表现与皮肤镜特征' }),
    )
    server.use(call.handler)
    renderWithRuntime(<VideoExchangeForm />, loggedIn())

    await userEvent.type(screen.getByLabelText('兑换码'), '  derm-2026-a1b2 ')
    await userEvent.click(screen.getByRole('button', { name: '立即兑换' }))

    expect(await screen.findByText('兑换成功')).toBeTruthy()
    expect(screen.getByText('寻常型银屑病的临床表现与皮肤镜特征')).toBeTruthy()
    expect(call.sent).toEqual([{ code: 'DERM-2026-A1B2' }])
  })

  it('立即观看 opens the unlocked video', async () => {
    server.use(onEndpoint('videoExchange.redeem', () => ok({ lessonId: 1012, title: '皮肤镜特征' })).handler)
    const runtime = loggedIn()
    renderWithRuntime(<VideoExchangeForm />, runtime)

    await userEvent.type(screen.getByLabelText('兑换码'), 'ABC123')
    await userEvent.click(screen.getByRole('button', { name: '立即兑换' }))
    await userEvent.click(await screen.findByRole('button', { name: '立即观看' }))

    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/video/detail?id=1012', replace: false })
  })

  it('an invalid code is toasted once (by the API client) and stays for correction', async () => {
    server.use(
      onEndpoint('videoExchange.redeem', () => fail(400, 'academy.exchange.code.invalid', '兑换码无效'))
        .handler,
    )
    renderWithRuntime(<VideoExchangeForm />, loggedIn())

    await userEvent.type(screen.getByLabelText('兑换码'), 'wrong1')
    await userEvent.click(screen.getByRole('button', { name: '立即兑换' }))

    expect(await screen.findByText('兑换码无效')).toBeTruthy()
    expect(screen.getAllByText('兑换码无效')).toHaveLength(1)
    expect(screen.queryByText('兑换成功')).toBeNull()
    expect((screen.getByLabelText('兑换码') as HTMLInputElement).value).toBe('WRONG1')
  })

  it('兑换记录 opens the exchange records', async () => {
    const runtime = loggedIn()
    renderWithRuntime(<VideoExchangeForm />, runtime)
    await userEvent.click(screen.getByRole('button', { name: '兑换记录 ›' }))
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/video/exchangeRecord', replace: false })
  })
})

describe('Video exchanges come from the one client cache (decision 0037)', () => {
  it('a redeemed code appears in 兑换记录 shown beside the form: the write refreshes what shows purchases', async () => {
    const exchanged: {
      id: number
      code: string
      lesson: { id: number; title: string }
      exchangedAt: string
    }[] = []
    const records = onEndpoint('videoExchange.records', () =>
      ok({ items: exchanged, total: exchanged.length, page: 1, size: 10, hasMore: false }),
    )
    const redeem = onEndpoint('videoExchange.redeem', (params) => {
      exchanged.unshift({
        id: 7,
        code: String(params.code),
        lesson: { id: 1012, title: '寻常型银屑病的临床表现与皮肤镜特征' },
        exchangedAt: '2026-11-20T10:00:00',
      })
      return ok({ lessonId: 1012, title: '寻常型银屑病的临床表现与皮肤镜特征' })
    })
    server.use(records.handler, redeem.handler)
    const { container } = renderWithRuntime(
      <>
        <VideoExchangeForm />
        <ExchangeRecordList />
      </>,
      loggedIn(),
    )
    expect(await screen.findByText('暂无兑换记录')).toBeTruthy()

    await userEvent.type(screen.getByLabelText('兑换码'), 'derm-2026-a1b2')
    await userEvent.click(screen.getByRole('button', { name: '立即兑换' }))

    expect(await screen.findByText('兑换成功')).toBeTruthy()
    // The list was not reloaded by hand: videoExchange.redeem changes purchases, which the records show.
    await waitFor(() => expect(within(container).getByText('DERM-2026-A1B2')).toBeTruthy())
    expect(records.sent).toHaveLength(2)
  })
})
