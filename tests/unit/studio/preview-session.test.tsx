import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageSchema, PagesFile } from '@/runtime/schema'
import { storageKey } from '@/runtime/stores/persist'
import type { PreviewAnswer, RenderMessage } from '@/studio/preview/messages'
import { createPersonaLogins } from '@/studio/preview/personas'
import { createPreview, type Preview } from '@/studio/preview/preview'
import { registry } from '@/widgets'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()

const routes = {
  version: 1,
  home: 'home',
  login: 'login',
  pages: [
    { name: 'home', path: '/home', title: '首页', schema: 'home' },
    { name: 'login', path: '/login', title: '登录', schema: 'login' },
    { name: 'mine', path: '/mine', title: '我的', schema: 'mine', guards: { login: true } },
  ],
} as unknown as PagesFile
const pages: Record<string, PageSchema> = {
  home: { body: [{ widget: 'Text', props: { text: '草稿首页' } }] },
  login: { body: [{ widget: 'Text', props: { text: '草稿登录页' } }] },
  mine: { body: [{ widget: 'Text', props: { text: '你好，${user.nickname}' } }] },
}

/** The operator's own app session, as the app keeps it in localStorage. */
const appSession = JSON.stringify({ userToken: 'operator-token', userId: 'operator' })

function answerAsSeededDoctors(logins: string[]) {
  server.use(
    http.post(`${API}/user/v1/auth/login`, async ({ request }) => {
      const { loginName } = (await request.json()) as { loginName: string }
      logins.push(loginName)
      return HttpResponse.json({ token: `token-${loginName}`, userId: `user-${loginName}`, name: '李医生' })
    }),
    http.get(`${API}/user/v1/user/`, ({ request }) => {
      const token = request.headers.get('authorization')
      if (token !== 'Bearer token-13800000001') return HttpResponse.json({ code: 'auth' }, { status: 401 })
      return HttpResponse.json({ userId: 'user-13800000001', nickname: '李医生', roles: [] })
    }),
    http.get(`${API}/*`, () => HttpResponse.json({})),
  )
}

function message(path: string, persona: RenderMessage['persona']): RenderMessage {
  return { type: 'dc-studio:render', routes, pages, path, persona, environment: 'browser' }
}

describe('the preview shows a persona without touching the operator’s app session (src/studio/preview)', () => {
  let container: HTMLElement
  let preview: Preview | undefined
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    localStorage.setItem(storageKey('user'), appSession)
  })
  afterEach(() => {
    preview?.dispose()
    container.remove()
    window.history.replaceState(null, '', '/')
  })

  it('renders the draft as 李医生, then a login-guarded screen as anonymous shows the login route', async () => {
    const logins: string[] = []
    answerAsSeededDoctors(logins)
    const answers: PreviewAnswer[] = []
    preview = createPreview({
      container,
      registry,
      apiBase: API,
      contentIds: async () => ({}),
      post: (answer) => answers.push(answer),
    })

    await preview.render(message('/mine', 'li'))
    expect(await screen.findByText('你好，李医生')).toBeTruthy()
    expect(window.location.pathname).toBe('/mine')
    expect(answers).toContainEqual({ type: 'dc-studio:rendered', path: '/mine' })
    // Re-rendering the same persona logs in once only (the login endpoint's rate limit), and a changed
    // draft schema shows, not the one the runtime loaded before under the same name.
    await preview.render(message('/home', 'li'))
    expect(await screen.findByText('草稿首页')).toBeTruthy()
    const edited = { home: { body: [{ widget: 'Text', props: { text: '改过的首页' } }] } }
    await preview.render({ ...message('/home', 'li'), pages: { ...pages, ...edited } as typeof pages })
    expect(await screen.findByText('改过的首页')).toBeTruthy()
    expect(screen.queryByText('草稿首页')).toBeNull()
    expect(logins).toEqual(['13800000001'])

    await preview.render(message('/mine', 'anonymous'))
    expect(await screen.findByText('草稿登录页')).toBeTruthy()
    expect(window.location.pathname).toBe('/v3/login')
    expect(screen.queryByText(/你好/)).toBeNull()

    // The operator's app session was never read, replaced or cleared.
    expect(localStorage.getItem(storageKey('user'))).toBe(appSession)
    expect(localStorage.getItem(storageKey('login'))).toBeNull()
    expect(answers.filter((answer) => answer.type === 'dc-studio:error')).toEqual([])
  })

  it('a schema missing from the draft shows the runtime’s error screen and answers the error', async () => {
    answerAsSeededDoctors([])
    const answers: PreviewAnswer[] = []
    preview = createPreview({
      container,
      registry,
      apiBase: API,
      contentIds: async () => ({}),
      post: (answer) => answers.push(answer),
    })
    await preview.render({ ...message('/home', 'anonymous'), pages: { login: pages.login as PageSchema } })
    await waitFor(() =>
      expect(answers).toContainEqual({
        type: 'dc-studio:error',
        message: 'page schema "home" is not in the config',
      }),
    )
    expect(await screen.findByText('重新加载')).toBeTruthy()
  })
})

