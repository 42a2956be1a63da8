import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { productNames } from '@/runtime/config'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { encodeReturnAddress } from '@/runtime/session'
import AccountSwitcher from '@/widgets/account-switcher/account-switcher'
import page from '../../../schemas/pages/change-accounts.json'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { ok, onEndpoint } from './endpoints'

const server = startMswServer()

const detail = {
  userId: 'u-1001',
  [productNames.idKey]: 'D1001',
  name: '李文静',
  img: 'https://img.dermacampus.cn/avatar/1001.png',
  mobile: '138****0001',
  mobileCountryCode: '86',
  hospital: '北京协和医院',
  department: '皮肤科',
  title: '主治医师',
  accurateAuth: 2,
}

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-1001', 'u-1001')
  runtime.stores.login.setLoginInfo({ token: 'token-1001', name: '李文静', accurateAuth: 2 })
  return runtime
}

describe('AccountSwitcher', () => {
  it('the change-accounts page shows the account from user.detail: name, masked phone, 已认证', async () => {
    const call = onEndpoint('user.detail', () => ok(detail))
    server.use(call.handler)
    renderWithRuntime(<SchemaView schema={page as PageSchema} />, loggedIn())

    expect(await screen.findByText('李文静')).toBeTruthy()
    expect(screen.getByText('138****0001')).toBeTruthy()
    expect(screen.getByText('北京协和医院 · 皮肤科 · 主治医师')).toBeTruthy()
    expect(screen.getByText('已认证')).toBeTruthy()
    expect(call.sent).toHaveLength(1)
  })

  it('accurateAuth other than 2 shows 未认证', () => {
    renderWithRuntime(<AccountSwitcher account={{ ...detail, accurateAuth: 1 }} />, loggedIn())
    expect(screen.getByText('未认证')).toBeTruthy()
    expect(screen.queryByText('已认证')).toBeNull()
  })

  it('an empty avatar address shows the default picture', () => {
    renderWithRuntime(<AccountSwitcher account={{ ...detail, img: '' }} />, loggedIn())
    expect(screen.getByRole('img', { name: '默认头像' })).toBeTruthy()
  })

  it('an avatar that fails to load is replaced by the default picture', () => {
    renderWithRuntime(<AccountSwitcher account={detail} />, loggedIn())
    const avatar = screen.getByRole('img', { name: '李文静的头像' })
    fireEvent.error(avatar)
    expect(screen.getByRole('img', { name: '默认头像' })).toBeTruthy()
  })

  it('without user.detail the card shows the login info the session stored', () => {
    renderWithRuntime(<AccountSwitcher account={null} />, loggedIn())
    expect(screen.getByText('李文静')).toBeTruthy()
    expect(screen.getByText('已认证')).toBeTruthy()
  })

  it('切换账号 signs out and opens the login screen (replace) that returns home', async () => {
    const runtime = loggedIn()
    renderWithRuntime(<AccountSwitcher account={detail} />, runtime)

    await userEvent.click(screen.getByRole('button', { name: '切换账号' }))

    expect(runtime.stores.user.userToken).toBe('')
    expect(runtime.visits.at(-1)).toEqual({
      path: `/v3/login?redirect_url=${encodeURIComponent(encodeReturnAddress('/v3/home'))}`,
      replace: true,
    })
  })

  it('退出登录 asks first; 取消 keeps the session, 退出 signs out and goes home', async () => {
    const runtime = loggedIn()
    // The dialog's opening animation keeps `pointer-events: none` until it settles; happy-dom never
    // finishes it, so taps inside the dialog skip user-event's pointer-events check.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
    renderWithRuntime(<AccountSwitcher account={detail} />, runtime)

    await user.click(screen.getByRole('button', { name: '退出登录' }))
    expect(await screen.findByText('确定要退出当前账号吗？')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '取消' }))
    expect(runtime.stores.user.userToken).toBe('token-1001')
    expect(runtime.visits).toEqual([])

    await user.click(screen.getByRole('button', { name: '退出登录' }))
    await user.click(await screen.findByRole('button', { name: '退出' }))
    await waitFor(() => expect(runtime.stores.user.userToken).toBe(''))
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/home', replace: true })
  })
})
