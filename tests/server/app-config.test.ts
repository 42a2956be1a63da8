import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../server/app'
import { AppConfigError, loadAppConfig } from '../../server/app-config/load'
import { inlineJson } from '../../server/app-config/screen-html'
import type { Database } from '../../server/db/index'
import { databaseTargets, openFreshDatabase } from './test-databases'

const repo = join(import.meta.dirname, '..', '..')

/** A copy of the repository's config folder to break or extend. */
function copyConfig(): string {
  const folder = mkdtempSync(join(tmpdir(), 'dermacampus-config-'))
  cpSync(join(repo, 'pages.json'), join(folder, 'pages.json'))
  cpSync(join(repo, 'schemas', 'pages'), join(folder, 'schemas', 'pages'), { recursive: true })
  return folder
}

function editJson(path: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  edit(json)
  writeFileSync(path, JSON.stringify(json, null, 2))
}

describe('the server loads, validates and serves the config folder', () => {
  it('serves the route table without the query notes and each page schema under a content-hashed URL', () => {
    const config = loadAppConfig(repo)
    expect(config.boot.routes.pages.length).toBeGreaterThan(80)
    expect(config.boot.routes.pages.some((entry) => 'query' in entry)).toBe(false)
    expect(config.bootText).not.toContain('提交成功后前往的地址')
    const home = config.pages.get('home')
    expect(home?.url).toMatch(/^\/config\/pages\/home\.[A-Za-z0-9_-]{12}\.json$/)
    expect(config.boot.pageUrls.home).toBe(home?.url)
    expect(home?.widgets).toEqual(expect.arrayContaining(['BannerSwiper', 'SectionHeader', 'Tabs']))
    expect(JSON.parse(home?.text ?? '{}').$schema).toBeUndefined()
    expect(config.pageAt(home?.url ?? '')).toBe(home)
    expect(config.match('/v3/home')?.entry.name).toBe('home')
    expect(config.match('/utask-drwu')?.params).toEqual({ name: 'drwu' })
  })

  it('a changed page schema gets a new URL; the others keep theirs', () => {
    const folder = copyConfig()
    try {
      editJson(join(folder, 'schemas', 'pages', 'home.json'), (json) => {
        json.title = '成长学院 · 新'
      })
      const before = loadAppConfig(repo)
      const after = loadAppConfig(folder)
      expect(after.pages.get('home')?.url).not.toBe(before.pages.get('home')?.url)
      expect(after.pages.get('login')?.url).toBe(before.pages.get('login')?.url)
      expect(after.version).not.toBe(before.version)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('an invalid config folder is refused with every error, each naming its file and JSON pointer', () => {
    const folder = copyConfig()
    try {
      editJson(join(folder, 'schemas', 'pages', 'home.json'), (json) => {
        const body = json.body as { widget: string }[]
        if (body[0]) body[0].widget = 'BannerSwipr'
      })
      writeFileSync(join(folder, 'schemas', 'pages', 'login.json'), '{ "body": [ }')
      let error: unknown
      try {
        loadAppConfig(folder)
      } catch (thrown) {
        error = thrown
      }
      expect(error).toBeInstanceOf(AppConfigError)
      const message = (error as Error).message
      expect(message).toMatch(
        /schemas\/pages\/home\.json:\d+:\d+ \/body\/0\/widget unknown widget "BannerSwipr" \(did you mean "BannerSwiper"\?\)/,
      )
      expect(message).toMatch(/schemas\/pages\/login\.json:1:\d+ \S+ invalid JSON/)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('inline JSON can never close its script element', () => {
    const text = inlineJson({ title: '</script><script>alert(1)</script><!--' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script><!--' })
  })
})

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="zh-CN">',
  '  <head>',
  '    <title>DermaCampus</title>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/app-1.css">',
  '  </head>',
  '  <body>',
  '    <div id="app"></div>',
  '  </body>',
  '</html>',
].join('\n')

const CHUNKS = {
  entry: 'assets/index-1.js',
  widgets: {
    BannerSwiper: {
      js: ['assets/banner-swiper-1.js', 'assets/swiper-1.js'],
      css: ['assets/banner-swiper-1.css'],
    },
    VoteBoard: { js: ['assets/vote-board-1.js'], css: [] },
    LessonOutline: { js: ['assets/lesson-outline-1.js'], css: [] },
    ArticleBody: { js: ['assets/article-body-1.js', 'assets/sanitize-1.js'], css: [] },
    CommentThread: { js: ['assets/comment-thread-1.js'], css: [] },
  },
  features: {
    logic: { js: ['assets/logic-engine-1.js'], css: [] },
    consent: { js: ['assets/consent-service-1.js'], css: [] },
  },
}

const APP_CSS = '.dc-frame{min-height:100vh}'

describe.each(databaseTargets)("each screen's HTML on $kind", (target) => {
  let database: Database
  let app: FastifyInstance
  let dispose: () => Promise<void> = async () => {}
  const distDir = mkdtempSync(join(tmpdir(), 'dermacampus-dist-'))

  beforeAll(async () => {
    mkdirSync(join(distDir, '.vite'), { recursive: true })
    writeFileSync(join(distDir, 'index.html'), TEMPLATE)
    writeFileSync(join(distDir, '.vite', 'widget-chunks.json'), JSON.stringify(CHUNKS))
    mkdirSync(join(distDir, 'assets'), { recursive: true })
    writeFileSync(join(distDir, 'assets', 'app-1.css'), APP_CSS)
    const fresh = await openFreshDatabase(target)
    database = fresh.database
    dispose = fresh.dispose
    app = await buildServer({ database, distDir, appConfig: loadAppConfig(repo) })
  })
  afterAll(async () => {
    await app?.close()
    await dispose()
    rmSync(distDir, { recursive: true, force: true })
  })

  function bootOf(html: string): {
    page?: { name: string }
    routes: unknown
    pageUrls: Record<string, string>
  } {
    const found = /<script type="application\/json" id="dc-boot">(.*?)<\/script>/s.exec(html)
    return JSON.parse(found?.[1] ?? 'null')
  }

  it('/v3/home carries its title, its schema, the route table and preloads exactly its widgets', async () => {
    const response = await app.inject({ method: 'GET', url: '/v3/home', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    const html = response.body
    expect(html).toContain('<title>成长学院</title>')
    expect(bootOf(html).page?.name).toBe('home')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/banner-swiper-1.js">')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/swiper-1.js">')
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/banner-swiper-1.css">')
    expect(html).not.toContain('vote-board-1.js')
    // The entry script stays first in <head>; preloads come after it.
    expect(html.indexOf('index-1.js')).toBeLessThan(html.indexOf('banner-swiper-1.js'))
  })

  it('paints a first frame before any script: the stylesheet inline, the header and the skeleton in #app', async () => {
    const html = (await app.inject({ method: 'GET', url: '/v3/login', headers: { accept: 'text/html' } }))
      .body
    // No round trip for the stylesheet the first frame is drawn with.
    expect(html).toContain(`<style>${APP_CSS}</style>`)
    expect(html).not.toContain('app-1.css')
    const frame = /<div id="app">(.*?)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? ''
    expect(frame).toContain('<span class="dc-frame-title">登录</span>')
    expect(frame).toContain('dc-frame-back')
    expect(frame).toContain('aria-label="加载中"')
    // A tab screen has no back arrow.
    const home = (await app.inject({ method: 'GET', url: '/v3/home', headers: { accept: 'text/html' } })).body
    expect(home).toContain('<span class="dc-frame-title">成长学院</span>')
    expect(home).not.toContain('dc-frame-back')
  })

  it('in WeChat, whose own bar shows the title, the first frame has no header of ours', async () => {
    const wechat = await app.inject({
      method: 'GET',
      url: '/v3/login',
      headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50' },
    })
    expect(wechat.body).toContain('class="dc-frame"')
    expect(wechat.body).not.toContain('dc-frame-bar')
    expect(String(wechat.headers.vary)).toMatch(/User-Agent/i)
    const browser = await app.inject({ method: 'GET', url: '/v3/login', headers: { accept: 'text/html' } })
    expect(browser.body).toContain('dc-frame-bar')
  })

  it("a tabbed screen preloads the widgets of the tab it opens on, not those of the other tabs' panes", async () => {
    // course-detail opens on 课程列表 (LessonOutline); 课程介绍 (ArticleBody) and 评价 (CommentThread)
    // load when their pane first opens or at the doctor's first touch.
    const course = await app.inject({
      method: 'GET',
      url: '/v3/course/detail?id=1',
      headers: { accept: 'text/html' },
    })
    expect(course.body).toContain('<link rel="modulepreload" crossorigin href="/assets/lesson-outline-1.js">')
    expect(course.body).not.toContain('article-body-1.js')
    expect(course.body).not.toContain('sanitize-1.js')
    expect(course.body).not.toContain('comment-thread-1.js')
  })

  it('a screen whose config uses JSON Logic preloads the interpreter; one without does not', async () => {
    const course = await app.inject({
      method: 'GET',
      url: '/v3/course/detail?id=1',
      headers: { accept: 'text/html' },
    })
    expect(course.body).toContain('<link rel="modulepreload" crossorigin href="/assets/logic-engine-1.js">')
    const home = await app.inject({ method: 'GET', url: '/v3/home', headers: { accept: 'text/html' } })
    expect(home.body).not.toContain('logic-engine-1.js')
  })

  it('a route that asks for a consent preloads the consent checks it runs before its screen shows', async () => {
    const course = await app.inject({
      method: 'GET',
      url: '/v3/course/detail?id=1',
      headers: { accept: 'text/html' },
    })
    expect(course.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/consent-service-1.js">',
    )
    const home = await app.inject({ method: 'GET', url: '/v3/home', headers: { accept: 'text/html' } })
    expect(home.body).not.toContain('consent-service-1.js')
  })

  it('`/` and a path with params get their own screen; an unknown path gets the not-found screen', async () => {
    const root = bootOf(
      (await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).body,
    )
    expect(root.page?.name).toBe('entry')
    // The bare version prefix is the root too (issue 15: `/v3/` showed 链接已失效).
    for (const url of ['/v3', '/v3/']) {
      const prefix = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(bootOf(prefix.body).page?.name).toBe('entry')
    }
    const named = await app.inject({ method: 'GET', url: '/v3/utask-drwu', headers: { accept: 'text/html' } })
    expect(bootOf(named.body).page?.name).toBe('utask-named')
    const unknown = await app.inject({ method: 'GET', url: '/v3/no-such', headers: { accept: 'text/html' } })
    expect(unknown.statusCode).toBe(200)
    expect(bootOf(unknown.body).page?.name).toBe('link-invalid')
  })

  it('HTML and the route table revalidate with an ETag; a page schema is immutable', async () => {
    const first = await app.inject({ method: 'GET', url: '/v3/login', headers: { accept: 'text/html' } })
    const etag = String(first.headers.etag)
    const again = await app.inject({
      method: 'GET',
      url: '/v3/login',
      headers: { accept: 'text/html', 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)

    const routes = await app.inject({ method: 'GET', url: '/config/routes.json' })
    expect(routes.headers['cache-control']).toBe('no-cache')
    const { pageUrls } = routes.json() as { pageUrls: Record<string, string> }
    const schema = await app.inject({ method: 'GET', url: pageUrls.login ?? '' })
    expect(schema.statusCode).toBe(200)
    expect(schema.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(schema.json().body.length).toBeGreaterThan(0)
    const stale = await app.inject({ method: 'GET', url: '/config/pages/login.000000000000.json' })
    expect(stale.statusCode).toBe(404)
    expect(stale.json()).toMatchObject({ code: 'request.not.found' })
  })
})
