import type { Meta, StoryObj } from '@storybook/react-vite'
import ExamPaper from '@/widgets/exam-paper/exam-paper'
import { examAnswers, examDetail, examResult } from './exam-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const doctor = { loginInfo: { token: 'story-token', name: '赵医生' } }
const answers = {
  'exam.detail': examDetail(),
  'exam.start': { attemptId: 9, examId: 4, startedAt: new Date().toISOString(), deadline: null },
  'exam.submit': (params: Record<string, unknown>) => examResult(params),
  'exam.answers': examAnswers,
}

const meta = {
  title: 'Learning/ExamPaper',
  component: ExamPaper,
  ...widgetDocs('ExamPaper'),
  args: { ...runtimeArgs(), id: 4 },
  decorators: [withRuntime({ ...doctor, api: answers })],
} satisfies Meta<typeof ExamPaper>

export default meta
type Story = StoryObj<typeof meta>

/** The intro of an open exam: 开始考试 → one question per screen → 交卷 → result → 查看答案 / 重新考试. */
export const Open: Story = {}

/** Taken before: best score, 查看答案 and 重新考试. */
export const TakenBefore: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: { ...answers, 'exam.detail': examDetail({ bestScore: 40, attemptCount: 1, submitted: true }) },
    }),
  ],
}

/** Passed: 查看证书 on the intro. */
export const Passed: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        ...answers,
        'exam.detail': examDetail({
          bestScore: 100,
          attemptCount: 1,
          submitted: true,
          passed: true,
          certificateId: 1001,
        }),
      },
    }),
  ],
}

/** The GCP exam of an activity (courseExamDetail routeType ACTIVITY). */
export const ActivityExam: Story = {
  args: { id: 3, routeType: 'ACTIVITY' },
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        ...answers,
        'exam.detail': examDetail({
          id: 3,
          title: 'GCP培训结业考试',
          description: '完成 GCP 培训全部课程后参加。60 分及格，通过后颁发结业证书。',
          relatedObject: { type: 'ACTIVITY', id: 5, title: 'GCP 培训' },
          posterType: 'GRADUATION_CERTIFICATE',
        }),
      },
    }),
  ],
}

/** Before its window: 考试还未开始. */
export const NotStarted: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        ...answers,
        'exam.detail': examDetail({
          status: 'NOT_START',
          startTime: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        }),
      },
    }),
  ],
}

/** A 30-minute paper with 3 attempts, 2 left: the facts on the intro, a countdown on the paper. */
export const TimedWithAttempts: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        ...answers,
        'exam.detail': examDetail({ timeLimitMinutes: 30, maxAttempts: 3, attemptsLeft: 2 }),
        'exam.start': () => ({
          attemptId: 9,
          examId: 4,
          startedAt: new Date().toISOString(),
          deadline: new Date(Date.now() + 30 * 60_000).toISOString(),
        }),
      },
    }),
  ],
}

/** Every attempt used: 考试次数已用完. */
export const AttemptsUsed: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        ...answers,
        'exam.detail': examDetail({
          maxAttempts: 2,
          attemptsLeft: 0,
          attemptCount: 2,
          bestScore: 40,
          submitted: true,
        }),
      },
    }),
  ],
}

/** After its window: 考试已经结束. */
export const Ended: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        ...answers,
        'exam.detail': examDetail({
          status: 'END',
          endTime: new Date(Date.now() - 10 * 86_400_000).toISOString(),
        }),
      },
    }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'exam.detail': pending } })],
}

export const NotFound: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: { 'exam.detail': refused(404, 'academy.user.exam.not.found', '该考试不存在') },
    }),
  ],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'exam.detail': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
