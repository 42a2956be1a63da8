import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CLIP_SECONDS } from '../../server/seed/academy'
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

/**
 * The academy answers one figure for each thing a screen shows (decision 0038): the completion of a
 * lesson never falls, a card's price is the price the order charges, and the study state is labelled
 * from one field.
 */

interface Progress {
  lessonId: number
  seconds: number
  duration: number
  finished: boolean
  percent: number
}

interface Study {
  state: 'NOT_STARTED' | 'IN_PROGRESS' | 'FINISHED'
  lessonIndex: number | null
  lessonId: number | null
}

interface CourseCard {
  id: number
  status: string
  price: number
  originalPrice: number
  payPrice: number
  discountLabel: string | null
  study: Study | null
}

interface CourseDetail extends CourseCard {
  discount: { price: number; label: string } | null
  lessons: { id: number }[]
  lastLessonId: number | null
}

interface Page<T> {
  items: T[]
  total: number
}

const NEW_DOCTOR_MOBILE = '13800000003'

describe.each(databaseTargets)('the academy answers one figure per screen on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  let newDoctor: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
    newDoctor = await passwordLogin(app, NEW_DOCTOR_MOBILE, SEED_PASSWORD)
  })
  afterAll(() => server?.dispose())

  const get = (url: string, login?: LoginAnswer) =>
    app.inject({ method: 'GET', url: `${api}${url}`, headers: login ? bearer(login.token) : {} })
  const post = (url: string, payload: object, login: LoginAnswer) =>
    app.inject({ method: 'POST', url: `${api}${url}`, headers: bearer(login.token), payload })
  const save = (login: LoginAnswer, lessonId: number, seconds: number, duration: number, finished = false) =>
    post('/academy/v2/user/course/progress', { lessonId, seconds, duration, finished }, login)

  describe('progress never goes backwards', () => {
    it('a lower progress save keeps the stored completion, and moves the resume position back', async () => {
      expect((await save(newDoctor, 1003, 18, 24)).json<Progress>()).toMatchObject({
        seconds: 18,
        percent: 75,
      })
      const lower = (await save(newDoctor, 1003, 6, 24)).json<Progress>()
      expect(lower).toMatchObject({ seconds: 6, percent: 75, finished: false })
      expect(
        (await get('/academy/v2/user/course/progress?id=1003', newDoctor)).json<Progress>(),
      ).toMatchObject({
        seconds: 6,
        percent: 75,
      })
      // The lists show the same figure.
      const studying = (await get('/academy/v1/user/studying/items', newDoctor)).json<
        Page<{ lesson: { id: number }; progress: Progress }>
      >()
      expect(studying.items.find((item) => item.lesson.id === 1003)?.progress.percent).toBe(75)
      const watched = (await get('/community-search/v1/user/course/vod/items', newDoctor)).json<
        Page<{ id: number; progress: Progress }>
      >()
      expect(watched.items.find((item) => item.id === 1003)?.progress.percent).toBe(75)
      const vod = (await get('/community-search/v1/user/course/vod/1003', newDoctor)).json<{
        progress: Progress
      }>()
      expect(vod.progress.percent).toBe(75)
    })

    it('leaving a 24 s clip at 58 % with the catalogue’s duration (seconds 9, duration 1740) keeps 58 %', async () => {
      expect((await save(newDoctor, 1002, 14, 24)).json<Progress>().percent).toBe(58)
      const left = (await save(newDoctor, 1002, 9, 1740)).json<Progress>()
      expect(left).toMatchObject({ seconds: 9, duration: 1740, percent: 58 })
    })

    it('a duration far below the stored one is the media’s real length: the completion is computed against it', async () => {
      expect((await save(newDoctor, 1004, 300, 1860)).json<Progress>().percent).toBe(16)
      const real = (await save(newDoctor, 1004, 20, 24)).json<Progress>()
      expect(real).toMatchObject({ seconds: 20, duration: 24, percent: 83 })
    })

    it('finished stays true once true, and the completion 100', async () => {
      await save(newDoctor, 1005, 24, 24, true)
      expect((await save(newDoctor, 1005, 2, 24)).json<Progress>()).toMatchObject({
        seconds: 2,
        finished: true,
        percent: 100,
      })
    })

    it('the seed’s lesson 1002 says the length of the clip it plays', async () => {
      const lessons = (await get('/community-search/v2/course/1/lessons')).json<
        { id: number; duration: number }[]
      >()
      expect(lessons.find((lesson) => lesson.id === 1002)?.duration).toBe(DEMO_CLIP_SECONDS)
    })
  })

  describe('the card price is the price the order charges', () => {
    const allCourses = async (login?: LoginAnswer) => {
      const courses: CourseCard[] = []
      for (let page = 1; ; page += 1) {
        const answer = (await get(`/community-search/v2/course/items?size=50&page=${page}`, login)).json<
          Page<CourseCard>
        >()
        courses.push(...answer.items)
        if (courses.length >= answer.total || answer.items.length === 0) return courses
      }
    }

    it('the card price equals the simulate price for every seeded course', async () => {
      const courses = await allCourses()
      expect(courses.length).toBeGreaterThan(30)
      let compared = 0
      for (const card of courses) {
        const simulated = await post(
          '/order/v1/user/order/simulate',
          { orderItemRequests: [{ count: 1, objectId: card.id, skuId: card.id }] },
          newDoctor,
        )
        if (simulated.statusCode !== 200) {
          // Only a course outside its sales window may not be priced: nothing is charged for it.
          expect(simulated.json<ErrorAnswer>().code).toBe('order.item.not.on.sale')
          continue
        }
        const charged = simulated.json<{ items: { price: number }[]; totalAmount: number }>()
        expect({ id: card.id, price: card.payPrice }).toEqual({ id: card.id, price: charged.items[0]?.price })
        const detail = (
          await get(`/community-search/v2/course/${card.id}?countView=false`)
        ).json<CourseDetail>()
        expect(detail.payPrice).toBe(card.payPrice)
        if (detail.discount) expect(detail.discount.price).toBe(card.payPrice)
        compared += 1
      }
      expect(compared).toBeGreaterThan(30)
    })

    it('course 2’s card shows ¥239.00 限时优惠, the price its detail and order charge', async () => {
      const [card] = (await get('/community-search/v2/course/batch?ids=2')).json<CourseCard[]>()
      expect(card).toMatchObject({ price: 299, payPrice: 239, discountLabel: '限时优惠' })
      const topic = (await get('/sns/v1/topic/1')).json<{
        cards: { sourceType: string; sourceId: number; extra: { price?: number } }[]
      }>()
      const topicCard = topic.cards.find((shown) => shown.sourceType === 'COURSE' && shown.sourceId === 2)
      expect(topicCard?.extra.price).toBe(239)
    })

    it('every package shows the price the order charges', async () => {
      const packages = (await get('/community-search/v1/course-package/items?size=50')).json<
        Page<{ id: number; payPrice: number }>
      >()
      for (const pack of packages.items) {
        const simulated = (
          await post(
            '/order/v1/user/order/simulate',
            {
              orderItemRequests: [
                { count: 1, objectId: pack.id, skuId: pack.id, objectType: 'COURSE_PACKAGE' },
              ],
            },
            newDoctor,
          )
        ).json<{ items: { price: number }[] }>()
        expect(simulated.items[0]?.price).toBe(pack.payPrice)
      }
    })
  })

  describe('one study state per course', () => {
    it('anonymous cards carry no study state; a new doctor’s read NOT_STARTED', async () => {
      expect((await get('/community-search/v2/course/batch?ids=6')).json<CourseCard[]>()[0]?.study).toBeNull()
      const [fresh] = (await get('/community-search/v2/course/batch?ids=7', newDoctor)).json<CourseCard[]>()
      expect(fresh?.study).toEqual({ state: 'NOT_STARTED', lessonIndex: null, lessonId: null })
      const detail = (
        await get('/community-search/v2/course/7?countView=false', newDoctor)
      ).json<CourseDetail>()
      expect(detail.study).toEqual({ state: 'NOT_STARTED', lessonIndex: null, lessonId: null })
    })

    it('after studying a lesson the card and the detail both say IN_PROGRESS at that lesson’s ordinal', async () => {
      const detail = (
        await get('/community-search/v2/course/5?countView=false', newDoctor)
      ).json<CourseDetail>()
      const third = detail.lessons[2]
      if (!third) throw new Error('course 5 has three lessons')
      await save(newDoctor, third.id, 5, 24)
      const after = (
        await get('/community-search/v2/course/5?countView=false', newDoctor)
      ).json<CourseDetail>()
      expect(after.study).toEqual({ state: 'IN_PROGRESS', lessonIndex: 3, lessonId: third.id })
      expect(after.lastLessonId).toBe(third.id)
      const [card] = (await get('/community-search/v2/course/batch?ids=5', newDoctor)).json<CourseCard[]>()
      expect(card?.study).toEqual(after.study)
    })

    it('every lesson finished: FINISHED', async () => {
      const detail = (
        await get('/community-search/v2/course/13?countView=false', newDoctor)
      ).json<CourseDetail>()
      for (const lesson of detail.lessons) await save(newDoctor, lesson.id, 24, 24, true)
      const after = (
        await get('/community-search/v2/course/13?countView=false', newDoctor)
      ).json<CourseDetail>()
      expect(after.study?.state).toBe('FINISHED')
      expect(after.study?.lessonIndex).toBeGreaterThanOrEqual(1)
    })

    it('李医生’s seeded history: course 6 in progress at the lesson he studied last', async () => {
      const detail = (await get('/community-search/v2/course/6?countView=false', doctor)).json<CourseDetail>()
      expect(detail.study?.state).toBe('IN_PROGRESS')
      expect(detail.study?.lessonId).toBe(detail.lastLessonId)
      const index = detail.lessons.findIndex((lesson) => lesson.id === detail.lastLessonId)
      expect(detail.study?.lessonIndex).toBe(index + 1)
    })
  })
})
