import { decryptLoginPayload } from '@schemas/api/crypto'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import LoginPanel, { tokenHours } from '@/widgets/login-panel/login-panel'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { captchaAnswer, fail, fakeSession, loginResult, ok, onEndpoint } from './endpoints'

const server = startMswServer()

// base64(encodeURIComponent('/v3/course/detail?id=12')), as a login link carries it.
const redirectUrl = 'JTJGdjMlMkZjb3Vyc2UlMkZkZXRhaWwlM0ZpZCUzRDEy'

function setup(): TestRuntime {
  const base = makeRuntime()
  return { ...base, session: fakeSession(base) }
}

function captchas() {
  const visitor = onEndpoint('auth.captcha', (_, count) => captchaAnswer(count))
  const sms = onEndpoint('healthchat.captcha', (_, count) => captchaAnswer(count))
  server.use(visitor.handler, sms.handler)
  return { visitor, sms }
}

async function captchaShown() {
  return screen.findByRole('img', { name: '图形验证码' })
}

describe('LoginPanel: what logging in opens (issue 15 item 2)', () => {
  it('a return address to a course says 登录后继续 · 课程 and that it is for certified doctors', async () => {
    captchas()
    renderWithRuntime(<LoginPanel methods={['captcha']} redirectUrl={redirectUrl} />, setup())
    const note = await screen.findByRole('complementary', { name: '登录后继续' })
    expect(note.textContent).toContain('登录后继续')
    expect(note.querySelector('strong')?.textContent).toBe('课程')
    expect(note.textContent).toContain('仅限认证医生查看')
  })

  it('a return address to an open screen names it without the certification note', async () => {
    captchas()
    // base64(encodeURIComponent('/v3/home'))
    renderWithRuntime(<LoginPanel methods={['captcha']} redirectUrl="JTJGdjMlMkZob21l" />, setup())
    const note = await screen.findByRole('complementary', { name: '登录后继续' })
    expect(note.querySelector('strong')?.textContent).toBe('成长学院')
    expect(note.textContent).not.toContain('认证医生')
  })

  it('no return address, another site or an unknown path: nothing extra is said', async () => {
    captchas()
    const addresses = [
      undefined,
      btoa(encodeURIComponent('https://evil.example/v3/course/detail?id=1')),
      btoa(encodeURIComponent('/v3/no/such/screen')),
      btoa(encodeURIComponent('/v3/login')),
      'not base64 at all %%%',
    ]
    for (const address of addresses) {
      const { unmount } = renderWithRuntime(
        <LoginPanel methods={['captcha']} redirectUrl={address} />,
        setup(),
      )
      await captchaShown()
      expect(screen.queryByText('登录后继续'), String(address)).toBeNull()
      unmount()
    }
  })
})

