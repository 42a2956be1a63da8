import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient, findEndpoint } from '@/runtime/api'
import { createServerState, type ServerState } from '@/runtime/data'
import {
  commentLikeEndpoints,
  createFavoriteToggle,
  createLikeToggle,
  FAVORITE_LOGIN_PROMPT,
  type FavoriteToggleOptions,
  favoritePayload,
  likeEndpoints,
  shownLike,
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

/** The one client cache over the real API client (against msw), as the app has it. */
function cache(): ServerState {
  return createServerState(createApiClient({ baseUrl: () => API }))
}

/**
 * A favorite toggle whose collected flag is `read.collected`: what the read showing the item says now
 * (a test sets it as a refreshed read would).
 */
function setup(overrides: Partial<FavoriteToggleOptions> = {}, known = false) {
  const notify = vi.fn()
  const onChange = vi.fn()
  const relogin = vi.fn()
  const read = { collected: known }
  const toggle = createFavoriteToggle({
    data: cache(),
    session: { loggedIn: true, relogin },
    item: course,
    notify,
    onChange,
    get collected() {
      return read.collected
    },
    ...overrides,
  })
  return { toggle, notify, onChange, relogin, read }
}

describe('spec §4 favorite toggle', () => {
  it('adding: the answer reports favorite true, then it toasts and calls back', async () => {
    const calls = handle('favorite.add', () => HttpResponse.json({ favorite: true }))
    const { toggle, notify, onChange } = setup({ toast: '收藏成功' })

    expect(await toggle.toggle()).toBe('added')

    expect(toggle.state.busy).toBe(false)
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

  it('an add whose answer does not report favorite true is unchanged, with no toast or callback', async () => {
    handle('favorite.add', () => HttpResponse.json({ favorite: false }))
    const { toggle, notify, onChange } = setup({ toast: '收藏成功' })

    expect(await toggle.toggle()).toBe('unchanged')

    expect(toggle.shown).toEqual({ collected: false, busy: false })
    expect(notify).not.toHaveBeenCalled()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('cancelling (the read says collected) calls back once the answer reports favorite false', async () => {
    const calls = handle('favorite.remove', () => HttpResponse.json({ favorite: false }))
    const { toggle, notify, onChange } = setup({ toast: '收藏成功' }, true)

    expect(await toggle.toggle()).toBe('removed')

    expect(onChange).toHaveBeenCalledWith(false)
    // The add toast is not shown for a cancel.
    expect(notify).not.toHaveBeenCalled()
    expect(calls[0]?.path).toEqual({ objectType: 'COURSE', objectId: '12' })
  })

  it('a cancel whose answer still reports favorite true is unchanged', async () => {
    handle('favorite.remove', () => HttpResponse.json({ favorite: true }))
    const { toggle, onChange } = setup({}, true)

    expect(await toggle.toggle()).toBe('unchanged')
    expect(onChange).not.toHaveBeenCalled()
    expect(toggle.shown.collected).toBe(true)
  })

  it('while a toggle is in flight further toggles are ignored (one call) and the pressed state shows', async () => {
    const { gate, release } = deferred()
    const calls = handle('favorite.add', async () => {
      await gate
      return HttpResponse.json({ favorite: true })
    })
    const { toggle } = setup()

    const first = toggle.toggle()
    expect(toggle.shown).toEqual({ collected: true, busy: true })
    expect(await toggle.toggle()).toBe('ignored')
    expect(await toggle.toggle()).toBe('ignored')
    release()

    expect(await first).toBe('added')
    expect(calls).toHaveLength(1)
  })

  it('after the write the control shows what the read says, not its own copy', async () => {
    handle('favorite.add', () => HttpResponse.json({ favorite: true }))
    const { toggle, read } = setup()

    await toggle.toggle()

    // The read was not refreshed to collected (nothing here shows favorites): the control says so.
    expect(toggle.shown).toEqual({ collected: false, busy: false })
    read.collected = true
    expect(toggle.shown).toEqual({ collected: true, busy: false })
  })

  it('the write refreshes every cached answer showing favorites before it resolves (the 想学 list)', async () => {
    const kept: number[] = []
    handle('favorite.add', () => {
      kept.push(12)
      return HttpResponse.json({ favorite: true })
    })
    const list = handle('favorite.items', () =>
      HttpResponse.json({
        items: kept.map((objectId) => ({ objectId })),
        total: kept.length,
        hasMore: false,
      }),
    )
    const data = cache()
    const shown = data.query<{ items: unknown[] }>('favorite.items', { x: 'ACADEMY' })
    const stop = shown.subscribe(() => undefined)
    await vi.waitFor(() => expect(shown.current.answer.status).toBe('ready'))
    const toggle = createFavoriteToggle({
      data,
      session: { loggedIn: true, relogin: vi.fn() },
      item: course,
      ownerModule: 'ACADEMY',
      notify: vi.fn(),
    })

    await toggle.toggle()

    expect(list).toHaveLength(2)
    expect(shown.current.answer).toEqual({
      status: 'ready',
      data: { items: [{ objectId: 12 }], total: 1, hasMore: false },
    })
    stop()
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
    expect(toggle.shown.collected).toBe(false)
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

  it('a failed call leaves what the read says and takes new toggles again', async () => {
    const calls = handle('favorite.add', (count) =>
      count === 1
        ? HttpResponse.json({ code: 'server.error', message: '服务器开小差了' }, { status: 500 })
        : HttpResponse.json({ favorite: true }),
    )
    const { toggle, onChange } = setup()

    expect(await toggle.toggle()).toBe('failed')
    expect(toggle.shown).toEqual({ collected: false, busy: false })
    expect(onChange).not.toHaveBeenCalled()

    expect(await toggle.toggle()).toBe('added')
    expect(calls).toHaveLength(2)
  })
})

describe('like toggle', () => {
  const session = { loggedIn: true, relogin: vi.fn() }

  it('likes with like.add when the read says not liked, unlikes with like.remove when it says liked', async () => {
    const add = handle('like.add', () => HttpResponse.json({ liked: true, likeCount: 43 }))
    const remove = handle('like.remove', () => HttpResponse.json({ liked: false, likeCount: 42 }))
    const read = { liked: false }
    const onChange = vi.fn()
    const toggle = createLikeToggle({
      data: cache(),
      session,
      endpoints: likeEndpoints('ARTICLE', 1001),
      get liked() {
        return read.liked
      },
      onChange,
    })

    expect(await toggle.toggle()).toBe('liked')
    expect(onChange).toHaveBeenLastCalledWith({ liked: true, count: 43, busy: false })
    read.liked = true
    expect(await toggle.toggle()).toBe('unliked')
    expect(onChange).toHaveBeenLastCalledWith({ liked: false, count: 42, busy: false })
    expect(add[0]?.path).toEqual({ type: 'ARTICLE', id: '1001' })
    expect(remove).toHaveLength(1)
  })

  it('while a like is in flight further taps are ignored', async () => {
    const { gate, release } = deferred()
    const calls = handle('like.add', async () => {
      await gate
      return HttpResponse.json({ liked: true, likeCount: 1 })
    })
    const toggle = createLikeToggle({ data: cache(), session, endpoints: likeEndpoints('VIDEO', 1002) })

    const first = toggle.toggle()
    expect(toggle.state).toEqual({ busy: true, pressed: true })
    expect(await toggle.toggle()).toBe('ignored')
    release()
    await first
    expect(calls).toHaveLength(1)
    expect(toggle.state.busy).toBe(false)
  })

  it('the pressed state while in flight counts the like; otherwise the read is shown as it is', () => {
    expect(shownLike({ busy: true, pressed: true }, false, 8)).toEqual({ liked: true, count: 9, busy: true })
    expect(shownLike({ busy: true, pressed: false }, true, 1)).toEqual({ liked: false, count: 0, busy: true })
    expect(shownLike({ busy: false, pressed: true }, false, 8)).toEqual({
      liked: false,
      count: 8,
      busy: false,
    })
    expect(shownLike({ busy: false, pressed: false }, false, -3)).toEqual({
      liked: false,
      count: 0,
      busy: false,
    })
  })

  it('a live is liked on its academy path (live.like)', async () => {
    const calls = handle('live.like', () => HttpResponse.json({ liked: true, likeCount: 9 }))
    const toggle = createLikeToggle({ data: cache(), session, endpoints: likeEndpoints('LIVE', 1003) })

    expect(await toggle.toggle()).toBe('liked')

    expect(calls[0]?.path).toEqual({ id: '1003' })
  })

  it('comments and replies are liked on their own paths', async () => {
    const comment = handle('comment.like', () => HttpResponse.json({ liked: true, likeCount: 2 }))
    const reply = handle('comment.replyUnlike', () => HttpResponse.json({ liked: false, likeCount: 0 }))
    const data = cache()

    await createLikeToggle({ data, session, endpoints: commentLikeEndpoints(5) }).toggle()
    await createLikeToggle({ data, session, endpoints: commentLikeEndpoints(5, 7), liked: true }).toggle()

    expect(comment[0]?.path).toEqual({ id: '5' })
    expect(reply[0]?.path).toEqual({ id: '5', replyId: '7' })
  })

  it('a guest liking is sent to re-login, without a call', async () => {
    const relogin = vi.fn()
    const calls = handle('like.add', () => HttpResponse.json({ liked: true, likeCount: 1 }))
    const toggle = createLikeToggle({
      data: cache(),
      session: { loggedIn: false, relogin },
      endpoints: likeEndpoints('ARTICLE', 1),
    })

    expect(await toggle.toggle()).toBe('login')
    expect(relogin).toHaveBeenCalledTimes(1)
    expect(calls).toHaveLength(0)
  })
})
