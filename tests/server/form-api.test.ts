import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_KEYS, FORM_RECORD_IDS } from '../../server/seed/index'
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

interface FormField {
  id: string
  type: string
  required: boolean
  rule: {
    relation: number
    expressions: { formItemId: string; expression: string; optionValue: string }[]
  } | null
}

interface FormRecord {
  id: number
  formKey: string
  formTitle: string
  createdAt: string
  answers: { id: string; label: string; type: string; value: string[] }[]
}

interface Page<T> {
  items: T[]
  total: number
  hasMore: boolean
}

// A valid GB 11643 number (check character computed from the first 17 digits).
const ID_CARD = '11010519491231002X'
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII='

describe.each(databaseTargets)('form endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  let other: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    ;[doctor, other] = await Promise.all([
      passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD),
      passwordLogin(app, UNCERTIFIED_MOBILE, SEED_PASSWORD),
    ])
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

  const submit = (login: LoginAnswer | undefined, key: string, answers: object) =>
    call(login, 'POST', `/academy/v1/user/form/${key}/record`, { answers })

  it('form.definition is public and carries the visibility rules; an offline or unknown key is 404', async () => {
    const response = await call(undefined, 'GET', `/academy/v1/form/${FORM_KEYS.survey}`)
    expect(response.statusCode).toBe(200)
    const form = response.json<{ title: string; fields: FormField[] }>()
    expect(form.title).toBe('皮肤科诊疗调研')
    expect(form.fields.find((item) => item.id === 'acneCount')?.rule).toEqual({
      relation: 1,
      expressions: [{ formItemId: 'hasAcne', expression: 'eq', optionValue: 'yes' }],
    })
    for (const key of [FORM_KEYS.offline, 'no-such-form']) {
      const missing = await call(undefined, 'GET', `/academy/v1/form/${key}`)
      expect(missing.statusCode).toBe(404)
      expect(missing.json<ErrorAnswer>().code).toBe('form.not.found')
    }
  })

  it('submitting needs a login', async () => {
    const response = await submit(undefined, FORM_KEYS.meeting, { name: '王医生' })
    expect(response.statusCode).toBe(401)
  })

  it('a required field shown by a rule must be answered; once hidden its answer is dropped', async () => {
    const base = { name: '王医生', mobile: '13912345678', attend: 'offline', hotel: 'yes' }
    const missing = await submit(other, FORM_KEYS.meeting, base)
    expect(missing.statusCode).toBe(400)
    expect(missing.json<ErrorAnswer>()).toMatchObject({
      code: 'form.answer.invalid',
      message: '请选择到达日期',
    })

    const online = await submit(other, FORM_KEYS.meeting, {
      ...base,
      attend: 'online',
      arrivalDate: '2026-12-11',
    })
    expect(online.statusCode).toBe(200)
    const record = online.json<FormRecord>()
    expect(record.answers.map((line) => line.id)).toEqual(['name', 'mobile', 'attend'])
    expect(record.answers[2]).toMatchObject({ label: '参会方式', value: ['线上'] })
  })

  it('checkbox answers include an option value: laserNote is kept only when laser is chosen', async () => {
    const answers = {
      name: '王医生',
      hospital: '华山医院',
      title: 'attending',
      hasAcne: 'yes',
      acneCount: 30,
      treatments: ['topical', 'laser'],
      laserNote: '强脉冲光',
      mobile: '13912345678',
    }
    const withLaser = await submit(other, FORM_KEYS.survey, answers)
    expect(withLaser.statusCode).toBe(200)
    expect(withLaser.json<FormRecord>().answers.find((line) => line.id === 'treatments')?.value).toEqual([
      '外用药物',
      '光电治疗',
    ])
    expect(withLaser.json<FormRecord>().answers.some((line) => line.id === 'laserNote')).toBe(true)
    // A number field says a number is wanted, not 格式不正确.
    const words = await submit(other, FORM_KEYS.survey, { ...answers, acneCount: '三十' })
    expect(words.statusCode).toBe(400)
    expect(words.json<ErrorAnswer>().message).toBe('每月接诊痤疮患者人数请填写数字')
    const withoutLaser = await submit(other, FORM_KEYS.survey, { ...answers, treatments: ['oral'] })
    expect(withoutLaser.json<FormRecord>().answers.some((line) => line.id === 'laserNote')).toBe(false)
    // 否 hides treatments, and with it laserNote, though the kept treatments answer still holds laser.
    const noAcne = await submit(other, FORM_KEYS.survey, { ...answers, hasAcne: 'no' })
    expect(noAcne.statusCode).toBe(200)
    expect(noAcne.json<FormRecord>().answers.map((line) => line.id)).toEqual([
      'name',
      'hospital',
      'title',
      'hasAcne',
      'mobile',
    ])
  })

  it('spec §5 validators and the text limit apply on the server', async () => {
    const good = {
      name: '王医生',
      mobile: '13912345678',
      idCard: ID_CARD,
      city: 'sh',
      skinType: 'dry',
      allergy: 'no',
    }
    const cases: [object, string][] = [
      // Each names what it expects (schemas/meta/form-messages.ts, shared with the app).
      [{ mobile: '10012345678' }, '手机号应为 11 位手机号码'],
      [{ idCard: '110105194912310021' }, '身份证号应为有效的 18 位身份证号码'],
      [{ birthday: '2023-02-30' }, '出生日期应为有效日期，如 2026-01-31'],
      [{ skinType: '' }, '请选择您的肤质'],
      [{ city: 'xx' }, '所在城市的选项无效'],
      [{ name: '王'.repeat(141) }, '姓名最多140个字'],
      // or rule: an allergy shows the required note.
      // A label phrased as a request is said as it is, never 请填写请描述….
      [{ allergy: 'yes' }, '请描述敏感或过敏情况'],
    ]
    for (const [change, message] of cases) {
      const response = await submit(other, FORM_KEYS.trial, { ...good, ...change })
      expect(response.statusCode, message).toBe(400)
      expect(response.json<ErrorAnswer>().message).toBe(message)
    }
    const ok = await submit(other, FORM_KEYS.trial, { ...good, name: '  王医生  ', patchTest: 'yes' })
    expect(ok.statusCode).toBe(200)
    const lines = ok.json<FormRecord>().answers
    expect(lines[0]?.value).toEqual(['王医生'])
    // and of two ne: neither sensitive nor allergic keeps patchTest.
    expect(lines.some((line) => line.id === 'patchTest')).toBe(true)
  })

  it('records: the caller sees only their own, filtered by projectKey, and the detail of their own', async () => {
    const all = (await call(doctor, 'GET', '/community-search/v1/user/form-record/items')).json<
      Page<FormRecord>
    >()
    expect(all.items.map((item) => item.id)).toEqual([FORM_RECORD_IDS.meeting, FORM_RECORD_IDS.survey])
    const survey = await call(
      doctor,
      'GET',
      `/community-search/v1/user/form-record/items?projectKey=${FORM_KEYS.survey}`,
    )
    expect(survey.json<Page<FormRecord>>().items.map((item) => item.formKey)).toEqual([FORM_KEYS.survey])
    const detail = await call(doctor, 'GET', `/academy/v1/user/form/record/${FORM_RECORD_IDS.survey}`)
    expect(detail.json<FormRecord>()).toMatchObject({ formTitle: '皮肤科诊疗调研' })
    const foreign = await call(other, 'GET', `/academy/v1/user/form/record/${FORM_RECORD_IDS.survey}`)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json<ErrorAnswer>().code).toBe('form.record.not.found')
  })

  it('form.upload stores a small image and rejects other data', async () => {
    const ok = await call(doctor, 'POST', '/academy/v1/user/form/upload', { dataUrl: PNG_1PX })
    expect(ok.statusCode).toBe(200)
    expect(ok.json<{ url: string }>().url).toBe(PNG_1PX)
    const bad = await call(doctor, 'POST', '/academy/v1/user/form/upload', {
      dataUrl: 'data:text/plain;base64,aGk=',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json<ErrorAnswer>().code).toBe('form.upload.invalid')
  })
})
