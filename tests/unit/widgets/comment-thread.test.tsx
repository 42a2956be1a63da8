import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import CommentThread from '@/widgets/comment-thread/comment-thread'
import type { Comment, Reply } from '@/widgets/comment-thread/types'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fakeSession, ok, onEndpoint } from './endpoints'

const server = startMswServer()

// Popups and dialogs keep `pointer-events: none` while they animate in; happy-dom never finishes the
// animation, so taps skip user-event's pointer-events check.
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

afterEach(() => vi.restoreAllMocks())

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString()

function reply(id: number, commentId: number, overrides: Partial<Reply> = {}): Reply {
  return {
    id,
    commentId,
    content: `回复内容 ${id}`,
    author: { userId: 20000 + id, nickname: `回复者${id}`, avatar: '' },
    replyTo: null,
    createdAt: hoursAgo(1),
    likeCount: 0,
    liked: false,
    mine: false,
    ...overrides,
  }
}

function comment(id: number, overrides: Partial<Comment> = {}): Comment {
  return {
    id,
    content: `评论内容 ${id}`,
    author: { userId: 10000 + id, nickname: `医生${id}`, avatar: '' },
    createdAt: hoursAgo(2),
    likeCount: 3,
    liked: false,
    mine: false,
    replyCount: 0,
    replies: [],
    ...overrides,
  }
}

function page(items: Comment[], total: number, hasMore: boolean, pageNumber = 1) {
  return ok({ items, total, page: pageNumber, size: 10, hasMore })
}

/**
 * A server that keeps the comments of one object: comment.items answers pages of them (newest first,
 * each with its first three replies), the writes change them.
 */
function commentsServer(initial: Comment[]) {
  let comments = initial.map((item) => ({ ...item, replies: [...item.replies] }))
  let nextId = 99
  const find = (id: unknown) => comments.find((item) => item.id === Number(id))
  const items = onEndpoint('comment.items', (params) => {
    const size = Number(params.size)
    const number = Number(params.page)
    const shown = comments
      .slice((number - 1) * size, number * size)
      .map((item) => ({ ...item, replies: item.replies.slice(0, 3) }))
    return page(shown, comments.length, number * size < comments.length, number)
  })
  const post = onEndpoint('comment.post', (params) => {
    const added = comment(nextId++, {
      content: String(params.content),
      mine: true,
      createdAt: new Date().toISOString(),
    })
    comments = [added, ...comments]
    return ok(added)
  })
  const like = onEndpoint('comment.like', () => {
    const liked = find(like.paths.at(-1)?.id)
    if (!liked) return ok({ liked: false, likeCount: 0 })
    liked.liked = true
    liked.likeCount += 1
    return ok({ liked: true, likeCount: liked.likeCount })
  })
  const replyLike = onEndpoint('comment.replyLike', () => {
    const path = replyLike.paths.at(-1)
    const liked = find(path?.id)?.replies.find((item) => item.id === Number(path?.replyId))
    if (!liked) return ok({ liked: false, likeCount: 0 })
    liked.liked = true
    liked.likeCount += 1
    return ok({ liked: true, likeCount: liked.likeCount })
  })
  const remove = onEndpoint('comment.delete', () => {
    comments = comments.filter((item) => item.id !== Number(remove.paths.at(-1)?.id))
    return ok({ deleted: true })
  })
  const removeReply = onEndpoint('comment.replyDelete', () => {
    const path = removeReply.paths.at(-1)
    const thread = find(path?.id)
    if (thread) {
      thread.replies = thread.replies.filter((item) => item.id !== Number(path?.replyId))
      thread.replyCount = thread.replies.length
    }
    return ok({ deleted: true })
  })
  const answer = onEndpoint('comment.reply', (params) => {
    const thread = find(answer.paths.at(-1)?.id)
    const added = reply(nextId++, thread?.id ?? 0, {
      content: String(params.content),
      mine: true,
      author: { userId: 10001, nickname: '李医生', avatar: '' },
    })
    if (thread) {
      thread.replies.push(added)
      thread.replyCount = thread.replies.length
    }
    return ok(added)
  })
  // comment.post's path (/comment/{type}/{id}) also matches /comment/{id}/like and /comment/{id}/reply:
  // it is handled last.
  server.use(
    items.handler,
    like.handler,
    replyLike.handler,
    remove.handler,
    removeReply.handler,
    answer.handler,
    post.handler,
  )
  return { items, post, like, replyLike, remove, removeReply, reply: answer }
}

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

