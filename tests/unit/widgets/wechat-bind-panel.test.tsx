import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import WechatBindPanel from '@/widgets/wechat-bind-panel/wechat-bind-panel'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { captchaAnswer, fakeSession, loginResult, ok, onEndpoint } from './endpoints'

const server = startMswServer()
const redirectUrl = 'JTJGdjMlMkZjb3Vyc2UlMkZkZXRhaWwlM0ZpZCUzRDEy'

function setup(): TestRuntime {
  const base = makeRuntime()
  return { ...base, session: fakeSession(base) }
}

describe('WechatBindPanel', () => {
  it('explains that a bound account can log in with WeChat', () => {
    server.use(onEndpoint('healthchat.captcha', (_, count) => captchaAnswer(count)).handler)
    renderWithRuntime(<WechatBindPanel wxTicket="wxt-1" />, setup())
    expect(screen.getByText('绑定已有账号后，可用微信直接登录')).toBeTruthy()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['手机号绑定', '密码绑定'])
  })

  it('binding by password sends the WeChat ticket, signs in and returns to the redirect address', async () => {
    const bind = onEndpoint('wechat.bindByPassword', () => ok(loginResult))
    server.use(bind.handler)
    const runtime = setup()
    renderWithRuntime(
      <WechatBindPanel wxTicket="wxt-1" redirectUrl={redirectUrl} methods={['password']} />,
      runtime,
    )

    await userEvent.type(screen.getByLabelText('手机号'), '13800000001')
    await userEvent.type(screen.getByLabelText('密码'), 'Derma@2026')
    await userEvent.click(screen.getByRole('button', { name: '绑定并登录' }))

    await waitFor(() => expect(runtime.session.finishLogin).toHaveBeenCalledWith(redirectUrl))
    expect(bind.sent).toEqual([{ wxTicket: 'wxt-1', loginName: '13800000001', password: 'Derma@2026' }])
    expect(runtime.session.signIn).toHaveBeenCalledWith(loginResult)
  })

  it('binding by phone sends the ticket, the mobile and the SMS code', async () => {
    server.use(onEndpoint('healthchat.captcha', (_, count) => captchaAnswer(count)).handler)
    const send = onEndpoint('healthchat.sendSmsWithCaptcha', () => ok({ sent: true, interval: 60 }))
    const bind = onEndpoint('wechat.bindByPhone', () => ok(loginResult))
    server.use(send.handler, bind.handler)
    const runtime = setup()
    renderWithRuntime(<WechatBindPanel wxTicket="wxt-2" redirectUrl={redirectUrl} />, runtime)
    await screen.findByRole('img', { name: '图形验证码' })

    await userEvent.type(screen.getByLabelText('手机号'), '13900000002')
    await userEvent.type(screen.getByLabelText('图形验证码'), 'r2w9')
    await userEvent.click(screen.getByRole('button', { name: '获取验证码' }))
    expect(await screen.findByRole('button', { name: '60s后重新获取' })).toBeTruthy()
    await userEvent.type(screen.getByLabelText('短信验证码'), '135790')
    await userEvent.click(screen.getByRole('button', { name: '绑定并登录' }))

    await waitFor(() => expect(runtime.session.finishLogin).toHaveBeenCalledWith(redirectUrl))
    expect(bind.sent).toEqual([{ wxTicket: 'wxt-2', mobile: '13900000002', randNum: '135790' }])
  })

  it('without a wxTicket shows 微信授权信息已失效 and 去登录 opens the login screen', async () => {
    const runtime = setup()
    renderWithRuntime(<WechatBindPanel redirectUrl={redirectUrl} />, runtime)

    expect(screen.getByText('微信授权信息已失效')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: '去登录' }))
    expect(runtime.visits.at(-1)).toEqual({
      path: `/v3/login?redirect_url=${encodeURIComponent(redirectUrl)}`,
      replace: true,
    })
  })
})
