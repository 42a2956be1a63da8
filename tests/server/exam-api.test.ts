import { and, asc, count, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { certificate, examQuestion } from '../../server/db/index'
import { EXAM_4_CORRECT } from '../../server/seed/index'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  captchaAnswer,
  type ErrorAnswer,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
  UNCERTIFIED_MOBILE,
} from './api-helpers'
import { databaseTargets } from './test-databases'

/** 赵医生 10011: certified, no exam history (the e2e "new doctor"). */
const NEW_DOCTOR_MOBILE = '13800000003'

interface Page<T> {
  items: T[]
  total: number
  page: number
  size: number
  hasMore: boolean
}

interface Question {
  id: number
  type: 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'JUDGMENT'
  stem: string
  options: { key: string; text: string }[]
  score: number
}

interface ExamDetail {
  id: number
  title: string
  relatedObject: { type: string; id: number; title: string }
  passScore: number
  totalScore: number
  questionCount: number
  status: string
  posterType: string
  bestScore: number | null
  attemptCount: number
  passed: boolean
  submitted: boolean
  certificateId: number | null
  openAttemptId: number | null
  questions: Question[]
}

interface ExamResult {
  attemptId: number
  score: number
  totalScore: number
  passed: boolean
  correctCount: number
  results: { questionId: number; answered: boolean; correct: boolean }[]
  certificateId: number | null
  certificateIssued: boolean
}

interface Certificate {
  id: number
  title: string
  type: string
  posterType: string
  certificateNo: string
  holderName: string
  issuer: string
  issuedAt: string
  relatedObject: { type: string; id: number; title: string }
  examId: number | null
  score: number | null
}

