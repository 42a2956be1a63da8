import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import LivePlayer, { countdownParts, startLabel } from '@/widgets/live-player/live-player'
import { makeRuntime, recordingTracker, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { ok, onEndpoint } from './endpoints'

const server = startMswServer()

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

const lecturer = { id: 501, name: '张建中', title: '主任医师', hospital: '北京大学人民医院', avatarUrl: '' }

function live(overrides: Record<string, unknown> = {}) {
  return {
    id: 1003,
    courseId: null,
    title: '银屑病生物制剂治疗新进展',
    lessonType: 'LIVE',
    bigPicUrl: '/media/covers/live.svg',
    duration: null,
    freePreview: false,
    sortOrder: 1,
    viewCount: 3200,
    likeCount: 86,
    commentCount: 12,
    lecturer,
    publishedAt: '2026-11-01T08:00:00.000Z',
    liveStatus: 'COMING',
    liveStartTime: new Date(2026, 10, 25, 19, 30).toISOString(),
    liveEndTime: new Date(2026, 10, 25, 21, 0).toISOString(),
    streamUrl: '',
    replayUrl: '',
    posterUrl: '/media/covers/live.svg',
    introduction: '<p>直播介绍</p>',
    liked: false,
    onlineCount: 0,
    accessible: true,
    ...overrides,
  } as const
}

describe('LivePlayer', () => {
  it('COMING shows 即将开播, the start time and a 天/时/分/秒 countdown', () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: new Date(2026, 10, 23, 16, 25, 55),
    })
    renderWithRuntime(<LivePlayer live={live()} />)

    expect(screen.getAllByText('即将开播').length).toBeGreaterThan(0)
    expect(screen.getAllByText('11月25日 19:30 开播').length).toBeGreaterThan(0)
    const timer = screen.getByRole('timer', { name: '距开播' })
    expect(timer.textContent).toBe('距开播02天03时04分05秒')

    act(() => vi.advanceTimersByTime(1000))
    expect(timer.textContent).toBe('距开播02天03时04分04秒')
  })

  it('spec §3 live relation: the doctor and the live are tracked once per status the live is shown in', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: new Date(2026, 10, 25, 19, 29, 58),
    })
    server.use(
      onEndpoint('live.detail', () => ok(live({ liveStatus: 'STREAMING', streamUrl: '/s.m3u8' }))).handler,
    )
    const tracker = recordingTracker()
    renderWithRuntime(<LivePlayer live={live()} />, makeRuntime({ tracker }))

    expect(tracker.events).toEqual([
      { type: 'live_relation', extras: { lessonId: '1003', liveStatus: 'COMING', relation: 'watch' } },
    ])
    act(() => vi.advanceTimersByTime(2000))
    await waitFor(() => expect(tracker.events).toHaveLength(2))
    expect(tracker.events[1]).toEqual({
      type: 'live_relation',
      extras: { lessonId: '1003', liveStatus: 'STREAMING', relation: 'watch' },
    })
  })

  it('when the start time passes it asks live.detail again and shows the stream (COMING → STREAMING)', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe')
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: new Date(2026, 10, 25, 19, 29, 58),
    })
    const detail = onEndpoint('live.detail', () =>
      ok(live({ liveStatus: 'STREAMING', streamUrl: '/media/demo/live/index.m3u8', onlineCount: 12_345 })),
    )
    server.use(detail.handler)
    const run = vi.fn(async () => undefined)
    const onStatusChange = [{ type: 'reload' }]
    const { container } = renderWithRuntime(
      <LivePlayer live={live()} onStatusChange={onStatusChange as never} run={run} />,
    )

    act(() => vi.advanceTimersByTime(2000))

    expect(await screen.findByText('1.2万人在看')).toBeTruthy()
    expect(screen.getAllByText('直播中').length).toBeGreaterThan(0)
    expect(detail.paths).toEqual([{ id: '1003' }])
    expect(run).toHaveBeenCalledWith(onStatusChange, expect.objectContaining({ status: 'STREAMING' }))
    await waitFor(() =>
      expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/demo/live/index.m3u8'),
    )
  })

  it('STREAMING plays the HLS stream natively where the browser can, with 直播中 and the viewers', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe')
    const { container } = renderWithRuntime(
      <LivePlayer
        live={live({ liveStatus: 'STREAMING', streamUrl: '/media/demo/live/index.m3u8', onlineCount: 368 })}
      />,
    )

    await waitFor(() =>
      expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/demo/live/index.m3u8'),
    )
    expect(screen.getAllByText('直播中').length).toBe(2)
    expect(screen.getByText('368人在看')).toBeTruthy()
    // A live stream has no seek bar.
    expect(screen.queryByRole('slider', { name: '播放进度' })).toBeNull()
  })

  it('a browser with neither native HLS nor hls.js support gets the load failure (获取资源失败，看看其他内容吧~)', async () => {
    renderWithRuntime(
      <LivePlayer live={live({ liveStatus: 'STREAMING', streamUrl: '/media/demo/live/index.m3u8' })} />,
    )

    expect(await screen.findByText('获取资源失败，看看其他内容吧~', {}, { timeout: 5000 })).toBeTruthy()
    // The player's alert may render a moment after the failure text (its overlay loads on first use).
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('视频加载失败')
  })

  it('OVER plays the replay with a 回放 tag', () => {
    const { container } = renderWithRuntime(
      <LivePlayer live={live({ liveStatus: 'OVER', replayUrl: '/media/demo/clip.mp4' })} />,
    )

    expect(screen.getByText('回放')).toBeTruthy()
    expect(screen.getByText('直播结束')).toBeTruthy()
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/media/demo/clip.mp4')
  })

  it('OVER without a replay says 直播已结束', () => {
    const { container } = renderWithRuntime(<LivePlayer live={live({ liveStatus: 'OVER' })} />)

    expect(screen.getByText('直播已结束')).toBeTruthy()
    expect(container.querySelector('video')).toBeNull()
  })

  it('a live not bought shows 购买课程后即可观看 instead of the stream', () => {
    const { container } = renderWithRuntime(
      <LivePlayer live={live({ liveStatus: 'STREAMING', accessible: false })} />,
    )
    expect(screen.getByText('购买课程后即可观看')).toBeTruthy()
    expect(container.querySelector('video')).toBeNull()
  })

  it('a logged-in doctor likes the live with live.like; the refreshed live says liked and the new count', async () => {
    let liked = false
    const like = onEndpoint('live.like', () => {
      liked = true
      return ok({ liked: true, likeCount: 87 })
    })
    // Over: a coming live past its start would be asked again by the player as well.
    const detail = onEndpoint('live.detail', () =>
      ok(live({ liveStatus: 'OVER', liked, likeCount: liked ? 87 : 86 })),
    )
    server.use(like.handler, detail.handler)
    const page: PageSchema = {
      data: { live: { api: 'live.detail', params: { id: '${query.id}' } } },
      body: [{ widget: 'LivePlayer', props: { live: '${data.live}' } }],
    }
    renderWithRuntime(<SchemaView schema={page} query={{ id: '1003' }} />, loggedIn())

    await userEvent.click(await screen.findByRole('button', { name: '点赞' }))

    const button = await screen.findByRole('button', { name: '取消点赞' })
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false))
    expect(screen.getByText('87')).toBeTruthy()
    expect(detail.sent).toHaveLength(2)
    expect(like.paths).toEqual([{ id: '1003' }])
  })

  it('the player asking the live again shares the page’s cached answer: the page shows the new status too', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setInterval', 'clearInterval'],
      now: new Date(2026, 10, 25, 19, 29, 58),
    })
    let status = 'COMING'
    const detail = onEndpoint('live.detail', () => ok(live({ liveStatus: status, onlineCount: 7 })))
    server.use(detail.handler)
    const page: PageSchema = {
      data: { live: { api: 'live.detail', params: { id: '${query.id}' } } },
      body: [
        { widget: 'LivePlayer', props: { live: '${data.live}' } },
        { widget: 'Text', props: { text: '页面状态 ${data.live.liveStatus}' } },
      ],
    }
    renderWithRuntime(<SchemaView schema={page} query={{ id: '1003' }} />, loggedIn())
    expect(await screen.findByText('页面状态 COMING')).toBeTruthy()

    status = 'STREAMING'
    act(() => vi.advanceTimersByTime(2000))

    expect(await screen.findByText('页面状态 STREAMING')).toBeTruthy()
    expect(screen.getByText('7人在看')).toBeTruthy()
    expect(detail.sent).toHaveLength(2)
  })

  it('a guest tapping like goes to the login screen (re-login is skipped on the live page)', async () => {
    const like = onEndpoint('live.like', () => ok({ liked: true, likeCount: 87 }))
    server.use(like.handler)
    const runtime = makeRuntime()
    renderWithRuntime(<LivePlayer live={live({ liveStatus: 'OVER' })} />, runtime)

    await userEvent.click(screen.getByRole('button', { name: '点赞' }))

    expect(runtime.visits.at(-1)?.path).toMatch(/^\/v3\/login\?redirect_url=/)
    expect(like.sent).toEqual([])
  })
})

describe('live time labels', () => {
  it('a start in another year names the year', () => {
    expect(startLabel(new Date(2027, 0, 3, 9, 5).toISOString(), new Date(2026, 11, 30).getTime())).toBe(
      '2027年1月3日 09:05 开播',
    )
  })

  it('the countdown reads 0 once the start has passed', () => {
    expect(countdownParts(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})
