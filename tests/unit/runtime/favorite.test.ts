import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient, findEndpoint } from '@/runtime/api'
import {
  commentLikeEndpoints,
  createFavoriteToggle,
  createLikeToggle,
  FAVORITE_LOGIN_PROMPT,
  type FavoriteToggleOptions,
  favoritePayload,
  likeEndpoints,
} from '@/runtime/social'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()

interface Recorded {
  path: Record<string, string>
  body: Record<string, unknown>
}

/**
 * An msw handler for a catalogue endpoint (method and path from the contract) that records the path
 * values and body of each request and answers with `answer`.
 */
function handle(name: string, answer: (count: number) => Response | Promise<Response>) {
  const endpoint = findEndpoint(name)
  if (!endpoint) throw new Error(`no endpoint ${name}`)
  const calls: Recorded[] = []
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'delete'
  const route = `${API}${endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`
  server.use(
    http[method](route, async ({ request, params }) => {
      const text = method === 'post' ? await request.text() : ''
      calls.push({
        path: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      })
      return answer(calls.length)
    }),
  )
  return calls
}

function deferred() {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  return { gate, release }
}

const course = {
  id: 12,
  activityId: 880,
  title: '银屑病生物制剂的规范化应用',
  bigPicUrl: 'https://cdn.dermacampus.cn/covers/psoriasis.png',
}

function setup(overrides: Partial<FavoriteToggleOptions> = {}) {
  const notify = vi.fn()
  const onChange = vi.fn()
  const relogin = vi.fn()
  const toggle = createFavoriteToggle({
    api: createApiClient({ baseUrl: () => API }),
    session: { loggedIn: true, relogin },
    item: course,
    notify,
    onChange,
    ...overrides,
  })
  return { toggle, notify, onChange, relogin }
}

