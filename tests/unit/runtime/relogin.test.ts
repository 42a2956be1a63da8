import { Base64 } from 'js-base64'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@/runtime/api'
import { bridgeReceiverName, type PlatformInfo, readWechatState } from '@/runtime/platform'
import { createNavigator, createRouteTable } from '@/runtime/router'
import type { PagesFile } from '@/runtime/schema'
import { createSession, decodeReturnAddress, encodeReturnAddress } from '@/runtime/session'
import { RootStore } from '@/runtime/stores'
import pages from '../../../pages.json'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()
const origin = 'https://h5.dermacampus.cn'

const browser: PlatformInfo = {
  isApp: false,
  isWechat: false,
  isDesktop: false,
  isIos: false,
  isAndroid: true,
}

function setup(platform: PlatformInfo, path = '/v3/user/academy/studying?tab=2') {
  const stores = new RootStore({ persist: false })
  stores.user.setSession('tok', 'u1')
  stores.login.setLoginInfo({ token: 'tok', productUserId: 'd1' })
  const routes = createRouteTable(pages as PagesFile)
  const visits: { path: string; replace: boolean }[] = []
  const navigator = createNavigator(routes, {
    go: (target, { replace }) => visits.push({ path: target, replace }),
    back: () => undefined,
    depth: () => 0,
  })
  const [pathname = '/', search = ''] = path.split('?')
  const here = { pathname, search: search ? `?${search}` : '', hash: '', href: `${origin}${path}`, origin }
  const assigned: string[] = []
  const session = createSession({
    stores,
    api: createApiClient({ baseUrl: () => API }),
    routes,
    navigator,
    platform,
    location: () => here,
    assign: (url) => assigned.push(url),
    apiBase: () => API,
  })
  return { stores, session, visits, assigned }
}

describe('spec §4 re-login, per environment', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
  })

  it('step 1 clears stored login info', () => {
    const { stores, session } = setup(browser)
    session.relogin()
    expect(stores.user.userToken).toBe('')
    expect(stores.user.userId).toBe('')
    expect(stores.login.loginInfo.token).toBe('')
  })

  it('step 2: in the native app it sends the invalid-token message over the bridge', () => {
    const messages: string[] = []
    ;(window as unknown as { nativeBridge: unknown }).nativeBridge = {
      postMessage: (m: string) => messages.push(m),
    }
    try {
      const { session, visits, assigned } = setup({ ...browser, isApp: true })
      session.relogin()
      expect(messages.map((m) => JSON.parse(m).type)).toEqual(['invalid-token'])
      expect(visits).toEqual([])
      expect(assigned).toEqual([])
      expect(typeof (window as unknown as Record<string, unknown>)[bridgeReceiverName]).toBe('function')
    } finally {
      delete (window as unknown as { nativeBridge?: unknown }).nativeBridge
    }
  })

  it('step 3: in WeChat it goes to the authorisation URL with the page and a stored state', () => {
    const { session, assigned, stores } = setup({ ...browser, isWechat: true })
    session.relogin()
    expect(assigned).toHaveLength(1)
    const url = new URL(assigned[0] ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(`${API}/user/wechatUser/login`)
    expect(url.searchParams.get('domain')).toBe(`${origin}/v3/user/academy/studying?tab=2`)
    const state = url.searchParams.get('state')
    expect(state).toBeTruthy()
    expect(readWechatState(false)).toBe(state)
    expect(stores.ui.wxCodeState).toBe(state)
  })

  it('step 3 on iOS: a state under 5 s old is reused, an older one is not', () => {
    const now = vi.spyOn(Date, 'now')
    now.mockReturnValue(1_000_000)
    const first = setup({ ...browser, isWechat: true, isIos: true, isAndroid: false })
    first.session.relogin()
    const state1 = new URL(first.assigned[0] ?? '').searchParams.get('state')
    now.mockReturnValue(1_004_000)
    const second = setup({ ...browser, isWechat: true, isIos: true, isAndroid: false })
    second.session.relogin()
    expect(new URL(second.assigned[0] ?? '').searchParams.get('state')).toBe(state1)
    now.mockReturnValue(1_010_000)
    const third = setup({ ...browser, isWechat: true, isIos: true, isAndroid: false })
    third.session.relogin()
    expect(new URL(third.assigned[0] ?? '').searchParams.get('state')).not.toBe(state1)
    now.mockRestore()
  })

  it('step 4: elsewhere it goes to /v3/login with the return address encoded and base64-wrapped', () => {
    const { session, visits } = setup(browser)
    session.relogin()
    expect(visits).toHaveLength(1)
    const target = new URL(visits[0]?.path ?? '', origin)
    expect(target.pathname).toBe('/v3/login')
    const wrapped = target.searchParams.get('redirect_url') ?? ''
    expect(atob(wrapped)).toBe(encodeURIComponent('/v3/user/academy/studying?tab=2'))
    expect(decodeReturnAddress(wrapped, origin)).toBe('/v3/user/academy/studying?tab=2')
  })

  it('step 5: skipped when already on the login route (login info still cleared)', () => {
    const { session, visits, stores } = setup(browser, '/v3/login')
    session.relogin()
    expect(visits).toEqual([])
    expect(stores.user.userToken).toBe('')
  })

  it('step 5: skipped entirely on a live detail page', () => {
    const { session, visits, stores } = setup(browser, '/v3/live/detail?id=5')
    session.relogin()
    expect(visits).toEqual([])
    expect(stores.user.userToken).toBe('tok')
  })

  it('parallel 401s make one re-login', () => {
    const { session, visits } = setup(browser)
    session.relogin()
    session.relogin()
    expect(visits).toHaveLength(1)
  })
})