describe.each(databaseTargets)('exam and certificate endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  let other: LoginAnswer
  let newDoctor: LoginAnswer
  let guest: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
    other = await passwordLogin(app, UNCERTIFIED_MOBILE, SEED_PASSWORD)
    newDoctor = await passwordLogin(app, NEW_DOCTOR_MOBILE, SEED_PASSWORD)
    const captcha = (await app.inject({ method: 'POST', url: `${api}/user/v1/auth/captcha` })).json<{
      captchaId: string
    }>()
    const code = await captchaAnswer(server.database, captcha.captchaId)
    guest = (
      await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/captcha/login`,
        payload: { captchaId: captcha.captchaId, code, tokenExpirationHours: 2 },
      })
    ).json<LoginAnswer>()
  })
  afterAll(() => server?.dispose())

  const get = (url: string, login?: LoginAnswer) =>
    app.inject({ method: 'GET', url: `${api}${url}`, headers: login ? bearer(login.token) : {} })
  const post = (url: string, payload: object, login?: LoginAnswer) =>
    app.inject({ method: 'POST', url: `${api}${url}`, headers: login ? bearer(login.token) : {}, payload })

  const detail = async (examId: number, login: LoginAnswer) =>
    (await get(`/academy/v2/user/promotion-exam/${examId}`, login)).json<ExamDetail>()
  const start = (examId: number, login: LoginAnswer) =>
    post(`/academy/v2/user/promotion-exam/${examId}/start`, {}, login)
  const submit = (
    examId: number,
    answers: { questionId: number; optionKeys: string[] }[],
    login: LoginAnswer,
  ) => post(`/academy/v2/user/promotion-exam/${examId}/submit`, { answers }, login)

  /** The answer key, read from the database (the API never sends it before a submission). */
  const answerKey = async (examId: number) =>
    server.database.db
      .select({ id: examQuestion.id, type: examQuestion.type, correctKeys: examQuestion.correctKeys })
      .from(examQuestion)
      .where(eq(examQuestion.examId, examId))
      .orderBy(asc(examQuestion.sortOrder))
  const allRight = async (examId: number) =>
    (await answerKey(examId)).map((question) => ({
      questionId: question.id,
      optionKeys: question.correctKeys,
    }))
  const certificatesOf = async (examId: number, accountId: number) => {
    const [row] = await server.database.db
      .select({ total: count() })
      .from(certificate)
      .where(and(eq(certificate.examId, examId), eq(certificate.accountId, accountId)))
    return row?.total ?? 0
  }

  it('the exam detail has its questions of all three types but never their answers before a submission', async () => {
    const response = await get('/academy/v2/user/promotion-exam/4', newDoctor)
    expect(response.statusCode).toBe(200)
    const exam = response.json<ExamDetail>()
    expect(exam).toMatchObject({
      id: 4,
      relatedObject: { type: 'COURSE', id: 1, title: '特应性皮炎系统治疗进展' },
      passScore: 60,
      totalScore: 100,
      questionCount: 5,
      status: 'START',
      bestScore: null,
      passed: false,
      submitted: false,
      certificateId: null,
    })
    expect(new Set(exam.questions.map((question) => question.type))).toEqual(
      new Set(['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'JUDGMENT']),
    )
    expect(exam.questions.map((question) => question.stem)).toEqual(EXAM_4_CORRECT.map((item) => item.stem))
    for (const question of exam.questions) {
      expect(Object.keys(question).sort()).toEqual(['id', 'options', 'score', 'stem', 'type'])
    }
    expect(response.body).not.toMatch(/correctKeys|explanation|解析/)
    const answers = await get('/academy/v2/user/promotion-exam/4/answers', newDoctor)
    expect(answers.statusCode).toBe(400)
    expect(answers.json<ErrorAnswer>().code).toBe('academy.exam.answers.locked')
  })

  it('seeds exams 3–9 with 5–10 questions each, mixing all three question types', async () => {
    for (const examId of [3, 4, 5, 6, 7, 8, 9]) {
      const key = await answerKey(examId)
      expect(key.length, `exam ${examId}`).toBeGreaterThanOrEqual(5)
      expect(key.length, `exam ${examId}`).toBeLessThanOrEqual(10)
      expect(new Set(key.map((question) => question.type)).size, `exam ${examId}`).toBe(3)
    }
  })

  it('scores each question type: single and judgment by the one key, multiple choice only with the exact set', async () => {
    const key = await answerKey(8)
    const single = key.find((question) => question.type === 'SINGLE_CHOICE')
    const multiples = key.filter((question) => question.type === 'MULTIPLE_CHOICE')
    const judgment = key.find((question) => question.type === 'JUDGMENT')
    if (!single || multiples.length < 2 || !judgment) throw new Error('exam 8 lacks a question type')
    const [subset, exact] = multiples as [(typeof multiples)[0], (typeof multiples)[0]]
    expect((await start(8, other)).statusCode).toBe(200)
    const response = await submit(
      8,
      [
        { questionId: single.id, optionKeys: single.correctKeys },
        // One right option short of the set: wrong.
        { questionId: subset.id, optionKeys: subset.correctKeys.slice(1) },
        { questionId: exact.id, optionKeys: [...exact.correctKeys].reverse() },
        { questionId: judgment.id, optionKeys: judgment.correctKeys },
      ],
      other,
    )
    expect(response.statusCode).toBe(200)
    const result = response.json<ExamResult>()
    const correctOf = (id: number) => result.results.find((item) => item.questionId === id)
    expect(correctOf(single.id)).toEqual({ questionId: single.id, answered: true, correct: true })
    expect(correctOf(subset.id)).toEqual({ questionId: subset.id, answered: true, correct: false })
    expect(correctOf(exact.id)).toEqual({ questionId: exact.id, answered: true, correct: true })
    expect(correctOf(judgment.id)).toEqual({ questionId: judgment.id, answered: true, correct: true })
    const unanswered = result.results.filter((item) => !item.answered)
    expect(unanswered).toHaveLength(key.length - 4)
    expect(unanswered.every((item) => !item.correct)).toBe(true)
    expect(result.correctCount).toBe(3)
    const questions = (await detail(8, other)).questions
    const points = (id: number) => questions.find((question) => question.id === id)?.score ?? 0
    expect(result.score).toBe(points(single.id) + points(exact.id) + points(judgment.id))
    // A superset of the right options is wrong too.
    await start(8, other)
    const superset = (
      await submit(8, [{ questionId: exact.id, optionKeys: ['A', 'B', 'C', 'D'] }], other)
    ).json<ExamResult>()
    expect(superset.results.find((item) => item.questionId === exact.id)?.correct).toBe(false)
  })

  it('a failed submission issues no certificate', async () => {
    expect((await start(8, other)).statusCode).toBe(200)
    const result = (await submit(8, [], other)).json<ExamResult>()
    expect(result).toMatchObject({ score: 0, passed: false, certificateId: null, certificateIssued: false })
    expect(await certificatesOf(8, 10_002)).toBe(0)
  })

  it('a pass issues exactly one certificate per doctor and exam, however often it is passed again', async () => {
    const started = await start(4, newDoctor)
    expect(started.statusCode).toBe(200)
    const { attemptId } = started.json<{ attemptId: number }>()
    // Starting again while an attempt is open answers the same attempt.
    expect((await start(4, newDoctor)).json<{ attemptId: number }>().attemptId).toBe(attemptId)
    const first = (await submit(4, await allRight(4), newDoctor)).json<ExamResult>()
    expect(first).toMatchObject({
      attemptId,
      score: 100,
      totalScore: 100,
      passed: true,
      certificateIssued: true,
    })
    expect(first.certificateId).toEqual(expect.any(Number))
    // Submitting the same attempt again: it is closed.
    const again = await submit(4, await allRight(4), newDoctor)
    expect(again.statusCode).toBe(400)
    expect(again.json<ErrorAnswer>().code).toBe('academy.exam.attempt.not.found')
    // 重新考试 and pass again: the same certificate.
    await start(4, newDoctor)
    const second = (await submit(4, await allRight(4), newDoctor)).json<ExamResult>()
    expect(second).toMatchObject({
      passed: true,
      certificateIssued: false,
      certificateId: first.certificateId,
    })
    expect(await certificatesOf(4, 10_011)).toBe(1)

    const issued = (
      await get(`/academy/v1/user/certificate/${first.certificateId}`, newDoctor)
    ).json<Certificate>()
    expect(issued).toMatchObject({
      id: first.certificateId,
      title: '特应性皮炎系统治疗进展 · 考试合格证书',
      type: 'COURSE',
      posterType: 'EXAMINATION_CERTIFICATE',
      holderName: '赵医生',
      issuer: 'DermaCampus 皮肤科成长学院',
      relatedObject: { type: 'COURSE', id: 1, title: '特应性皮炎系统治疗进展' },
      examId: 4,
      score: 100,
    })
    expect(issued.certificateNo).toMatch(/^DC\d{4}\d{6}$/)
    const standing = await detail(4, newDoctor)
    expect(standing).toMatchObject({
      bestScore: 100,
      attemptCount: 2,
      passed: true,
      submitted: true,
      certificateId: first.certificateId,
      openAttemptId: null,
    })
    const list = (await get('/academy/v1/user/certificate/items', newDoctor)).json<Page<Certificate>>()
    expect(list.items.map((item) => item.id)).toEqual([first.certificateId])
  })

  it('查看答案 answers right options, explanations and the latest choices only after a submission', async () => {
    const key = await answerKey(5)
    expect((await get('/academy/v2/user/promotion-exam/5/answers', other)).statusCode).toBe(400)
    await start(5, other)
    const [firstQuestion] = key
    if (!firstQuestion) throw new Error('exam 5 has no questions')
    await submit(5, [{ questionId: firstQuestion.id, optionKeys: firstQuestion.correctKeys }], other)
    const response = await get('/academy/v2/user/promotion-exam/5/answers', other)
    expect(response.statusCode).toBe(200)
    const answers = response.json<{
      passed: boolean
      questions: {
        id: number
        correctKeys: string[]
        chosenKeys: string[]
        correct: boolean
        explanation: string
      }[]
    }>()
    expect(answers.passed).toBe(false)
    expect(answers.questions.map((question) => question.correctKeys)).toEqual(
      key.map((item) => item.correctKeys),
    )
    expect(answers.questions[0]).toMatchObject({ chosenKeys: firstQuestion.correctKeys, correct: true })
    expect(answers.questions[1]).toMatchObject({ chosenKeys: [], correct: false })
    expect(answers.questions.every((question) => question.explanation.length > 0)).toBe(true)
  })

  it('routeType: GCP exam 3 is an ACTIVITY exam naming activity 5; asked as a COURSE exam it is not found', async () => {
    const gcp = (
      await get('/academy/v2/user/promotion-exam/3?routeType=ACTIVITY', newDoctor)
    ).json<ExamDetail>()
    expect(gcp).toMatchObject({
      title: 'GCP培训结业考试',
      relatedObject: { type: 'ACTIVITY', id: 5, title: 'GCP 培训' },
      passScore: 60,
      posterType: 'GRADUATION_CERTIFICATE',
    })
    const wrongKind = await get('/academy/v2/user/promotion-exam/3?routeType=COURSE', newDoctor)
    expect(wrongKind.statusCode).toBe(404)
    expect(wrongKind.json<ErrorAnswer>().code).toBe('academy.user.exam.not.found')
    expect((await get('/academy/v2/user/promotion-exam/4?routeType=COURSE', newDoctor)).statusCode).toBe(200)
    expect((await get('/academy/v2/user/promotion-exam/404', newDoctor)).statusCode).toBe(404)
    // An activity exam's pass issues an ACTIVITY certificate with the activity as its related object.
    await start(3, newDoctor)
    const passed = (await submit(3, await allRight(3), newDoctor)).json<ExamResult>()
    const issued = (
      await get(`/academy/v1/user/certificate/${passed.certificateId}`, newDoctor)
    ).json<Certificate>()
    expect(issued).toMatchObject({
      type: 'ACTIVITY',
      posterType: 'GRADUATION_CERTIFICATE',
      title: 'GCP 培训 · 结业证书',
      relatedObject: { type: 'ACTIVITY', id: 5, title: 'GCP 培训' },
    })
  })

  it('guests may not take exams: start and submit answer 400 academy.exam.guest.forbidden', async () => {
    expect(guest.roles).toEqual([{ roleName: 'ROLE_GUEST' }])
    for (const response of [await start(4, guest), await submit(4, [], guest)]) {
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>()).toEqual({
        code: 'academy.exam.guest.forbidden',
        message: '请先登录医生账号',
      })
    }
    expect((await get('/academy/v2/user/promotion-exam/4')).statusCode).toBe(401)
  })

  it('outside its window an exam cannot be started: 考试还未开始 before, 考试已经结束 after', async () => {
    expect((await detail(6, doctor)).status).toBe('NOT_START')
    const early = await start(6, doctor)
    expect(early.statusCode).toBe(400)
    expect(early.json<ErrorAnswer>()).toEqual({ code: 'academy.exam.not.started', message: '考试还未开始' })
    expect((await detail(7, doctor)).status).toBe('END')
    const late = await start(7, doctor)
    expect(late.json<ErrorAnswer>()).toEqual({ code: 'academy.exam.ended', message: '考试已经结束' })
  })

  it('submit needs a started attempt and answers that belong to the exam', async () => {
    const unstarted = await submit(3, [], doctor)
    expect(unstarted.json<ErrorAnswer>().code).toBe('academy.exam.attempt.not.found')
    await start(3, doctor)
    const [foreign] = await answerKey(4)
    const invalid = await submit(3, [{ questionId: foreign?.id ?? 401, optionKeys: ['A'] }], doctor)
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json<ErrorAnswer>().code).toBe('academy.exam.answer.invalid')
  })

  it("certificate list and detail are the caller's own: 李医生 has each type and poster type; another doctor's is 404", async () => {
    const list = (await get('/academy/v1/user/certificate/items', doctor)).json<Page<Certificate>>()
    expect(list.total).toBe(3)
    expect(new Set(list.items.map((item) => item.type))).toEqual(new Set(['COURSE', 'ACTIVITY']))
    expect(new Set(list.items.map((item) => item.posterType))).toEqual(
      new Set(['GRADUATION_CERTIFICATE', 'EXAMINATION_CERTIFICATE', 'POSTER']),
    )
    const times = list.items.map((item) => Date.parse(item.issuedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(
      list.items.every((item) => item.holderName === '李医生' && /^DC\d{10}$/.test(item.certificateNo)),
    ).toBe(true)
    const activities = (await get('/academy/v1/user/certificate/items?type=ACTIVITY', doctor)).json<
      Page<Certificate>
    >()
    expect(activities.items.map((item) => item.type)).toEqual(['ACTIVITY'])
    const mine = await get('/academy/v1/user/certificate/2', doctor)
    expect(mine.json<Certificate>()).toMatchObject({
      id: 2,
      relatedObject: { type: 'COURSE', id: 4, title: '皮肤镜下黑色素瘤识别' },
    })
    const theirs = await get('/academy/v1/user/certificate/2', other)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json<ErrorAnswer>().code).toBe('academy.certificate.not.found')
    expect((await get('/academy/v1/user/certificate/items')).statusCode).toBe(401)
  })

  it('a utask certificate names its task, holder, number and date, and only for its holder', async () => {
    const mine = await get('/utask/v1/user/certificate/1', doctor)
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toMatchObject({
      id: 1,
      taskTitle: '2026 特应性皮炎患者随访问卷',
      holderName: '李医生',
      certificateNo: expect.stringMatching(/^UT\d{10}$/),
      issuedAt: expect.any(String),
    })
    const theirs = await get('/utask/v1/user/certificate/3', doctor)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json<ErrorAnswer>().code).toBe('utask.certificate.not.found')
  })
})
