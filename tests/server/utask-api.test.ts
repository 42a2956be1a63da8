import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
} from './api-helpers'
import { databaseTargets } from './test-databases'

interface Utask {
  id: number
  title: string
  type: number
  status: number
  startTime: string
  endTime: string
  formKey: string | null
}

interface Page<T> {
  items: T[]
  total: number
  page: number
  size: number
  hasMore: boolean
}

interface UtaskPage {
  name: string
  title: string
  introHtml: string
  themeColor: string
  utasks: Utask[]
}

interface SkinCare {
  id: number
  title: string
  contentHtml: string
  readCount: number
}

describe.each(databaseTargets)('utask and skin-care endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
  })
  afterAll(() => server?.dispose())

  const get = (path: string, login?: LoginAnswer) =>
    app.inject({ method: 'GET', url: `${api}${path}`, headers: login ? bearer(login.token) : {} })
  const json = async <T>(path: string, login?: LoginAnswer): Promise<T> => {
    const response = await get(path, login)
    if (response.statusCode !== 200)
      throw new Error(`GET ${path} answered ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }

  describe('utask list', () => {
    it('lists online utasks of every type and status, ING first, then COMING, then EXPIRED', async () => {
      const page = await json<Page<Utask>>('/community-search/v1/utask/items?size=50')
      expect(page.total).toBe(11)
      expect(page.items.map((item) => item.id)).not.toContain(12)
      expect(new Set(page.items.map((item) => item.type))).toEqual(new Set([0, 1, 2, 3, 4, 5]))
      const statuses = page.items.map((item) => item.status)
      expect(statuses).toEqual([...statuses].sort((a, b) => a - b))
      expect(new Set(statuses)).toEqual(new Set([0, 1, 2]))
    })

    it('a status follows from the window: ING inside it, COMING before, EXPIRED after', async () => {
      const now = Date.now()
      const page = await json<Page<Utask>>('/community-search/v1/utask/items?size=50')
      for (const item of page.items) {
        const start = Date.parse(item.startTime)
        const end = Date.parse(item.endTime)
        const expected = now < start ? 1 : now >= end ? 2 : 0
        expect(item.status, item.title).toBe(expected)
      }
    })

    it('filters by status and by type, and pages', async () => {
      const coming = await json<Page<Utask>>('/community-search/v1/utask/items?status=1')
      expect(coming.items.length).toBeGreaterThan(0)
      expect(coming.items.every((item) => item.status === 1)).toBe(true)
      // COMING soonest first.
      const starts = coming.items.map((item) => Date.parse(item.startTime))
      expect(starts).toEqual([...starts].sort((a, b) => a - b))
      const questionnaires = await json<Page<Utask>>('/community-search/v1/utask/items?type=0')
      expect(questionnaires.items.map((item) => item.id).sort()).toEqual([1, 7])
      const first = await json<Page<Utask>>('/community-search/v1/utask/items?size=5')
      expect(first).toMatchObject({ page: 1, size: 5, hasMore: true })
      const third = await json<Page<Utask>>('/community-search/v1/utask/items?size=5&page=3')
      expect(third.items).toHaveLength(1)
      expect(third.hasMore).toBe(false)
    })

    it('rejects a status outside 0–2 with 400', async () => {
      expect((await get('/community-search/v1/utask/items?status=3')).statusCode).toBe(400)
    })

    it('a utask may link to a form by key', async () => {
      const survey = await json<Utask>('/academy/v1/utask/1')
      expect(survey.formKey).toBe('derma-survey')
      expect((await json<Utask>('/academy/v1/utask/2')).formKey).toBeNull()
    })

    it('an offline or unknown utask answers 404 utask.not.found', async () => {
      for (const id of [12, 9999]) {
        const response = await get(`/academy/v1/utask/${id}`)
        expect(response.statusCode).toBe(404)
        expect(response.json<ErrorAnswer>().code).toBe('utask.not.found')
      }
    })
  })

  describe('utask pages', () => {
    it('serves the page config by name with its online utasks, ING first', async () => {
      const lab = await json<UtaskPage>('/academy/v1/utask/page/petersonslab')
      expect(lab.title).toBe('彼得罗夫实验室')
      expect(lab.themeColor).toMatch(/^#[0-9a-f]{6}$/i)
      expect(lab.utasks.map((item) => item.id)).toEqual([3, 1, 8, 7])
      const other = await json<UtaskPage>('/academy/v1/utask/page/other')
      // Utask 12 is offline and left out.
      expect(other.utasks.map((item) => item.id)).not.toContain(12)
      const statuses = other.utasks.map((item) => item.status)
      expect(statuses).toEqual([...statuses].sort((a, b) => a - b))
      expect((await json<UtaskPage>('/academy/v1/utask/page/drwu')).name).toBe('drwu')
    })

    it('an unknown page name answers 404 utask.page.not.found; a malformed one 400', async () => {
      const missing = await get('/academy/v1/utask/page/nobody')
      expect(missing.statusCode).toBe(404)
      expect(missing.json<ErrorAnswer>().code).toBe('utask.page.not.found')
      expect((await get('/academy/v1/utask/page/Bad_Name')).statusCode).toBe(400)
    })
  })

  describe('skin care', () => {
    it('needs a login: 401 without a token', async () => {
      expect((await get('/academy/v1/user/skin-care/1')).statusCode).toBe(401)
    })

    it('answers the article and counts each read', async () => {
      const first = await json<SkinCare>('/academy/v1/user/skin-care/1', doctor)
      expect(first.title).toBe('秋冬季皮肤屏障修护指南')
      expect(first.contentHtml).toContain('<h3>')
      const second = await json<SkinCare>('/academy/v1/user/skin-care/1', doctor)
      expect(second.readCount).toBe(first.readCount + 1)
    })

    it('an offline or unknown article answers 404 skincare.not.found', async () => {
      for (const id of [3, 9999]) {
        const response = await get(`/academy/v1/user/skin-care/${id}`, doctor)
        expect(response.statusCode).toBe(404)
        expect(response.json<ErrorAnswer>().code).toBe('skincare.not.found')
      }
    })
  })
})