describe('the login screen returns only to same-site addresses', () => {
  it('a same-site path comes back', () => {
    expect(decodeReturnAddress(encodeReturnAddress('/v3/zone/detail?id=1'), origin)).toBe(
      '/v3/zone/detail?id=1',
    )
    expect(decodeReturnAddress(encodeReturnAddress(`${origin}/v3/user?x=中文`), origin)).toBe(
      '/v3/user?x=%E4%B8%AD%E6%96%87',
    )
  })

  it.each([
    'https://evil.example/phish',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
  ])('%s is refused', (address) => {
    expect(decodeReturnAddress(encodeReturnAddress(address), origin)).toBeUndefined()
  })

  it('a return address reads as js-base64 read it: URL-safe letters, no padding, spaces, UTF-8 inside', () => {
    const address = '/v3/user?x=中文&y=~~~>>>???'
    const standard = Base64.encode(encodeURIComponent(address))
    expect(encodeReturnAddress(address)).toBe(standard)
    for (const variant of [
      Base64.encode(encodeURIComponent(address), true),
      standard.replace(/=+$/, ''),
      ` ${standard.slice(0, 8)}\n${standard.slice(8)} `,
      Base64.encode(address),
    ]) {
      expect(decodeReturnAddress(variant, origin)).toBe('/v3/user?x=%E4%B8%AD%E6%96%87&y=~~~%3E%3E%3E???')
    }
  })

  it('garbage is refused', () => {
    expect(decodeReturnAddress('%%%not-base64', origin)).toBeUndefined()
  })

  it('finishLogin replaces the login screen with the return address, or home', () => {
    const { session, visits } = setup(browser, '/v3/login')
    session.finishLogin(encodeReturnAddress('/v3/user'))
    session.finishLogin(encodeReturnAddress('https://evil.example/'))
    session.finishLogin(encodeReturnAddress('/v3/login?redirect_url=x'))
    expect(visits).toEqual([
      { path: '/v3/user', replace: true },
      { path: '/v3/home', replace: true },
      { path: '/v3/home', replace: true },
    ])
  })
})

describe('sign-in and the chat-app code login', () => {
  it('signIn stores the token and login info, then loads the user info with roles', async () => {
    server.use(
      http.get(`${API}/user/v1/user/`, ({ request }) =>
        HttpResponse.json({
          userId: 'u9',
          nickname: '访客',
          avatar: '',
          loginName: '',
          roles: [{ roleName: 'ROLE_GUEST' }],
          seenToken: request.headers.get('authorization'),
        }),
      ),
    )
    const { stores, session } = setup(browser)
    stores.clearLogin()
    await session.signIn({ userId: 'u9', token: 'tok9', dermaId: 'd9', accurateAuth: 0, name: '访客' })
    expect(stores.user.isLoggedIn).toBe(true)
    expect(stores.login.loginInfo).toMatchObject({ token: 'tok9', productUserId: 'd9', accurateAuth: 0 })
    expect(stores.user.hasRole('ROLE_GUEST')).toBe(true)
  })

  it('a code is exchanged, the user loaded and the state reset to -1', async () => {
    server.use(
      http.get(`${API}/user/login/getTokenByWxCode`, ({ request }) =>
        new URL(request.url).searchParams.get('code') === 'good'
          ? HttpResponse.json({ userId: 'w1', token: 'wt', dermaId: 'dw', bound: false, wxTicket: 't' })
          : HttpResponse.json({ code: 'wechat.code.invalid', message: 'x' }, { status: 400 }),
      ),
      http.get(`${API}/user/v1/user/`, () => HttpResponse.json({ userId: 'w1', roles: [] })),
    )
    const { stores, session } = setup({ ...browser, isWechat: true })
    stores.clearLogin()
    session.wechatLoginUrl()
    expect(readWechatState(false)).not.toBe('-1')
    await expect(session.codeLogin('good')).resolves.toBe(true)
    expect(stores.user.userToken).toBe('wt')
    expect(readWechatState(false)).toBe('-1')
    expect(stores.ui.wxCodeState).toBe('-1')
  })

  it('a failed code login re-logs in without throwing', async () => {
    server.use(
      http.get(`${API}/user/login/getTokenByWxCode`, () =>
        HttpResponse.json({ code: 'wechat.code.invalid', message: 'x' }, { status: 400 }),
      ),
    )
    const { session, assigned } = setup({ ...browser, isWechat: true })
    await expect(session.codeLogin('bad')).resolves.toBe(false)
    expect(assigned).toHaveLength(1)
  })
})

describe('native app login info (bridge get-user-info)', () => {
  it('takes the app’s token and loads the user', async () => {
    server.use(http.get(`${API}/user/v1/user/`, () => HttpResponse.json({ userId: 'app-1', roles: [] })))
    ;(window as unknown as { nativeBridge: unknown }).nativeBridge = {
      postMessage(json: string) {
        const { id } = JSON.parse(json) as { id: string }
        const receive = (window as unknown as Record<string, (id: string, data: unknown) => void>)[
          bridgeReceiverName
        ]
        setTimeout(
          () => receive?.(id, { token: 'app-token', dermaId: 'd-app', version: '3.12.0', accurateAuth: 2 }),
          0,
        )
      },
    }
    try {
      const { stores, session } = setup({ ...browser, isApp: true })
      stores.clearLogin()
      await expect(session.syncFromApp()).resolves.toBe(true)
      expect(stores.user.userToken).toBe('app-token')
      expect(stores.user.userId).toBe('app-1')
      expect(stores.login.loginInfo).toMatchObject({
        productUserId: 'd-app',
        version: '3.12.0',
        accurateAuth: 2,
      })
    } finally {
      delete (window as unknown as { nativeBridge?: unknown }).nativeBridge
    }
  })
})
