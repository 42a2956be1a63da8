import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ConfigFiles, readConfigFiles } from '../../server/config-versions/files'
import { api, bearer, CERTIFIED_MOBILE, passwordLogin, SEED_PASSWORD } from './api-helpers'
import { type PublishingServer, startPublishingServer, withContent } from './publishing-server'
import { databaseTargets } from './test-databases'

/**
 * Content kind exams (issue 14): an exam with its questions and certificate template made by a content
 * file alone, published through the operator API and served by the exam APIs the exam screen calls.
 * Changes that would recount doctors' scores or break their certificates and attempts are refused unless
 * forced, and forced ones keep what doctors did.
 */

const EXAM = 'spring-quiz'
/** 赵医生 (10011): no attempts in the seed. */
const ZHAO_MOBILE = '13800000003'

type Json = Record<string, unknown>

/** One window for every version of the files (a new one each time would be a change). */
const START = new Date(Date.now() - 86_400_000).toISOString()
const END = new Date(Date.now() + 30 * 86_400_000).toISOString()

/** What a publish says of the exams (it also lists the files added and changed). */
const examChanges = (answer: { json<T>(): T }) =>
  answer.json<{ changes: string[] }>().changes.filter((line) => line.startsWith('exams/'))

const target = {
  id: 'target',
  type: 'SINGLE_CHOICE',
  text: '度普利尤单抗的作用靶点是？',
  options: [
    { key: 'A', text: 'IL-17A' },
    { key: 'B', text: 'IL-4Rα' },
    { key: 'C', text: 'TNF-α' },
  ],
  correct: ['B'],
  score: 40,
  explanation: '结合 IL-4Rα，阻断 IL-4 与 IL-13 信号。',
}
const systemic = {
  id: 'systemic',
  type: 'MULTIPLE_CHOICE',
  text: '以下哪些属于系统治疗？',
  options: [
    { key: 'A', text: '度普利尤单抗' },
    { key: 'B', text: '阿布昔替尼' },
    { key: 'C', text: '外用他克莫司' },
  ],
  correct: ['B', 'A'],
  score: 30,
}
const screening = {
  id: 'screening',
  type: 'JUDGMENT',
  text: 'JAK 抑制剂用药前应筛查结核。',
  correct: ['T'],
  score: 30,
}

function exam(id: string, overrides: Json = {}): Json {
  return {
    id,
    title: '2027 春季皮肤科知识测验',
    description: '60 分及格，通过即获结业证书。',
    course: 1,
    start: START,
    end: END,
    passMark: 60,
    timeLimitMinutes: 30,
    attempts: 3,
    questions: [target, systemic, screening],
    certificate: { template: 'GRADUATION_CERTIFICATE', title: '春季测验 · 结业证书', issuer: '皮肤科学院' },
    ...overrides,
  }
}

/** Writes exam files into a config folder (content/exams/<id>.json) and returns its files. */
const withExams = (folder: string, exams: Json[]): ConfigFiles => withContent(folder, { exams })

/** A screen naming the exam by content id, so what it resolves to can be read back. */
function addScreen(folder: string): void {
  const pages = JSON.parse(readConfigFiles(folder)['pages.json'] ?? '{}') as { pages: object[] }
  pages.pages.push({ name: 'springQuiz', path: '/spring/quiz', title: '春季测验', schema: 'spring-quiz' })
  writeFileSync(join(folder, 'pages.json'), JSON.stringify(pages, null, 2))
  writeFileSync(
    join(folder, 'schemas', 'pages', 'spring-quiz.json'),
    JSON.stringify({ body: [{ widget: 'ExamPaper', props: { id: `\${content.exams.${EXAM}}` } }] }),
  )
}

interface Detail {
  id: number
  title: string
  passScore: number
  totalScore: number
  questionCount: number
  timeLimitMinutes: number | null
  maxAttempts: number | null
  attemptsLeft: number | null
  attemptCount: number
  bestScore: number | null
  openAttemptId: number | null
  questions: { id: number; type: string; stem: string; options: { key: string; text: string }[] }[]
}