describe('LoginPanel: visitor login (快捷登录)', () => {
  it('visitor login with an empty code shows 请输入验证码 and sends nothing', async () => {
    captchas()
    const login = onEndpoint('auth.captchaLogin', () => ok(loginResult))
    server.use(login.handler)
    const runtime = setup()
    renderWithRuntime(<LoginPanel methods={['captcha']} redirectUrl={redirectUrl} />, runtime)
    await captchaShown()

    await userEvent.click(screen.getByRole('button', { name: '登录' }))

    expect(await screen.findByText('请输入验证码')).toBeTruthy()
    expect(login.sent).toEqual([])
    expect(runtime.session.signIn).not.toHaveBeenCalled()
  })

  it('a successful captcha login signs in and returns to the redirect address', async () => {
    captchas()
    const login = onEndpoint('auth.captchaLogin', () => ok(loginResult))
    server.use(login.handler)
    const runtime = setup()
    renderWithRuntime(
      <LoginPanel methods={['captcha']} redirectUrl={redirectUrl} tokenExpirationHours="72" />,
      runtime,
    )
    await captchaShown()

    await userEvent.type(screen.getByPlaceholderText('请输入图中字符'), 'k7p3')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))

    await waitFor(() => expect(runtime.session.finishLogin).toHaveBeenCalledWith(redirectUrl))
    expect(login.sent).toEqual([{ captchaId: 'c-1', code: 'k7p3', tokenExpirationHours: 72 }])
    expect(runtime.session.signIn).toHaveBeenCalledWith(loginResult)
  })

  it('a login is a write through the cache: what shows the session is asked again before signing in', async () => {
    captchas()
    const login = onEndpoint('auth.captchaLogin', () => ok(loginResult))
    const info = onEndpoint('user.info', () => ok({ userId: 'u-1001' }))
    server.use(login.handler, info.handler)
    const runtime = setup()
    const shown = runtime.data.query('user.info')
    const stop = shown.subscribe(() => undefined)
    await waitFor(() => expect(info.sent).toHaveLength(1))
    renderWithRuntime(<LoginPanel methods={['captcha']} />, runtime)
    await captchaShown()

    await userEvent.type(screen.getByPlaceholderText('请输入图中字符'), 'k7p3')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))

    await waitFor(() => expect(runtime.session.signIn).toHaveBeenCalledWith(loginResult))
    expect(info.sent).toHaveLength(2)
    stop()
  })

  it('a wrong captcha code gets a fresh image and clears the input', async () => {
    const { visitor } = captchas()
    const login = onEndpoint('auth.captchaLogin', () => fail(400, 'auth.captcha.invalid', '验证码错误'))
    server.use(login.handler)
    const runtime = setup()
    renderWithRuntime(<LoginPanel methods={['captcha']} />, runtime)
    await captchaShown()

    const input = screen.getByPlaceholderText('请输入图中字符') as HTMLInputElement
    await userEvent.type(input, 'zzzz')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))

    await waitFor(() => expect(visitor.sent).toHaveLength(2))
    await waitFor(() => expect(input.value).toBe(''))
    expect(login.sent).toHaveLength(1)
    expect(runtime.session.signIn).not.toHaveBeenCalled()
  })

  it('double taps on 登录 send one login call while the first is in flight', async () => {
    captchas()
    let release: () => void = () => undefined
    const login = onEndpoint(
      'auth.captchaLogin',
      () => new Promise<Response>((resolve) => (release = () => resolve(ok(loginResult)))),
    )
    server.use(login.handler)
    const runtime = setup()
    renderWithRuntime(<LoginPanel methods={['captcha']} />, runtime)
    await captchaShown()

    await userEvent.type(screen.getByPlaceholderText('请输入图中字符'), 'k7p3')
    const button = screen.getByRole('button', { name: '登录' })
    await userEvent.click(button)
    await waitFor(() => expect(login.sent).toHaveLength(1))
    await userEvent.click(button)
    await userEvent.click(button)
    release()

    await waitFor(() => expect(runtime.session.finishLogin).toHaveBeenCalledTimes(1))
    expect(login.sent).toHaveLength(1)
  })

  it('tapping the picture or 换一张 loads a new captcha', async () => {
    const { visitor } = captchas()
    renderWithRuntime(<LoginPanel methods={['captcha']} />, setup())
    await captchaShown()

    await userEvent.click(screen.getByRole('button', { name: '图形验证码，点击换一张' }))
    await waitFor(() => expect(visitor.sent).toHaveLength(2))
    await captchaShown()
    await userEvent.click(screen.getByRole('button', { name: '换一张' }))
    await waitFor(() => expect(visitor.sent).toHaveLength(3))
  })
})

