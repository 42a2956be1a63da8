import { act, screen, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { canvasImage } from '@/runtime/poster'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import type { Tracker } from '@/runtime/tracking'
import CertificateList from '@/widgets/certificate-list/certificate-list'
import { paintPrintable } from '@/widgets/certificate-view/certificate-painter'
import CertificateView from '@/widgets/certificate-view/certificate-view'
import ExamPaper from '@/widgets/exam-paper/exam-paper'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

const PNG = 'data:image/png;base64,iVBORw0KGgo='

const questions = [
  {
    id: 401,
    type: 'SINGLE_CHOICE',
    stem: '度普利尤单抗的作用靶点是？',
    options: [
      { key: 'A', text: 'IL-17A' },
      { key: 'B', text: 'IL-4Rα' },
    ],
    score: 40,
  },
  {
    id: 402,
    type: 'MULTIPLE_CHOICE',
    stem: '以下哪些属于系统治疗？',
    options: [
      { key: 'A', text: '度普利尤单抗' },
      { key: 'B', text: '阿布昔替尼' },
      { key: 'C', text: '外用他克莫司' },
    ],
    score: 30,
  },
  {
    id: 403,
    type: 'JUDGMENT',
    stem: 'JAK 抑制剂用药前应筛查结核。',
    options: [
      { key: 'T', text: '正确' },
      { key: 'F', text: '错误' },
    ],
    score: 30,
  },
]

function examDetail(overrides: Record<string, unknown> = {}) {
  return {
    id: 4,
    title: '特应性皮炎系统治疗进展 · 课程考试',
    description: '60 分及格',
    relatedObject: { type: 'COURSE', id: 1, title: '特应性皮炎系统治疗进展' },
    passScore: 60,
    totalScore: 100,
    questionCount: 3,
    startTime: '2026-11-01T00:00:00.000Z',
    endTime: '2027-03-01T00:00:00.000Z',
    status: 'START',
    posterType: 'EXAMINATION_CERTIFICATE',
    bestScore: 72,
    attemptCount: 1,
    passed: false,
    submitted: false,
    certificateId: null,
    openAttemptId: null,
    openAttemptDeadline: null,
    timeLimitMinutes: null,
    maxAttempts: null,
    attemptsLeft: null,
    questions,
    ...overrides,
  }
}

function result(passed: boolean) {
  return {
    attemptId: 9,
    examId: 4,
    score: passed ? 100 : 40,
    totalScore: 100,
    passScore: 60,
    passed,
    correctCount: passed ? 3 : 1,
    questionCount: 3,
    results: questions.map((question, index) => ({
      questionId: question.id,
      answered: true,
      correct: passed || index === 0,
    })),
    certificateId: passed ? 1001 : null,
    certificateIssued: passed,
    submittedAt: '2026-11-22T08:00:00.000Z',
  }
}

const answerKey = {
  examId: 4,
  attemptId: 9,
  score: 40,
  passed: false,
  submittedAt: '2026-11-22T08:00:00.000Z',
  questions: [
    { ...questions[0], correctKeys: ['B'], chosenKeys: ['B'], correct: true, explanation: '结合 IL-4Rα。' },
    {
      ...questions[1],
      correctKeys: ['A', 'B'],
      chosenKeys: ['A'],
      correct: false,
      explanation: '外用药不属于系统治疗。',
    },
    { ...questions[2], correctKeys: ['T'], chosenKeys: [], correct: false, explanation: '需筛查感染。' },
  ],
}

function loggedIn(): TestRuntime & { events: [string, Record<string, unknown> | undefined][] } {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10011', '10011')
  const events: [string, Record<string, unknown> | undefined][] = []
  runtime.tracker = {
    event: (type: string, extras?: Record<string, unknown>) => {
      events.push([type, extras])
      return {}
    },
  } as unknown as Tracker
  return Object.assign(runtime, { events })
}

function examEndpoints(
  options: { passed?: boolean; detail?: Record<string, unknown>; deadline?: string | null } = {},
) {
  const detail = onEndpoint('exam.detail', () => ok(examDetail(options.detail)))
  let attempt = 8
  const start = onEndpoint('exam.start', () => {
    attempt += 1
    return ok({
      attemptId: attempt,
      examId: 4,
      startedAt: '2026-11-22T07:50:00.000Z',
      deadline: options.deadline ?? null,
    })
  })
  const submit = onEndpoint('exam.submit', () => ok(result(options.passed ?? true)))
  const answers = onEndpoint('exam.answers', () => ok(answerKey))
  server.use(detail.handler, start.handler, submit.handler, answers.handler)
  return { detail, start, submit, answers }
}

async function startExam() {
  await user.click(await screen.findByRole('button', { name: '开始考试' }))
  await screen.findByText('第 1 / 3 题')
}

/** Answers the three questions (B; A and B; 正确), moving with 下一题. */
async function answerAll() {
  await user.click(screen.getByRole('radio', { name: /IL-4Rα/ }))
  await user.click(screen.getByRole('button', { name: '下一题' }))
  await user.click(screen.getByRole('checkbox', { name: /度普利尤单抗/ }))
  await user.click(screen.getByRole('checkbox', { name: /阿布昔替尼/ }))
  await user.click(screen.getByRole('button', { name: '下一题' }))
  await user.click(screen.getByRole('radio', { name: /正确/ }))
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('ExamPaper', () => {
  it('the intro shows title, question count, pass score, total, window and best score; 开始考试 starts an attempt and is tracked', async () => {
    const { start } = examEndpoints()
    const runtime = loggedIn()
    const schema: PageSchema = {
      body: [{ widget: 'ExamPaper', props: { id: '${query.id}', routeType: '${query.routeType}' } }],
    }
    renderWithRuntime(<SchemaView schema={schema} query={{ id: '4', routeType: 'COURSE' }} />, runtime)

    expect(await screen.findByRole('heading', { name: '特应性皮炎系统治疗进展 · 课程考试' })).toBeTruthy()
    expect(screen.getByText('课程 · 特应性皮炎系统治疗进展')).toBeTruthy()
    expect(screen.getByText('3 题')).toBeTruthy()
    expect(screen.getByText('60 分')).toBeTruthy()
    expect(screen.getByText('100 分')).toBeTruthy()
    expect(screen.getByText('72 分')).toBeTruthy()
    expect(screen.getByText(/考试时间：2026-11-01 \d\d:00 至 2027-03-01/)).toBeTruthy()

    await startExam()
    expect(start.paths).toEqual([{ id: '4' }])
    expect(runtime.events).toEqual([['exam_start', { examId: '4', attemptId: '9' }]])
  })

  it('courseExamDetail asks the exam of its routeType', async () => {
    const { detail } = examEndpoints()
    renderWithRuntime(<ExamPaper id="3" routeType="ACTIVITY" />, loggedIn())
    await screen.findByRole('button', { name: '开始考试' })
    expect(detail.sent).toEqual([{ routeType: 'ACTIVITY' }])
    expect(detail.paths).toEqual([{ id: '3' }])
  })

  it('each question type has its input: single choice one radio, multiple choice checkboxes, judgment 正确 / 错误', async () => {
    const { submit } = examEndpoints()
    renderWithRuntime(<ExamPaper id={4} />, loggedIn())
    await startExam()

    expect(screen.getByRole('group', { name: '单选题' })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: /IL-17A/ }))
    await user.click(screen.getByRole('radio', { name: /IL-4Rα/ }))
    expect((screen.getByRole('radio', { name: /IL-17A/ }) as HTMLInputElement).checked).toBe(false)
    expect((screen.getByRole('radio', { name: /IL-4Rα/ }) as HTMLInputElement).checked).toBe(true)

    await user.click(screen.getByRole('button', { name: '下一题' }))
    expect(screen.getByText('第 2 / 3 题')).toBeTruthy()
    expect(screen.getByRole('group', { name: '多选题' })).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: /度普利尤单抗/ }))
    await user.click(screen.getByRole('checkbox', { name: /外用他克莫司/ }))
    await user.click(screen.getByRole('checkbox', { name: /阿布昔替尼/ }))
    await user.click(screen.getByRole('checkbox', { name: /外用他克莫司/ }))
    expect(screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      false,
    ])

    await user.click(screen.getByRole('button', { name: '下一题' }))
    expect(screen.getByRole('group', { name: '判断题' })).toBeTruthy()
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '✓正确',
      '✕错误',
    ])
    await user.click(screen.getByRole('radio', { name: /错误/ }))
    await user.click(screen.getByRole('radio', { name: /正确/ }))
    // 上一题 keeps what was chosen.
    await user.click(screen.getByRole('button', { name: '上一题' }))
    expect((screen.getByRole('checkbox', { name: /阿布昔替尼/ }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('button', { name: '下一题' }))
    await user.click(screen.getByRole('button', { name: '交卷' }))

    await screen.findByText('通过')
    expect(submit.sent).toEqual([
      {
        attemptId: 9,
        answers: [
          { questionId: 401, optionKeys: ['B'] },
          { questionId: 402, optionKeys: ['A', 'B'] },
          { questionId: 403, optionKeys: ['T'] },
        ],
      },
    ])
  })

  it('交卷 with unanswered questions asks first: 继续答题 keeps the paper, 确定交卷 submits', async () => {
    const { submit } = examEndpoints({ passed: false })
    const runtime = loggedIn()
    renderWithRuntime(<ExamPaper id={4} />, runtime)
    await startExam()
    await user.click(screen.getByRole('radio', { name: /IL-4Rα/ }))
    await user.click(screen.getAllByRole('button', { name: '交卷' })[0] as HTMLElement)

    expect(await screen.findByText('还有 2 题未作答，交卷后未作答的题目不得分。')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '继续答题' }))
    expect(screen.getByText('第 1 / 3 题')).toBeTruthy()
    expect(submit.sent).toEqual([])

    await user.click(screen.getAllByRole('button', { name: '交卷' })[0] as HTMLElement)
    await user.click(await screen.findByRole('button', { name: '确定交卷' }))
    expect(await screen.findByText('未通过')).toBeTruthy()
    expect(submit.sent).toEqual([{ attemptId: 9, answers: [{ questionId: 401, optionKeys: ['B'] }] }])
    expect(screen.queryByRole('button', { name: '查看证书' })).toBeNull()
    expect(runtime.events.map(([type]) => type)).toEqual(['exam_start', 'exam_submit'])
    expect(runtime.events[1]?.[1]).toMatchObject({ examId: '4', score: 40, passed: false })
  })

  it('a pass shows the score, 通过 and 查看证书, which opens the certificate', async () => {
    examEndpoints({ passed: true })
    const runtime = loggedIn()
    renderWithRuntime(<ExamPaper id={4} />, runtime)
    await startExam()
    await answerAll()
    await user.click(screen.getByRole('button', { name: '交卷' }))

    expect(await screen.findByText('通过')).toBeTruthy()
    expect(screen.getByText('100')).toBeTruthy()
    expect(screen.getByText('恭喜通过考试，证书已颁发')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: '查看证书' }))
    expect(runtime.visits.at(-1)?.path).toMatch(/\/user\/academy\/certificate-detail\?id=1001$/)
  })

  it('查看答案 marks right options, the wrong choice and explanations, and is tracked', async () => {
    examEndpoints({ passed: false })
    const runtime = loggedIn()
    renderWithRuntime(<ExamPaper id={4} />, runtime)
    await startExam()
    await answerAll()
    await user.click(screen.getByRole('button', { name: '交卷' }))
    await user.click(await screen.findByRole('button', { name: '查看答案' }))

    const first = await screen.findByRole('listitem', { name: '第 1 题解析' })
    expect(within(first).getByText('回答正确')).toBeTruthy()
    const second = screen.getByRole('listitem', { name: '第 2 题解析' })
    expect(within(second).getByText('回答错误')).toBeTruthy()
    expect(within(second).getAllByText('正确答案')).toHaveLength(2)
    expect(within(second).getByText('外用药不属于系统治疗。')).toBeTruthy()
    const third = screen.getByRole('listitem', { name: '第 3 题解析' })
    expect(within(third).getByText('未作答')).toBeTruthy()
    expect(runtime.events.at(-1)).toEqual(['exam_see_answer', { examId: '4' }])
  })

  it('重新考试 starts a new attempt from question 1 with nothing chosen, and is tracked', async () => {
    const { start } = examEndpoints({ passed: false })
    const runtime = loggedIn()
    renderWithRuntime(<ExamPaper id={4} />, runtime)
    await startExam()
    await answerAll()
    await user.click(screen.getByRole('button', { name: '交卷' }))
    await user.click(await screen.findByRole('button', { name: '重新考试' }))

    expect(await screen.findByText('第 1 / 3 题')).toBeTruthy()
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true)
    expect(screen.getByText('已答 0 题')).toBeTruthy()
    expect(start.sent).toHaveLength(2)
    expect(runtime.events.map(([type]) => type)).toEqual(['exam_start', 'exam_submit', 'exam_restart'])
    expect(runtime.events.at(-1)?.[1]).toEqual({ examId: '4', attemptId: '10' })
  })

  it('a time limit and attempts show on the intro; the paper counts down and hands itself in when the time is up', async () => {
    const { submit } = examEndpoints({
      passed: false,
      detail: { timeLimitMinutes: 30, maxAttempts: 3, attemptsLeft: 2 },
      deadline: new Date(Date.now() + 1500).toISOString(),
    })
    renderWithRuntime(<ExamPaper id={4} />, loggedIn())
    expect(await screen.findByText('30 分钟')).toBeTruthy()
    expect(screen.getByText('2 / 3 次')).toBeTruthy()

    await startExam()
    expect(screen.getByRole('timer', { name: '剩余时间' }).textContent).toMatch(/剩余 00:0[12]/)
    await user.click(screen.getByRole('radio', { name: /IL-4Rα/ }))
    await vi.waitFor(() => expect(submit.sent).toHaveLength(1), { timeout: 4000 })
    expect(submit.sent[0]).toEqual({ answers: [{ questionId: 401, optionKeys: ['B'] }], attemptId: 9 })
    expect(await screen.findByText('未通过')).toBeTruthy()
  })

  it('with no attempts left and none open, the exam cannot be started (考试次数已用完) nor restarted', async () => {
    examEndpoints({ detail: { maxAttempts: 2, attemptsLeft: 0, submitted: true, attemptCount: 2 } })
    renderWithRuntime(<ExamPaper id={4} />, loggedIn())
    const used = await screen.findByRole('button', { name: '考试次数已用完' })
    expect((used as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: '重新考试' })).toBeNull()
    expect(screen.getByText('0 / 2 次')).toBeTruthy()
  })

  it('outside its window the exam cannot be started, and a missing exam says so', async () => {
    server.use(onEndpoint('exam.detail', () => ok(examDetail({ status: 'NOT_START' }))).handler)
    const { unmount } = renderWithRuntime(<ExamPaper id={6} />, loggedIn())
    const early = await screen.findByRole('button', { name: '考试还未开始' })
    expect((early as HTMLButtonElement).disabled).toBe(true)
    unmount()

    server.use(
      onEndpoint('exam.detail', () => fail(404, 'academy.user.exam.not.found', '该考试不存在')).handler,
    )
    renderWithRuntime(<ExamPaper id={404} />, loggedIn())
    expect(await screen.findByText('考试不存在')).toBeTruthy()
  })
})

