import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ebook } from '../../server/db/index'
import {
  DEMO_INVITE_CODE,
  GCP_ACTIVITY_ID,
  GCP_INACTIVE_LESSON_ID,
  seedResources,
} from '../../server/seed/index'
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

interface Progress {
  finishedCount: number
  totalCount: number
  percent: number
  examUnlocked: boolean
  lastLessonId: number | null
}
interface Lesson {
  id: number
  lessonId: number | null
  status: string
  learnStatus: string
}
interface Ebook {
  id: number
  status: string
  received: boolean
  remaining: number
  readUrl: string
}

describe.each(databaseTargets)('resource endpoints on $kind', (target) => {
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

  const call = (
    login: LoginAnswer | undefined,
    method: InjectOptions['method'],
    path: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `${api}${path}`,
      headers: login ? bearer(login.token) : {},
      ...(payload ? { payload } : {}),
    })

  it('the seed runs once: a second run inserts nothing', async () => {
    expect(await seedResources(server.database)).toBe(0)
  })

  it('GCP training 5: a visitor gets no progress; doctor 10001 has 4 of 7 ACTIVE lessons (one through the academy progress) and the exam link', async () => {
    const visitor = (await call(undefined, 'GET', `/academy/v1/gcp/${GCP_ACTIVITY_ID}`)).json()
    expect(visitor.progress).toBeNull()
    expect(visitor.exam).toMatchObject({ id: 3, routeType: 'ACTIVITY' })
    expect(visitor.lessonCount).toBe(7)
    expect(visitor.fileCount).toBe(5)

    const mine = (await call(doctor, 'GET', `/academy/v1/gcp/${GCP_ACTIVITY_ID}`)).json()
    expect(mine.progress).toMatchObject({ finishedCount: 4, totalCount: 7, percent: 57, examUnlocked: false })
    const progress = (
      await call(doctor, 'GET', `/academy/v1/user/gcp/${GCP_ACTIVITY_ID}/progress`)
    ).json<Progress>()
    expect(progress.lastLessonId).toBe(4)
    expect((await call(undefined, 'GET', '/academy/v1/gcp/99')).json<ErrorAnswer>().code).toBe(
      'gcp.training.not.found',
    )
  })

  it('the course list keeps the taken-down lesson; opening it answers 400 academy.lesson.inactive', async () => {
    const { items } = (await call(doctor, 'GET', `/academy/v1/gcp/${GCP_ACTIVITY_ID}/lessons`)).json<{
      items: Lesson[]
    }>()
    expect(items).toHaveLength(8)
    expect(items.find((item) => item.id === GCP_INACTIVE_LESSON_ID)?.status).toBe('INACTIVE')
    // Lesson 8 plays academy lesson 1028, which 10001 watched to the end (lesson_progress).
    expect(items.map((item) => item.learnStatus)).toEqual([
      'FINISHED',
      'FINISHED',
      'FINISHED',
      'LEARNING',
      'NOT_STARTED',
      'NOT_STARTED',
      'NOT_STARTED',
      'FINISHED',
    ])

    const inactive = await call(
      doctor,
      'POST',
      `/academy/v1/user/gcp/${GCP_ACTIVITY_ID}/lesson/${GCP_INACTIVE_LESSON_ID}/access`,
    )
    expect(inactive.statusCode).toBe(400)
    expect(inactive.json<ErrorAnswer>()).toEqual({ code: 'academy.lesson.inactive', message: '该课程已下线' })
  })

  it('opening a lesson marks it 学习中 for that doctor only and answers the academy lesson to show', async () => {
    const opened = await call(other, 'POST', `/academy/v1/user/gcp/${GCP_ACTIVITY_ID}/lesson/2/access`)
    expect(opened.statusCode).toBe(200)
    expect(opened.json()).toMatchObject({ id: 2, lessonType: 'VIDEO', learnStatus: 'LEARNING' })
    const { items } = (await call(other, 'GET', `/academy/v1/gcp/${GCP_ACTIVITY_ID}/lessons`)).json<{
      items: Lesson[]
    }>()
    expect(items.find((item) => item.id === 2)?.learnStatus).toBe('LEARNING')
    expect(items.find((item) => item.id === 1)?.learnStatus).toBe('NOT_STARTED')
    expect(
      (await call(undefined, 'POST', `/academy/v1/user/gcp/${GCP_ACTIVITY_ID}/lesson/2/access`)).statusCode,
    ).toBe(401)
    expect(
      (await call(other, 'POST', `/academy/v1/user/gcp/${GCP_ACTIVITY_ID}/lesson/999/access`)).statusCode,
    ).toBe(404)
  })

  it('files list every type, each served from /media/docs', async () => {
    const { items } = (await call(undefined, 'GET', `/academy/v1/gcp/${GCP_ACTIVITY_ID}/files`)).json<{
      items: { fileType: string; url: string }[]
    }>()
    expect(items.map((item) => item.fileType)).toEqual(['pdf', 'png', 'docx', 'xlsx', 'zip'])
    for (const item of items) {
      const file = await app.inject({ method: 'GET', url: item.url })
      expect(file.statusCode, item.url).toBe(200)
    }
  })

  it('guide 1: body, attachments, related courses; favorite follows the GUIDELINE favorite', async () => {
    const visitor = await call(undefined, 'GET', '/academy/v1/guideline/1')
    expect(visitor.statusCode).toBe(200)
    const guide = visitor.json()
    expect(guide).toMatchObject({ id: 1, year: 2023, favorite: false })
    expect(guide.attachments.length).toBeGreaterThan(0)
    expect(guide.relatedCourses.length).toBeGreaterThan(0)
    await call(doctor, 'POST', '/sns/v2/user/favorite/GUIDELINE/1', { objectTitle: '中国银屑病诊疗指南' })
    expect((await call(doctor, 'GET', '/academy/v1/guideline/1')).json().favorite).toBe(true)
    expect((await call(undefined, 'GET', '/academy/v1/guideline/501')).statusCode).toBe(200)
    expect((await call(undefined, 'GET', '/academy/v1/guideline/9')).json<ErrorAnswer>().code).toBe(
      'guideline.not.found',
    )
  })

  it('e-books: 1 available, 2 out of stock, 3 ended (received by 10001, who may read it)', async () => {
    const states = await Promise.all(
      [1, 2, 3].map(async (id) => (await call(doctor, 'GET', `/academy/v1/ebook/${id}`)).json<Ebook>()),
    )
    expect(states.map((book) => book.status)).toEqual(['AVAILABLE', 'OUT_OF_STOCK', 'ENDED'])
    expect(states.map((book) => book.received)).toEqual([false, false, true])
    expect(states[0]?.readUrl).toBe('')
    expect(states[2]?.readUrl).toMatch(/^\/media\/docs\/.+\.pdf$/)

    const out = await call(other, 'POST', '/academy/v1/user/ebook/2/receive')
    expect(out.json<ErrorAnswer>().code).toBe('ebook.out.of.stock')
    expect((await call(other, 'POST', '/academy/v1/user/ebook/3/receive')).json<ErrorAnswer>().code).toBe(
      'ebook.ended',
    )
    expect((await call(undefined, 'POST', '/academy/v1/user/ebook/1/receive')).statusCode).toBe(401)
  })

  it('receiving takes one copy once; parallel receipts never pass the stock', async () => {
    const received = await call(other, 'POST', '/academy/v1/user/ebook/1/receive')
    expect(received.statusCode).toBe(200)
    const book = received.json<Ebook>()
    expect(book).toMatchObject({ received: true, remaining: 371 })
    expect(book.readUrl).not.toBe('')
    const again = (await call(other, 'POST', '/academy/v1/user/ebook/1/receive')).json<Ebook>()
    expect(again.remaining).toBe(371)

    // One copy left: of two doctors asking at once, exactly one gets it.
    const { eq } = await import('drizzle-orm')
    await server.database.db.update(ebook).set({ stock: 130 }).where(eq(ebook.id, 1))
    const answers = await Promise.all([
      call(doctor, 'POST', '/academy/v1/user/ebook/1/receive'),
      call(doctor, 'POST', '/academy/v1/user/ebook/1/receive'),
    ])
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true)
    const after = (await call(undefined, 'GET', '/academy/v1/ebook/1')).json<Ebook>()
    expect(after).toMatchObject({ remaining: 0, status: 'OUT_OF_STOCK' })
  })

  it('AI share: message 1 with the sharing doctor by account id or doctor id; unknown ids', async () => {
    const shared = (await call(undefined, 'GET', '/ai/v1/share/message/1?shareDoctorId=10001')).json()
    expect(shared.sharer).toMatchObject({ id: 10001, name: '李医生' })
    expect(shared.answer).toContain('<p>')
    // 李医生's public doctor id (server/seed/accounts.ts).
    const byDoctorId = (
      await call(undefined, 'GET', '/ai/v1/share/message/2?shareDoctorId=6a1f4c8e2b7d4e0f9c3a5b71')
    ).json()
    expect(byDoctorId.sharer?.name).toBe('李医生')
    expect((await call(undefined, 'GET', '/ai/v1/share/message/3')).json().sharer).toBeNull()
    expect((await call(undefined, 'GET', '/ai/v1/share/message/99')).json<ErrorAnswer>().code).toBe(
      'ai.message.not.found',
    )
  })

  it('invite: 10001 has 6 friends, 5 certified = 250 麦豆; the code names him to a visitor', async () => {
    const mine = (await call(doctor, 'GET', '/user/v1/user/invite')).json()
    expect(mine).toMatchObject({
      code: DEMO_INVITE_CODE,
      inviteCount: 6,
      certifiedCount: 5,
      rewardBeans: 250,
      sharePath: `/invite?code=${DEMO_INVITE_CODE}`,
    })
    const registered = mine.invitees.filter((friend: { status: string }) => friend.status === 'REGISTERED')
    expect(registered).toHaveLength(1)
    expect(registered[0].rewardBeans).toBe(0)
    expect(mine.invitees[0].name).toMatch(/\*/)

    const landing = (await call(undefined, 'GET', `/user/v1/invite/${DEMO_INVITE_CODE.toLowerCase()}`)).json()
    expect(landing).toMatchObject({ code: DEMO_INVITE_CODE, name: '李医生', inviteCount: 6 })
    expect((await call(undefined, 'GET', '/user/v1/invite/NOPE1234')).statusCode).toBe(404)

    const fresh = (await call(other, 'GET', '/user/v1/user/invite')).json()
    expect(fresh.code).toMatch(/^[A-Z0-9]{8}$/)
    expect((await call(other, 'GET', '/user/v1/user/invite')).json().code).toBe(fresh.code)
    expect(fresh.invitees).toEqual([])
  })
})
