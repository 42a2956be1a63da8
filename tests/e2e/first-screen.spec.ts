import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { passwordLogin } from './e2e-env'
import { expect, settled, test } from './fixtures'
import { repoRoot } from './server-process'

/**
 * The first screen in one round trip (docs/decisions/0013): the server writes each screen's HTML with the
 * route table and that screen's page schema inline as JSON data, and modulepreload links for exactly the
 * widget chunks the screen uses, so the browser fetches them in parallel with the entry.
 */

interface WidgetChunksFile {
  widgets: Record<string, { js: string[]; css: string[] }>
}

function bootOf(html: string): {
  routes: { pages: { name: string }[] }
  page?: { name: string; schema: { body: { widget: string }[] } }
  pageUrls: Record<string, string>
} {
  const found = /<script type="application\/json" id="dc-boot">([\s\S]*?)<\/script>/.exec(html)
  expect(found, 'the HTML carries the boot config').not.toBeNull()
  return JSON.parse(found?.[1] ?? '{}')
}

test.describe('each screen’s HTML is written for it', () => {
  test('the HTML of /v3/home holds its page schema, the route table and modulepreload links for its widgets', async ({
    request,
  }) => {
    const response = await request.get('/v3/home', { headers: { Accept: 'text/html' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-cache')
    const html = await response.text()
    expect(html).toContain('<title>成长学院</title>')

    const boot = bootOf(html)
    expect(boot.page?.name).toBe('home')
    const home = JSON.parse(readFileSync(join(repoRoot, 'schemas', 'pages', 'home.json'), 'utf8'))
    delete home.$schema
    expect(boot.page?.schema).toEqual(home)
    expect(boot.routes.pages.map((entry) => entry.name)).toContain('courseDetail')
    // No config notes reach the browser: a route's query notes are for the validator and the docs.
    expect(JSON.stringify(boot.routes)).not.toContain('提交成功后前往的地址')

    // Exactly the widgets home uses get preloaded: BannerSwiper yes, the vote board (not on home) no.
    const chunks = JSON.parse(
      readFileSync(join(repoRoot, 'dist', '.vite', 'widget-chunks.json'), 'utf8'),
    ) as WidgetChunksFile
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      (match) => match[1],
    )
    for (const widget of ['BannerSwiper', 'SectionHeader', 'LessonCard', 'Tabs']) {
      expect(preloaded, widget).toContain(chunks.widgets[widget]?.js[0])
    }
    expect(preloaded).not.toContain(chunks.widgets.VoteBoard?.js[0])

    // Other screens' schemas come by content-hashed URL, kept for good.
    const url = boot.pageUrls['course-detail']
    expect(url).toMatch(/^\/config\/pages\/course-detail\.[A-Za-z0-9_-]+\.json$/)
    const schema = await request.get(url ?? '')
    expect(schema.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await schema.json()).body.length).toBeGreaterThan(0)
    expect((await request.get('/config/pages/course-detail.not-a-hash.json')).status()).toBe(404)
  })

  test('home opens under the production CSP without a violation, and a second screen loads its schema by URL', async ({
    page,
    problems,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = []
      Object.assign(window, { cspViolations: violations })
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const schemaRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/config/')) schemaRequests.push(new URL(request.url()).pathname)
    })
    const response = await page.goto('/v3/home')
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval')
    await settled(page)
    await expect(page.getByText('名医直播').first()).toBeVisible()
    // The first screen asked for no config: it came with the HTML.
    expect(schemaRequests).toEqual([])
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([])

    await page.getByText('全部直播').first().click()
    await expect(page).toHaveURL(/\/v3\/user\/livelist/)
    await settled(page)
    // The live list's schema came by its content-hashed URL, once: fetched ahead from the first touch
    // (with the other screens home leads to: render/prefetch.ts) or by the navigation, never both.
    const liveList = schemaRequests.filter((path) => path.startsWith('/config/pages/live-list.'))
    expect(liveList).toEqual([expect.stringMatching(/^\/config\/pages\/live-list\.[A-Za-z0-9_-]+\.json$/)])
    expect(new Set(schemaRequests).size).toBe(schemaRequests.length)
    problems.expectClean()
  })

  test('home arrives in few files: the stylesheet inline, every lazy chunk carrying its own CSS', async ({
    page,
    problems,
  }) => {
    const files: { type: string; url: string }[] = []
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) {
        files.push({ type: request.resourceType(), url: new URL(request.url()).pathname })
      }
    })
    await page.goto('/v3/home')
    await settled(page)
    await expect(page.getByText('名医直播').first()).toBeVisible()
    // On HTTP/1.1 a browser fetches six files at a time (docs/decisions/0016): no stylesheet request at
    // all, and the scripts of the entry, the app and home's widgets in a handful of files.
    expect(files.filter((file) => file.type === 'stylesheet')).toEqual([])
    expect(files.length).toBeLessThanOrEqual(20)
    // Every CSS-module class on the screen has its rules in the document: nothing arrived unstyled.
    const unstyled = await page.evaluate(() => {
      const selectors: string[] = []
      for (const sheet of [...document.styleSheets]) {
        for (const rule of [...sheet.cssRules]) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText)
        }
      }
      const all = selectors.join(' ')
      const used = new Set<string>()
      for (const element of document.querySelectorAll('#app [class]')) {
        for (const name of element.classList) if (/^_[A-Za-z0-9]+_[a-f0-9]{5}$/.test(name)) used.add(name)
      }
      return { used: used.size, missing: [...used].filter((name) => !all.includes(`.${name}`)) }
    })
    expect(unstyled.used).toBeGreaterThan(10)
    expect(unstyled.missing).toEqual([])
    problems.expectClean()
  })

  test("a doctor's lesson asks for its data with the HTML: each call once, before the app's code has run", async ({
    page,
    request,
    problems,
  }) => {
    // The inline script is allowed by its hash, and by nothing else (decision 0034).
    const response = await request.get('/v3/article/detail?id=1047', { headers: { Accept: 'text/html' } })
    const html = await response.text()
    const script = /<script data-dc-early>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(script).not.toBe('')
    const hash = createHash('sha256').update(script).digest('base64')
    const scriptSrc = (response.headers()['content-security-policy'] ?? '')
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'))
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}' https://res.wx.qq.com`)

    await page.goto('/v3/login')
    await passwordLogin(page)
    await expect(page).toHaveURL(/\/v3\/home/)
    await settled(page)
    const calls: { path: string; type: string }[] = []
    page.on('request', (sent) => {
      const url = new URL(sent.url())
      if (/^\/api\/academy\/v(1\/article|2\/course\/lesson)\/1047/.test(url.pathname)) {
        calls.push({ path: url.pathname, type: sent.resourceType() })
      }
    })
    await page.goto('/v3/article/detail?id=1047')
    await settled(page)
    await expect(page.getByText('湿疹的诊断与鉴别').first()).toBeVisible()
    // Sent by the HTML's script (fetch), taken by the app's calls (which would be xhr): nothing twice.
    expect(calls).toEqual([
      { path: '/api/academy/v1/article/1047', type: 'fetch' },
      { path: '/api/academy/v2/course/lesson/1047/access-permission', type: 'fetch' },
    ])
    problems.expectClean()
  })

  test("from the doctor's first touch, the screens home leads to load ahead: schema and widgets", async ({
    page,
    problems,
  }) => {
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    await page.goto('/v3/home')
    await settled(page)
    await expect(page.getByText('名医直播').first()).toBeVisible()
    // Nothing ahead before the doctor does anything: the first screen has the network to itself.
    expect(fetched.filter((path) => path.startsWith('/config/pages/'))).toEqual([])

    const ahead = page.waitForRequest((request) => request.url().includes('/config/pages/live-list.'))
    await page.mouse.move(200, 300)
    await ahead
    await settled(page)
    const requestsBeforeTap = fetched.length
    await page.getByText('全部直播').first().click()
    await expect(page).toHaveURL(/\/v3\/user\/livelist/)
    await settled(page)
    // The tap opened it with nothing left to fetch but its data: its schema and its widgets' code came
    // ahead.
    const afterTap = fetched.slice(requestsBeforeTap)
    expect(afterTap.filter((path) => path.startsWith('/config/') || path.startsWith('/assets/'))).toEqual([])
    problems.expectClean()
  })
})