describe('the preview shows the chosen environment, not the detected one (src/studio/preview)', () => {
  it('WeChat has no header bar and never leaves for the authorisation page; the app gets its chrome', async () => {
    answerAsSeededDoctors([])
    const container = document.createElement('div')
    document.body.append(container)
    const answers: PreviewAnswer[] = []
    const preview = createPreview({
      container,
      registry,
      apiBase: API,
      contentIds: async () => ({}),
      post: (answer) => answers.push(answer),
    })
    const show = (path: string, environment: RenderMessage['environment']) =>
      preview.render({ ...message(path, 'anonymous'), environment })
    const headerBar = () => container.querySelector('.dc-frame-bar')
    const chrome = () => document.documentElement.style.getPropertyValue('--app-header-height')
    try {
      await show('/home', 'browser')
      expect(await screen.findByText('草稿首页')).toBeTruthy()
      expect(headerBar()).not.toBeNull()

      await show('/mine', 'wechat')
      // Anonymous on a login-guarded screen in WeChat: the app would go to WeChat's authorisation page;
      // the preview stays, says so over the frame and answers the studio (not "rendered").
      const note = await screen.findByText('此处页面将跳转，预览停留在原页')
      expect(note.parentElement?.textContent).toContain('切换身份为医生')
      const left = answers.filter((answer) => answer.type === 'dc-studio:left')
      expect(left).toEqual([
        { type: 'dc-studio:left', url: expect.stringContaining('/user/wechatUser/login') },
      ])
      expect(answers.at(-1)?.type).toBe('dc-studio:left')
      expect(window.location.pathname).toBe('/mine')
      await show('/home', 'wechat')
      expect(await screen.findByText('草稿首页')).toBeTruthy()
      expect(screen.queryByText('此处页面将跳转，预览停留在原页')).toBeNull()
      expect(headerBar()).toBeNull()

      await show('/home', 'app')
      await waitFor(() => expect(chrome()).toBe('44px'))
      await show('/home', 'browser')
      expect(chrome()).toBe('')
    } finally {
      preview.dispose()
      container.remove()
      window.history.replaceState(null, '', '/')
    }
  })
})

describe('persona logins (src/studio/preview/personas.ts)', () => {
  const result = (token: string, expiresAt?: string) => ({ token, userId: 'u', expiresAt })

  it('logs a persona in once, never anonymous, and again once its token is about to end', async () => {
    let now = Date.parse('2026-11-27T10:00:00Z')
    const logins = createPersonaLogins(() => now)
    const login = vi.fn(async (name: string) => result(`t-${name}`, '2026-11-27T11:00:00Z'))
    expect(await logins.loginFor('anonymous', login)).toBeUndefined()
    expect((await logins.loginFor('zhao', login))?.token).toBe('t-13800000003')
    expect((await logins.loginFor('zhao', login))?.token).toBe('t-13800000003')
    expect(login).toHaveBeenCalledTimes(1)
    expect(login).toHaveBeenCalledWith('13800000003', 'Derma@2026')
    now = Date.parse('2026-11-27T10:59:30Z')
    await logins.loginFor('zhao', login)
    expect(login).toHaveBeenCalledTimes(2)
  })

  it('tries a failed login again, and forgets a token on request', async () => {
    const logins = createPersonaLogins()
    const login = vi
      .fn<(name: string) => Promise<ReturnType<typeof result>>>()
      .mockRejectedValueOnce(new Error('429'))
      .mockResolvedValue(result('t'))
    await expect(logins.loginFor('uncertified', login)).rejects.toThrow('429')
    expect((await logins.loginFor('uncertified', login))?.token).toBe('t')
    logins.forget('uncertified')
    await logins.loginFor('uncertified', login)
    expect(login).toHaveBeenCalledTimes(3)
    expect(login).toHaveBeenLastCalledWith('13800000002', 'Derma@2026')
  })
})
