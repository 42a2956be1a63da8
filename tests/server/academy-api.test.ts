import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, eq, isNull } from 'drizzle-orm'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveStatusAt } from '../../server/academy/status'
import { coursePurchase, lesson } from '../../server/db/index'
import { defaultMediaDir, registerMedia } from '../../server/media'
import { articleTeaser } from '../../server/routes/academy'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  type ErrorAnswer,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
  UNCERTIFIED_MOBILE,
} from './api-helpers'
import { databaseTargets } from './test-databases'

interface Page<T> {
  items: T[]
  total: number
  page: number
  size: number
  hasMore: boolean
}

interface CourseSummary {
  id: number
  title: string
  bigPicUrl: string
  courseType: string
  kind: string
  category: string
  tags: string[]
  advanced: boolean
  status: string
  price: number
  viewCount: number
  lessonCount: number
  lecturer: { id: number; name: string; title: string; hospital: string; avatarUrl: string }
}

interface LessonSummary {
  id: number
  courseId: number | null
  title: string
  lessonType: string
  bigPicUrl: string
  freePreview: boolean
  liveStatus: string | null
  liveStartTime: string | null
}

interface Access {
  lessonId: number
  accessible: boolean
  reason: string
  courseId: number | null
}

describe('live status comes from the times at the moment of reading', () => {
  const start = new Date('2026-05-01T12:00:00Z')
  const end = new Date('2026-05-01T14:00:00Z')
  it.each([
    ['2026-05-01T11:59:59Z', 'COMING'],
    ['2026-05-01T12:00:00Z', 'STREAMING'],
    ['2026-05-01T13:59:59Z', 'STREAMING'],
    ['2026-05-01T14:00:00Z', 'OVER'],
  ])('at %s a live of 12:00–14:00 is %s', (now, status) => {
    expect(liveStatusAt(start, end, new Date(now))).toBe(status)
  })
})

describe('article teaser', () => {
  it('keeps the first two blocks of an article and drops the rest', () => {
    const teaser = articleTeaser('<h2>标题</h2>\n<p>第一段</p>\n<ul><li>要点</li></ul><p>结论</p>')
    expect(teaser).toBe('<h2>标题</h2>\n<p>第一段</p>')
  })
})

describe('/media serves covers, clips and HLS with the types players need', () => {
  let app: FastifyInstance
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dermacampus-media-'))
    await mkdir(join(dir, 'demo', 'live'), { recursive: true })
    await writeFile(join(dir, 'demo', 'clip.mp4'), Buffer.alloc(4096, 1))
    await writeFile(join(dir, 'demo', 'live', 'index.m3u8'), '#EXTM3U\n#EXT-X-VERSION:3\n')
    await writeFile(join(dir, 'demo', 'live', 'segment0.ts'), Buffer.alloc(188, 0x47))
    app = Fastify()
    await registerMedia(app, { mediaDir: dir })
  })
  afterAll(async () => {
    await app?.close()
    await rm(dir, { recursive: true, force: true })
  })

  it.each([
    ['/media/demo/live/index.m3u8', 'application/vnd.apple.mpegurl'],
    ['/media/demo/live/segment0.ts', 'video/mp2t'],
    ['/media/demo/clip.mp4', 'video/mp4'],
  ])('%s is served as %s', async (url, type) => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain(type)
  })

  it('an mp4 answers a Range request with 206 and that part only (seeking)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/media/demo/clip.mp4',
      headers: { range: 'bytes=100-199' },
    })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-range']).toBe('bytes 100-199/4096')
    expect(response.rawPayload.length).toBe(100)
  })

  it('the live playlist is revalidated on every request', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/demo/live/index.m3u8' })
    expect(response.headers['cache-control']).toBe('no-cache')
  })
})

