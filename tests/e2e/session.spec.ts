import { Buffer } from 'node:buffer'
import { captchaCode, passwordLogin, trackRecords } from './e2e-env'
import { expect, settled, test } from './fixtures'

/** The return address inside a login URL: base64 of the encodeURIComponent'ed address. */
function returnAddressOf(url: string): string {
  const wrapped = new URL(url).searchParams.get('redirect_url') ?? ''
  return decodeURIComponent(Buffer.from(wrapped, 'base64').toString('utf8'))
}

test.describe('session (issue: session, API client, guards, consent)', () => {
  test('a new user opening a login-required screen logs in and lands back on it', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/change-accounts')
    await expect(page).toHaveURL(/\/v3\/login\?redirect_url=/)
    expect(returnAddressOf(page.url())).toBe('/v3/change-accounts')
    await settled(page)

    await page.getByRole('tab', { name: '快捷登录' }).click()
    const panel = page.locator('form').filter({ has: page.getByPlaceholder('请输入图中字符') })
    await expect(panel.getByRole('img', { name: /验证码/ })).toBeVisible()
    await page.screenshot({ path: 'test-results/login-visitor.png' })
    // Empty code: the rule of spec §5, and nothing is sent.
    await page.getByRole('button', { name: '登录', exact: true }).filter({ visible: true }).click()
    await expect(page.getByText('请输入验证码').first()).toBeVisible()
    await page.getByPlaceholder('请输入图中字符').filter({ visible: true }).fill(captchaCode)
    await page.getByRole('button', { name: '登录', exact: true }).filter({ visible: true }).click()

    await expect(page).toHaveURL(/\/v3\/change-accounts$/)
    await settled(page)
    await expect(page.getByText(/访客/).first()).toBeVisible()
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('derma_store_user') ?? '{}'))
    expect(stored.userToken).toBeTruthy()
    expect(stored.roles).toEqual([{ roleName: 'ROLE_GUEST' }])
    problems.expectClean()
  })

  test('a crafted return address to another site is not followed after login', async ({ page }) => {
    const wrapped = Buffer.from(encodeURIComponent('https://evil.example/phish')).toString('base64')
    await page.goto(`/v3/login?redirect_url=${encodeURIComponent(wrapped)}`)
    await passwordLogin(page)
    await expect(page).toHaveURL(/\/v3\/home$/)
  })

  test('a MUST_AGREE consent on a zone shows the dialog; refuse leaves; agree is remembered', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/login')
    await passwordLogin(page)
    await expect(page).toHaveURL(/\/v3\/home$/)

    // Refuse: the page is left (back to where the doctor came from).
    await page.goto('/v3/wechat/about/app?version=3.12.0')
    await settled(page)
    // An in-app step forward (react-router keeps the step count as `idx` in history state).
    await page.evaluate(() => {
      const state = (window.history.state ?? {}) as { idx?: number }
      const next = { ...state, key: 'zone', idx: (state.idx ?? 0) + 1 }
      window.history.pushState(next, '', '/v3/zone/detail?id=1')
      window.dispatchEvent(new PopStateEvent('popstate', { state: next }))
    })
    const dialog = page.getByRole('dialog', { name: /知情同意/ })
    await expect(dialog).toBeVisible()
    await expect(dialog).toHaveAttribute('data-consent-level', 'MUST_AGREE')
    await page.screenshot({ path: 'test-results/consent-dialog.png' })
    await dialog.getByRole('button', { name: '不同意', exact: true }).click()
    await expect(page).toHaveURL(/\/v3\/wechat\/about\/app/)
    await expect(dialog).toBeHidden()

    // Asked again next time, because it was refused; agree this time.
    await page.goto('/v3/zone/detail?id=1')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: '同意', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/v3\/zone\/detail\?id=1/)

    // Remembered: no dialog on the next visit.
    await page.goto('/v3/zone/detail?id=1')
    await settled(page)
    await page.waitForTimeout(500)
    await expect(dialog).toHaveCount(0)
    problems.expectClean()
  })

  test('in WeChat, re-login goes through the authorisation URL and the returned code logs the user in', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701 NetType/WIFI',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    const page = await context.newPage()
    const visited: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) visited.push(request.url())
    })
    await page.goto('/v3/change-accounts')
    await expect(page).toHaveURL(/\/v3\/change-accounts$/)
    await settled(page)

    const login = visited.find((url) => url.includes('/api/user/wechatUser/login'))
    expect(login, visited.join('\n')).toBeTruthy()
    const state = new URL(login ?? '').searchParams.get('state')
    expect(state).toBeTruthy()
    expect(new URL(login ?? '').searchParams.get('domain')).toMatch(/\/v3\/change-accounts$/)
    const authorize = visited.find((url) => url.includes('/oauth2/authorize'))
    expect(new URL(authorize ?? '').searchParams.get('scope')).toBe('snsapi_userinfo')
    const back = visited.find((url) => url.includes('/v3/change-accounts?') && url.includes('code='))
    expect(new URL(back ?? '').searchParams.get('state')).toBe(state)

    // Logged in, the state reset to "-1", the used code gone from the address.
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('derma_store_user') ?? '{}'),
      state: sessionStorage.getItem('derma_wx_state'),
    }))
    expect(stored.user.userToken).toBeTruthy()
    expect(stored.state).toBe('-1')
    expect(page.url()).not.toContain('code=')
    await context.close()
  })

  test('tracking events of a walk through three screens arrive in the database, scroll points in order', async ({
    page,
    request,
  }) => {
    const since = Date.now()
    await page.goto('/v3/wechat/about/app?version=3.12.0')
    await settled(page)
    await page.goto('/v3/consent/bms')
    await settled(page)
    await page.mouse.wheel(0, 400)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForTimeout(300)
    await page.goto('/v3/company-consent-list?flag=1')
    await settled(page)
    // Page hide: everything queued leaves with sendBeacon.
    await page.goto('about:blank')

    await expect
      .poll(async () => (await trackRecords(request, since)).filter((r) => r.kind === 'general').length, {
        timeout: 10_000,
      })
      .toBeGreaterThan(3)
    const records = await trackRecords(request, since)
    const general = records.filter((r) => r.kind === 'general').map((r) => r.payload)
    const visits = general.filter((p) => p.events_type === 'visit').map((p) => p.page_class)
    expect(visits).toEqual(['aboutApp', 'bmsConsent', 'companyConsentList'])
    const pageViews = records.filter((r) => r.kind === 'page_info').map((r) => r.payload.pageName)
    expect(pageViews).toEqual(['aboutApp', 'bmsConsent', 'companyConsentList'])
    for (const screen of ['aboutApp', 'bmsConsent']) {
      const points = general
        .filter((p) => p.events_type === 'scroll_percent' && p.page_class === screen)
        .map((p) => Number(p.percent))
      expect(points.length, `${screen} scroll points`).toBeGreaterThan(0)
      expect(points).toEqual([...points].sort((a, b) => a - b))
      expect(new Set(points).size).toBe(points.length)
      expect(points[0]).toBe(0)
    }
  })
})
