import { expect, settled, test } from './fixtures'

test.describe('the app answers every route (issue: runtime foundation)', () => {
  for (const path of [
    '/v3/login',
    '/v3/user/academy/order',
    '/v3/vote/2025Ted/detail',
    '/',
    '/v3/no-such-page',
  ]) {
    test(`${path} answers with the app`, async ({ request }) => {
      const response = await request.get(path, { headers: { Accept: 'text/html' } })
      expect(response.status()).toBe(200)
      // The app's root, holding the first frame the app's first render replaces (decision 0016).
      expect(await response.text()).toContain('<div id="app"><div class="dc-frame" aria-busy="true">')
    })
  }

  test('an unknown path renders the linkInvalid screen, whose button goes home', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/no-such-page')
    await expect(page.getByText('链接已失效').first()).toBeVisible()
    await expect(page).toHaveTitle('链接已失效')
    await page.getByRole('button', { name: '返回首页' }).click()
    await expect(page).toHaveURL(/\/v3\/home$/)
    problems.expectClean()
  })

  test('the root enters the growth academy, from / and from the bare /v3 and /v3/', async ({
    page,
    problems,
  }) => {
    for (const root of ['/', '/v3', '/v3/']) {
      await page.goto(root)
      await expect(page).toHaveURL(/\/v3\/home$/)
      await expect(page).toHaveTitle('成长学院')
    }
    // Home is a tab page: the bottom tab bar, its open tab marked; the header has no back button.
    const tabs = page.getByRole('navigation', { name: '底部导航' })
    await expect(tabs.getByRole('button', { name: '成长学院' })).toHaveAttribute('aria-current', 'page')
    await expect(tabs.getByRole('button', { name: '我的' })).toBeVisible()
    await expect(page.getByRole('button', { name: '返回' })).toHaveCount(0)
    problems.expectClean()
  })

  test('plain paths resolve like /v3 paths', async ({ page, problems }) => {
    await page.goto('/wechat/about/app?version=3.11.0')
    await expect(page.getByText('版本 3.11.0')).toBeVisible()
    problems.expectClean()
  })

  test('aboutApp shows the version from the query and the release history from the database', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/wechat/about/app?version=3.12.0')
    await settled(page)
    await expect(page.getByText('版本 3.12.0')).toBeVisible()
    await expect(page.getByText('v3.12.0')).toBeVisible()
    await expect(page.getByText('当前版本')).toBeVisible()
    // Older releases come from the seeded database too.
    await expect(page.getByText(/^v3\.\d+\.\d+$/)).not.toHaveCount(1)
    await page.screenshot({ path: 'test-results/about-app.png' })
    problems.expectClean()
  })

  test('webview refuses a host that is not on the allowlist, with a clear message', async ({
    page,
    problems,
  }) => {
    await page.goto(`/v3/webview?url=${encodeURIComponent('https://evil.example.com/phish')}`)
    await expect(page.getByText('无法打开此链接')).toBeVisible()
    await expect(page.getByText(/evil\.example\.com 不在允许访问的网站范围内/)).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    problems.expectClean()
  })

  test('webview opens an allowlisted host in a frame', async ({ page }) => {
    // This machine has no internet: the site and the server's check of it (decision 0029) answer as a
    // reachable site would; the app's own behaviour, the frame once the host is known to answer, is real.
    await page.route('**/api/resource/v1/web/reachability?*', (route) =>
      route.fulfill({ json: { status: 'REACHABLE' } }),
    )
    await page.route('https://www.dermacampus.cn/about', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>关于</title><p>关于我们</p>' }),
    )
    await page.goto(
      `/v3/webview?url=${encodeURIComponent('https://www.dermacampus.cn/about')}&title=关于我们`,
    )
    await expect(page.locator('iframe')).toHaveAttribute('src', 'https://www.dermacampus.cn/about')
    await expect(page).toHaveTitle('关于我们')
  })

  test('imageViewer opens the image from the query full screen; closing it goes back (home when landed on)', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/imageViewer?url=/favicon.svg,/favicon.svg&current=1')
    await expect(page.locator('.adm-image-viewer-indicator')).toHaveText('2 / 2')
    // A tap closes the viewer once its opening animation has settled; retry the tap until it does.
    await expect(async () => {
      await page.locator('.adm-image-viewer-slides').tap()
      // Opened directly there is no screen to go back to: back() relaunches home instead of leaving.
      await expect(page).toHaveURL(/\/v3\/home$/, { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    problems.expectClean()
  })

  test('the server sends a Content-Security-Policy without unsafe-eval, and the app works under it', async ({
    page,
    request,
    problems,
  }) => {
    const response = await request.get('/v3/linkInvalid', { headers: { Accept: 'text/html' } })
    const csp = response.headers()['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    await page.goto('/v3/linkInvalid')
    await expect(page.getByText('链接已失效').first()).toBeVisible()
    problems.expectClean()
  })
})
