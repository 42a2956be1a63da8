import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/runtime/api'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { renderWithRuntime } from '../helpers/make-runtime'
import { runtimeWithAnswers } from './fake-api'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** The scrolling strip of slides around the banner buttons, 300 px wide. */
function trackOf(button: HTMLElement): HTMLElement {
  const track = button.parentElement?.parentElement as HTMLElement
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 })
  return track
}

function setPageHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    value: hidden ? 'hidden' : 'visible',
  })
  document.dispatchEvent(new Event('visibilitychange'))
}

const banners = [
  {
    id: 1,
    title: '皮肤镜图谱专题上线',
    imageUrl: '/media/covers/banner-1.svg',
    sourceType: 'LINK',
    target: 'https://www.dermacampus.cn/events/dermoscopy',
  },
  {
    id: 2,
    title: '银屑病指南解读',
    imageUrl: '/media/covers/banner-2.svg',
    sourceType: 'ARTICLE',
    target: '1001',
  },
  { id: 3, title: '训练营报名', imageUrl: '', sourceType: 'COURSE', target: '3' },
]

function swiper(props: Record<string, unknown>): PageSchema {
  return { body: [{ widget: 'BannerSwiper', props }] }
}

describe('BannerSwiper', () => {
  it('the first banner is the screen’s largest paint: loaded at once with high priority, the others lazily', async () => {
    renderWithRuntime(<SchemaView schema={swiper({ items: banners, autoplay: false })} />)
    const buttons = await screen.findAllByRole('button', { name: /皮肤镜图谱专题上线|银屑病指南解读/ })
    const first = buttons[0]?.querySelector('img')
    const second = buttons
      .find((button) => button.getAttribute('aria-label') === '银屑病指南解读')
      ?.querySelector('img')
    expect(first?.getAttribute('loading')).toBe('eager')
    expect(first?.getAttribute('fetchpriority')).toBe('high')
    expect(second?.getAttribute('loading')).toBe('lazy')
    expect(second?.getAttribute('fetchpriority')).toBeNull()
  })

  it('a LINK banner opens its address in the webview screen (allowlist)', async () => {
    const { runtime } = renderWithRuntime(<SchemaView schema={swiper({ items: banners, autoplay: false })} />)
    await userEvent.click(
      (await screen.findAllByRole('button', { name: '皮肤镜图谱专题上线' }))[0] as HTMLElement,
    )
    await waitFor(() =>
      expect(runtime.visits).toEqual([
        {
          path: `/v3/webview?url=${encodeURIComponent('https://www.dermacampus.cn/events/dermoscopy')}`,
          replace: false,
        },
      ]),
    )
  })

  it('other banners open their content by source type', async () => {
    const { runtime } = renderWithRuntime(<SchemaView schema={swiper({ items: banners, autoplay: false })} />)
    await userEvent.click(
      (await screen.findAllByRole('button', { name: '银屑病指南解读' }))[0] as HTMLElement,
    )
    await userEvent.click(screen.getAllByRole('button', { name: '训练营报名' })[0] as HTMLElement)
    await waitFor(() =>
      expect(runtime.visits.map((visit) => visit.path)).toEqual([
        '/v3/article/detail?id=1001',
        '/v3/course/detail?id=3',
      ]),
    )
  })

  it('a LINK outside the allowlist is refused with a toast', async () => {
    const { runtime } = renderWithRuntime(
      <SchemaView
        schema={swiper({
          items: [
            {
              id: 9,
              title: '外链',
              imageUrl: '/x.svg',
              sourceType: 'LINK',
              target: 'https://evil.example.com/',
            },
          ],
        })}
      />,
    )
    await userEvent.click(await screen.findByRole('button', { name: '外链' }))
    expect(await screen.findByText('该链接不在允许访问的范围内')).toBeTruthy()
    expect(runtime.visits).toEqual([])
  })

  it('with no banners it renders nothing', async () => {
    const { container } = renderWithRuntime(<SchemaView schema={swiper({ items: [] })} />)
    await waitFor(() => expect(container.querySelector('[data-widget-error]')).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('button')).toBeNull()
    expect(container.textContent).toBe('')
  })

  it('loads banners from its endpoint with the params; a failed call leaves no gap', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const runtime = runtimeWithAnswers((_name, params) =>
      params.location === 'HOME'
        ? banners
        : new ApiError(500, 'server.error', '服务器开小差了', 'banner.items'),
    )
    renderWithRuntime(
      <SchemaView schema={swiper({ api: 'banner.items', params: { location: 'HOME' } })} />,
      runtime,
    )
    expect((await screen.findAllByRole('button', { name: '银屑病指南解读' })).length).toBeGreaterThan(0)
    expect(runtime.calls).toEqual([{ name: 'banner.items', params: { location: 'HOME' } }])

    const failed = renderWithRuntime(
      <SchemaView schema={swiper({ api: 'banner.items', params: { location: 'LIVE_HEADER' } })} />,
      runtime,
    )
    await waitFor(() => expect(runtime.calls).toHaveLength(2))
    await waitFor(() => expect(failed.container.textContent).toBe(''))
    expect(failed.container.querySelector('[role="status"]')).toBeNull()
  })

  it('turns every interval with a smooth scroll, back to the first after the last; waits while touched or the page is hidden', async () => {
    renderWithRuntime(<SchemaView schema={swiper({ items: banners, interval: 4000 })} />)
    const first = (await screen.findAllByRole('button', { name: '皮肤镜图谱专题上线' }))[0] as HTMLElement
    const track = trackOf(first)
    const scrollTo = vi.fn((options: ScrollToOptions) => {
      track.scrollLeft = options.left ?? 0
    })
    Object.defineProperty(track, 'scrollTo', { configurable: true, value: scrollTo })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // A touch holds the strip still, however long; letting go starts a full wait.
    fireEvent.touchStart(track)
    act(() => vi.advanceTimersByTime(10_000))
    expect(scrollTo).not.toHaveBeenCalled()
    fireEvent.touchEnd(track)
    act(() => vi.advanceTimersByTime(3_999))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: 'smooth' })

    act(() => setPageHidden(true))
    act(() => vi.advanceTimersByTime(10_000))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    act(() => setPageHidden(false))
    act(() => vi.advanceTimersByTime(4_000))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600, behavior: 'smooth' })
    act(() => vi.advanceTimersByTime(4_000))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' })
    setPageHidden(false)
  })

  it('the dots follow the scroll position; one banner has no dots', async () => {
    const { container } = renderWithRuntime(
      <SchemaView schema={swiper({ items: banners, autoplay: false })} />,
    )
    const first = (await screen.findAllByRole('button', { name: '皮肤镜图谱专题上线' }))[0] as HTMLElement
    const track = trackOf(first)
    const current = () =>
      [...container.querySelectorAll('[aria-hidden="true"] > span')].findIndex((dot) =>
        dot.hasAttribute('data-current'),
      )
    expect(current()).toBe(0)
    track.scrollLeft = 560
    fireEvent.scroll(track)
    expect(current()).toBe(2)

    const single = renderWithRuntime(
      <SchemaView schema={swiper({ items: banners.slice(0, 1), autoplay: false })} />,
    )
    await waitFor(() => expect(single.container.querySelector('button')).not.toBeNull())
    expect(single.container.querySelector('[aria-hidden="true"] > span')).toBeNull()
  })
})
