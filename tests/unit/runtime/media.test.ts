import { act, renderHook, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createControlsAutoHide,
  createPlayerCoordinator,
  createProgressTracker,
  requestFullscreen,
  useMediaPlayer,
  type WatchSpan,
} from '@/runtime/media'
import { RootStore } from '@/runtime/stores'
import { clearToast } from '@/runtime/ui'
import { makeRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { ok, onEndpoint } from '../widgets/endpoints'

const server = startMswServer()

afterEach(async () => {
  vi.useRealTimers()
  // Each test sees only its own toast.
  clearToast()
  await waitFor(() => expect(document.querySelector('.adm-toast-main')).toBeNull())
  // Only the players: antd-mobile's toast keeps its own container in the body between tests.
  for (const element of document.querySelectorAll('audio, video')) element.remove()
})

function media(tag: 'video' | 'audio', inDocument = true): HTMLMediaElement {
  const element = document.createElement(tag)
  if (inDocument) document.body.appendChild(element)
  return element
}

describe('player coordinator (spec §4: one player at a time)', () => {
  it('starting one player pauses every other audio and video, registered or not', async () => {
    const lesson = media('video')
    const other = media('video')
    const podcast = media('audio')
    const detached = media('audio', false)
    const embedded = media('video') // an article's own player, never registered
    for (const element of [other, podcast, detached, embedded]) await element.play()

    const coordinator = createPlayerCoordinator()
    for (const element of [lesson, other, podcast, detached]) coordinator.register(element)
    await lesson.play()

    expect(lesson.paused).toBe(false)
    expect([other.paused, podcast.paused, detached.paused, embedded.paused]).toEqual([true, true, true, true])
  })

  it('an unregistered player in the page starting pauses the registered ones', async () => {
    const coordinator = createPlayerCoordinator()
    const lesson = media('video')
    coordinator.register(lesson)
    await lesson.play()

    const embedded = media('audio')
    await embedded.play()

    expect(lesson.paused).toBe(true)
    expect(embedded.paused).toBe(false)
  })

  it('an unregistered player no longer pauses the others', async () => {
    const coordinator = createPlayerCoordinator()
    const first = media('audio', false)
    const second = media('audio', false)
    coordinator.register(first)
    const unregister = coordinator.register(second)
    await first.play()
    unregister()

    await second.play()

    expect(first.paused).toBe(false)
  })
})

describe('controls auto-hide (spec §9: 3 s)', () => {
  it('controls hide after 3 s of playback without interaction', () => {
    vi.useFakeTimers()
    const controls = createControlsAutoHide()
    controls.playing()

    vi.advanceTimersByTime(2999)
    expect(controls.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(controls.visible).toBe(false)
  })

  it('a tap shows the controls and restarts the 3 s wait', () => {
    vi.useFakeTimers()
    const onChange = vi.fn()
    const controls = createControlsAutoHide({ onChange })
    controls.playing()
    vi.advanceTimersByTime(3000)

    controls.interact()
    expect(controls.visible).toBe(true)
    vi.advanceTimersByTime(2000)
    controls.interact()
    vi.advanceTimersByTime(2999)
    expect(controls.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(controls.visible).toBe(false)
    expect(onChange.mock.calls).toEqual([[false], [true], [false]])
  })

  it('controls stay while paused', () => {
    vi.useFakeTimers()
    const controls = createControlsAutoHide()
    controls.playing()
    vi.advanceTimersByTime(3000)

    controls.paused()
    vi.advanceTimersByTime(60_000)

    expect(controls.visible).toBe(true)
  })
})

describe('load failure (spec §4, §8)', () => {
  it('a load failure pauses the player, marks it errored and toasts 获取资源失败，看看其他内容吧~', async () => {
    const video = media('video')
    const { result } = renderHook(() => useMediaPlayer({ coordinator: createPlayerCoordinator() }))
    act(() => result.current.ref(video))
    await act(async () => {
      await video.play()
    })
    expect(result.current.state.playing).toBe(true)

    act(() => {
      video.dispatchEvent(new Event('error'))
    })

    expect(video.paused).toBe(true)
    expect(result.current.state.errored).toBe(true)
    expect(result.current.state.playing).toBe(false)
    expect(await screen.findByText('获取资源失败，看看其他内容吧~')).toBeTruthy()
  })

  it('a retry clears the error and plays again', async () => {
    const video = media('video')
    const { result } = renderHook(() => useMediaPlayer({ coordinator: createPlayerCoordinator() }))
    act(() => result.current.ref(video))
    act(() => {
      video.dispatchEvent(new Event('error'))
    })

    await act(async () => result.current.retry())

    expect(result.current.state.errored).toBe(false)
    expect(video.paused).toBe(false)
  })
})

describe('fullscreen (spec §8)', () => {
  it('without any fullscreen API the toast says 抱歉，不支持全屏模式', async () => {
    const container = document.createElement('div')
    Object.defineProperty(container, 'requestFullscreen', { value: undefined })
    const video = document.createElement('video')

    expect(await requestFullscreen(container, video)).toBe(false)
    expect(await screen.findByText('抱歉，不支持全屏模式')).toBeTruthy()
  })

  it('a refused fullscreen request also toasts 抱歉，不支持全屏模式', async () => {
    const container = document.createElement('div')
    Object.defineProperty(container, 'requestFullscreen', {
      value: () => Promise.reject(new TypeError('Permissions check failed')),
    })
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    expect(await requestFullscreen(container)).toBe(false)
    expect(await screen.findByText('抱歉，不支持全屏模式')).toBeTruthy()
  })

  it('an iOS video goes fullscreen in the system player', async () => {
    const container = document.createElement('div')
    Object.defineProperty(container, 'requestFullscreen', { value: undefined })
    const video = document.createElement('video')
    const webkitEnterFullscreen = vi.fn()
    Object.defineProperty(video, 'webkitEnterFullscreen', { value: webkitEnterFullscreen })

    expect(await requestFullscreen(container, video)).toBe(true)
    expect(webkitEnterFullscreen).toHaveBeenCalledOnce()
  })
})

describe('lesson progress', () => {
  const progressAnswer = {
    lessonId: 1002,
    seconds: 205,
    duration: 600,
    finished: false,
    updatedAt: '2026-11-20T10:00:00.000Z',
  }

  function tracker(options: { loggedIn?: boolean; stores?: RootStore } = {}) {
    const stores = options.stores ?? new RootStore({ persist: false })
    if (options.loggedIn !== false) stores.user.setSession('token-10001', '10001')
    const runtime = makeRuntime({}, { stores })
    return {
      stores,
      tracker: createProgressTracker({
        data: runtime.data,
        store: stores.course,
        loggedIn: () => stores.user.isLoggedIn,
        lessonId: '1002',
        courseId: 7,
      }),
    }
  }

  /** A video whose media length is `seconds` (the player's own duration). */
  function videoOf(seconds: number): HTMLMediaElement {
    const video = media('video')
    Object.defineProperty(video, 'duration', { value: seconds, configurable: true })
    return video
  }

  it('resume starts at the saved position of the lesson', () => {
    expect(tracker().tracker.resumeAt(progressAnswer)).toBe(205)
  })

  it('no saved progress resolves to 0', () => {
    expect(tracker().tracker.resumeAt(null)).toBe(0)
  })

  it('a finished lesson starts again at 0', () => {
    expect(tracker().tracker.resumeAt({ ...progressAnswer, seconds: 600, finished: true })).toBe(0)
  })

  it('a position within 5 s of the end starts again at 0', () => {
    expect(tracker().tracker.resumeAt({ ...progressAnswer, seconds: 596 })).toBe(0)
  })

  it('a guest resumes from the position stored on this device', () => {
    const stores = new RootStore({ persist: false })
    stores.course.savePosition('1002', 88)

    expect(tracker({ loggedIn: false, stores }).tracker.resumeAt(null)).toBe(88)
  })

  it("the server's position wins when it is newer than this device's", () => {
    const older = new RootStore({ persist: false })
    older.course.savePosition('1002', 40, Date.parse('2026-11-19T10:00:00.000Z'))
    const newer = new RootStore({ persist: false })
    newer.course.savePosition('1002', 320, Date.parse('2026-11-21T10:00:00.000Z'))

    expect(tracker({ stores: older }).tracker.resumeAt(progressAnswer)).toBe(205)
    expect(tracker({ stores: newer }).tracker.resumeAt(progressAnswer)).toBe(320)
  })

  it('issue 27: opening a lesson and leaving without playing saves nothing (unmount, page hidden, pagehide)', async () => {
    const save = onEndpoint('course.saveProgress', (body) => ok({ ...progressAnswer, ...body }))
    server.use(save.handler)
    const { tracker: lesson, stores } = tracker()
    const video = videoOf(24)
    const stop = lesson.track(video)
    // The resume seek puts the player at the saved place: that is no watching.
    video.currentTime = 14

    window.dispatchEvent(new Event('pagehide'))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Reflect.deleteProperty(document, 'visibilityState')
    stop()

    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(save.sent).toEqual([])
    expect(stores.course.positions['1002']).toBeUndefined()
  })

  it('issue 27: a save carries the media element’s own duration, not the catalogue’s', async () => {
    const save = onEndpoint('course.saveProgress', (body) => ok({ ...progressAnswer, ...body }))
    server.use(save.handler)
    const { tracker: lesson } = tracker()
    const video = videoOf(24)
    const stop = lesson.track(video)

    await video.play()
    video.currentTime = 14
    video.pause()

    await waitFor(() =>
      expect(save.sent).toEqual([
        { lessonId: 1002, courseId: 7, seconds: 14, duration: 24, finished: false },
      ]),
    )
    // Leaving after the pause: nothing played since the last save, nothing sent again.
    stop()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(save.sent).toHaveLength(1)
  })

  it('saves on pause with whole seconds, and on ended as finished', async () => {
    const save = onEndpoint('course.saveProgress', (body) => ok({ ...progressAnswer, ...body }))
    server.use(save.handler)
    const { tracker: lesson, stores } = tracker()
    const video = videoOf(600)
    const stop = lesson.track(video)

    await video.play()
    video.currentTime = 125.6
    video.pause()

    await waitFor(() =>
      expect(save.sent).toEqual([
        { lessonId: 1002, courseId: 7, seconds: 125, duration: 600, finished: false },
      ]),
    )
    expect(stores.course.positionOf('1002')).toBe(125)

    video.currentTime = 600
    video.dispatchEvent(new Event('ended'))
    await waitFor(() => expect(save.sent.at(-1)).toMatchObject({ seconds: 600, finished: true }))
    stop()
    // Leaving the screen after the end keeps the lesson finished.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(save.sent.filter((body) => body.finished === false)).toHaveLength(1)
  })

  it('spec §3 video watch: each span of playback is reported with its times, positions and seconds watched', async () => {
    server.use(onEndpoint('course.saveProgress', (body) => ok({ ...progressAnswer, ...body })).handler)
    const stores = new RootStore({ persist: false })
    let clock = Date.parse('2026-11-20T10:00:00.000Z')
    const spans: WatchSpan[] = []
    const lesson = createProgressTracker({
      data: makeRuntime({}, { stores }).data,
      store: stores.course,
      loggedIn: () => false,
      lessonId: '1002',
      now: () => clock,
      onWatch: (span) => spans.push(span),
    })
    const video = media('video')
    const stop = lesson.track(video)

    video.currentTime = 10
    await video.play()
    clock += 42_000
    video.currentTime = 52
    video.pause()
    // a pause within a second of the play is no watching
    await video.play()
    clock += 500
    video.pause()
    await video.play()
    clock += 8_000
    video.currentTime = 60
    stop()

    expect(spans).toEqual([
      {
        startTime: Date.parse('2026-11-20T10:00:00.000Z'),
        endTime: Date.parse('2026-11-20T10:00:42.000Z'),
        startPosition: 10,
        endPosition: 52,
        watchTime: 42,
        finished: false,
      },
      expect.objectContaining({ startPosition: 52, endPosition: 60, watchTime: 8, finished: false }),
    ])
  })

  it('saves every 15 s while playing and when the page is hidden', async () => {
    const save = onEndpoint('course.saveProgress', (body) => ok({ ...progressAnswer, ...body }))
    server.use(save.handler)
    const stores = new RootStore({ persist: false })
    stores.user.setSession('token-10001', '10001')
    const intervals: { callback: () => void; ms: number }[] = []
    const lesson = createProgressTracker({
      data: makeRuntime({}, { stores }).data,
      store: stores.course,
      loggedIn: () => stores.user.isLoggedIn,
      lessonId: 1002,
      timers: {
        setInterval: (callback, ms) => intervals.push({ callback, ms }),
        clearInterval: () => intervals.splice(0),
      },
    })
    const video = videoOf(600)
    const stop = lesson.track(video)

    await video.play()
    expect(intervals.map((interval) => interval.ms)).toEqual([15_000])
    video.currentTime = 30
    intervals[0]?.callback()
    await waitFor(() => expect(save.sent.map((body) => body.seconds)).toEqual([30]))

    video.currentTime = 42
    window.dispatchEvent(new Event('pagehide'))
    await waitFor(() => expect(save.sent.map((body) => body.seconds)).toEqual([30, 42]))

    video.currentTime = 57
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    await waitFor(() => expect(save.sent.map((body) => body.seconds)).toEqual([30, 42, 57]))
    Reflect.deleteProperty(document, 'visibilityState')
    stop()
  })

  it('a guest keeps the position on this device only', async () => {
    const save = onEndpoint('course.saveProgress', (body) => ok({ ...progressAnswer, ...body }))
    server.use(save.handler)
    const { tracker: lesson, stores } = tracker({ loggedIn: false })

    await lesson.save(77.9)

    expect(stores.course.positionOf('1002')).toBe(77)
    expect(save.sent).toEqual([])
  })
})