describe('spec §4 favorite toggle', () => {
  it('adding sets collected once the answer reports favorite true, then toasts and calls back', async () => {
    const calls = handle('favorite.add', () => HttpResponse.json({ favorite: true }))
    const { toggle, notify, onChange } = setup({ toast: '收藏成功' })

    expect(await toggle.toggle()).toBe('added')

    expect(toggle.state).toEqual({ collected: true, busy: false })
    expect(notify).toHaveBeenCalledWith('收藏成功')
    expect(onChange).toHaveBeenCalledWith(true)
    // spec §3: objectType default COURSE, objectId the id, objectPicUrl from bigPicUrl, owner OTHER.
    expect(calls).toEqual([
      {
        path: { objectType: 'COURSE', objectId: '12' },
        body: {
          objectTitle: '银屑病生物制剂的规范化应用',
          objectPicUrl: 'https://cdn.dermacampus.cn/covers/psoriasis.png',
          objectOwnerModule: 'OTHER',
        },
      },
    ])
  })

  it('an add whose answer does not report favorite true leaves the item not collected, with no toast', async () => {
    handle('favorite.add', () => HttpResponse.json({ favorite: false }))
    const { toggle, notify, onChange } = setup({ toast: '收藏成功' })

    expect(await toggle.toggle()).toBe('unchanged')

    expect(toggle.state.collected).toBe(false)
    expect(notify).not.toHaveBeenCalled()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('cancelling clears collected once the answer reports favorite false', async () => {
    const calls = handle('favorite.remove', () => HttpResponse.json({ favorite: false }))
    const { toggle, notify, onChange } = setup({ collected: true, toast: '收藏成功' })

    expect(await toggle.toggle()).toBe('removed')

    expect(toggle.state.collected).toBe(false)
    expect(onChange).toHaveBeenCalledWith(false)
    // The add toast is not shown for a cancel.
    expect(notify).not.toHaveBeenCalled()
    expect(calls[0]?.path).toEqual({ objectType: 'COURSE', objectId: '12' })
  })

  it('a cancel whose answer still reports favorite true keeps the item collected', async () => {
    handle('favorite.remove', () => HttpResponse.json({ favorite: true }))
    const { toggle } = setup({ collected: true })

    expect(await toggle.toggle()).toBe('unchanged')
    expect(toggle.state.collected).toBe(true)
  })

  it('while a toggle is in flight further toggles are ignored: one call only', async () => {
    const { gate, release } = deferred()
    const calls = handle('favorite.add', async () => {
      await gate
      return HttpResponse.json({ favorite: true })
    })
    const { toggle } = setup()

    const first = toggle.toggle()
    expect(toggle.state.busy).toBe(true)
    expect(await toggle.toggle()).toBe('ignored')
    expect(await toggle.toggle()).toBe('ignored')
    release()

    expect(await first).toBe('added')
    expect(calls).toHaveLength(1)
    expect(toggle.state).toEqual({ collected: true, busy: false })
  })

  it('a guest tapping a course-package favorite gets a prompt and no call is made', async () => {
    const calls = handle('favorite.add', () => HttpResponse.json({ favorite: true }))
    const { toggle, notify, relogin } = setup({
      objectType: 'COURSE_PACKAGE',
      session: { loggedIn: false, relogin: vi.fn() },
    })

    expect(await toggle.toggle()).toBe('login')

    expect(notify).toHaveBeenCalledWith(FAVORITE_LOGIN_PROMPT)
    expect(FAVORITE_LOGIN_PROMPT).toBe('请先登录后再收藏')
    expect(relogin).not.toHaveBeenCalled()
    expect(calls).toHaveLength(0)
    expect(toggle.state.collected).toBe(false)
  })

  it('a guest favoriting anything else is sent to re-login, without a call', async () => {
    const calls = handle('favorite.add', () => HttpResponse.json({ favorite: true }))
    const relogin = vi.fn()
    const { toggle, notify } = setup({ objectType: 'ARTICLE', session: { loggedIn: false, relogin } })

    expect(await toggle.toggle()).toBe('login')

    expect(relogin).toHaveBeenCalledTimes(1)
    expect(notify).not.toHaveBeenCalled()
    expect(calls).toHaveLength(0)
  })

  it('the want-to-learn list is the ACADEMY owner module', async () => {
    const calls = handle('favorite.add', () => HttpResponse.json({ favorite: true }))
    const { toggle } = setup({ ownerModule: 'ACADEMY', toast: '已加入想学' })

    await toggle.toggle()

    expect(calls[0]?.body.objectOwnerModule).toBe('ACADEMY')
  })

  it('activities and offline classes are favorited by activityId; offline class paths carry it', async () => {
    const calls = handle('favorite.add', () => HttpResponse.json({ favorite: true }))
    const { toggle } = setup({ objectType: 'OFFLINE_CLASS' })

    await toggle.toggle()

    expect(calls[0]?.path).toEqual({ objectType: 'OFFLINE_CLASS', objectId: '880' })
  })

  it('objectId is the id for course, package, live and article; the activityId for activity and offline class', () => {
    for (const type of ['COURSE', 'COURSE_PACKAGE', 'LIVE', 'ARTICLE'] as const) {
      expect(favoritePayload(course, type)?.objectId).toBe(12)
    }
    for (const type of ['ACTIVITY', 'OFFLINE_CLASS'] as const) {
      expect(favoritePayload(course, type)?.objectId).toBe(880)
    }
    expect(favoritePayload({ title: '无编号' }, 'COURSE')).toBeUndefined()
  })

  it('a failed call keeps the state and takes new toggles again', async () => {
    const calls = handle('favorite.add', (count) =>
      count === 1
        ? HttpResponse.json({ code: 'server.error', message: '服务器开小差了' }, { status: 500 })
        : HttpResponse.json({ favorite: true }),
    )
    const { toggle, onChange } = setup()

    expect(await toggle.toggle()).toBe('failed')
    expect(toggle.state).toEqual({ collected: false, busy: false })
    expect(onChange).not.toHaveBeenCalled()

    expect(await toggle.toggle()).toBe('added')
    expect(calls).toHaveLength(2)
  })

  it('sync takes a newer known state, but not while a toggle is in flight', async () => {
    const { gate, release } = deferred()
    handle('favorite.add', async () => {
      await gate
      return HttpResponse.json({ favorite: true })
    })
    const { toggle } = setup()
    toggle.sync(true)
    expect(toggle.state.collected).toBe(true)
    toggle.sync(false)

    const pending = toggle.toggle()
    toggle.sync(false)
    release()
    await pending
    expect(toggle.state.collected).toBe(true)
  })
})

describe('like toggle', () => {
  const api = createApiClient({ baseUrl: () => API })

  it('shows the answer: liked and likeCount from like.add and like.remove', async () => {
    const add = handle('like.add', () => HttpResponse.json({ liked: true, likeCount: 43 }))
    const remove = handle('like.remove', () => HttpResponse.json({ liked: false, likeCount: 42 }))
    const toggle = createLikeToggle({
      api,
      session: { loggedIn: true, relogin: vi.fn() },
      endpoints: likeEndpoints('ARTICLE', 1001),
      liked: false,
      count: 42,
    })

    expect(await toggle.toggle()).toBe('liked')
    expect(toggle.state).toEqual({ liked: true, count: 43, busy: false })
    expect(await toggle.toggle()).toBe('unliked')
    expect(toggle.state).toEqual({ liked: false, count: 42, busy: false })
    expect(add[0]?.path).toEqual({ type: 'ARTICLE', id: '1001' })
    expect(remove).toHaveLength(1)
  })

  it('while a like is in flight further taps are ignored', async () => {
    const { gate, release } = deferred()
    const calls = handle('like.add', async () => {
      await gate
      return HttpResponse.json({ liked: true, likeCount: 1 })
    })
    const toggle = createLikeToggle({
      api,
      session: { loggedIn: true, relogin: vi.fn() },
      endpoints: likeEndpoints('VIDEO', 1002),
    })

    const first = toggle.toggle()
    expect(await toggle.toggle()).toBe('ignored')
    release()
    await first
    expect(calls).toHaveLength(1)
  })

  it('a live is liked on its academy path (live.like)', async () => {
    const calls = handle('live.like', () => HttpResponse.json({ liked: true, likeCount: 9 }))
    const toggle = createLikeToggle({
      api,
      session: { loggedIn: true, relogin: vi.fn() },
      endpoints: likeEndpoints('LIVE', 1003),
      count: 8,
    })

    await toggle.toggle()

    expect(calls[0]?.path).toEqual({ id: '1003' })
    expect(toggle.state.count).toBe(9)
  })

  it('comments and replies are liked on their own paths', async () => {
    const comment = handle('comment.like', () => HttpResponse.json({ liked: true, likeCount: 2 }))
    const reply = handle('comment.replyUnlike', () => HttpResponse.json({ liked: false, likeCount: 0 }))
    const session = { loggedIn: true, relogin: vi.fn() }

    await createLikeToggle({ api, session, endpoints: commentLikeEndpoints(5) }).toggle()
    await createLikeToggle({
      api,
      session,
      endpoints: commentLikeEndpoints(5, 7),
      liked: true,
      count: 1,
    }).toggle()

    expect(comment[0]?.path).toEqual({ id: '5' })
    expect(reply[0]?.path).toEqual({ id: '5', replyId: '7' })
  })

  it('a guest liking is sent to re-login, without a call', async () => {
    const relogin = vi.fn()
    const calls = handle('like.add', () => HttpResponse.json({ liked: true, likeCount: 1 }))
    const toggle = createLikeToggle({
      api,
      session: { loggedIn: false, relogin },
      endpoints: likeEndpoints('ARTICLE', 1),
    })

    expect(await toggle.toggle()).toBe('login')
    expect(relogin).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(0)
  })
})
