import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import TokenTransfer from '@/widgets/token-transfer/token-transfer'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, fakeSession, ok, onEndpoint } from './endpoints'

const server = startMswServer()
const redirectUrl = 'JTJGdjMlMkZjb3Vyc2UlMkZkZXRhaWwlM0ZpZCUzRDEy'

describe('TokenTransfer', () => {
  it('a handed-over token signs in, loads the user and goes on to the redirect address', async () => {
    const info = onEndpoint('user.info', () =>
      ok({
        userId: 'u-7',
        nickname: '李文静',
        avatar: '',
        roles: [{ roleName: 'ROLE_DOCTOR' }],
        loginName: '',
      }),
    )
    server.use(info.handler)
    const runtime = makeRuntime()
    renderWithRuntime(<TokenTransfer token="tok-7" redirectUrl={redirectUrl} />, runtime)

    expect(screen.getByText('正在登录…')).toBeTruthy()
    await waitFor(() =>
      expect(runtime.visits.at(-1)).toEqual({ path: '/v3/course/detail?id=12', replace: true }),
    )
    expect(runtime.stores.user.userToken).toBe('tok-7')
    expect(runtime.stores.user.userId).toBe('u-7')
    expect(info.sent).toHaveLength(1)
  })

  it('signs in once with the token and an empty userId for the session to fill', async () => {
    const base = makeRuntime()
    const session = fakeSession(base, { loggedIn: true })
    renderWithRuntime(<TokenTransfer token="tok-8" redirectUrl={redirectUrl} />, { ...base, session })

    await waitFor(() => expect(session.finishLogin).toHaveBeenCalledWith(redirectUrl))
    expect(session.signIn).toHaveBeenCalledTimes(1)
    expect(session.signIn).toHaveBeenCalledWith({ token: 'tok-8', userId: '' }, { silent: true })
  })

  it('without a token shows 登录信息无效, and 去登录 opens the login screen with the return address', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<TokenTransfer redirectUrl={redirectUrl} />, runtime)

    expect(screen.getByText('登录信息无效')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '去登录' }))
    expect(runtime.visits.at(-1)).toEqual({
      path: `/v3/login?redirect_url=${encodeURIComponent(redirectUrl)}`,
      replace: true,
    })
  })

  it('a refused token is cleared from the session and shows 登录信息无效', async () => {
    server.use(onEndpoint('user.info', () => fail(400, 'auth.token.invalid', '登录已失效')).handler)
    const base = makeRuntime()
    const signOut = vi.fn(() => base.session.signOut())
    const runtime = { ...base, session: { ...base.session, signOut } }
    renderWithRuntime(<TokenTransfer token="tok-bad" />, runtime)

    expect(await screen.findByText('登录信息无效')).toBeTruthy()
    expect(signOut).toHaveBeenCalled()
    expect(runtime.stores.user.userToken).toBe('')
  })
})
