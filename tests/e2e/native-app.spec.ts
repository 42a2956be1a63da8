import { doctor, phoneUserAgent } from './e2e-env'
import { expect, settled, test } from './fixtures'

/**
 * Issue 15 item 17 (spec §4, §7): inside the native app the login info comes over the bridge
 * (get-user-info). A doctor the app has logged in opens a login-only screen without being sent
 * `invalid-token`: the first route check waits for the app's answer instead of judging him anonymous.
 * The app is played by a bridge object installed before the page's scripts (`window.nativeBridge`,
 * answering through `window.dermaBridgeReceive`, the contract of src/runtime/platform/bridge.ts).
 */
test.describe('a native-app session (issue 15 item 17)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('a login screen opens for the app’s logged-in doctor, with no re-login and no invalid-token', async ({
    page,
    request,
  }) => {
    const login = await request.post('/api/user/v1/auth/login', {
      data: { loginName: doctor.mobile, password: doctor.password },
    })
    expect(login.ok()).toBe(true)
    const answer = (await login.json()) as {
      token?: string
      userId?: string
      data?: { token: string; userId: string }
    }
    const info = answer.data ?? answer
    expect(info.token).toBeTruthy()

    await page.addInitScript((userInfo) => {
      const sent: string[] = []
      ;(window as unknown as { bridgeSent: string[] }).bridgeSent = sent
      ;(window as unknown as { nativeBridge: unknown }).nativeBridge = {
        postMessage(json: string) {
          const { id, type } = JSON.parse(json) as { id: string; type: string }
          sent.push(type)
          const receive = (window as unknown as Record<string, (id: string, data: string) => void>)
            .dermaBridgeReceive
          // The app answers a little later, as a real bridge does.
          if (type === 'get-user-info') setTimeout(() => receive?.(id, JSON.stringify(userInfo)), 300)
          else setTimeout(() => receive?.(id, 'null'), 0)
        },
      }
    }, info)

    await page.goto('/v3/user')
    await settled(page)
    await expect(page).toHaveURL(/\/v3\/user$/)
    await expect(page.getByText('学习时长').first()).toBeVisible()
    const sent = await page.evaluate(() => (window as unknown as { bridgeSent: string[] }).bridgeSent)
    expect(sent).toContain('get-user-info')
    expect(sent).not.toContain('invalid-token')
  })
})

test.describe('pages the app wraps in its web container (spec §2; decision 0033)', () => {
  test.use({ userAgent: `${phoneUserAgent} DermaCampus/3.12.0` })

  test('in the app an article card opens over the bridge as /app/web?url=; a package card opens its screen in place', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const sent: { type: string; payload?: unknown }[] = []
      ;(window as unknown as { bridgeSent: unknown[] }).bridgeSent = sent
      ;(window as unknown as { nativeBridge: unknown }).nativeBridge = {
        postMessage(json: string) {
          const { id, type, payload } = JSON.parse(json) as { id: string; type: string; payload?: unknown }
          sent.push({ type, payload })
          const receive = (window as unknown as Record<string, (id: string, data: string) => void>)
            .dermaBridgeReceive
          setTimeout(() => receive?.(id, 'null'), 0)
        },
      }
    })
    const routesAsked = async () =>
      (
        await page.evaluate(
          () =>
            (window as unknown as { bridgeSent: { type: string; payload?: { path?: string } }[] }).bridgeSent,
        )
      )
        .filter((message) => message.type === 'open-route')
        .map((message) => message.payload?.path ?? '')

    await page.goto('/v3/topic/detail?id=1')
    await settled(page)
    await page.getByText('银屑病生物制剂应用专家共识要点').click()
    await expect.poll(routesAsked).toHaveLength(1)
    const [path] = await routesAsked()
    expect(path).toMatch(/^\/app\/web\?url=/)
    const wrapped = new URL(new URLSearchParams(path?.split('?')[1]).get('url') ?? '')
    expect(wrapped.origin).toBe(new URL(page.url()).origin)
    expect(wrapped.pathname).toBe('/v3/article/detail')
    expect(wrapped.searchParams.get('id')).toMatch(/^\d+$/)
    // Not opened in place: the topic is still the page.
    await expect(page).toHaveURL(/\/v3\/topic\/detail\?id=1$/)

    await page.getByText('银屑病全程管理套餐').click()
    await expect(page).toHaveURL(/\/v3\/academy\/course-package\?id=1$/)
    await settled(page)
    await expect(page.getByRole('tab', { name: '课程列表' })).toBeVisible()
    await expect(page.getByRole('button', { name: /立即购买|开始学习/ })).toBeVisible()
    await page.screenshot({ path: 'test-results/native-app/course-package.png' })
    expect(await routesAsked()).toHaveLength(1)
  })
})
