import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import ShortVideoFeed from '@/widgets/short-video-feed/short-video-feed'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()

const lecturer = { id: 501, name: '张建中', title: '主任医师', hospital: '北京大学人民医院', avatarUrl: '' }

function shortVideo(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `一分钟看懂皮肤镜下的色素网 ${id}`,
    videoUrl: '/media/demo/clip.mp4',
    posterUrl: `/media/covers/short-${id}.svg`,
    lecturer,
    likeCount: 1200 + id,
    liked: false,
    favorite: false,
    commentCount: 36,
    collection: { id: 31, title: '皮肤镜入门 30 讲' },
    ...overrides,
  }
}

const videos = [shortVideo(1101), shortVideo(1102), shortVideo(1103), shortVideo(1104)]

function page(items: unknown[], hasMore = false) {
  return { items, total: items.length, page: 1, size: 10, hasMore }
}

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

function slides(): HTMLElement[] {
  return screen.getAllByRole('region')
}

function videoOf(slide: HTMLElement | undefined): HTMLVideoElement {
  const video = slide?.querySelector('video')
  if (!video) throw new Error('the slide holds no <video>')
  return video
}

describe('ShortVideoFeed', () => {
  it('loads shortVideo.items and starts at the video of the link, playing muted; the others are paused', async () => {
    const list = onEndpoint('shortVideo.items', () => ok(page(videos)))
    server.use(list.handler)
    renderWithRuntime(<ShortVideoFeed initialId="1102" params={{ collectionId: '31', other: '' }} />)

    await waitFor(() => expect(slides()).toHaveLength(4))
    expect(list.sent).toEqual([{ collectionId: '31', page: '1', size: '10' }])
    const [first, second, third] = slides().map((slide) => slide.querySelector('video'))
    await waitFor(() => expect(second?.paused).toBe(false))
    expect(second?.muted).toBe(true)
    expect(first?.paused).toBe(true)
    expect(third?.paused).toBe(true)
    // Only the one in view and its neighbours hold a video.
    expect(slides()[3]?.querySelector('video')).toBeNull()
  })

  it('starts at `position` when no id is given', async () => {
    renderWithRuntime(<ShortVideoFeed items={videos} position="2" />)
    await waitFor(() => expect(videoOf(slides()[2]).paused).toBe(false))
  })

  it('a video of the link that is not on the first page is fetched with shortVideo.detail and shown first', async () => {
    server.use(onEndpoint('shortVideo.items', () => ok(page(videos))).handler)
    const detail = onEndpoint('shortVideo.detail', () =>
      ok(shortVideo(1188, { title: '甲真菌病的皮肤镜表现' })),
    )
    server.use(detail.handler)
    renderWithRuntime(<ShortVideoFeed initialId={1188} />)

    expect(await screen.findByText('甲真菌病的皮肤镜表现')).toBeTruthy()
    expect(detail.paths).toEqual([{ id: '1188' }])
    expect(slides()[0]?.getAttribute('aria-label')).toBe('甲真菌病的皮肤镜表现')
    await waitFor(() => expect(videoOf(slides()[0]).paused).toBe(false))
  })

  it('swiping up plays the next video and pauses the one left (one player at a time)', async () => {
    const { container } = renderWithRuntime(<ShortVideoFeed items={videos} />)
    const feed = container.firstElementChild as HTMLElement
    Object.defineProperty(feed, 'clientHeight', { value: 844, configurable: true })
    await waitFor(() => expect(videoOf(slides()[0]).paused).toBe(false))
    const first = videoOf(slides()[0])

    feed.scrollTop = 844
    fireEvent.scroll(feed)

    await waitFor(() => expect(videoOf(slides()[1]).paused).toBe(false))
    expect(first.paused).toBe(true)
    // The next neighbour now holds a video too.
    expect(slides()[2]?.querySelector('video')).not.toBeNull()
  })

  it('a tap turns the sound on, and it stays on for the next videos', async () => {
    renderWithRuntime(<ShortVideoFeed items={videos} />)
    await waitFor(() => expect(videoOf(slides()[0]).paused).toBe(false))

    await userEvent.click(screen.getByRole('button', { name: '点击开启声音' }))

    expect(videoOf(slides()[0]).muted).toBe(false)
    expect(videoOf(slides()[1]).muted).toBe(false)
    expect(screen.queryByRole('button', { name: '点击开启声音' })).toBeNull()
  })

  it('like sends like.add for SHORT_VIDEO; the refreshed feed shows it liked with the new count', async () => {
    const kept = { liked: false, likeCount: 1201 }
    const add = onEndpoint('like.add', () => {
      Object.assign(kept, { liked: true, likeCount: 1202 })
      return ok(kept)
    })
    const list = onEndpoint('shortVideo.items', () => ok(page([shortVideo(1101, kept)])))
    server.use(add.handler, list.handler)
    renderWithRuntime(<ShortVideoFeed />, loggedIn())
    await waitFor(() => expect(slides()).toHaveLength(1))
    const slide = within(slides()[0] as HTMLElement)

    await userEvent.click(slide.getByRole('button', { name: '点赞' }))

    await waitFor(() => expect(list.sent).toHaveLength(2))
    await waitFor(() => expect(slide.getByText('1202')).toBeTruthy())
    expect(slide.getByRole('button', { name: '点赞' }).getAttribute('aria-pressed')).toBe('true')
    expect(add.paths).toEqual([{ type: 'SHORT_VIDEO', id: '1101' }])
  })

  it('收藏 of a video shows 已收藏 from the refreshed feed (favorite.add, objectType VIDEO)', async () => {
    let favorite = false
    const add = onEndpoint('favorite.add', () => {
      favorite = true
      return ok({ favorite: true })
    })
    server.use(
      add.handler,
      onEndpoint('shortVideo.items', () => ok(page([shortVideo(1101, { favorite })]))).handler,
    )
    renderWithRuntime(<ShortVideoFeed />, loggedIn())
    await waitFor(() => expect(slides()).toHaveLength(1))
    const slide = within(slides()[0] as HTMLElement)

    await userEvent.click(slide.getByRole('button', { name: '收藏' }))

    await waitFor(() => expect(add.paths).toEqual([{ objectType: 'VIDEO', objectId: '1101' }]))
    // After the write the rail says what the feed's read says.
    await waitFor(() => expect(slide.getByText('已收藏')).toBeTruthy())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(slide.getByText('已收藏')).toBeTruthy()
  })

  it('shows 合集·<title> when opened from a collection, and it runs onCollection', async () => {
    const run = vi.fn(async () => undefined)
    const onCollection = [{ type: 'navigate', to: 'courseDetail' }]
    renderWithRuntime(
      <ShortVideoFeed
        items={[shortVideo(1101)]}
        jumpType="collection"
        onCollection={onCollection as never}
        run={run}
      />,
    )

    await userEvent.click(screen.getByRole('button', { name: '合集·皮肤镜入门 30 讲' }))
    expect(run).toHaveBeenCalledWith(onCollection, { id: 31, title: '皮肤镜入门 30 讲' })
  })

  it('without jumpType=collection there is no 合集 label', () => {
    renderWithRuntime(<ShortVideoFeed items={[shortVideo(1101)]} />)
    expect(screen.queryByText(/^合集·/)).toBeNull()
  })

  it('the comment button runs onComment with the video', async () => {
    const run = vi.fn(async () => undefined)
    const onComment = [{ type: 'openPopup' }]
    renderWithRuntime(<ShortVideoFeed items={[shortVideo(1101)]} onComment={onComment as never} run={run} />)

    await userEvent.click(screen.getByRole('button', { name: '评论' }))
    expect(run).toHaveBeenCalledWith(onComment, expect.objectContaining({ id: 1101 }))
  })

  it('a video that fails to load toasts 获取资源失败，看看其他内容吧~ and offers 重试', async () => {
    renderWithRuntime(<ShortVideoFeed items={videos} />)
    const video = videoOf(slides()[0])
    await waitFor(() => expect(video.paused).toBe(false))

    act(() => {
      video.dispatchEvent(new Event('error'))
    })

    expect(video.paused).toBe(true)
    expect(await screen.findByText('获取资源失败，看看其他内容吧~')).toBeTruthy()
    expect(within(slides()[0] as HTMLElement).getByRole('button', { name: '重试' })).toBeTruthy()
  })

  it('a failed list load offers 重新加载', async () => {
    const list = onEndpoint('shortVideo.items', (_, count) =>
      count === 1 ? fail(500, 'server.error', '服务器开小差了') : ok(page(videos)),
    )
    server.use(list.handler)
    renderWithRuntime(<ShortVideoFeed />)

    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }))

    await waitFor(() => expect(slides()).toHaveLength(4))
  })

  it('loads the next page as the doctor nears the end', async () => {
    const list = onEndpoint('shortVideo.items', (params) =>
      params.page === '1' ? ok(page(videos.slice(0, 2), true)) : ok(page(videos.slice(2), false)),
    )
    server.use(list.handler)
    renderWithRuntime(<ShortVideoFeed />)

    await waitFor(() => expect(slides()).toHaveLength(4))
    expect(list.sent.map((params) => params.page)).toEqual(['1', '2'])
  })
})
