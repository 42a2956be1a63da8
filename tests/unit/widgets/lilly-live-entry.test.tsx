import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { findEndpoint } from '@/runtime/api'
import { RuntimeContext } from '@/runtime/render'
import LillyLiveEntry from '@/widgets/lilly-live-entry/lilly-live-entry'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { API, startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()

const live = {
  id: 1002,
  courseId: null,
  title: '银屑病共病管理专家论坛',
  lessonType: 'LIVE',
  bigPicUrl: '',
  posterUrl: 'https://cdn.dermacampus.cn/covers/1002.png',
  liveStatus: 'STREAMING',
  liveStartTime: '2026-03-08T19:30:00',
  liveEndTime: '2026-03-08T21:00:00',
  onlineCount: 2381,
  lecturer: { id: 1, name: '张建中', title: '主任医师', hospital: '北京大学人民医院', avatarUrl: '' },
  partner: 'LILLY',
  data: 'from-detail',
}

/**
 * lillyLive.record's params wherever the client puts them: the contract declares them as the query
 * of a POST (spec §7), so the recorder reads both the query and a JSON body.
 */
function recordHandler(answer: () => Response = () => HttpResponse.json({ recorded: true })) {
  const endpoint = findEndpoint('lillyLive.record')
  if (!endpoint) throw new Error('no lillyLive.record in the catalogue')
  const sent: Record<string, unknown>[] = []
  const handler = http.post(`${API}${endpoint.path}`, async ({ request }) => {
    const query = Object.fromEntries(new URL(request.url).searchParams)
    const text = await request.text()
    sent.push({ ...query, ...(text ? (JSON.parse(text) as Record<string, unknown>) : {}) })
    return answer()
  })
  return { handler, sent }
}

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-1', '10001')
  return runtime
}

describe('LillyLiveEntry', () => {
  it('loads the live and shows poster, status, online count and the partner strip 由礼来提供支持', async () => {
    const detail = onEndpoint('lillyLive.detail', () => ok(live))
    server.use(detail.handler, recordHandler().handler)
    renderWithRuntime(<LillyLiveEntry id={1002} data="lilly-campaign" />, loggedIn())

    expect(await screen.findByRole('heading', { name: '银屑病共病管理专家论坛' })).toBeTruthy()
    expect(screen.getByText('直播中')).toBeTruthy()
    expect(screen.getByText('2381人在看')).toBeTruthy()
    expect(screen.getByText('由礼来提供支持')).toBeTruthy()
    expect(screen.getByRole('img', { name: '银屑病共病管理专家论坛' }).getAttribute('src')).toBe(
      live.posterUrl,
    )
    expect(detail.sent).toHaveLength(1)
  })

  it('records the visit once with lessonId, data and the logged-in userId', async () => {
    const record = recordHandler()
    server.use(onEndpoint('lillyLive.detail', () => ok(live)).handler, record.handler)
    const { rerender, runtime } = renderWithRuntime(
      <LillyLiveEntry id={1002} data="lilly-campaign" />,
      loggedIn(),
    )

    await screen.findByText('由礼来提供支持')
    await waitFor(() =>
      expect(record.sent).toEqual([{ lessonId: '1002', data: 'lilly-campaign', userId: '10001' }]),
    )
    rerender(
      <RuntimeContext.Provider value={runtime}>
        <LillyLiveEntry id={1002} data="lilly-campaign" partnerText="由礼来提供支持 ·" />
      </RuntimeContext.Provider>,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(record.sent).toHaveLength(1)
    expect(runtime.stores.user.userId).toBe('10001')
  })

  it('without data in the link, the data lillyLive.detail answers is recorded', async () => {
    const record = recordHandler()
    server.use(onEndpoint('lillyLive.detail', () => ok(live)).handler, record.handler)
    renderWithRuntime(<LillyLiveEntry id={1002} />, loggedIn())
    await waitFor(() => expect(record.sent[0]?.data).toBe('from-detail'))
  })

  it('a guest’s visit is not recorded (the record needs the user)', async () => {
    const record = recordHandler()
    server.use(onEndpoint('lillyLive.detail', () => ok(live)).handler, record.handler)
    renderWithRuntime(<LillyLiveEntry id={1002} data="x" />, makeRuntime())
    await screen.findByText('由礼来提供支持')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(record.sent).toEqual([])
  })

  it('a failed record is never toasted (spec §8) and the live still shows', async () => {
    const record = recordHandler(() =>
      HttpResponse.json({ code: 'server.error', message: '记录失败' }, { status: 500 }),
    )
    server.use(onEndpoint('lillyLive.detail', () => ok(live)).handler, record.handler)
    renderWithRuntime(<LillyLiveEntry id={1002} data="x" />, loggedIn())
    await waitFor(() => expect(record.sent).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByText('记录失败')).toBeNull()
    expect(screen.getByRole('button', { name: '进入直播' })).toBeTruthy()
  })

  it('the cached live asked again when the doctor returns shows its new status; the visit is not recorded again', async () => {
    let status = 'COMING'
    const record = recordHandler()
    server.use(
      onEndpoint('lillyLive.detail', () => ok({ ...live, liveStatus: status })).handler,
      record.handler,
    )
    const runtime = loggedIn()
    renderWithRuntime(<LillyLiveEntry id={1002} data="x" />, runtime)
    expect(await screen.findByText('即将开播')).toBeTruthy()

    status = 'STREAMING'
    runtime.data.returned()

    expect(await screen.findByText('直播中')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(record.sent).toHaveLength(1)
  })

  it('进入直播 opens the live screen with the id', async () => {
    server.use(onEndpoint('lillyLive.detail', () => ok(live)).handler, recordHandler().handler)
    const runtime = loggedIn()
    renderWithRuntime(<LillyLiveEntry id={1002} data="x" />, runtime)
    await userEvent.click(await screen.findByRole('button', { name: '进入直播' }))
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/live/detail?id=1002', replace: false })
  })

  it('a coming live shows 即将开播 and its start time', async () => {
    server.use(
      onEndpoint('lillyLive.detail', () => ok({ ...live, liveStatus: 'COMING' })).handler,
      recordHandler().handler,
    )
    renderWithRuntime(<LillyLiveEntry id={1002} data="x" />, loggedIn())
    expect(await screen.findByText('即将开播')).toBeTruthy()
    expect(screen.getByText('开播时间 2026年3月8日 19:30')).toBeTruthy()
  })

  it('academy.live.not.found is not toasted: the screen says 直播不存在或已下线', async () => {
    server.use(
      onEndpoint('lillyLive.detail', () => fail(404, 'academy.live.not.found', '直播不存在')).handler,
    )
    renderWithRuntime(<LillyLiveEntry id={9999} data="x" />, loggedIn())
    expect(await screen.findByText('直播不存在或已下线')).toBeTruthy()
    expect(screen.queryByText('直播不存在')).toBeNull()
  })
})
