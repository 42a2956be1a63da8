import { describe, expect, it } from 'vitest'
import { validateContent } from '../../../schemas/validator/validate-content'

/**
 * Cross-checks of the content kind exams (schemas/content/exam.ts, schemas/validator/check-exam.ts):
 * each test makes one mistake in an otherwise valid exam and expects the one problem it causes.
 */

type Json = Record<string, unknown>

function problemsOf(item: Json) {
  const path = `content/exams/${String(item.id)}.json`
  const { errors } = validateContent({
    files: new Map([[path, { file: path, json: item }]]),
    pages: undefined,
    pageFiles: new Map(),
  })
  return errors.map(({ pointer, code, message }) => ({ pointer, code, message }))
}

const single = {
  id: 'target',
  type: 'SINGLE_CHOICE',
  text: '度普利尤单抗的作用靶点是？',
  options: [
    { key: 'A', text: 'IL-17A' },
    { key: 'B', text: 'IL-4Rα' },
  ],
  correct: ['B'],
  score: 50,
}
const judgment = { id: 'screening', type: 'JUDGMENT', text: '用药前应筛查结核。', correct: ['T'], score: 50 }

function exam(overrides: Json = {}, questions: Json[] = [single, judgment]): Json {
  return {
    id: 'spring-quiz',
    title: '春季测验',
    course: 1,
    start: '2027-03-01T00:00:00+08:00',
    end: '2027-04-01T00:00:00+08:00',
    passMark: 60,
    questions,
    ...overrides,
  }
}

describe('content cross-checks: exams', () => {
  it('a valid course exam and a valid activity exam with a certificate template have no problems', () => {
    expect(problemsOf(exam())).toEqual([])
    expect(
      problemsOf(
        exam({
          course: undefined,
          activity: { id: 5, title: 'GCP 培训' },
          timeLimitMinutes: 30,
          attempts: 3,
          certificate: {
            template: 'GRADUATION_CERTIFICATE',
            title: 'GCP 培训 · 结业证书',
            issuer: '皮肤科学院',
          },
        }),
      ),
    ).toEqual([])
  })

  it('an exam naming neither a course nor an activity is an error', () => {
    expect(problemsOf(exam({ course: undefined }))).toEqual([
      {
        pointer: '',
        code: 'exam-related',
        message:
          'name what the exam tests: a course ("course": <id>) or an activity ("activity": { id, title })',
      },
    ])
  })

  it('an exam naming both a course and an activity is an error at the activity', () => {
    expect(problemsOf(exam({ activity: { id: 5, title: 'GCP 培训' } }))).toEqual([
      {
        pointer: '/activity',
        code: 'exam-related',
        message: 'an exam tests a course or an activity, not both',
      },
    ])
  })

  it('an exam ending before it starts is an error', () => {
    expect(problemsOf(exam({ end: '2027-02-01T00:00:00+08:00' }))).toEqual([
      {
        pointer: '/end',
        code: 'content-window',
        message: 'ends (2027-02-01T00:00:00+08:00) before it starts (2027-03-01T00:00:00+08:00)',
      },
    ])
  })

  it('a question id used twice is an error at the second', () => {
    expect(problemsOf(exam({}, [single, { ...judgment, id: 'target' }]))).toEqual([
      { pointer: '/questions/1/id', code: 'duplicate-content-id', message: 'duplicate question id "target"' },
    ])
  })

  it('a choice question without options is an error', () => {
    expect(problemsOf(exam({}, [{ ...single, options: undefined }, judgment]))).toEqual([
      expect.objectContaining({
        pointer: '/questions/0',
        code: 'exam-options-missing',
        message: 'a SINGLE_CHOICE question needs options',
      }),
      expect.objectContaining({ code: 'exam-correct-unknown' }),
    ])
  })

  it('a judgment question with options is an error: its answers are always T and F', () => {
    expect(problemsOf(exam({}, [single, { ...judgment, options: single.options }]))).toEqual([
      {
        pointer: '/questions/1/options',
        code: 'exam-options-unused',
        message: 'a JUDGMENT question has no options: its answers are always T 正确 and F 错误',
      },
    ])
  })

  it('an option key used twice in a question is an error at the second', () => {
    const options = [
      { key: 'A', text: 'IL-17A' },
      { key: 'A', text: 'IL-4Rα' },
    ]
    expect(problemsOf(exam({}, [{ ...single, options, correct: ['A'] }, judgment]))).toEqual([
      {
        pointer: '/questions/0/options/1/key',
        code: 'duplicate-option-key',
        message: 'option key "A" is used twice',
      },
    ])
  })

  it('a right answer naming no option of the question is an error, with the options', () => {
    expect(
      problemsOf(
        exam({}, [
          { ...single, correct: ['C'] },
          { ...judgment, correct: ['Y'] },
        ]),
      ),
    ).toEqual([
      {
        pointer: '/questions/0/correct/0',
        code: 'exam-correct-unknown',
        message: '"C" is not an option of this question (options: A, B)',
      },
      {
        pointer: '/questions/1/correct/0',
        code: 'exam-correct-unknown',
        message: '"Y" is not an option of this question (options: T, F)',
      },
    ])
  })

  it('a single choice with two right answers is an error: it must be a multiple choice', () => {
    expect(problemsOf(exam({}, [{ ...single, correct: ['A', 'B'] }, judgment]))).toEqual([
      {
        pointer: '/questions/0/correct',
        code: 'exam-correct-count',
        message: 'a SINGLE_CHOICE question has one right answer, not 2; make it MULTIPLE_CHOICE',
      },
    ])
    expect(
      problemsOf(exam({}, [{ ...single, type: 'MULTIPLE_CHOICE', correct: ['A', 'B'] }, judgment])),
    ).toEqual([])
  })

  it('a pass mark above full marks is an error', () => {
    expect(problemsOf(exam({ passMark: 120 }))).toEqual([
      {
        pointer: '/passMark',
        code: 'exam-pass-mark',
        message: 'pass mark 120 is more than the full marks 100 (the sum of the question scores)',
      },
    ])
  })
})