describe.each(databaseTargets)('academy endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  let other: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
    other = await passwordLogin(app, UNCERTIFIED_MOBILE, SEED_PASSWORD)
  })
  afterAll(() => server?.dispose())

  const get = (url: string, login?: LoginAnswer) =>
    app.inject({ method: 'GET', url: `${api}${url}`, headers: login ? bearer(login.token) : {} })
  const post = (url: string, payload: object, login?: LoginAnswer) =>
    app.inject({ method: 'POST', url: `${api}${url}`, headers: login ? bearer(login.token) : {}, payload })

  const courseLessons = async (courseId: number) =>
    (await get(`/community-search/v2/course/${courseId}/lessons`)).json<LessonSummary[]>()

  const grant = async (accountId: number, courseId: number) =>
    server.database.db.insert(coursePurchase).values({ accountId, courseId, orderId: null })
  const revoke = async (accountId: number, courseId: number) =>
    server.database.db
      .update(coursePurchase)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(coursePurchase.accountId, accountId),
          eq(coursePurchase.courseId, courseId),
          isNull(coursePurchase.revokedAt),
        ),
      )

  describe('catalogue', () => {
    it('the seeded catalogue has 30 or more courses on the shelf across ARTICLE, VIDEO, LIVE and SHORT_VIDEO', async () => {
      const page = (await get('/community-search/v2/course/items?size=50')).json<Page<CourseSummary>>()
      expect(page.total).toBeGreaterThanOrEqual(30)
      const types = new Set(page.items.map((course) => course.courseType))
      expect([...types].sort()).toEqual(['ARTICLE', 'LIVE', 'VIDEO'])
      expect(page.items.some((course) => course.kind === 'SHORT_VIDEO')).toBe(true)
      expect(page.items.some((course) => course.price === 0)).toBe(true)
      expect(page.items.some((course) => course.price > 0)).toBe(true)
      for (const course of page.items) {
        expect(course.status).toBe('ACTIVE')
        expect(course.title).toMatch(/[\u4e00-\u9fff]/)
        expect(course.lecturer.title).toMatch(/主任医师/)
        expect(course.lessonCount).toBeGreaterThanOrEqual(3)
        // The TED talks course (37) holds the 12 talks of campaign 25; the disease courses 3 to 8 lessons.
        expect(course.lessonCount).toBeLessThanOrEqual(course.id === 37 ? 12 : 8)
      }
    })

    it('pages are 1-based with total and hasMore; the pages together list every course once', async () => {
      const first = (await get('/community-search/v2/course/items?page=1&size=10')).json<
        Page<CourseSummary>
      >()
      expect(first).toMatchObject({ page: 1, size: 10, hasMore: true })
      expect(first.items).toHaveLength(10)
      const pages = Math.ceil(first.total / 10)
      const ids = new Set(first.items.map((course) => course.id))
      for (let page = 2; page <= pages; page += 1) {
        const next = (await get(`/community-search/v2/course/items?page=${page}&size=10`)).json<
          Page<CourseSummary>
        >()
        expect(next.hasMore).toBe(page < pages)
        for (const course of next.items) ids.add(course.id)
      }
      expect(ids.size).toBe(first.total)
    })

    it('a page size above 50 is refused by the contract', async () => {
      expect((await get('/community-search/v2/course/items?size=51')).statusCode).toBe(400)
    })

    it.each([
      ['category=银屑病', (course: CourseSummary) => course.category === '银屑病'],
      ['courseType=LIVE', (course: CourseSummary) => course.courseType === 'LIVE'],
      ['kind=SHORT_VIDEO', (course: CourseSummary) => course.kind === 'SHORT_VIDEO'],
      ['advanced=true', (course: CourseSummary) => course.advanced],
      ['free=true', (course: CourseSummary) => course.price === 0],
      ['keyword=皮肤镜', (course: CourseSummary) => course.title.includes('皮肤镜')],
      // The advanced courses' tabs 理论 / 实操演示 (spec §3 tab labels; decision 0032).
      ['advanced=true&tag=理论', (course: CourseSummary) => course.advanced && course.tags.includes('理论')],
      [
        'advanced=true&tag=实操演示',
        (course: CourseSummary) => course.advanced && course.tags.includes('实操演示'),
      ],
    ])('the filter %s lists only matching courses', async (query, matches) => {
      const page = (await get(`/community-search/v2/course/items?${encodeURI(query)}&size=50`)).json<
        Page<CourseSummary>
      >()
      expect(page.items.length).toBeGreaterThan(0)
      expect(page.items.every(matches)).toBe(true)
    })

    it('sort=HEAT lists the most viewed first', async () => {
      const page = (await get('/community-search/v2/course/items?sort=HEAT&size=20')).json<
        Page<CourseSummary>
      >()
      const views = page.items.map((course) => course.viewCount)
      expect(views).toEqual([...views].sort((a, b) => b - a))
    })

    it('an INACTIVE course is not listed', async () => {
      const page = (await get('/community-search/v2/course/items?size=50&keyword=旧版')).json<
        Page<CourseSummary>
      >()
      expect(page.total).toBe(0)
    })

    it('course.batch answers the courses in the order asked and leaves out unknown ids', async () => {
      const response = await get('/community-search/v2/course/batch?ids=4&ids=999&ids=2')
      expect(response.json<CourseSummary[]>().map((course) => course.id)).toEqual([4, 2])
    })

    it('course 1 holds lessons 1001 (ARTICLE), 1002 and 1003 (VIDEO) in order', async () => {
      const lessons = await courseLessons(1)
      expect(lessons.slice(0, 3).map((item) => [item.id, item.lessonType])).toEqual([
        [1001, 'ARTICLE'],
        [1002, 'VIDEO'],
        [1003, 'VIDEO'],
      ])
    })

    it('every seeded cover and avatar URL names a file under server/media', async () => {
      const page = (await get('/community-search/v2/course/items?size=50')).json<Page<CourseSummary>>()
      const urls = page.items.flatMap((course) => [course.bigPicUrl, course.lecturer.avatarUrl])
      for (const url of new Set(urls)) {
        expect(url).toMatch(/^\/media\//)
        expect(existsSync(join(defaultMediaDir, url.slice('/media/'.length))), url).toBe(true)
      }
      const svg = await app.inject({ method: 'GET', url: page.items[0]?.bigPicUrl ?? '' })
      expect(svg.statusCode).toBe(200)
      expect(svg.headers['content-type']).toContain('image/svg+xml')
    })

    it('a missing /media file is a 404, never the app', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/media/covers/no-such-cover.svg',
        headers: { accept: 'text/html' },
      })
      expect(response.statusCode).toBe(404)
    })

    it('the lesson lists of each type hold 12 or more short videos in 2 collections', async () => {
      const page = (await get('/community-search/v1/short-video/items?size=50')).json<
        Page<{ id: number; collection: { id: number; title: string } | null; videoUrl: string }>
      >()
      expect(page.total).toBeGreaterThanOrEqual(12)
      const collections = new Set(
        page.items.flatMap((video) => (video.collection ? [video.collection.id] : [])),
      )
      expect(collections.size).toBe(2)
      const [collectionId] = [...collections]
      const one = (
        await get(`/community-search/v1/short-video/items?collectionId=${collectionId}&size=50`)
      ).json<Page<{ collection: { id: number } | null }>>()
      expect(one.items.every((video) => video.collection?.id === collectionId)).toBe(true)
    })

    it('vod.items lists VIDEO lessons of courses on the shelf, filtered by category', async () => {
      const page = (
        await get(`/community-search/v1/course/vod/items?category=${encodeURIComponent('银屑病')}&size=50`)
      ).json<Page<LessonSummary>>()
      expect(page.items.length).toBeGreaterThan(0)
      expect(page.items.every((item) => item.lessonType === 'VIDEO')).toBe(true)
    })

    it('packages list their courses; a package names the courses with their summaries', async () => {
      const page = (await get('/community-search/v1/course-package/items?size=10')).json<
        Page<{ id: number; price: number; courses: CourseSummary[] }>
      >()
      expect(page.total).toBe(5)
      for (const pack of page.items) expect(pack.courses.length).toBeGreaterThanOrEqual(3)
      const detail = await get('/academy/v1/course-package/1')
      expect(detail.json<{ courses: CourseSummary[] }>().courses.map((course) => course.id)).toEqual([
        2, 31, 23,
      ])
      const missing = await get('/academy/v1/course-package/999')
      expect(missing.statusCode).toBe(404)
      expect(missing.json<ErrorAnswer>().code).toBe('academy.course.package.not.found')
    })

    it('banners of LIVE_HEADER include a LINK; HOME lists only active banners in order', async () => {
      const live = (await get('/academy/v1/banner/items?location=LIVE_HEADER')).json<
        { sourceType: string; target: string }[]
      >()
      expect(live.some((item) => item.sourceType === 'LINK' && item.target.startsWith('/'))).toBe(true)
      const home = (await get('/academy/v1/banner/items?location=HOME')).json<{ title: string }[]>()
      expect(home.length).toBeGreaterThanOrEqual(3)
      expect(home.some((item) => item.title.includes('已下线'))).toBe(false)
    })

    it('the topics together hold a content card of every source type', async () => {
      const types = new Set<string>()
      for (const id of [1, 2, 3, 4]) {
        const response = await get(`/sns/v1/topic/${id}`)
        expect(response.statusCode).toBe(200)
        for (const card of response.json<{ cards: { sourceType: string }[] }>().cards)
          types.add(card.sourceType)
      }
      expect([...types].sort()).toEqual(
        [
          'ACADEMY_COURSE',
          'ARTICLE',
          'COURSE',
          'COURSE_PACKAGE',
          'GUIDELINE',
          'LIVE',
          'SHORT_VIDEO',
          'TOPIC',
          'VIDEO',
          'YIMEI',
          'ZONE',
        ].sort(),
      )
      const missing = await get('/sns/v1/topic/99')
      expect(missing.json<ErrorAnswer>().code).toBe('sns.topic.not.found')
    })
  })

  describe('not found answers carry the spec codes', () => {
    it.each([
      ['course.detail', '/community-search/v2/course/999', 404, 'academy.course.not.found'],
      ['course.lessons', '/community-search/v2/course/999/lessons', 404, 'academy.course.not.found'],
      ['article.detail of a video', '/academy/v1/article/1002', 404, 'academy.article.not.exist'],
      ['live.detail of an article', '/academy/v2/live/1001', 404, 'academy.live.not.found'],
      ['vod.detail of an article', '/academy/v1/course/vod/1001', 404, 'academy.video.lesson.not.found'],
      [
        'access-permission',
        '/academy/v2/course/lesson/9999/access-permission',
        404,
        'academy.video.lesson.not.found',
      ],
      ['offlineClass.detail', '/academy/v1/offline-class/999', 404, 'academy.offline.class.not.found'],
    ])('%s: %s answers %i %s', async (_name, url, status, code) => {
      const response = await get(url)
      expect(response.statusCode).toBe(status)
      expect(response.json<ErrorAnswer>().code).toBe(code)
    })

    it.each([
      ['academyCourse.detail', '/academy-aggregator/v2/user/course/999', 404, 'academy.course.not.found'],
      ['note.detail', '/academy/v1/user/note/999', 404, 'academy.note.not.found'],
      [
        'exam.items of a course without exam',
        '/academy/v1/user/exam/items?courseId=3',
        404,
        'academy.user.exam.not.found',
      ],
      [
        'course.progress never saved',
        '/academy/v2/user/course/progress?id=1005',
        404,
        'academy.course.progress.not.found',
      ],
    ])('%s (logged in): %s answers %i %s', async (_name, url, status, code) => {
      const response = await get(url, doctor)
      expect(response.statusCode).toBe(status)
      expect(response.json<ErrorAnswer>().code).toBe(code)
    })

    it('an INACTIVE course is 400 academy.lesson.inactive, unless previewed', async () => {
      const refused = await get('/academy-aggregator/v2/user/course/21', doctor)
      expect(refused.statusCode).toBe(400)
      expect(refused.json<ErrorAnswer>().code).toBe('academy.lesson.inactive')
      const preview = await get('/academy-aggregator/v2/user/course/21?preview=true', doctor)
      expect(preview.statusCode).toBe(200)
      expect(preview.json<{ status: string }>().status).toBe('INACTIVE')
      const [first] = await courseLessons(21)
      const video = await get(`/academy/v1/course/vod/${first?.id}`)
      expect(video.json<ErrorAnswer>().code).toBe('academy.lesson.inactive')
    })

    it('/user/ endpoints need a login: 401 auth.token.missing', async () => {
      const response = await get('/academy/v1/user/studying/items')
      expect(response.statusCode).toBe(401)
      expect(response.json<ErrorAnswer>().code).toBe('auth.token.missing')
    })
  })

  describe('access permission', () => {
    const access = async (lessonId: number, login?: LoginAnswer) =>
      (await get(`/academy/v2/course/lesson/${lessonId}/access-permission`, login)).json<Access>()

    it('FREE: a lesson of a free course, and a lesson on its own, for visitors too', async () => {
      const page = (
        await get('/community-search/v2/course/items?free=true&courseType=VIDEO&kind=REGULAR')
      ).json<Page<CourseSummary>>()
      const [lessonOfFree] = await courseLessons(page.items[0]?.id ?? 0)
      expect(await access(lessonOfFree?.id ?? 0)).toMatchObject({ accessible: true, reason: 'FREE' })
      expect(await access(1191)).toEqual({ lessonId: 1191, accessible: true, reason: 'FREE', courseId: null })
    })

    it('PREVIEW: a free preview lesson of a paid course', async () => {
      expect(await access(1002)).toEqual({ lessonId: 1002, accessible: true, reason: 'PREVIEW', courseId: 1 })
      expect(await access(1002, doctor)).toMatchObject({ reason: 'PREVIEW' })
    })

    it('NEED_LOGIN without a token, NOT_PURCHASED with one, for a paid lesson', async () => {
      expect(await access(1004)).toEqual({
        lessonId: 1004,
        accessible: false,
        reason: 'NEED_LOGIN',
        courseId: 1,
      })
      expect(await access(1004, doctor)).toMatchObject({ accessible: false, reason: 'NOT_PURCHASED' })
    })

    it('an invalid token counts as none on a public endpoint: NEED_LOGIN', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/academy/v2/course/lesson/1004/access-permission`,
        headers: { authorization: 'Bearer not-a-token' },
      })
      expect(response.json<Access>().reason).toBe('NEED_LOGIN')
    })

    it('PURCHASED once the course is bought; a refund (revoked) takes it back', async () => {
      await grant(10_002, 1)
      expect(await access(1004, other)).toMatchObject({ accessible: true, reason: 'PURCHASED' })
      expect(await access(1004, doctor)).toMatchObject({ reason: 'NOT_PURCHASED' })
      const video = (await get('/academy/v2/user/course/vod/1004', other)).json<{
        videoUrl: string
        accessible: boolean
      }>()
      expect(video).toMatchObject({ videoUrl: '/media/demo/clip.mp4', accessible: true })
      const detail = (await get('/academy-aggregator/v2/user/course/1', other)).json<{ purchased: boolean }>()
      expect(detail.purchased).toBe(true)
      const publicDetail = (await get('/community-search/v2/course/1', other)).json<{ purchased: boolean }>()
      expect(publicDetail.purchased).toBe(true)
      await revoke(10_002, 1)
      expect(await access(1004, other)).toMatchObject({ accessible: false, reason: 'NOT_PURCHASED' })
    })

    it("vod.detail hides a paid lesson's videoUrl; a preview lesson plays", async () => {
      const paid = (await get('/academy/v1/course/vod/1004')).json<{
        videoUrl: string
        accessible: boolean
      }>()
      expect(paid).toMatchObject({ videoUrl: '', accessible: false })
      const preview = (await get('/academy/v1/course/vod/1002')).json<{
        videoUrl: string
        accessible: boolean
      }>()
      expect(preview).toMatchObject({ videoUrl: '/media/demo/clip.mp4', accessible: true })
    })

    it('a paid article shows a teaser without its attachments; bought, it shows everything', async () => {
      const lessons = await courseLessons(1)
      const handout = lessons.find((item) => item.lessonType === 'ARTICLE' && !item.freePreview)
      const teaser = (await get(`/academy/v1/article/${handout?.id}`, doctor)).json<{
        content: string
        attachments: unknown[]
        accessible: boolean
      }>()
      expect(teaser.accessible).toBe(false)
      expect(teaser.attachments).toEqual([])
      await grant(10_002, 1)
      const full = (await get(`/academy/v1/article/${handout?.id}`, other)).json<{
        content: string
        attachments: { fileType: string; url: string }[]
      }>()
      await revoke(10_002, 1)
      expect(full.content.length).toBeGreaterThan(teaser.content.length)
      expect(full.content).toContain(teaser.content)
      expect(full.content).toMatch(/<img /)
      expect(full.attachments.map((file) => file.fileType)).toEqual(['pdf', 'docx', 'zip'])
      for (const file of full.attachments) {
        expect(existsSync(join(defaultMediaDir, file.url.slice('/media/'.length)))).toBe(true)
      }
    })

    it('course.signature is refused for a lesson the caller may not watch: 400 (a 403 would re-log in, spec §4)', async () => {
      const refused = await get('/academy/v2/user/course/signature?lessonId=1004', doctor)
      expect(refused.statusCode).toBe(400)
      expect(refused.json<ErrorAnswer>().code).toBe('academy.course.not.purchased')
      const granted = await get('/academy/v2/user/course/signature?lessonId=1002', doctor)
      expect(granted.json()).toMatchObject({
        lessonId: 1002,
        signature: expect.stringMatching(/^[0-9a-f]{32}$/),
      })
    })
  })

  describe('progress', () => {
    it('404 before the first save, then the saved place; finished stays finished', async () => {
      const read = () => get('/academy/v2/user/course/progress?id=1003', doctor)
      const none = await read()
      expect(none.statusCode).toBe(404)
      expect(none.json<ErrorAnswer>().code).toBe('academy.course.progress.not.found')

      const saved = await post(
        '/academy/v2/user/course/progress',
        { lessonId: 1003, seconds: 125, duration: 2460, finished: false },
        doctor,
      )
      expect(saved.json()).toMatchObject({ lessonId: 1003, seconds: 125, duration: 2460, finished: false })
      expect((await read()).json()).toMatchObject({ lessonId: 1003, seconds: 125, finished: false })

      await post(
        '/academy/v2/user/course/progress',
        { lessonId: 1003, seconds: 2460, duration: 2460, finished: true },
        doctor,
      )
      await post(
        '/academy/v2/user/course/progress',
        { lessonId: 1003, seconds: 30, duration: 2460, finished: false },
        doctor,
      )
      expect((await read()).json()).toMatchObject({ seconds: 30, finished: true })
      // Progress is per doctor.
      expect((await get('/academy/v2/user/course/progress?id=1003', other)).statusCode).toBe(404)
    })

    it('saved progress feeds studying, the summary, vod.userItems and where to continue the course', async () => {
      await post(
        '/academy/v2/user/course/progress',
        { lessonId: 1002, seconds: 600, duration: 1860, finished: false },
        doctor,
      )
      const studying = (await get('/academy/v1/user/studying/items', doctor)).json<
        Page<{ lesson: LessonSummary; course: CourseSummary | null; progress: { seconds: number } }>
      >()
      expect(studying.items[0]).toMatchObject({
        lesson: { id: 1002 },
        course: { id: 1 },
        progress: { seconds: 600 },
      })
      const summary = (await get('/academy/v1/user/summary', doctor)).json<{
        studyMinutes: number
        lessonCount: number
        certificateCount: number
        lastStudy: { lesson: { id: number } } | null
      }>()
      expect(summary.lessonCount).toBeGreaterThanOrEqual(2)
      expect(summary.studyMinutes).toBeGreaterThanOrEqual(10)
      expect(summary.certificateCount).toBe(3)
      expect(summary.lastStudy?.lesson.id).toBe(1002)
      const watched = (await get('/community-search/v1/user/course/vod/items', doctor)).json<
        Page<{ id: number; progress: { seconds: number } }>
      >()
      expect(watched.items[0]).toMatchObject({ id: 1002, progress: { seconds: 600 } })
      const detail = (await get('/academy-aggregator/v2/user/course/1', doctor)).json<{
        lastLessonId: number | null
      }>()
      expect(detail.lastLessonId).toBe(1002)
      const one = (await get('/community-search/v1/user/course/vod/1005', doctor)).json<{
        progress: unknown
      }>()
      expect(one.progress).toBeNull()
    })
  })

  describe('order.simulate', () => {
    const simulate = (items: object[], coupons: number[] = [], initialized = false, login = doctor) =>
      post(
        '/order/v1/user/order/simulate',
        {
          orderItemRequests: items,
          orderCouponRequests: coupons.map((couponId) => ({ couponId })),
          initialized,
        },
        login,
      )

    it('the first preview picks the best usable coupon: course 2 at its 239 discount price − 50 = 189', async () => {
      const response = await simulate([{ count: 1, objectId: 2, skuId: 2 }])
      expect(response.json()).toMatchObject({
        items: [{ objectId: 2, objectType: 'COURSE', price: 239, count: 1 }],
        totalAmount: 239,
        discountAmount: 50,
        payAmount: 189,
      })
      const coupons = response.json<{ coupons: { id: number; usable: boolean; selected: boolean }[] }>()
        .coupons
      expect(coupons).toEqual([
        expect.objectContaining({
          id: 1,
          title: '新人立减 20 元',
          amount: 20,
          usable: true,
          selected: false,
        }),
        expect.objectContaining({ id: 2, usable: true, selected: true }),
      ])
    })

    it('afterwards exactly the chosen coupon counts: 新人立减 20 元 gives 219; none gives 239', async () => {
      expect((await simulate([{ count: 1, objectId: 2, skuId: 2 }], [1], true)).json()).toMatchObject({
        discountAmount: 20,
        payAmount: 219,
      })
      expect((await simulate([{ count: 1, objectId: 2, skuId: 2 }], [], true)).json()).toMatchObject({
        discountAmount: 0,
        payAmount: 239,
      })
    })

    it('a coupon below its threshold is not usable and not applied', async () => {
      // 王医生's coupons 3 (from 50) and 4 (from 199); 李医生's unpaid order of course 3 keeps its own coupon.
      const response = await simulate([{ count: 1, objectId: 3, skuId: 3 }], [4], true, other)
      expect(response.json()).toMatchObject({ totalAmount: 99, discountAmount: 0, payAmount: 99 })
      const coupons = response.json<{ coupons: { id: number; usable: boolean }[] }>().coupons
      expect(coupons.map((coupon) => coupon.usable)).toEqual([true, false])
    })

    it('a package and a course add up; a course counts once whatever the count', async () => {
      // 王医生: 李医生's seeded unpaid order holds course 3 (one open order per doctor and course).
      const response = await simulate(
        [
          { count: 1, objectId: 1, skuId: 1, objectType: 'COURSE_PACKAGE' },
          { count: 3, objectId: 3, skuId: 3 },
        ],
        [],
        true,
        other,
      )
      expect(response.json()).toMatchObject({
        items: [
          { objectType: 'COURSE_PACKAGE', price: 399, count: 1 },
          { objectType: 'COURSE', price: 99, count: 1 },
        ],
        totalAmount: 498,
        payAmount: 498,
      })
    })

    it.each([
      ['a course not yet on sale', 9, 400, 'order.item.not.on.sale'],
      ['a course whose sales ended', 14, 400, 'order.item.not.on.sale'],
      ['an INACTIVE course', 21, 404, 'academy.course.not.found'],
      ['no such course', 999, 404, 'academy.course.not.found'],
    ])('%s is refused: %i %s', async (_name, objectId, status, code) => {
      const response = await simulate([{ count: 1, objectId, skuId: objectId }])
      expect(response.statusCode).toBe(status)
      expect(response.json<ErrorAnswer>().code).toBe(code)
    })

    it('a course the doctor owns is 400 academy.course.purchased', async () => {
      await grant(10_002, 3)
      const response = await simulate([{ count: 1, objectId: 3, skuId: 3 }], [], false, other)
      await revoke(10_002, 3)
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe('academy.course.purchased')
    })
  })

  describe('video exchange codes', () => {
    const redeem = (code: string, login: LoginAnswer) =>
      post('/academy/v1/user/video/exchange', { code }, login)

    it('a valid code unlocks its lesson once; the same doctor again is academy.exchange.code.used', async () => {
      const paidLesson = (await courseLessons(2))[1]
      const before = (
        await get(`/academy/v2/course/lesson/${paidLesson?.id}/access-permission`, doctor)
      ).json<Access>()
      expect(before.reason).toBe('NOT_PURCHASED')
      const redeemed = await redeem('  derma2026 ', doctor)
      expect(redeemed.statusCode).toBe(200)
      expect(redeemed.json()).toEqual({ lessonId: paidLesson?.id, title: paidLesson?.title })
      const after = (
        await get(`/academy/v2/course/lesson/${paidLesson?.id}/access-permission`, doctor)
      ).json<Access>()
      expect(after).toMatchObject({ accessible: true, reason: 'PURCHASED' })
      const again = await redeem('DERMA2026', doctor)
      expect(again.statusCode).toBe(400)
      expect(again.json<ErrorAnswer>().code).toBe('academy.exchange.code.used')
      const records = (await get('/academy/v1/user/video/exchange/items', doctor)).json<
        Page<{ code: string; lesson: { id: number } }>
      >()
      expect(records.items[0]).toMatchObject({ code: 'DERMA2026', lesson: { id: paidLesson?.id } })
    })

    it('a single-use code spent by another doctor is academy.exchange.code.used', async () => {
      const response = await redeem('VIP-USED-000', doctor)
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe('academy.exchange.code.used')
    })

    it.each(['NO-SUCH-CODE', 'EXPIRED-2025'])('%s is academy.exchange.code.invalid', async (code) => {
      const response = await redeem(code, doctor)
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe('academy.exchange.code.invalid')
    })
  })

  describe('live', () => {
    it.each(['COMING', 'STREAMING', 'OVER'])(
      'live.items?status=%s lists only lives in that status',
      async (status) => {
        const page = (await get(`/community-search/v1/live/items?status=${status}&size=50`)).json<
          Page<LessonSummary>
        >()
        expect(page.items.length).toBeGreaterThan(0)
        for (const item of page.items) expect(item).toMatchObject({ lessonType: 'LIVE', liveStatus: status })
      },
    )

    it('a STREAMING free live answers its stream, an OVER one its replay, a COMING one neither', async () => {
      const lessons = await courseLessons(23)
      const byStatus = (status: string) => lessons.find((item) => item.liveStatus === status)?.id
      const streaming = (await get(`/academy/v2/live/${byStatus('STREAMING')}`)).json<
        Record<string, unknown>
      >()
      expect(streaming).toMatchObject({
        liveStatus: 'STREAMING',
        streamUrl: '/media/demo/live/index.m3u8',
        replayUrl: '',
        accessible: true,
      })
      expect(streaming.onlineCount).toEqual(expect.any(Number))
      const over = (await get(`/academy/v2/live/${byStatus('OVER')}`)).json<Record<string, unknown>>()
      expect(over).toMatchObject({ liveStatus: 'OVER', streamUrl: '', replayUrl: '/media/demo/clip.mp4' })
      const coming = (await get(`/academy/v2/live/${byStatus('COMING')}`)).json<Record<string, unknown>>()
      expect(coming).toMatchObject({ liveStatus: 'COMING', streamUrl: '', replayUrl: '', onlineCount: 0 })
    })

    it('the status follows the stored times when they change, with no status column', async () => {
      const [live] = (await courseLessons(27)).filter((item) => item.liveStatus === 'COMING')
      const now = Date.now()
      await server.database.db
        .update(lesson)
        .set({ liveStartTime: new Date(now - 3 * 3_600_000), liveEndTime: new Date(now - 3_600_000) })
        .where(eq(lesson.id, live?.id ?? 0))
      const detail = (await get(`/academy/v2/live/${live?.id}`)).json<{
        liveStatus: string
        replayUrl: string
      }>()
      expect(detail).toMatchObject({ liveStatus: 'OVER', replayUrl: '/media/demo/clip.mp4' })
    })

    it('a paid live does not stream to a doctor who has not bought it', async () => {
      const live = (await courseLessons(24)).find((item) => item.liveStatus === 'STREAMING')
      const detail = (await get(`/academy/v2/live/${live?.id}`, doctor)).json<{
        streamUrl: string
        accessible: boolean
      }>()
      expect(detail).toMatchObject({ streamUrl: '', accessible: false })
    })

    it('live.like and live.unlike count the like once', async () => {
      const live = (await courseLessons(23))[0]
      const url = `${api}/academy/v2/user/live/${live?.id}/like`
      const first = (await app.inject({ method: 'POST', url, headers: bearer(doctor.token) })).json<{
        liked: boolean
        likeCount: number
      }>()
      const second = (await app.inject({ method: 'POST', url, headers: bearer(doctor.token) })).json<{
        likeCount: number
      }>()
      expect(first.liked).toBe(true)
      expect(second.likeCount).toBe(first.likeCount)
      const undone = (await app.inject({ method: 'DELETE', url, headers: bearer(doctor.token) })).json<{
        liked: boolean
        likeCount: number
      }>()
      expect(undone).toEqual({ liked: false, likeCount: first.likeCount - 1 })
    })

    it('the Lilly live needs a login (academy.lesson.watch.need.login) and records the jump', async () => {
      const visitor = await get('/tripartite/v1/lilly-live/1195/detail')
      expect(visitor.statusCode).toBe(400)
      expect(visitor.json<ErrorAnswer>().code).toBe('academy.lesson.watch.need.login')
      const detail = await get('/tripartite/v1/lilly-live/1195/detail', doctor)
      expect(detail.json()).toMatchObject({ id: 1195, partner: 'LILLY', liveStatus: 'STREAMING' })
      const data = detail.json<{ data: string }>().data
      const record = await app.inject({
        method: 'POST',
        url: `${api}/tripartite/v1/lilly-live/user/record?lessonId=1195&userId=${doctor.userId}&data=${encodeURIComponent(data)}`,
        headers: bearer(doctor.token),
      })
      expect(record.json()).toEqual({ recorded: true })
      const someoneElse = await app.inject({
        method: 'POST',
        url: `${api}/tripartite/v1/lilly-live/user/record?lessonId=1195&userId=${other.userId}`,
        headers: bearer(doctor.token),
      })
      expect(someoneElse.statusCode).toBe(403)
      expect((await get('/tripartite/v1/lilly-live/1196/detail', doctor)).json<ErrorAnswer>().code).toBe(
        'academy.live.not.found',
      )
    })
  })

  describe('offline classes', () => {
    const apply = (id: number, login: LoginAnswer) =>
      post(`/academy/v1/user/offline-class/${id}/apply`, {}, login)

    it('six classes with each registration status', async () => {
      const page = (await get('/academy/v1/offline-class/items?size=10')).json<
        Page<{ registrationStatus: string; lecturers: unknown[] }>
      >()
      expect(page.total).toBe(6)
      expect(new Set(page.items.map((item) => item.registrationStatus))).toEqual(
        new Set(['NOT_START', 'START', 'END']),
      )
      for (const item of page.items) expect(item.lecturers.length).toBeGreaterThan(0)
    })

    it('signing up for an open free class works once; the class then reads applied with one more enrolled', async () => {
      const before = (await get('/academy/v1/offline-class/6', doctor)).json<{
        applied: boolean
        enrolledCount: number
      }>()
      expect(before.applied).toBe(false)
      expect((await apply(6, doctor)).json()).toEqual({ applied: true })
      const after = (await get('/academy/v1/offline-class/6', doctor)).json<{
        applied: boolean
        enrolledCount: number
      }>()
      expect(after).toEqual(
        expect.objectContaining({ applied: true, enrolledCount: before.enrolledCount + 1 }),
      )
      const again = await apply(6, doctor)
      expect(again.json<ErrorAnswer>().code).toBe('academy.offline.class.applied')
    })

    it.each([
      [3, 'academy.offline.class.registration.not.start'],
      [4, 'academy.offline.class.registration.end'],
      [5, 'academy.offline.class.full'],
      [2, 'academy.offline.class.need.order'],
    ])('class %i refuses a sign-up with 400 %s', async (id, code) => {
      const response = await apply(id, other)
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe(code)
    })
  })

  describe('notes, exams, certificates, group purchase', () => {
    it('a note is written, read back, listed by lesson, and private to its author', async () => {
      const created = await post(
        '/academy/v1/user/note',
        { lessonId: 1002, content: ' 记住 IL-4/IL-13 通路 ', seconds: 95 },
        doctor,
      )
      const note = created.json<{ id: number; courseId: number; lessonTitle: string; content: string }>()
      expect(note).toMatchObject({
        courseId: 1,
        content: '记住 IL-4/IL-13 通路',
        seconds: 95,
        author: { userId: 10_001 },
      })
      expect((await get(`/academy/v1/user/note/${note.id}`, doctor)).json()).toEqual(note)
      const list = (await get('/academy/v1/user/note/items?lessonId=1002', doctor)).json<
        Page<{ id: number }>
      >()
      expect(list.items.map((item) => item.id)).toContain(note.id)
      expect((await get(`/academy/v1/user/note/${note.id}`, other)).statusCode).toBe(404)
    })

    // Found by the API fuzz: the contract left seconds unbounded and the column is an integer, so a
    // position of 2^53 − 1 failed the insert with a 500.
    it('a note taken past a day into the video is 400 request.invalid, not 500; at 86400 s it is kept', async () => {
      const past = await post(
        '/academy/v1/user/note',
        { lessonId: 1002, content: '很晚的笔记', seconds: 9_007_199_254_740_991 },
        doctor,
      )
      expect(past.statusCode).toBe(400)
      expect(past.json<ErrorAnswer>()).toEqual({
        code: 'request.invalid',
        message: 'body/seconds must be <= 86400',
      })
      const last = await post(
        '/academy/v1/user/note',
        { lessonId: 1002, content: '最后一秒', seconds: 86_400 },
        doctor,
      )
      expect(last.json()).toMatchObject({ seconds: 86_400 })
    })

    // Found by the API fuzz on PostgreSQL: lesson 1191 belongs to no course, so the client's courseId was
    // stored as it came, and one naming no course failed the foreign key with a 500.
    it('a note or progress on a lesson of no course keeps a courseId only when that course exists', async () => {
      const stray = await post(
        '/academy/v1/user/note',
        { lessonId: 1191, courseId: 373, content: '笔记' },
        doctor,
      )
      expect(stray.statusCode).toBe(200)
      expect(stray.json()).toMatchObject({ lessonId: 1191, courseId: null })
      const opened = await post(
        '/academy/v1/user/note',
        { lessonId: 1191, courseId: 1, content: '笔记' },
        doctor,
      )
      expect(opened.json()).toMatchObject({ lessonId: 1191, courseId: 1 })
      const own = await post(
        '/academy/v1/user/note',
        { lessonId: 1002, courseId: 373, content: '笔记' },
        doctor,
      )
      expect(own.json()).toMatchObject({ lessonId: 1002, courseId: 1 })
      const progress = await post(
        '/academy/v2/user/course/progress',
        { lessonId: 1191, courseId: 373, seconds: 32, duration: 84_169, finished: true },
        doctor,
      )
      expect(progress.statusCode).toBe(200)
      expect(progress.json()).toMatchObject({ lessonId: 1191, seconds: 32, finished: true })
    })

    it("exam.items answers a course's exams with the doctor's best score and a status from the times", async () => {
      const page = (await get('/academy/v1/user/exam/items?courseId=4', doctor)).json<
        Page<{ bestScore: number | null; status: string }>
      >()
      expect(page.items.map((item) => [item.status, item.bestScore])).toEqual([
        ['START', 86],
        ['NOT_START', null],
      ])
    })

    it('certificate.related answers the doctor’s certificates of a course, none for another', async () => {
      const mine = (await get('/academy/v1/user/certificate/relatedObject/4?type=COURSE', doctor)).json<{
        certificates: { posterType: string }[]
      }>()
      expect(mine.certificates.map((item) => item.posterType)).toEqual(['EXAMINATION_CERTIFICATE'])
      const theirs = (await get('/academy/v1/user/certificate/relatedObject/4?type=COURSE', other)).json<{
        certificates: unknown[]
      }>()
      expect(theirs.certificates).toEqual([])
    })

    it('a course detail shows its open group purchase, exam, packages and discount', async () => {
      const detail = (await get('/academy-aggregator/v2/user/course/1', doctor)).json<
        Record<string, unknown>
      >()
      expect(detail).toMatchObject({
        examId: 1,
        groupPurchase: { id: 1, price: 149, groupSize: 3, joinedCount: 1 },
        packages: [{ id: 3, title: '特应性皮炎与湿疹套餐' }],
        discount: null,
      })
      const shared = (await get('/academy-aggregator/v2/user/course/1?discount=85', doctor)).json<{
        discount: { price: number; label: string }
      }>()
      expect(shared.discount).toEqual({ price: 169.15, label: '分享专享 8.5 折' })
      const seeded = (await get('/community-search/v2/course/2')).json<{
        discount: unknown
        purchased: boolean
      }>()
      expect(seeded).toMatchObject({ discount: { price: 239, label: '限时优惠' }, purchased: false })
      const expired = (await get('/community-search/v2/course/3')).json<{ groupPurchase: unknown }>()
      expect(expired.groupPurchase).toBeNull()
    })

    it('course.detail counts a view, and none with countView=false (a lesson screen reading its course)', async () => {
      const views = async (query = '') =>
        (await get(`/community-search/v2/course/5${query}`)).json<{ viewCount: number }>().viewCount
      const first = await views()
      expect(await views()).toBe(first + 1)
      const quiet = await views('?countView=false')
      expect(quiet).toBe(first + 1)
      expect(await views('?countView=false')).toBe(first + 1)
      expect(await views()).toBe(first + 2)
    })

    it('groupPurchase.course answers the group, its course and its members', async () => {
      const response = (await get('/academy/v1/user/group-purchase/2/course/ed', doctor)).json<{
        groupPurchase: { joinedCount: number }
        course: { id: number }
        members: { nickname: string }[]
      }>()
      expect(response.course.id).toBe(4)
      expect(response.members).toHaveLength(3)
      expect(response.groupPurchase.joinedCount).toBe(3)
    })
  })
})
