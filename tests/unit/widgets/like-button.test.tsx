import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import LikeButton from '@/widgets/like-button/like-button'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fakeSession, ok, onEndpoint } from './endpoints'

const server = startMswServer()

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

/**
 * A server that keeps one article's likes: like.add / like.remove change them, article.detail shows them
 * (its liked and likeCount).
 */
function likesServer(liked: boolean, likeCount: number) {
  const state = { liked, likeCount }
  const change = (next: boolean) => {
    if (next !== state.liked) state.likeCount += next ? 1 : -1
    state.liked = next
    return ok({ ...state })
  }
  const add = onEndpoint('like.add', () => change(true))
  const remove = onEndpoint('like.remove', () => change(false))
  const detail = onEndpoint('article.detail', () => ok({ id: 1001, title: '银屑病的系统治疗', ...state }))
  server.use(add.handler, remove.handler, detail.handler)
  return { add, remove, detail }
}

function articlePage(variant: 'icon' | 'pill' = 'icon'): PageSchema {
  return {
    data: { article: { api: 'article.detail', params: { id: 1001 } } },
    body: [
      {
        widget: 'LikeButton',
        props: {
          type: 'ARTICLE',
          id: '${data.article.id}',
          liked: '${data.article.liked}',
          count: '${data.article.likeCount}',
          variant,
        },
      },
    ],
  }
}

describe('LikeButton', () => {
  it('a tap likes the article; the refreshed article says liked and its new count', async () => {
    const likes = likesServer(false, 128)
    renderWithRuntime(<SchemaView schema={articlePage()} />, loggedIn())

    expect(await screen.findByText('128')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '点赞，128 人赞过' }))

    expect(await screen.findByRole('button', { name: '取消点赞，129 人赞过' })).toBeTruthy()
    await waitFor(() => expect(likes.detail.sent).toHaveLength(2))
    await waitFor(() => expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('false'))
    expect(screen.getByText('129')).toBeTruthy()
    expect(likes.add.paths).toEqual([{ type: 'ARTICLE', id: '1001' }])
  })

  it('a liked item is unliked with like.remove', async () => {
    const likes = likesServer(true, 1)
    renderWithRuntime(<SchemaView schema={articlePage('pill')} />, loggedIn())

    await userEvent.click(await screen.findByRole('button', { name: /取消点赞/ }))

    expect(await screen.findByText('赞')).toBeTruthy()
    await waitFor(() => expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('false'))
    expect(screen.getByRole('button', { name: '点赞，0 人赞过' })).toBeTruthy()
    expect(likes.remove.sent).toHaveLength(1)
  })

  it('two buttons reading the same article both show the like once the write has refreshed it', async () => {
    likesServer(false, 5)
    const page = articlePage()
    page.body = [...page.body, ...page.body]
    renderWithRuntime(<SchemaView schema={page} />, loggedIn())

    const [first] = await screen.findAllByRole('button', { name: '点赞，5 人赞过' })
    await userEvent.click(first as HTMLElement)

    await waitFor(() => expect(screen.getAllByRole('button', { name: '取消点赞，6 人赞过' })).toHaveLength(2))
    await waitFor(() =>
      expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-busy'))).toEqual([
        'false',
        'false',
      ]),
    )
  })

  it('big counts read with 万 (spec §5)', () => {
    renderWithRuntime(<LikeButton type="ARTICLE" id={1} count={12345} />, loggedIn())
    expect(screen.getByText('1.2万')).toBeTruthy()
  })

  it('a live is liked through live.like (the pressed state counts it while the write is out)', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const like = onEndpoint('live.like', async () => {
      await gate
      return ok({ liked: true, likeCount: 8 })
    })
    server.use(like.handler)
    renderWithRuntime(<LikeButton type="LIVE" id={1003} count={7} />, loggedIn())

    await userEvent.click(screen.getByRole('button', { name: /点赞/ }))

    expect(await screen.findByText('8')).toBeTruthy()
    release()
    await waitFor(() => expect(like.paths).toEqual([{ id: '1003' }]))
    // Nothing here reads the live: once the write is done the button shows its props again.
    expect(await screen.findByText('7')).toBeTruthy()
  })

  it('taps while a like is out are ignored', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const add = onEndpoint('like.add', async () => {
      await gate
      return ok({ liked: true, likeCount: 1 })
    })
    server.use(add.handler)
    renderWithRuntime(<LikeButton type="ARTICLE" id={1} />, loggedIn())

    const button = screen.getByRole('button', { name: /点赞/ })
    await userEvent.click(button)
    await userEvent.click(button)
    expect(screen.getByText('1')).toBeTruthy()
    release()

    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'))
    expect(add.sent).toHaveLength(1)
  })

  it('a guest is sent to login and nothing is called', async () => {
    const runtime = makeRuntime()
    const session = fakeSession(runtime)
    renderWithRuntime(<LikeButton type="ARTICLE" id={1} />, { ...runtime, session })

    await userEvent.click(screen.getByRole('button', { name: /点赞/ }))

    expect(session.relogin).toHaveBeenCalledTimes(1)
  })
})
