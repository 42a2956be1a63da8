import Button from 'antd-mobile/es/components/button'
import ProgressBar from 'antd-mobile/es/components/progress-bar'
import Skeleton from 'antd-mobile/es/components/skeleton'
import dayjs from 'dayjs'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '@/runtime/api'
import { useRead, useWrite } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { Dialog, ErrorBlock } from '@/runtime/ui'
import { reads } from './exam-paper.data'
import styles from './exam-paper.module.css'
import type { schema } from './exam-paper.schema'

export type ExamPaperProps = WidgetProps<typeof schema>

type QuestionType = 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'JUDGMENT'
interface Option {
  key: string
  text: string
}
interface Question {
  id: number
  type: QuestionType
  stem: string
  options: Option[]
  score: number
}
interface ExamDetail {
  id: number
  title: string
  description: string
  relatedObject: { type: 'COURSE' | 'ACTIVITY'; id: number; title: string }
  passScore: number
  totalScore: number
  questionCount: number
  startTime: string
  endTime: string
  status: 'NOT_START' | 'START' | 'END'
  bestScore: number | null
  attemptCount: number
  passed: boolean
  submitted: boolean
  certificateId: number | null
  openAttemptId: number | null
  /** When the open attempt's time is up; null without one or without a time limit. */
  openAttemptDeadline?: string | null
  timeLimitMinutes?: number | null
  maxAttempts?: number | null
  /** Attempts the caller may still start; null: no limit. */
  attemptsLeft?: number | null
  questions: Question[]
}
interface ExamResult {
  attemptId: number
  score: number
  totalScore: number
  passScore: number
  passed: boolean
  correctCount: number
  questionCount: number
  results: { questionId: number; answered: boolean; correct: boolean }[]
  certificateId: number | null
  certificateIssued: boolean
}
interface AnswerKey {
  score: number
  passed: boolean
  questions: (Question & {
    correctKeys: string[]
    chosenKeys: string[]
    correct: boolean
    explanation: string
  })[]
}

/** spec §3 question types, as a candidate reads them. */
const TYPE_LABELS: Record<QuestionType, string> = {
  SINGLE_CHOICE: '单选题',
  MULTIPLE_CHOICE: '多选题',
  JUDGMENT: '判断题',
}
const STATUS_LABELS: Record<ExamDetail['status'], string> = {
  NOT_START: '未开始',
  START: '进行中',
  END: '已结束',
}
const RELATED_LABELS = { COURSE: '课程', ACTIVITY: '活动' } as const

type Phase = 'intro' | 'paper' | 'result' | 'answers'

/** mm:ss of what is left, never below 0. */
const clockText = (milliseconds: number) => {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000))
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
}

const timeText = (value: string) => {
  const time = dayjs(value)
  return time.isValid() ? time.format('YYYY-MM-DD HH:mm') : ''
}

/**
 * An exam from intro to answers (spec §3 question types; tracking exam_start / exam_submit /
 * exam_see_answer / exam_restart). The server never sends answers before a submission, so the paper
 * only knows what was chosen; the result and 查看答案 come from exam.submit and exam.answers. The exam is a
 * fresh read: after the doctor returns, the button that starts an attempt waits for it.
 */
