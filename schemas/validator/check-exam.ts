import { CHOICE_QUESTION_TYPES, type ExamContent, JUDGMENT_OPTIONS } from '../content/index'
import type { ConfigProblem } from './messages'

/**
 * An exam file's cross-checks beyond its contract (schemas/content/exam.ts): what it tests, its window,
 * each question's options and right answer against its type, and the pass mark against full marks (the
 * exam table's CHECK pass_score <= total_score). What the server checks of each answer is in
 * server/routes/exam.ts.
 */
export function checkExam(exam: ExamContent, file: string): ConfigProblem[] {
  const errors: ConfigProblem[] = []
  const problem = (pointer: string, code: string, message: string) =>
    errors.push({ file, pointer, code, message })

  if ((exam.course === undefined) === (exam.activity === undefined)) {
    problem(
      exam.course === undefined ? '' : '/activity',
      'exam-related',
      exam.course === undefined
        ? 'name what the exam tests: a course ("course": <id>) or an activity ("activity": { id, title })'
        : 'an exam tests a course or an activity, not both',
    )
  }
  if (Date.parse(exam.end) <= Date.parse(exam.start)) {
    problem('/end', 'content-window', `ends (${exam.end}) before it starts (${exam.start})`)
  }

  const seen = new Set<string>()
  for (const [index, question] of exam.questions.entries()) {
    const pointer = `/questions/${index}`
    if (seen.has(question.id)) {
      problem(`${pointer}/id`, 'duplicate-content-id', `duplicate question id "${question.id}"`)
    }
    seen.add(question.id)

    const choice = (CHOICE_QUESTION_TYPES as readonly string[]).includes(question.type)
    if (choice && !question.options) {
      problem(pointer, 'exam-options-missing', `a ${question.type} question needs options`)
    }
    if (!choice && question.options) {
      problem(
        `${pointer}/options`,
        'exam-options-unused',
        'a JUDGMENT question has no options: its answers are always T 正确 and F 错误',
      )
    }
    const keys: string[] = choice
      ? (question.options ?? []).map((option) => option.key)
      : JUDGMENT_OPTIONS.map((option) => option.key)
    for (const [place, key] of keys.entries()) {
      if (choice && keys.indexOf(key) !== place) {
        problem(
          `${pointer}/options/${place}/key`,
          'duplicate-option-key',
          `option key "${key}" is used twice`,
        )
      }
    }
    for (const [place, key] of question.correct.entries()) {
      if (!keys.includes(key)) {
        problem(
          `${pointer}/correct/${place}`,
          'exam-correct-unknown',
          `"${key}" is not an option of this question (options: ${keys.join(', ')})`,
        )
      }
    }
    if (question.type !== 'MULTIPLE_CHOICE' && question.correct.length > 1) {
      problem(
        `${pointer}/correct`,
        'exam-correct-count',
        `a ${question.type} question has one right answer, not ${question.correct.length}; make it MULTIPLE_CHOICE`,
      )
    }
  }

  const total = exam.questions.reduce((sum, question) => sum + question.score, 0)
  if (exam.passMark > total) {
    problem(
      '/passMark',
      'exam-pass-mark',
      `pass mark ${exam.passMark} is more than the full marks ${total} (the sum of the question scores)`,
    )
  }
  return errors
}
