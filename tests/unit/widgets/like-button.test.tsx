import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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

describe('LikeButton', () => {
  it('a tap likes the article and shows the count the answer reports', async () => {
    const add = onEndpoint('like.add', () => ok({ liked: true, likeCount: 129 }))
    server.use(add.handler)
    renderWithRuntime(<LikeButton type="ARTICLE" id={1001} liked={false} count={128} />, loggedIn())

    expect(screen.getByText('128')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '点赞，128 人赞过' }))

    expect(await screen.findByRole('button', { name: '取消点赞，129 人赞过' })).toBeTruthy()
    expect(screen.getByText('129')).toBeTruthy()
    expect(add.paths).toEqual([{ type: 'ARTICLE', id: '1001' }])
  })

  it('a liked item is unliked with like.remove', async () => {
    const remove = onEndpoint('like.remove', () => ok({ liked: false, likeCount: 0 }))
    server.use(remove.handler)
    renderWithRuntime(<LikeButton type="VIDEO" id={1002} liked count={1} variant="pill" />, loggedIn())

    await userEvent.click(screen.getByRole('button', { name: /取消点赞/ }))

    expect(await screen.findByText('赞')).toBeTruthy()
    expect(remove.sent).toHaveLength(1)
  })

  it('big counts read with 万 (spec §5)', () => {
    renderWithRuntime(<LikeButton type="ARTICLE" id={1} count={12345} />, loggedIn())
    expect(screen.getByText('1.2万')).toBeTruthy()
  })

  it('a live is liked through live.like', async () => {
    const like = onEndpoint('live.like', () => ok({ liked: true, likeCount: 8 }))
    server.use(like.handler)
    renderWithRuntime(<LikeButton type="LIVE" id={1003} count={7} />, loggedIn())

    await userEvent.click(screen.getByRole('button', { name: /点赞/ }))

    expect(await screen.findByText('8')).toBeTruthy()
    expect(like.paths).toEqual([{ id: '1003' }])
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
    release()

    expect(await screen.findByText('1')).toBeTruthy()
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