export default function ExamPaper({
  id,
  routeType = '',
  certificateRoute = 'certificateDetail',
}: ExamPaperProps & Partial<WidgetRuntimeProps>) {
  const { navigator, tracker } = useRuntime()
  const examId = Number(id)
  const valid = Number.isInteger(examId) && examId > 0
  // courseExamDetail?routeType=: only the two kinds the server knows; anything else asks any exam.
  const kind = String(routeType ?? '').toUpperCase()
  const examProps = {
    id: valid ? examId : undefined,
    routeType: kind === 'COURSE' || kind === 'ACTIVITY' ? kind : undefined,
  }
  const { answer, reload, awaitingFresh } = useRead<ExamDetail>(reads.exam, { props: examProps })
  const exam = answer.status === 'ready' ? answer.data : null
  const starting = useWrite('exam.start')
  const submission = useWrite('exam.submit')
  const [phase, setPhase] = useState<Phase>('intro')
  // exam.start's and exam.submit's answers: the attempt on the paper (its id for 交卷) and its score. No
  // read answers them; exam.detail's standing (best score, attempts left) is refreshed by the cache.
  const [attemptId, setAttemptId] = useState<number | null>(null)
  const [result, setResult] = useState<ExamResult | null>(null)
  const [index, setIndex] = useState(0)
  const [chosen, setChosen] = useState<Record<number, string[]>>({})
  const [confirming, setConfirming] = useState(false)
  // 查看答案 asks for exam.answers; the answers phase opens once the answer asked for then is in.
  const [answersAsked, setAnswersAsked] = useState(false)
  const answers = useRead<AnswerKey>(reads.answers, {
    props: { id: examProps.id },
    enabled: answersAsked || phase === 'answers',
  })
  const answerKey = answers.answer.status === 'ready' ? answers.answer.data : null
  const answersBusy = answersAsked && (answers.answer.status === 'loading' || answers.refreshing)
  /** The render before the ask reaches the cache still shows what it held: wait to see the ask under way. */
  const answersUnderWay = useRef(false)
  /** When the attempt on the paper is up (epoch ms); null: no time limit. */
  const [deadline, setDeadline] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const handInAtTimeUp = useRef<() => void>(() => {})

  useEffect(() => {
    if (!answersAsked) return
    if (answersBusy) {
      answersUnderWay.current = true
      return
    }
    if (!answersUnderWay.current) return
    answersUnderWay.current = false
    setAnswersAsked(false)
    // A failure has been toasted by the API client; 查看答案 can be tapped again.
    if (answers.answer.status !== 'ready') return
    tracker?.event('exam_see_answer', { examId: String(examId) })
    setPhase('answers')
    window.scrollTo?.(0, 0)
  }, [answersAsked, answersBusy, answers.answer.status, tracker, examId])

  const begin = async (restart: boolean) => {
    if (!exam) return
    try {
      // Resolves once exam.detail shows the open attempt.
      const attempt = await starting.write<{ attemptId: number; deadline?: string | null }>({ id: exam.id })
      tracker?.event(restart ? 'exam_restart' : 'exam_start', {
        examId: String(exam.id),
        attemptId: String(attempt.attemptId),
      })
      setAttemptId(attempt.attemptId)
      setDeadline(attempt.deadline ? Date.parse(attempt.deadline) : null)
      setNow(Date.now())
      setChosen({})
      setIndex(0)
      setResult(null)
      setPhase('paper')
    } catch {
      // Toasted by the API client (考试还未开始, 考试已经结束, 请先登录医生账号...).
    }
  }

  const submit = async () => {
    if (!exam) return
    setConfirming(false)
    try {
      const answers = exam.questions
        .filter((question) => (chosen[question.id]?.length ?? 0) > 0)
        .map((question) => ({ questionId: question.id, optionKeys: chosen[question.id] ?? [] }))
      const body: Record<string, unknown> = { id: exam.id, answers }
      if (attemptId !== null) body.attemptId = attemptId
      // Resolves once exam.detail shows the new standing (best score, attempts left, certificate).
      const outcome = await submission.write<ExamResult>(body)
      tracker?.event('exam_submit', {
        examId: String(exam.id),
        attemptId: String(outcome.attemptId),
        score: outcome.score,
        passed: outcome.passed,
      })
      setResult(outcome)
      setPhase('result')
    } catch (error) {
      // Toasted by the API client; the paper stays as it was, unless its time is up: the server closed
      // the attempt unscored, so back to the intro with the attempts left (the refused write has asked
      // for the exam again).
      if (error instanceof ApiError && error.code === 'academy.exam.time.up') setPhase('intro')
    }
  }

  const seeAnswers = () => {
    if (!exam || answersBusy) return
    answersUnderWay.current = false
    setAnswersAsked(true)
  }

  const handIn = () => {
    if (!exam) return
    const unanswered = exam.questions.filter((question) => (chosen[question.id]?.length ?? 0) === 0).length
    if (unanswered > 0) setConfirming(true)
    else void submit()
  }

  const openCertificate = (certificateId: number) => navigator.push(certificateRoute, { id: certificateId })

  // The paper hands itself in when its time is up (the server takes it up to a minute later).
  handInAtTimeUp.current = () => {
    if (!submission.busy) void submit()
  }
  const timed = phase === 'paper' && deadline !== null
  useEffect(() => {
    if (!timed || deadline === null) return
    const tick = window.setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= deadline) {
        window.clearInterval(tick)
        handInAtTimeUp.current()
      }
    }, 1000)
    return () => window.clearInterval(tick)
  }, [timed, deadline])

  if (answer.status === 'loading') {
    return (
      <section className={styles.screen} role="status" aria-busy="true" aria-label="考试加载中">
        <span className={styles.visuallyHidden}>正在加载考试…</span>
        <div className={styles.card}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      </section>
    )
  }
  // academy.user.exam.not.found is quiet (spec §8): the screen says so itself.
  if (answer.status === 'missing') {
    return (
      <section className={styles.state}>
        <ErrorBlock status="empty" title="考试不存在" description="该考试不存在或已下线" fullPage={false} />
      </section>
    )
  }
  if (answer.status === 'error' || !exam) {
    return (
      <section className={styles.state}>
        <ErrorBlock
          status="disconnected"
          title="考试加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
          重试
        </Button>
      </section>
    )
  }

  const unansweredCount = exam.questions.filter((question) => (chosen[question.id]?.length ?? 0) === 0).length

  if (phase === 'paper') {
    const question = exam.questions[index]
    if (!question) return null
    const picked = chosen[question.id] ?? []
    const multiple = question.type === 'MULTIPLE_CHOICE'
    const choose = (key: string) =>
      setChosen((all) => {
        const current = all[question.id] ?? []
        const next = multiple
          ? current.includes(key)
            ? current.filter((item) => item !== key)
            : [...current, key].sort()
          : [key]
        return { ...all, [question.id]: next }
      })
    const last = index === exam.questions.length - 1
    return (
      <section className={styles.screen}>
        <header className={styles.paperHead}>
          <p className={styles.paperTitle}>{exam.title}</p>
          <div className={styles.progressRow}>
            <span className={styles.progressText} aria-live="polite">
              第 {index + 1} / {exam.questions.length} 题
            </span>
            {deadline !== null ? (
              <span className={styles.timer} role="timer" aria-label="剩余时间">
                剩余 {clockText(deadline - now)}
              </span>
            ) : null}
            <span className={styles.progressHint}>已答 {exam.questions.length - unansweredCount} 题</span>
          </div>
          <ProgressBar
            percent={((index + 1) / exam.questions.length) * 100}
            className={styles.progress}
            aria-hidden="true"
          />
        </header>
        <article className={styles.card} aria-label={`第 ${index + 1} 题`}>
          <div className={styles.questionHead}>
            <span className={`${styles.typeTag} ${styles[question.type] ?? ''}`}>
              {TYPE_LABELS[question.type]}
            </span>
            <span className={styles.points}>{question.score} 分</span>
          </div>
          <h2 className={styles.stem}>{question.stem}</h2>
          {multiple ? <p className={styles.hint}>请选择所有正确的选项</p> : null}
          <fieldset className={question.type === 'JUDGMENT' ? styles.judgment : styles.options}>
            <legend className={styles.visuallyHidden}>{TYPE_LABELS[question.type]}</legend>
            {question.options.map((option) => {
              const selected = picked.includes(option.key)
              return (
                <label key={option.key} className={`${styles.option} ${selected ? styles.selected : ''}`}>
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`question-${question.id}`}
                    value={option.key}
                    checked={selected}
                    onChange={() => choose(option.key)}
                    className={styles.visuallyHidden}
                  />
                  {question.type === 'JUDGMENT' ? (
                    <span className={styles.judgmentMark} aria-hidden="true">
                      {option.text === '正确' ? '✓' : '✕'}
                    </span>
                  ) : (
                    <span className={multiple ? styles.checkKey : styles.radioKey} aria-hidden="true">
                      {option.key}
                    </span>
                  )}
                  <span className={styles.optionText}>{option.text}</span>
                </label>
              )
            })}
          </fieldset>
        </article>
        <nav className={styles.sheet} aria-label="答题卡">
          {exam.questions.map((item, position) => (
            <button
              key={item.id}
              type="button"
              aria-label={`跳到第 ${position + 1} 题${(chosen[item.id]?.length ?? 0) > 0 ? '（已答）' : ''}`}
              aria-current={position === index ? 'step' : undefined}
              className={`${styles.dot} ${(chosen[item.id]?.length ?? 0) > 0 ? styles.dotDone : ''} ${position === index ? styles.dotCurrent : ''}`}
              onClick={() => setIndex(position)}
            >
              {position + 1}
            </button>
          ))}
        </nav>
        <footer className={styles.footer}>
          <Button
            shape="rounded"
            disabled={index === 0}
            onClick={() => setIndex((value) => Math.max(0, value - 1))}
          >
            上一题
          </Button>
          {last ? (
            <Button color="primary" shape="rounded" loading={submission.busy} onClick={handIn}>
              交卷
            </Button>
          ) : (
            <Button color="primary" shape="rounded" onClick={() => setIndex((value) => value + 1)}>
              下一题
            </Button>
          )}
        </footer>
        {!last ? (
          <button type="button" className={styles.handInLink} onClick={handIn} disabled={submission.busy}>
            交卷
          </button>
        ) : null}
        <Dialog
          visible={confirming}
          title="确定交卷吗？"
          content={`还有 ${unansweredCount} 题未作答，交卷后未作答的题目不得分。`}
          closeOnMaskClick
          onClose={() => setConfirming(false)}
          actions={[
            [
              { key: 'cancel', text: '继续答题', onClick: () => setConfirming(false) },
              { key: 'confirm', text: '确定交卷', bold: true, onClick: () => void submit() },
            ],
          ]}
        />
      </section>
    )
  }

  const attemptsLeft = exam.attemptsLeft ?? null
  const canRestart = exam.status === 'START' && (attemptsLeft === null || attemptsLeft > 0)

  if (phase === 'result' && result) {
    return (
      <section className={styles.screen}>
        <div className={`${styles.card} ${styles.result}`}>
          <div className={`${styles.scoreRing} ${result.passed ? styles.pass : styles.fail}`}>
            <strong className={styles.score}>{result.score}</strong>
            <span className={styles.scoreUnit}>分</span>
          </div>
          <p className={`${styles.verdict} ${result.passed ? styles.passText : styles.failText}`}>
            {result.passed ? '通过' : '未通过'}
          </p>
          <p className={styles.resultLine}>
            答对 {result.correctCount} / {result.questionCount} 题 · 及格分 {result.passScore} · 总分{' '}
            {result.totalScore}
          </p>
          {result.passed && result.certificateId !== null ? (
            <p className={styles.resultNote}>
              {result.certificateIssued ? '恭喜通过考试，证书已颁发' : '你已获得本考试证书'}
            </p>
          ) : null}
          {!result.passed ? <p className={styles.resultNote}>再接再厉，查看答案后可重新考试</p> : null}
          <div className={styles.resultActions}>
            {result.certificateId !== null ? (
              <Button
                block
                color="primary"
                shape="rounded"
                onClick={() => openCertificate(result.certificateId as number)}
              >
                查看证书
              </Button>
            ) : null}
            <Button block shape="rounded" loading={answersBusy} onClick={seeAnswers}>
              查看答案
            </Button>
            {canRestart ? (
              <Button
                block
                shape="rounded"
                fill="outline"
                color="primary"
                loading={starting.busy || awaitingFresh}
                onClick={() => void begin(true)}
              >
                重新考试
              </Button>
            ) : null}
          </div>
        </div>
      </section>
    )
  }

  if (phase === 'answers' && answerKey) {
    return (
      <section className={styles.screen}>
        <div className={styles.answersHead}>
          <span>
            本次得分 <strong>{answerKey.score}</strong> 分
          </span>
          <span className={answerKey.passed ? styles.passText : styles.failText}>
            {answerKey.passed ? '通过' : '未通过'}
          </span>
        </div>
        <ol className={styles.answerList}>
          {answerKey.questions.map((question, position) => (
            <li key={question.id} className={styles.card} aria-label={`第 ${position + 1} 题解析`}>
              <div className={styles.questionHead}>
                <span className={`${styles.typeTag} ${styles[question.type] ?? ''}`}>
                  {position + 1}. {TYPE_LABELS[question.type]}
                </span>
                <span className={question.correct ? styles.markRight : styles.markWrong}>
                  {question.correct ? '回答正确' : question.chosenKeys.length === 0 ? '未作答' : '回答错误'}
                </span>
              </div>
              <p className={styles.stem}>{question.stem}</p>
              <ul className={styles.answerOptions}>
                {question.options.map((option) => {
                  const right = question.correctKeys.includes(option.key)
                  const picked = question.chosenKeys.includes(option.key)
                  return (
                    <li
                      key={option.key}
                      className={`${styles.answerOption} ${right ? styles.optionRight : ''} ${picked && !right ? styles.optionWrong : ''}`}
                    >
                      <span className={styles.answerKey} aria-hidden="true">
                        {right ? '✓' : picked ? '✕' : option.key}
                      </span>
                      <span className={styles.optionText}>{option.text}</span>
                      {right ? <span className={styles.answerTag}>正确答案</span> : null}
                      {picked ? <span className={styles.answerTagMine}>你的选择</span> : null}
                    </li>
                  )
                })}
              </ul>
              {question.explanation ? (
                <p className={styles.explanation}>
                  <strong>解析：</strong>
                  {question.explanation}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        <footer className={styles.footer}>
          <Button shape="rounded" onClick={() => setPhase(result ? 'result' : 'intro')}>
            {result ? '返回成绩' : '返回'}
          </Button>
          {canRestart ? (
            <Button
              color="primary"
              shape="rounded"
              loading={starting.busy || awaitingFresh}
              onClick={() => void begin(true)}
            >
              重新考试
            </Button>
          ) : null}
        </footer>
      </section>
    )
  }

  // The intro.
  const startLabel = exam.openAttemptId !== null ? '继续考试' : exam.submitted ? '重新考试' : '开始考试'
  return (
    <section className={styles.screen}>
      <div className={`${styles.card} ${styles.intro}`}>
        <div className={styles.introHead}>
          <span className={`${styles.statusTag} ${styles[exam.status] ?? ''}`}>
            {STATUS_LABELS[exam.status]}
          </span>
          {exam.relatedObject.title ? (
            <span className={styles.related}>
              {RELATED_LABELS[exam.relatedObject.type]} · {exam.relatedObject.title}
            </span>
          ) : null}
        </div>
        <h1 className={styles.title}>{exam.title}</h1>
        {exam.description ? <p className={styles.description}>{exam.description}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>题目数量</dt>
            <dd>{exam.questionCount} 题</dd>
          </div>
          <div>
            <dt>及格分</dt>
            <dd>{exam.passScore} 分</dd>
          </div>
          <div>
            <dt>总分</dt>
            <dd>{exam.totalScore} 分</dd>
          </div>
          {exam.timeLimitMinutes ? (
            <div>
              <dt>考试时长</dt>
              <dd>{exam.timeLimitMinutes} 分钟</dd>
            </div>
          ) : null}
          {exam.maxAttempts && attemptsLeft !== null ? (
            <div>
              <dt>剩余次数</dt>
              <dd>
                {attemptsLeft} / {exam.maxAttempts} 次
              </dd>
            </div>
          ) : null}
          <div>
            <dt>最高分</dt>
            <dd>{exam.bestScore === null ? '暂无' : `${exam.bestScore} 分`}</dd>
          </div>
        </dl>
        <p className={styles.window}>
          考试时间：{timeText(exam.startTime)} 至 {timeText(exam.endTime)}
        </p>
        {exam.passed ? <p className={styles.passedNote}>你已通过本考试</p> : null}
      </div>
      <div className={styles.introActions}>
        {awaitingFresh ? (
          // Back on the screen: the window, the open attempt and the attempts left are asked again.
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            loading
            disabled
            data-testid="exam-start-waiting"
          />
        ) : exam.status === 'START' && exam.openAttemptId === null && attemptsLeft === 0 ? (
          <Button block size="large" shape="rounded" disabled>
            考试次数已用完
          </Button>
        ) : exam.status === 'START' ? (
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            loading={starting.busy}
            disabled={exam.questions.length === 0}
            onClick={() => void begin(exam.submitted && exam.openAttemptId === null)}
          >
            {startLabel}
          </Button>
        ) : (
          <Button block size="large" shape="rounded" disabled>
            {exam.status === 'NOT_START' ? '考试还未开始' : '考试已经结束'}
          </Button>
        )}
        {exam.certificateId !== null ? (
          <Button
            block
            shape="rounded"
            fill="outline"
            color="primary"
            onClick={() => openCertificate(exam.certificateId as number)}
          >
            查看证书
          </Button>
        ) : null}
        {exam.submitted ? (
          <Button block shape="rounded" loading={answersBusy} onClick={seeAnswers}>
            查看答案
          </Button>
        ) : null}
      </div>
    </section>
  )
}