function certificate(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: '特应性皮炎系统治疗进展 · 考试合格证书',
    type: 'COURSE',
    posterType: 'EXAMINATION_CERTIFICATE',
    certificateNo: `DC2026${String(id).padStart(6, '0')}`,
    holderName: '赵医生',
    issuer: 'DermaCampus 皮肤科成长学院',
    issuedAt: '2026-11-22T08:00:00.000Z',
    relatedObject: { type: 'COURSE', id: 1, title: '特应性皮炎系统治疗进展' },
    examId: 4,
    score: 100,
    imageUrl: '',
    ...overrides,
  }
}

describe('ExamPaper and the one client cache (decision 0037)', () => {
  it('交卷 refreshes every answer showing the exam or certificates: 我的证书 on the same screen lists the new one', async () => {
    let passed = false
    const submit = onEndpoint('exam.submit', () => {
      passed = true
      return ok(result(true))
    })
    const items = onEndpoint('certificate.items', () =>
      ok({
        items: passed ? [certificate(1001)] : [],
        total: passed ? 1 : 0,
        page: 1,
        size: 10,
        hasMore: false,
      }),
    )
    server.use(
      onEndpoint('exam.detail', () => ok(examDetail(passed ? { passed: true, certificateId: 1001 } : {})))
        .handler,
      onEndpoint('exam.start', () => ok({ attemptId: 9, examId: 4, deadline: null })).handler,
      submit.handler,
      items.handler,
    )
    const schema: PageSchema = {
      body: [
        { widget: 'ExamPaper', props: { id: '${query.id}' } },
        { widget: 'CertificateList', props: { tabs: false } },
      ],
    }
    renderWithRuntime(<SchemaView schema={schema} query={{ id: '4' }} />, loggedIn())
    expect(await screen.findByText('暂无证书')).toBeTruthy()

    await startExam()
    await answerAll()
    await user.click(screen.getByRole('button', { name: '交卷' }))

    expect(await screen.findByText('通过')).toBeTruthy()
    expect(screen.getByText('编号 DC2026001001')).toBeTruthy()
    expect(screen.queryByText('暂无证书')).toBeNull()
    expect(items.sent).toHaveLength(2)
  })

  it('a fresh read: after the doctor returns, the start button waits for the exam asked again', async () => {
    let answerNow: () => void = () => undefined
    server.use(
      onEndpoint('exam.detail', async (_params, count) => {
        if (count === 1) return ok(examDetail())
        // An attempt was started on another device meanwhile: 继续考试.
        await new Promise<void>((resolve) => {
          answerNow = resolve
        })
        return ok(examDetail({ openAttemptId: 12 }))
      }).handler,
    )
    const { runtime } = renderWithRuntime(<ExamPaper id={4} />, loggedIn())
    await screen.findByRole('button', { name: '开始考试' })

    act(() => runtime.data.returned())

    expect(await screen.findByTestId('exam-start-waiting')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '开始考试' })).toBeNull()
    answerNow()
    expect(await screen.findByRole('button', { name: '继续考试' })).toBeTruthy()
    expect(screen.queryByTestId('exam-start-waiting')).toBeNull()
  })

  it('exam.answers is a read made only when the doctor taps 查看答案, and asked again after the next submission', async () => {
    const { submit } = examEndpoints({ passed: false })
    // The key of the doctor's latest submission: 40 points, then 70.
    const answers = onEndpoint('exam.answers', () =>
      ok({ ...answerKey, score: submit.sent.length > 1 ? 70 : 40 }),
    )
    server.use(answers.handler)
    renderWithRuntime(<ExamPaper id={4} />, loggedIn())
    await startExam()
    await answerAll()
    await user.click(screen.getByRole('button', { name: '交卷' }))
    await screen.findByText('未通过')
    expect(answers.sent).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: '查看答案' }))
    expect(await screen.findByRole('listitem', { name: '第 1 题解析' })).toBeTruthy()
    expect(screen.getByText('40')).toBeTruthy()
    expect(answers.paths).toEqual([{ id: '4' }])

    await user.click(screen.getByRole('button', { name: '重新考试' }))
    await screen.findByText('第 1 / 3 题')
    await answerAll()
    await user.click(screen.getByRole('button', { name: '交卷' }))
    await screen.findByText('未通过')
    const before = answers.sent.length
    await user.click(screen.getByRole('button', { name: '查看答案' }))
    // The key of the new submission, never the one cached from the first.
    expect(await screen.findByRole('listitem', { name: '第 1 题解析' })).toBeTruthy()
    expect(screen.getByText('70')).toBeTruthy()
    expect(answers.sent).toHaveLength(before + 1)
  })
})