describe('LoginPanel: SMS login (短信登录)', () => {
  it('获取验证码 with a wrong phone number shows 请输入正确的手机号 and sends no SMS', async () => {
    captchas()
    const send = onEndpoint('healthchat.sendSmsWithCaptcha', () => ok({ sent: true, interval: 60 }))
    server.use(send.handler)
    renderWithRuntime(<LoginPanel />, setup())
    await captchaShown()

    await userEvent.type(screen.getByLabelText('手机号'), '1123456789')
    await userEvent.type(screen.getByLabelText('图形验证码'), 'm4x8')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))

    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy()
    expect(send.sent).toEqual([])
  })

  it('an SMS code send starts the 60 s countdown, and the SMS login signs in and returns', async () => {
    captchas()
    const send = onEndpoint('healthchat.sendSmsWithCaptcha', () => ok({ sent: true, interval: 60 }))
    const login = onEndpoint('auth.smsLoginNew', () => ok(loginResult))
    server.use(send.handler, login.handler)
    const runtime = setup()
    renderWithRuntime(<LoginPanel redirectUrl={redirectUrl} />, runtime)
    await captchaShown()

    await userEvent.type(screen.getByLabelText('手机号'), '13800000001')
    await userEvent.type(screen.getByLabelText('图形验证码'), 'm4x8')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))

    expect(await screen.findByRole('button', { name: '60s后重新获取' })).toBeTruthy()
    expect(send.sent).toEqual([{ mobile: '13800000001', captchaId: 'c-1', captchaCode: 'm4x8' }])
    expect(runtime.stores.user.lastSmsSendTime).toBeGreaterThan(0)

    await userEvent.type(screen.getByLabelText('短信验证码'), '246810')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))

    await waitFor(() => expect(runtime.session.finishLogin).toHaveBeenCalledWith(redirectUrl))
    expect(login.sent).toEqual([{ mobile: '13800000001', randNum: '246810' }])
    expect(runtime.session.signIn).toHaveBeenCalledWith(loginResult)
  })

  it('a refused SMS send shows a new picture and clears the image code', async () => {
    const { sms } = captchas()
    const send = onEndpoint('healthchat.sendSmsWithCaptcha', () =>
      fail(400, 'auth.captcha.invalid', '图形验证码错误'),
    )
    server.use(send.handler)
    renderWithRuntime(<LoginPanel />, setup())
    await captchaShown()

    await userEvent.type(screen.getByLabelText('手机号'), '13800000001')
    const code = screen.getByLabelText('图形验证码') as HTMLInputElement
    await userEvent.type(code, 'xxxx')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))

    await waitFor(() => expect(sms.sent).toHaveLength(2))
    await waitFor(() => expect(code.value).toBe(''))
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy()
  })

  it('a code sent shortly before keeps counting down when the screen opens again', async () => {
    captchas()
    const runtime = setup()
    runtime.stores.user.markSmsSent(Date.now() - 20_000)
    renderWithRuntime(<LoginPanel />, runtime)

    expect(await screen.findByRole('button', { name: '40s后重新获取' })).toBeTruthy()
  })

  it('logging in without the SMS code asks for it and sends nothing', async () => {
    captchas()
    const login = onEndpoint('auth.smsLoginNew', () => ok(loginResult))
    server.use(login.handler)
    renderWithRuntime(<LoginPanel />, setup())
    await captchaShown()

    await userEvent.type(screen.getByLabelText('手机号'), '13800000001')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))

    expect(await screen.findByText('请输入短信验证码')).toBeTruthy()
    expect(login.sent).toEqual([])
  })
})

describe('LoginPanel: password login (密码登录)', () => {
  it('password login sends phone and password encrypted with a timestamp, then signs in', async () => {
    const login = onEndpoint('auth.encryptionLogin', () => ok(loginResult))
    server.use(login.handler)
    const runtime = setup()
    renderWithRuntime(<LoginPanel methods={['password']} redirectUrl={redirectUrl} />, runtime)

    await userEvent.type(screen.getByLabelText('手机号'), '13800000001')
    await userEvent.type(screen.getByLabelText('密码'), 'Derma@2026')
    await userEvent.click(screen.getByRole('button', { name: '登录' }))

    await waitFor(() => expect(runtime.session.finishLogin).toHaveBeenCalledWith(redirectUrl))
    const data = login.sent[0]?.data
    expect(typeof data).toBe('string')
    const payload = decryptLoginPayload(String(data))
    expect(payload).toMatchObject({ loginName: '13800000001', password: 'Derma@2026' })
    expect(Math.abs((payload?.timestamp ?? 0) - Date.now())).toBeLessThan(60_000)
    expect(JSON.stringify(login.sent)).not.toContain('Derma@2026')
  })

  it('the eye button shows and hides the password', async () => {
    renderWithRuntime(<LoginPanel methods={['password']} />, setup())
    const password = screen.getByLabelText('密码') as HTMLInputElement
    expect(password.type).toBe('password')
    await userEvent.click(screen.getByRole('button', { name: '显示密码' }))
    expect(password.type).toBe('text')
    await userEvent.click(screen.getByRole('button', { name: '隐藏密码' }))
    expect(password.type).toBe('password')
  })

  it('the methods prop orders the tabs and the first one opens', async () => {
    captchas()
    renderWithRuntime(<LoginPanel methods={['password', 'captcha']} />, setup())
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual(['密码登录', '快捷登录'])
    expect(screen.getByLabelText('密码')).toBeTruthy()
  })
})

describe('tokenHours', () => {
  it('tokenExpirationHours from the query is sent only when positive, at most 8760', () => {
    expect(tokenHours('72')).toBe(72)
    expect(tokenHours(24)).toBe(24)
    expect(tokenHours('99999')).toBe(8760)
    expect(tokenHours('')).toBeUndefined()
    expect(tokenHours('0')).toBeUndefined()
    expect(tokenHours('-3')).toBeUndefined()
    expect(tokenHours('abc')).toBeUndefined()
    expect(tokenHours(undefined)).toBeUndefined()
  })
})