describe('CommentThread', () => {
  it('a guest sees 登录后查看和发表评论 with 登录 (re-login) and no comment call is made', async () => {
    const items = onEndpoint('comment.items', () => page([], 0, false))
    server.use(items.handler)
    const runtime = makeRuntime()
    const session = fakeSession(runtime)
    renderWithRuntime(<CommentThread type="ARTICLE" id={1001} />, { ...runtime, session })

    expect(screen.getByText('登录后查看和发表评论')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '登录' }))

    expect(session.relogin).toHaveBeenCalledTimes(1)
    expect(items.sent).toHaveLength(0)
  })

  it('the article page shows the count and each comment with nickname, relative time and text', async () => {
    const items = onEndpoint('comment.items', () => page([comment(1), comment(2)], 2, false))
    server.use(items.handler)
    const schema: PageSchema = {
      body: [{ widget: 'CommentThread', props: { type: 'ARTICLE', id: '${query.id}', pageSize: 5 } }],
    }
    renderWithRuntime(<SchemaView schema={schema} query={{ id: '1001' }} />, loggedIn())

    expect(await screen.findByText('评论内容 1')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '评论 2' })).toBeTruthy()
    expect(screen.getByText('医生2')).toBeTruthy()
    expect(screen.getAllByText('2小时前')).toHaveLength(2)
    expect(items.paths).toContainEqual({ type: 'ARTICLE', id: '1001' })
    // The list's first page, and the count's one-comment page.
    expect(items.sent).toEqual(
      expect.arrayContaining([
        { page: '1', size: '5' },
        { page: '1', size: '1' },
      ]),
    )
    expect(items.sent).toHaveLength(2)
  })

  it('查看更多评论 loads the next page below', async () => {
    const items = onEndpoint('comment.items', (params) =>
      params.page === '1' ? page([comment(1)], 2, true) : page([comment(2)], 2, false, 2),
    )
    server.use(items.handler)
    renderWithRuntime(<CommentThread type="VIDEO" id={1002} />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '查看更多评论' }))

    expect(await screen.findByText('评论内容 2')).toBeTruthy()
    expect(screen.getByText('评论内容 1')).toBeTruthy()
    expect(items.sent.filter((sent) => sent.size === '10').map((sent) => sent.page)).toEqual(['1', '2'])
    expect(screen.queryByRole('button', { name: '查看更多评论' })).toBeNull()
  })

  it('a comment is liked with comment.like and shows the new count', async () => {
    const { like } = commentsServer([comment(7)])
    renderWithRuntime(<CommentThread type="ARTICLE" id={1} />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '点赞这条评论，3 人赞过' }))

    const liked = await screen.findByRole('button', { name: '取消点赞这条评论，4 人赞过' })
    await waitFor(() => expect(liked.getAttribute('aria-busy')).toBe('false'))
    expect(like.paths).toEqual([{ id: '7' }])
  })

  it('a reply is liked with comment.replyLike', async () => {
    const { replyLike } = commentsServer([comment(7, { replyCount: 1, replies: [reply(70, 7)] })])
    renderWithRuntime(<CommentThread type="ARTICLE" id={1} />, loggedIn())

    await user.click(await screen.findByRole('button', { name: '点赞这条回复，0 人赞过' }))

    const liked = await screen.findByRole('button', { name: '取消点赞这条回复，1 人赞过' })
    await waitFor(() => expect(liked.getAttribute('aria-busy')).toBe('false'))
    expect(replyLike.paths).toEqual([{ id: '7', replyId: '70' }])
  })

  it('replies show three, then 展开更多回复 shows the rest', async () => {
    const replies = [1, 2, 3, 4].map((n) => reply(n, 5))
    server.use(
      onEndpoint('comment.items', () => page([comment(5, { replyCount: 4, replies })], 1, false)).handler,
    )
    renderWithRuntime(<CommentThread type="ARTICLE" id={1} />, loggedIn())

    expect(await screen.findByText('回复内容 3')).toBeTruthy()
    expect(screen.queryByText('回复内容 4')).toBeNull()
    await user.click(screen.getByRole('button', { name: '展开更多回复（1）' }))

    expect(screen.getByText('回复内容 4')).toBeTruthy()
  })

  it('写评论… opens the composer; 发布 stays disabled for blank text; the new comment shows at the top', async () => {
    const { post } = commentsServer([comment(1)])
    const scrolled: Element[] = []
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this)
    })
    renderWithRuntime(<CommentThread type="ARTICLE" id={1001} />, loggedIn())
    await screen.findByText('评论内容 1')

    await user.click(screen.getByRole('button', { name: '写评论…' }))
    const input = await screen.findByRole('textbox', { name: '写评论…' })
    const publish = screen.getByRole('button', { name: '发布' })
    expect(publish.hasAttribute('disabled')).toBe(true)
    await user.type(input, '   ')
    expect(publish.hasAttribute('disabled')).toBe(true)
    await user.type(input, '生物制剂的用药间隔讲得很清楚  ')
    await user.click(publish)

    expect(await screen.findByText('生物制剂的用药间隔讲得很清楚')).toBeTruthy()
    expect(post.sent).toEqual([{ content: '生物制剂的用药间隔讲得很清楚' }])
    expect(post.paths).toEqual([{ type: 'ARTICLE', id: '1001' }])
    const list = screen.getAllByRole('listitem')
    expect(within(list[0] as HTMLElement).getByText('生物制剂的用药间隔讲得很清楚')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '评论 2' })).toBeTruthy()
    // It is brought into view for its author (issue 15 item 6), and only it.
    expect(scrolled).toEqual([list[0]])
    expect(list[0]?.getAttribute('data-comment-id')).toBe('99')
  })

  it('a comment posted in one thread shows, with the new count, in another thread of the same article (one cache)', async () => {
    commentsServer([comment(1)])
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined)
    renderWithRuntime(
      <>
        <CommentThread type="ARTICLE" id={1001} />
        <CommentThread type="ARTICLE" id={1001} title="全部评论" composer={false} />
      </>,
      loggedIn(),
    )
    expect(await screen.findByRole('heading', { name: '全部评论 1' })).toBeTruthy()

    // The second thread's 写评论… (at its top; the first has its bottom bar).
    await user.click(screen.getAllByRole('button', { name: '写评论…' })[1] as HTMLElement)
    await user.type(await screen.findByRole('textbox', { name: '写评论…' }), '期待下一讲')
    await user.click(screen.getByRole('button', { name: '发布' }))

    await waitFor(() => expect(screen.getAllByText('期待下一讲')).toHaveLength(2))
    expect(screen.getByRole('heading', { name: '评论 2' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: '全部评论 2' })).toBeTruthy()
  })

  it('the composer allows at most 500 characters', async () => {
    server.use(onEndpoint('comment.items', () => page([], 0, false)).handler)
    renderWithRuntime(<CommentThread type="ARTICLE" id={1} />, loggedIn())
    await screen.findByText('还没有评论，快来抢沙发吧')

    await user.click(screen.getByRole('button', { name: '写评论…' }))

    const input = (await screen.findByRole('textbox', { name: '写评论…' })) as HTMLTextAreaElement
    fireEvent.change(input, { target: { value: '皮'.repeat(600) } })

    await waitFor(() => expect(input.value).toHaveLength(500))
    expect(screen.getByText('500/500')).toBeTruthy()
  })

  it('回复 on a comment posts comment.reply without replyToUserId and the reply appears at once', async () => {
    const replies = [1, 2, 3].map((n) => reply(n, 5))
    const { reply: send, items } = commentsServer([comment(5, { replyCount: 3, replies })])
    renderWithRuntime(<CommentThread type="ARTICLE" id={1} />, loggedIn())
    await screen.findByText('评论内容 5')

    // The comment's own 回复 is the first one in its card.
    await user.click(screen.getAllByRole('button', { name: '回复' })[0] as HTMLElement)
    await user.type(await screen.findByRole('textbox', { name: '回复 @医生5：' }), '同意，谢谢分享')
    await user.click(screen.getByRole('button', { name: '发布' }))

    // A fourth reply: the list answer carries only three, yet it shows at once, not folded.
    expect(await screen.findByText('同意，谢谢分享')).toBeTruthy()
    expect(items.sent.length).toBeGreaterThan(2)
    expect(screen.queryByText('共 4 条回复')).toBeNull()
    expect(send.paths).toEqual([{ id: '5' }])
    expect(send.sent).toEqual([{ content: '同意，谢谢分享' }])
  })

  it('回复 on a reply answers its author: replyToUserId', async () => {
    server.use(
      onEndpoint('comment.items', () =>
        page([comment(5, { replyCount: 1, replies: [reply(8, 5)] })], 1, false),
      ).handler,
    )
    const send = onEndpoint('comment.reply', (params) =>
      ok(reply(51, 5, { content: String(params.content), replyTo: { userId: 20008, nickname: '回复者8' } })),
    )
    server.use(send.handler)
    renderWithRuntime(<CommentThread type="ARTICLE" id={1} />, loggedIn())
    await screen.findByText('回复内容 8')

    await user.click(screen.getAllByRole('button', { name: '回复' })[1] as HTMLElement)
    await user.type(await screen.findByRole('textbox', { name: '回复 @回复者8：' }), '请问剂量？')
    await user.click(screen.getByRole('button', { name: '发布' }))

    expect(await screen.findByText('请问剂量？')).toBeTruthy()
    expect(send.sent).toEqual([{ content: '请问剂量？', replyToUserId: 20008 }])
  })

  it('删除 on an own comment asks first, then comment.delete removes it from the list', async () => {
    const { remove } = commentsServer([comment(3, { mine: true }), comment(4)])
    renderWithRuntime(<CommentThread type="ARTICLE" id={1} />, loggedIn())
    await screen.findByText('评论内容 3')

    // Only the own comment offers 删除.
    expect(screen.getAllByRole('button', { name: '删除' })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: '删除' }))
    expect(await screen.findByText('确定删除这条评论吗？删除后其下的回复也将一并删除。')).toBeTruthy()
    expect(remove.sent).toHaveLength(0)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: '删除' }))

    await waitFor(() => expect(screen.queryByText('评论内容 3')).toBeNull())
    expect(remove.paths).toEqual([{ id: '3' }])
    expect(screen.getByRole('heading', { name: '评论 1' })).toBeTruthy()
  })

  it('删除 on an own reply calls comment.replyDelete and removes the reply', async () => {
    const { removeReply: remove } = commentsServer([
      comment(6, { replyCount: 1, replies: [reply(60, 6, { mine: true })] }),
    ])
    renderWithRuntime(<CommentThread type="ARTICLE" id={1} />, loggedIn())
    await screen.findByText('回复内容 60')

    await user.click(screen.getByRole('button', { name: '删除' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('确定删除这条回复吗？')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: '删除' }))

    await waitFor(() => expect(screen.queryByText('回复内容 60')).toBeNull())
    expect(remove.paths).toEqual([{ id: '6', replyId: '60' }])
  })

  it('an empty thread invites the first comment', async () => {
    server.use(onEndpoint('comment.items', () => page([], 0, false)).handler)
    renderWithRuntime(<CommentThread type="LIVE" id={3} />, loggedIn())
    expect(await screen.findByText('还没有评论，快来抢沙发吧')).toBeTruthy()
  })
})