describe('CertificateList', () => {
  it('lists certificates with their type tags, poster type, number and date; a card opens its certificate', async () => {
    const items = onEndpoint('certificate.items', () =>
      ok({
        items: [
          certificate(1),
          certificate(2, {
            title: 'GCP 培训 · 结业证书',
            type: 'ACTIVITY',
            posterType: 'GRADUATION_CERTIFICATE',
          }),
        ],
        total: 2,
        page: 1,
        size: 10,
        hasMore: false,
      }),
    )
    server.use(items.handler)
    const runtime = loggedIn()
    renderWithRuntime(<CertificateList />, runtime)

    const first = (await screen.findByText('特应性皮炎系统治疗进展 · 考试合格证书')).closest(
      'li',
    ) as HTMLElement
    expect(within(first).getByText('课程证书')).toBeTruthy()
    expect(within(first).getByText('考试合格证书')).toBeTruthy()
    expect(within(first).getByText('编号 DC2026000001')).toBeTruthy()
    expect(within(first).getByText('2026-11-22')).toBeTruthy()
    const second = screen.getByText('GCP 培训 · 结业证书').closest('li') as HTMLElement
    expect(within(second).getByText('活动证书')).toBeTruthy()
    expect(within(second).getByText('结业证书')).toBeTruthy()
    expect(items.sent).toEqual([{ page: '1', size: '10' }])

    await user.click(within(second).getByRole('button'))
    expect(runtime.visits.at(-1)?.path).toMatch(/certificate-detail\?id=2$/)
  })

  it('with no certificate it shows the empty state', async () => {
    server.use(
      onEndpoint('certificate.items', () => ok({ items: [], total: 0, page: 1, size: 10, hasMore: false }))
        .handler,
    )
    renderWithRuntime(<CertificateList />, loggedIn())
    expect(await screen.findByText('暂无证书')).toBeTruthy()
  })
})