interface AnswerKey {
  score: number
  questions: { id: number; stem: string; correctKeys: string[]; chosenKeys: string[]; correct: boolean }[]
}

for (const databaseTarget of databaseTargets) {
  describe(`content kind exams (${databaseTarget.kind})`, () => {
    let server: PublishingServer
    let zhaoToken = ''
    let liToken = ''
    let examId = 0
    let certificateId = 0

    const newFolder = () => {
      const folder = server.folder()
      addScreen(folder)
      return folder
    }

    beforeAll(async () => {
      server = await startPublishingServer(databaseTarget, { doctorMobile: ZHAO_MOBILE })
      zhaoToken = server.doctorToken
      liToken = (await passwordLogin(server.app, CERTIFIED_MOBILE, SEED_PASSWORD)).token
    }, 60_000)

    afterAll(() => server.dispose())

    const detail = async (doctor = zhaoToken) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `${api}/academy/v2/user/promotion-exam/${examId}`,
          headers: bearer(doctor),
        })
      ).json<Detail>()

    const start = (doctor = zhaoToken) =>
      server.app.inject({
        method: 'POST',
        url: `${api}/academy/v2/user/promotion-exam/${examId}/start`,
        headers: bearer(doctor),
      })

    const submit = (answers: { questionId: number; optionKeys: string[] }[], doctor = zhaoToken) =>
      server.app.inject({
        method: 'POST',
        url: `${api}/academy/v2/user/promotion-exam/${examId}/submit`,
        headers: bearer(doctor),
        payload: { answers },
      })

    const answerKey = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: `${api}/academy/v2/user/promotion-exam/${examId}/answers`,
          headers: bearer(zhaoToken),
        })
      ).json<AnswerKey>()

    /** The right answers of the paper as served now, by stem. */
    const rightAnswers = (paper: Detail, keys: Record<string, string[]>) =>
      paper.questions.map((question) => ({ questionId: question.id, optionKeys: keys[question.stem] ?? [] }))
    const RIGHT = { [target.text]: ['B'], [systemic.text]: ['A', 'B'], [screening.text]: ['T'] }

    it('an exam published as content is served by exam.detail with its limits and questions (never their answers); ${content.exams.<id>} is its exam id', async () => {
      const answer = await server.publish(withExams(newFolder(), [exam(EXAM)]))
      expect(answer.statusCode, answer.body).toBe(201)
      const changes = answer.json<{ changes: string[] }>().changes
      const created = changes.find((line) => line.startsWith(`exams/${EXAM}: new exam `)) ?? ''
      expect(created).toMatch(/"2027 春季皮肤科知识测验" \(3 questions, 100 points\)$/)
      examId = Number(/new exam (\d+)/.exec(created)?.[1])

      const routes = await server.app.inject({ method: 'GET', url: '/config/routes.json' })
      const url = routes.json<{ pageUrls: Record<string, string> }>().pageUrls['spring-quiz'] ?? ''
      const body = (await server.app.inject({ method: 'GET', url })).json<{ body: { props: Json }[] }>().body
      expect(body[0]?.props.id).toBe(examId)

      const served = await server.app.inject({
        method: 'GET',
        url: `${api}/academy/v2/user/promotion-exam/${examId}?routeType=COURSE`,
        headers: bearer(zhaoToken),
      })
      expect(served.statusCode, served.body).toBe(200)
      expect(served.json()).toMatchObject({
        title: '2027 春季皮肤科知识测验',
        description: '60 分及格，通过即获结业证书。',
        relatedObject: { type: 'COURSE', id: 1 },
        passScore: 60,
        totalScore: 100,
        questionCount: 3,
        status: 'START',
        posterType: 'GRADUATION_CERTIFICATE',
        timeLimitMinutes: 30,
        maxAttempts: 3,
        attemptsLeft: 3,
        questions: [
          { type: 'SINGLE_CHOICE', stem: target.text, options: target.options, score: 40 },
          { type: 'MULTIPLE_CHOICE', stem: systemic.text, options: systemic.options, score: 30 },
          {
            type: 'JUDGMENT',
            stem: screening.text,
            options: [
              { key: 'T', text: '正确' },
              { key: 'F', text: '错误' },
            ],
            score: 30,
          },
        ],
      })
      expect(served.body).not.toContain('correct')
    })

    it('a change shows: a new title and explanation are served, the questions keep their ids', async () => {
      const before = await detail()
      const changed = exam(EXAM, {
        title: '2027 春季皮肤科知识测验（修订）',
        questions: [{ ...target, explanation: '度普利尤单抗结合 IL-4Rα。' }, systemic, screening],
      })
      const answer = await server.publish(withExams(newFolder(), [changed]))
      expect(answer.statusCode, answer.body).toBe(201)
      expect(examChanges(answer)).toEqual([
        `exams/${EXAM}: changed title`,
        `exams/${EXAM}: question target changed explanation`,
      ])
      const after = await detail()
      expect(after.title).toBe('2027 春季皮肤科知识测验（修订）')
      expect(after.questions.map((question) => question.id)).toEqual(
        before.questions.map((question) => question.id),
      )
    })

    it('a pass issues the certificate of the exam’s template: its title, issuer and poster type', async () => {
      const started = await start()
      expect(started.statusCode, started.body).toBe(200)
      const { deadline, startedAt } = started.json<{ deadline: string; startedAt: string }>()
      expect(Date.parse(deadline) - Date.parse(startedAt)).toBe(30 * 60_000)

      const submitted = await submit(rightAnswers(await detail(), RIGHT))
      expect(submitted.statusCode, submitted.body).toBe(200)
      const result = submitted.json<{ score: number; passed: boolean; certificateId: number }>()
      expect(result).toMatchObject({ score: 100, passed: true, certificateIssued: true })
      certificateId = result.certificateId
      const certificate = await server.app.inject({
        method: 'GET',
        url: `${api}/academy/v1/user/certificate/${certificateId}`,
        headers: bearer(zhaoToken),
      })
      expect(certificate.json()).toMatchObject({
        title: '春季测验 · 结业证书',
        issuer: '皮肤科学院',
        posterType: 'GRADUATION_CERTIFICATE',
        holderName: '赵医生',
        type: 'COURSE',
        score: 100,
      })
    })

    it('changing the right answer of a question doctors answered is refused (409) unless forced; forced, the old question is retired with its answers and the changed one asked in its place', async () => {
      const [oldTarget] = (await detail()).questions
      const files = withExams(newFolder(), [
        exam(EXAM, { questions: [{ ...target, correct: ['A'] }, systemic, screening] }),
      ])
      const refused = await server.publish(files)
      expect(refused.statusCode).toBe(409)
      const body = refused.json<{ code: string; refusals: string[] }>()
      expect(body.code).toBe('config.content.refused')
      expect(body.refusals).toEqual([
        expect.stringMatching(
          /^exams\/spring-quiz: question target changes its correct answer after 1 answer;/,
        ),
      ])
      const rescored = withExams(newFolder(), [
        exam(EXAM, { questions: [{ ...target, score: 50 }, systemic, screening] }),
      ])
      expect((await server.publish(rescored)).json<{ refusals: string[] }>().refusals.join('\n')).toMatch(
        /question target changes its score after 1 answer/,
      )
      expect((await detail()).questions[0]?.id).toBe(oldTarget?.id)

      const forced = await server.publish(files, { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      expect(forced.json<{ overridden: string[] }>().overridden).toHaveLength(1)
      const paper = await detail()
      expect(paper.questions).toHaveLength(3)
      expect(paper.questions[0]?.stem).toBe(target.text)
      expect(paper.questions[0]?.id).not.toBe(oldTarget?.id)
      // The attempt keeps its score and its answer to the question as it was asked.
      expect(paper.bestScore).toBe(100)
      const key = await answerKey()
      expect(key.score).toBe(100)
      expect(key.questions.find((question) => question.id === oldTarget?.id)).toMatchObject({
        correctKeys: ['B'],
        chosenKeys: ['B'],
        correct: true,
      })
    })

    it('removing a question doctors answered is refused unless forced; forced, it leaves the paper and 查看答案 still shows the answer given', async () => {
      const screeningId = (await detail()).questions[2]?.id
      const files = withExams(newFolder(), [
        exam(EXAM, { questions: [{ ...target, correct: ['A'] }, systemic] }),
      ])
      const refused = await server.publish(files)
      expect(refused.statusCode).toBe(409)
      expect(refused.json<{ refusals: string[] }>().refusals).toEqual([
        expect.stringMatching(/question "JAK 抑制剂用药前应筛查结核。" has 1 answer and is not in the file/),
      ])
      expect((await detail()).questions).toHaveLength(3)

      const forced = await server.publish(files, { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      const paper = await detail()
      expect(paper.questions.map((question) => question.stem)).toEqual([target.text, systemic.text])
      expect(paper).toMatchObject({ totalScore: 70, questionCount: 2 })
      expect((await answerKey()).questions.find((question) => question.id === screeningId)).toMatchObject({
        chosenKeys: ['T'],
        correct: true,
      })
    })

    it('another pass mark once certificates were issued is refused unless forced; forced, the certificate is kept', async () => {
      const current = { questions: [{ ...target, correct: ['A'] }, systemic] }
      const files = withExams(newFolder(), [exam(EXAM, { ...current, passMark: 50 })])
      const refused = await server.publish(files)
      expect(refused.statusCode).toBe(409)
      expect(refused.json<{ refusals: string[] }>().refusals).toEqual([
        expect.stringMatching(/changes the pass mark 60 → 50 after 1 certificate was issued/),
      ])
      const forced = await server.publish(files, { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      expect((await detail()).passScore).toBe(50)
      const certificate = await server.app.inject({
        method: 'GET',
        url: `${api}/academy/v1/user/certificate/${certificateId}`,
        headers: bearer(zhaoToken),
      })
      expect(certificate.statusCode).toBe(200)
      expect(certificate.json()).toMatchObject({ score: 100, title: '春季测验 · 结业证书' })
    })

    it('fewer attempts than a doctor used is refused unless forced; forced, that doctor has none left and cannot start again', async () => {
      const current = { questions: [{ ...target, correct: ['A'] }, systemic], passMark: 50 }
      expect((await start()).statusCode).toBe(200)
      expect((await submit([])).statusCode).toBe(200)
      expect((await detail()).attemptsLeft).toBe(1)

      const files = withExams(newFolder(), [exam(EXAM, { ...current, attempts: 1 })])
      const refused = await server.publish(files)
      expect(refused.statusCode).toBe(409)
      expect(refused.json<{ refusals: string[] }>().refusals).toEqual([
        expect.stringMatching(/1 attempt is fewer than the 2 a doctor already used/),
      ])
      const forced = await server.publish(files, { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      expect(await detail()).toMatchObject({
        maxAttempts: 1,
        attemptsLeft: 0,
        attemptCount: 2,
        bestScore: 100,
      })
      const again = await start()
      expect(again.statusCode).toBe(400)
      expect(again.json<{ code: string }>().code).toBe('academy.exam.attempts.used')
    })

    it('an attempt past its time limit is closed unscored: its submission is refused (academy.exam.time.up) and it counts as used', async () => {
      const started = await start(liToken)
      expect(started.statusCode, started.body).toBe(200)
      const { attemptId } = started.json<{ attemptId: number }>()
      await server.database.sql.query(
        `UPDATE exam_attempt SET started_at = now() - interval '32 minutes' WHERE id = $1`,
        [attemptId],
      )
      const late = await submit([], liToken)
      expect(late.statusCode).toBe(400)
      expect(late.json<{ code: string }>().code).toBe('academy.exam.time.up')
      expect(await detail(liToken)).toMatchObject({
        attemptCount: 1,
        bestScore: 0,
        openAttemptId: null,
        attemptsLeft: 0,
      })
    })

    it('an exam naming a course or an activity the database does not have is refused with its file and pointer', async () => {
      const files = withExams(newFolder(), [
        exam(EXAM),
        exam('no-course', { course: 999_999 }),
        exam('no-activity', { course: undefined, activity: { id: 888_888, title: '不存在的活动' } }),
      ])
      const answer = await server.publish(files)
      expect(answer.statusCode).toBe(422)
      expect(
        answer
          .json<{ errors: { file: string; pointer: string; message: string }[] }>()
          .errors.map(({ file, pointer, message }) => ({ file, pointer, message })),
      ).toEqual(
        expect.arrayContaining([
          { file: 'content/exams/no-course.json', pointer: '/course', message: 'there is no course 999999' },
          {
            file: 'content/exams/no-activity.json',
            pointer: '/activity/id',
            message: 'there is no activity 888888',
          },
        ]),
      )
    })

    it('publishing the same files twice changes nothing: the second version reports no change', async () => {
      const current = exam(EXAM, {
        questions: [{ ...target, correct: ['A'] }, systemic],
        passMark: 50,
        attempts: 1,
      })
      const activity = exam('gcp-quiz', {
        course: undefined,
        activity: { id: 5, title: 'GCP 培训' },
        timeLimitMinutes: undefined,
        attempts: undefined,
        certificate: undefined,
      })
      const files = withExams(newFolder(), [current, activity])
      const first = await server.publish(files)
      expect(first.statusCode, first.body).toBe(201)
      expect(examChanges(first)).toEqual([
        expect.stringMatching(
          /^exams\/gcp-quiz: new exam \d+ "2027 春季皮肤科知识测验" \(3 questions, 100 points\)$/,
        ),
        'exams/gcp-quiz: new question target',
        'exams/gcp-quiz: new question systemic',
        'exams/gcp-quiz: new question screening',
      ])
      const second = await server.publish(files)
      expect(second.statusCode, second.body).toBe(201)
      expect(second.json<{ changes: string[]; overridden: string[] }>()).toMatchObject({
        changes: [],
        overridden: [],
      })
    })

    it('an exam that already exists is taken over by number with its questions by position; its answered questions are then protected like any other', async () => {
      const [row] = await server.database.sql.query<Json>(
        'SELECT title, description, course_id, pass_score, start_time, end_time FROM exam WHERE id = 8',
      )
      const questions = await server.database.sql.query<Json>(
        'SELECT id, type, stem, options, correct_keys, explanation, score FROM exam_question WHERE exam_id = 8 ORDER BY sort_order',
      )
      const vitiligo = {
        id: 'vitiligo',
        number: 8,
        title: row?.title,
        description: row?.description,
        course: Number(row?.course_id),
        start: new Date(row?.start_time as Date).toISOString(),
        end: new Date(row?.end_time as Date).toISOString(),
        passMark: row?.pass_score,
        questions: questions.map((question, index) => ({
          id: `q${index + 1}`,
          type: question.type,
          text: question.stem,
          ...(question.type === 'JUDGMENT' ? {} : { options: question.options }),
          correct: question.correct_keys,
          score: question.score,
          explanation: question.explanation,
        })),
      }
      const taken = await server.publish(withExams(newFolder(), [vitiligo]))
      expect(taken.statusCode, taken.body).toBe(201)
      expect(
        taken.json<{ changes: string[] }>().changes.filter((line) => line.startsWith('exams/vitiligo')),
      ).toEqual([])
      const ids = await server.database.sql.query<{ id: string }>(
        'SELECT id FROM exam_question WHERE exam_id = 8 AND retired_at IS NULL ORDER BY sort_order',
      )
      expect(ids.map((question) => Number(question.id))).toEqual(
        questions.map((question) => Number(question.id)),
      )

      // 李医生's seeded attempt answered the first question.
      const [first, ...rest] = vitiligo.questions
      const changed = { ...vitiligo, questions: [{ ...first, correct: ['B'] }, ...rest] }
      const refused = await server.publish(withExams(newFolder(), [changed]))
      expect(refused.statusCode).toBe(409)
      expect(refused.json<{ refusals: string[] }>().refusals).toEqual([
        expect.stringMatching(/^exams\/vitiligo: question q1 changes its correct answer after 1 answer/),
      ])
    })
  })
}
