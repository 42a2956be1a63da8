import Ajv from 'ajv'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LESSON_CONSENT_CONFIG_PATH, lessonConsentConfigSchema } from '../../schemas/api/consent'
import product from '../../schemas/product.json' with { type: 'json' }
import { seedAccounts } from '../../server/seed/index'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  type ErrorAnswer,
  idKey,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
  UNCERTIFIED_MOBILE,
} from './api-helpers'
import { databaseTargets } from './test-databases'

const certifiedId = seedAccounts[0]?.row.doctorId ?? ''
const uncertifiedId = seedAccounts[1]?.row.doctorId ?? ''

interface ConsentInfo {
  needPopup: boolean
  level: string
  informedConsentActivityId: number
  style: number
  url: string
  content: string
  title: string
}

describe.each(databaseTargets)('consent endpoints on $kind', (target) => {
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

  const popup = (login: LoginAnswer, activityType: string, activityId: number, doctorId: string) =>
    app.inject({
      method: 'POST',
      url: `${api}/resource/informed/consent/activity/popup`,
      headers: bearer(login.token),
      payload: { activityType, activityId, [idKey]: doctorId },
    })

  const submit = (
    login: LoginAnswer,
    informedConsentActivityId: number,
    doctorId: string,
    agreeFlag: string,
  ) =>
    app.inject({
      method: 'POST',
      url: `${api}/resource/informed/consent/activity/submit`,
      headers: bearer(login.token),
      payload: { informedConsentActivityId, [idKey]: doctorId, agreeFlag },
    })

  describe('consent documents', () => {
    it('consent.content without parameters answers the BMS sensitive-information consent', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/resource/informed-consent-content/company/content`,
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        id: 1,
        type: 'BMS',
        title: '敏感信息知情同意书',
        content: expect.stringMatching(/^<h3>[\s\S]*<p>[\s\S]*<ul>[\s\S]*<li>/),
        version: '2026.1',
        updatedAt: '2026-02-28T16:00:00.000Z',
      })
    })

    it.each([
      ['type=OFFLINE_CLASS', 'OFFLINE_CLASS', '知情同意书'],
      ['type=COMPANY', 'COMPANY', '第三方信息共享清单'],
      ['id=2', 'OFFLINE_CLASS', '知情同意书'],
    ])('consent.content?%s answers that document', async (query, type, title) => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/resource/informed-consent-content/company/content?${query}`,
      })
      expect(response.json()).toMatchObject({ type, title })
    })

    it('an unknown id is 404 resource.consent.not.found', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/resource/informed-consent-content/company/content?id=999`,
      })
      expect(response.statusCode).toBe(404)
      expect(response.json<ErrorAnswer>().code).toBe('resource.consent.not.found')
    })

    it('consent.companyList answers both kinds of company, or one with flag', async () => {
      const all = await app.inject({
        method: 'GET',
        url: `${api}/resource/informed-consent-content/company/list`,
      })
      const companies = all.json<{ id: number; name: string; dataTypes: string[]; url: string }[]>()
      expect(companies.length).toBeGreaterThanOrEqual(4)
      expect(companies.length).toBeLessThanOrEqual(6)
      for (const company of companies) {
        expect(company.name).toMatch(/[\u4e00-\u9fff]/)
        expect(company.dataTypes.length).toBeGreaterThan(0)
        expect(company.url).toMatch(/^https:\/\//)
      }
      const processors = await app.inject({
        method: 'GET',
        url: `${api}/resource/informed-consent-content/company/list?flag=1`,
      })
      const partners = await app.inject({
        method: 'GET',
        url: `${api}/resource/informed-consent-content/company/list?flag=2`,
      })
      const processorList = processors.json<unknown[]>()
      const partnerList = partners.json<unknown[]>()
      expect(processorList.length).toBeGreaterThan(0)
      expect(partnerList.length).toBeGreaterThan(0)
      expect(processorList.length + partnerList.length).toBe(companies.length)
    })
  })

  describe('lesson consent', () => {
    it('never answered reads null; after an answer it reads that answer; the last answer counts', async () => {
      const read = () =>
        app.inject({
          method: 'GET',
          url: `${api}/academy/v2/user/informed-consent/1001`,
          headers: bearer(doctor.token),
        })
      expect((await read()).json()).toEqual({ lessonId: 1001, lessonType: null, agreed: null })
      const post = (agreed: boolean) =>
        app.inject({
          method: 'POST',
          url: `${api}/academy/v2/user/informed-consent/`,
          headers: bearer(doctor.token),
          payload: { lessonId: 1001, lessonType: 'ARTICLE', agreed },
        })
      const refused = await post(false)
      expect(refused.json()).toEqual({ lessonId: 1001, lessonType: 'ARTICLE', agreed: false })
      expect((await read()).json()).toEqual({ lessonId: 1001, lessonType: 'ARTICLE', agreed: false })
      await post(true)
      expect((await read()).json()).toEqual({ lessonId: 1001, lessonType: 'ARTICLE', agreed: true })
    })

    it("answers are per user: another doctor's answer is still null", async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/academy/v2/user/informed-consent/1001`,
        headers: bearer(other.token),
      })
      expect(response.json<{ agreed: null }>().agreed).toBeNull()
    })

    it('needs a login: 401 auth.token.missing', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/academy/v2/user/informed-consent/1001`,
      })
      expect(response.statusCode).toBe(401)
      expect(response.json<ErrorAnswer>().code).toBe('auth.token.missing')
    })

    it('an unknown lesson type is refused by the contract', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `${api}/academy/v2/user/informed-consent/`,
        headers: bearer(doctor.token),
        payload: { lessonId: 1001, lessonType: 'PODCAST', agreed: true },
      })
      expect(response.statusCode).toBe(400)
    })
  })

  describe('activity consent', () => {
    it.each([
      ['ENP', 1, 1],
      ['ENP', 2, 2],
      ['LESSON', 1003, 3],
      ['COURSE', 1, 4],
    ])('consent.bound: %s %i is bound to consent %i', async (activityType, activityId, consentId) => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/resource/informed/consent/activity/?activityType=${activityType}&activityId=${activityId}`,
      })
      expect(response.json()).toEqual({ bound: true, informedConsentActivityId: consentId })
    })

    it('consent.bound: an activity without consent is not bound', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/resource/informed/consent/activity/?activityType=ENP&activityId=99`,
      })
      expect(response.json()).toEqual({ bound: false, informedConsentActivityId: null })
    })

    it('consent.popup describes each seeded consent: level, style, url and Chinese HTML', async () => {
      const zone1 = (await popup(doctor, 'ENP', 1, certifiedId)).json<ConsentInfo>()
      expect(zone1).toMatchObject({
        needPopup: true,
        level: 'MUST_AGREE',
        style: 1,
        url: '',
        informedConsentActivityId: 1,
      })
      expect(zone1.content).toMatch(/<h3>[\s\S]*<ul>[\s\S]*敏感个人信息/)
      const zone2 = (await popup(doctor, 'ENP', 2, certifiedId)).json<ConsentInfo>()
      expect(zone2).toMatchObject({
        level: 'OPTIONAL',
        style: 2,
        url: `/${product.key}-doctor/frontend/h5/consent/enp-2.html`,
      })
      const lesson = (await popup(doctor, 'LESSON', 1003, certifiedId)).json<ConsentInfo>()
      expect(lesson).toMatchObject({ level: 'MUST_AGREE', style: 1 })
      const course = (await popup(doctor, 'COURSE', 1, certifiedId)).json<ConsentInfo>()
      expect(course).toMatchObject({ level: 'OPTIONAL', style: 2 })
      const document = await app.inject({ method: 'GET', url: course.url })
      expect(document.statusCode).toBe(200)
      expect(document.body).toContain('学习数据共享说明')
    })

    it('agreeFlag "true" makes needPopup false; "false" keeps (or makes) it true', async () => {
      expect((await popup(other, 'ENP', 1, uncertifiedId)).json<ConsentInfo>().needPopup).toBe(true)
      const refused = await submit(other, 1, uncertifiedId, 'false')
      expect(refused.json()).toEqual({ informedConsentActivityId: 1, agreed: false })
      expect((await popup(other, 'ENP', 1, uncertifiedId)).json<ConsentInfo>().needPopup).toBe(true)
      const agreed = await submit(other, 1, uncertifiedId, 'true')
      expect(agreed.json()).toEqual({ informedConsentActivityId: 1, agreed: true })
      expect((await popup(other, 'ENP', 1, uncertifiedId)).json<ConsentInfo>().needPopup).toBe(false)
      // Only this activity: the other consents still ask.
      expect((await popup(other, 'ENP', 2, uncertifiedId)).json<ConsentInfo>().needPopup).toBe(true)
      await submit(other, 1, uncertifiedId, 'false')
      expect((await popup(other, 'ENP', 1, uncertifiedId)).json<ConsentInfo>().needPopup).toBe(true)
    })

    it('agreeFlag is the text "true" or "false": another word is refused', async () => {
      for (const agreeFlag of ['yes', '1', '']) {
        const response = await app.inject({
          method: 'POST',
          url: `${api}/resource/informed/consent/activity/submit`,
          headers: bearer(doctor.token),
          payload: { informedConsentActivityId: 1, [idKey]: certifiedId, agreeFlag },
        })
        expect(response.statusCode, String(agreeFlag)).toBe(400)
      }
    })

    it("another doctor's id is 403 auth.forbidden; an unknown consent is 404 resource.consent.not.found", async () => {
      expect((await popup(doctor, 'ENP', 1, uncertifiedId)).statusCode).toBe(403)
      const forbidden = await submit(doctor, 1, uncertifiedId, 'true')
      expect(forbidden.statusCode).toBe(403)
      expect(forbidden.json<ErrorAnswer>().code).toBe('auth.forbidden')
      const unbound = await popup(doctor, 'ENP', 99, certifiedId)
      expect(unbound.statusCode).toBe(404)
      expect(unbound.json<ErrorAnswer>().code).toBe('resource.consent.not.found')
      const unknown = await submit(doctor, 999, certifiedId, 'true')
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json<ErrorAnswer>().code).toBe('resource.consent.not.found')
    })

    it('the popup and the answer need a login: 401 without a token', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `${api}/resource/informed/consent/activity/popup`,
        payload: { activityType: 'ENP', activityId: 1, [idKey]: certifiedId },
      })
      expect(response.statusCode).toBe(401)
    })
  })

  describe('the lesson consent configuration on the CDN', () => {
    it(`is served at /{product}-doctor/frontend/h5/${LESSON_CONSENT_CONFIG_PATH} and matches its schema`, async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/${product.key}-doctor/frontend/h5/${LESSON_CONSENT_CONFIG_PATH}?t=${Date.now()}`,
      })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      const config = response.json<{
        canView: { lessonId: number; lessonType: string; brand: string; whitelist: string[] }[]
        cantView: { lessonId: number; lessonType: string; brand: string; whitelist: string[] }[]
      }>()
      const validate = new Ajv({ allErrors: true, strict: true }).compile(lessonConsentConfigSchema)
      expect(validate(config), JSON.stringify(validate.errors)).toBe(true)
      expect(config.cantView).toContainEqual({
        lessonId: 1001,
        lessonType: 'ARTICLE',
        brand: 'default',
        whitelist: [],
      })
      expect(config.canView).toContainEqual({
        lessonId: 1002,
        lessonType: 'VIDEO',
        brand: 'lilly',
        whitelist: [],
      })
    })
  })
})