describe('CertificateView', () => {
  it('renders the certificate as a PNG data URL image with 长按图片保存, and 保存图片 downloads it with a file name', async () => {
    server.use(onEndpoint('certificate.detail', () => ok(certificate(1001))).handler)
    const render = vi.spyOn(canvasImage, 'render').mockReturnValue(PNG)
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    renderWithRuntime(<CertificateView id="1001" />, loggedIn())

    const image = (await screen.findByRole('img', { name: /考试合格证书/ })) as HTMLImageElement
    expect(image.getAttribute('src')).toBe(PNG)
    expect(render).toHaveBeenCalledWith(375, 530, expect.any(Function))
    expect(screen.getByText(/长按图片保存/)).toBeTruthy()
    expect(screen.getByText('DC2026001001')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '保存图片' }))
    expect(await screen.findByText('文件已保存到本地下载目录')).toBeTruthy()
    expect(saved).toEqual(['特应性皮炎系统治疗进展_·_考试合格证书-DC2026001001.png'])
  })

  it('the utask variant reads utaskCertificate.detail and names the task', async () => {
    const utask = onEndpoint('utaskCertificate.detail', () =>
      ok({
        id: 1,
        title: '任务完成证书',
        taskId: 1,
        taskTitle: '2026 特应性皮炎患者随访问卷',
        posterType: 'POSTER',
        certificateNo: 'UT2026000001',
        holderName: '李医生',
        issuer: 'DermaCampus 皮肤科成长学院',
        issuedAt: '2026-11-07T08:00:00.000Z',
      }),
    )
    server.use(utask.handler)
    const render = vi.spyOn(canvasImage, 'render').mockReturnValue(PNG)
    renderWithRuntime(<CertificateView id={1} source="utask" />, loggedIn())

    expect(await screen.findByText('2026 特应性皮炎患者随访问卷')).toBeTruthy()
    expect(screen.getByText('关联任务')).toBeTruthy()
    expect(utask.paths).toEqual([{ id: '1' }])
    // The poster template is taller; the image is drawn once its code has loaded, after the text shows.
    await vi.waitFor(() => expect(render).toHaveBeenCalledWith(375, 620, expect.any(Function)), {
      timeout: 4000,
    })
  })

  it('each template writes its heading and the holder on the canvas (结业证书, 考试合格证书, the poster)', () => {
    const written = (posterType: 'GRADUATION_CERTIFICATE' | 'EXAMINATION_CERTIFICATE' | 'POSTER') => {
      const texts: string[] = []
      const context = new Proxy(
        {},
        {
          get: (_target, name) => {
            if (name === 'fillText') return (text: string) => texts.push(text)
            if (name === 'measureText') return (text: string) => ({ width: text.length * 12 })
            if (name === 'createLinearGradient') return () => ({ addColorStop: () => undefined })
            return () => undefined
          },
          set: () => true,
        },
      ) as CanvasRenderingContext2D
      paintPrintable(context, {
        posterType,
        title: 'GCP 培训 · 结业证书',
        holderName: '赵医生',
        certificateNo: 'DC2026000042',
        issuedOn: '2026年11月22日',
        issuer: 'DermaCampus 皮肤科成长学院',
        relatedLabel: '活动',
        relatedTitle: 'GCP 培训',
        score: 90,
      })
      return texts.join('\n')
    }
    expect(written('GRADUATION_CERTIFICATE')).toMatch(/结业证书[\s\S]*赵医生[\s\S]*证书编号：DC2026000042/)
    expect(written('EXAMINATION_CERTIFICATE')).toMatch(/考试合格证书[\s\S]*90 分/)
    expect(written('POSTER')).toMatch(/恭喜 赵医生[\s\S]*编号：DC2026000042/)
  })
})
