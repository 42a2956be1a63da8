import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import VideoPlayer from '@/widgets/video-player/video-player'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()

afterEach(() => {
  vi.useRealTimers()
})

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

function videoElement(container: HTMLElement): HTMLVideoElement {
  const video = container.querySelector('video')
  if (!video) throw new Error('no <video> rendered')
  return video
}

const progress = {
  lessonId: 1002,
  seconds: 205,
  duration: 1800,
  finished: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
}

describe('VideoPlayer', () => {
  it('a lesson not bought shows 购买课程后即可观看, and 立即购买 runs onLocked', async () => {
    const run = vi.fn(async () => undefined)
    const onLocked = [{ type: 'navigate', to: 'courseDetail', query: { id: 7 } }]
    const { container } = renderWithRuntime(
      <VideoPlayer
        accessible={false}
        poster="/media/covers/video.svg"
        onLocked={onLocked as never}
        run={run}
      />,
    )

    expect(screen.getByText('购买课程后即可观看')).toBeTruthy()
    expect(container.querySelector('video')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }))
    expect(run).toHaveBeenCalledWith(onLocked)
  })

  it('a page config renders it by type, with a <video playsInline> of the lesson', async () => {
    server.use(
      onEndpoint('course.progress', () => fail(404, 'academy.course.progress.not.found', '')).handler,
    )
    const { container } = renderWithRuntime(
      <SchemaView
        schema={{
          body: [
            {
              widget: 'VideoPlayer',
              props: { src: '/media/demo/clip.mp4', lessonId: 1002, title: '皮肤镜基础' },
            },
          ],
        }}
      />,
      loggedIn(),
    )

    expect(await screen.findByText('皮肤镜基础')).toBeTruthy()
    const video = videoElement(container)
    expect(video.getAttribute('src')).toBe('/media/demo/clip.mp4')
    expect(video.hasAttribute('playsinline')).toBe(true)
  })

  it('resumes at the saved position and says 已为您定位到上次观看位置 03:25', async () => {
    const read = onEndpoint('course.progress', () => ok(progress))
    const save = onEndpoint('course.saveProgress', (body) => ok({ ...progress, ...body }))
    server.use(read.handler, save.handler)
    const { container, unmount } = renderWithRuntime(
      <VideoPlayer src="/media/demo/clip.mp4" lessonId={1002} courseId={7} />,
      loggedIn(),
    )

    expect(await screen.findByText('已为您定位到上次观看位置 03:25')).toBeTruthy()
    expect(videoElement(container).currentTime).toBe(205)
    expect(read.sent).toEqual([{ id: '1002' }])
    // issue 27: opening a lesson and leaving without playing saves nothing (the stored place stays).
    window.dispatchEvent(new Event('pagehide'))
    unmount()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(save.sent).toEqual([])
  })

  it('with resume off it starts at 0 and asks nothing', async () => {
    const read = onEndpoint('course.progress', () => ok(progress))
    server.use(read.handler)
    const { container } = renderWithRuntime(
      <VideoPlayer src="/media/demo/clip.mp4" lessonId={1002} resume={false} />,
      loggedIn(),
    )

    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(videoElement(container).currentTime).toBe(0)
    expect(read.sent).toEqual([])
    expect(screen.queryByText(/已为您定位到上次观看位置/)).toBeNull()
  })

  it('pausing saves the watched seconds of the lesson with the media’s own duration, not the catalogue’s', async () => {
    server.use(
      onEndpoint('course.progress', () => fail(404, 'academy.course.progress.not.found', '')).handler,
    )
    const save = onEndpoint('course.saveProgress', (body) => ok({ ...progress, ...body }))
    server.use(save.handler)
    const { container } = renderWithRuntime(
      <VideoPlayer src="/media/demo/clip.mp4" lessonId={1002} courseId={7} duration={1800} />,
      loggedIn(),
    )

    // The clip is shorter than the catalogue says (issue 27: 24 s played, 1740 s listed).
    Object.defineProperty(videoElement(container), 'duration', { value: 600.4, configurable: true })
    await userEvent.click(screen.getByRole('button', { name: '播放视频' }))
    videoElement(container).currentTime = 321.4
    await userEvent.click(screen.getByRole('button', { name: '暂停' }))

    await waitFor(() =>
      expect(save.sent).toEqual([
        { lessonId: 1002, courseId: 7, seconds: 321, duration: 600, finished: false },
      ]),
    )
  })

  it('a video that plays to its end runs onEnded once with the lesson (the page counts down to the next lesson)', async () => {
    server.use(
      onEndpoint('course.progress', () => fail(404, 'academy.course.progress.not.found', '')).handler,
      onEndpoint('course.saveProgress', (body) => ok({ ...progress, ...body })).handler,
    )
    const run = vi.fn(async () => undefined)
    const onEnded = [{ type: 'setState', key: 'videoEnded', value: '${event.at}' }]
    const { container } = renderWithRuntime(
      <VideoPlayer src="/media/demo/clip.mp4" lessonId={1002} onEnded={onEnded as never} run={run} />,
      loggedIn(),
    )
    const video = videoElement(container)
    act(() => {
      video.dispatchEvent(new Event('play'))
      video.dispatchEvent(new Event('pause'))
      video.dispatchEvent(new Event('ended'))
    })
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1))
    expect(run).toHaveBeenCalledWith(onEnded, { lessonId: 1002, at: expect.any(Number) })
  })

  it('controls hide after 3 s of playback, a tap shows them, and they stay while paused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { container } = renderWithRuntime(<VideoPlayer src="/media/demo/clip.mp4" resume={false} />)
    const frame = () => container.querySelector('[data-controls]')?.getAttribute('data-controls')

    fireEvent.click(screen.getByRole('button', { name: '播放视频' }))
    await act(async () => undefined)
    expect(frame()).toBe('shown')
    act(() => vi.advanceTimersByTime(3000))
    expect(frame()).toBe('hidden')

    fireEvent.click(screen.getByRole('button', { name: '显示控制栏' }))
    expect(frame()).toBe('shown')

    fireEvent.click(screen.getByRole('button', { name: '暂停' }))
    act(() => vi.advanceTimersByTime(10_000))
    expect(frame()).toBe('shown')
  })

  it('a load failure pauses, shows 重试 and toasts 获取资源失败，看看其他内容吧~', async () => {
    const { container } = renderWithRuntime(<VideoPlayer src="/media/missing.mp4" resume={false} />)
    const video = videoElement(container)
    fireEvent.click(screen.getByRole('button', { name: '播放视频' }))
    await act(async () => undefined)

    act(() => {
      video.dispatchEvent(new Event('error'))
    })

    expect(video.paused).toBe(true)
    expect(screen.getByRole('alert').textContent).toContain('视频加载失败')
    expect(await screen.findByText('获取资源失败，看看其他内容吧~')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '重试' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('starting one lesson video pauses the other one on the page (spec §4)', async () => {
    const { container } = renderWithRuntime(
      <>
        <VideoPlayer src="/media/demo/clip.mp4" resume={false} title="第一讲" />
        <VideoPlayer src="/media/demo/clip.mp4" resume={false} title="第二讲" />
      </>,
    )
    const [first, second] = [...container.querySelectorAll('video')]
    const [playFirst, playSecond] = screen.getAllByRole('button', { name: '播放视频' })
    if (!first || !second || !playFirst || !playSecond) throw new Error('two players expected')

    await userEvent.click(playFirst)
    expect(first.paused).toBe(false)
    await userEvent.click(playSecond)

    expect(second.paused).toBe(false)
    expect(first.paused).toBe(true)
  })
})
