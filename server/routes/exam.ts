import { and, count, desc, eq, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm'
import type { examEndpoints } from '../../schemas/api/exam'
import { iso, offsetOf, pageOf } from '../academy/catalogue'
import { windowStatusAt } from '../academy/status'
import { ROLE_GUEST } from '../auth/accounts'
import type { Session } from '../auth/tokens'
import { product } from '../config'
import {
  type AppDb,
  academyCourse,
  account,
  type CertificateType,
  certificate,
  exam,
  examAnswer,
  examAttempt,
  examQuestion,
  type PosterType,
  type QuestionType,
  utaskCertificate,
} from '../db/index'
import { ApiError } from '../errors'
import type { Handlers } from './handler'

type ExamEndpointName = (typeof examEndpoints)[number]['name']

const errors = {
  examNotFound: () => new ApiError(404, 'academy.user.exam.not.found', '该考试不存在'),
  guestForbidden: () => new ApiError(400, 'academy.exam.guest.forbidden', '请先登录医生账号'),
  notStarted: () => new ApiError(400, 'academy.exam.not.started', '考试还未开始'),
  ended: () => new ApiError(400, 'academy.exam.ended', '考试已经结束'),
  attemptNotFound: () => new ApiError(400, 'academy.exam.attempt.not.found', '请先开始考试'),
  answerInvalid: () => new ApiError(400, 'academy.exam.answer.invalid', '答案与试题不符'),
  answersLocked: () => new ApiError(400, 'academy.exam.answers.locked', '交卷后才能查看答案'),
  attemptsUsed: () => new ApiError(400, 'academy.exam.attempts.used', '考试次数已用完'),
  timeUp: () => new ApiError(400, 'academy.exam.time.up', '考试时间已到，本次作答未计分'),
  certificateNotFound: () => new ApiError(404, 'academy.certificate.not.found', '证书不存在'),
  utaskCertificateNotFound: () => new ApiError(404, 'utask.certificate.not.found', '证书不存在'),
}

/** The certificate title's suffix by template. */
const POSTER_TITLES: Record<PosterType, string> = {
  GRADUATION_CERTIFICATE: '结业证书',
  EXAMINATION_CERTIFICATE: '考试合格证书',
  POSTER: '荣誉海报',
}

type ExamRow = typeof exam.$inferSelect

async function examOrThrow(db: AppDb, id: number): Promise<ExamRow> {
  const [row] = await db.select().from(exam).where(eq(exam.id, id))
  if (!row) throw errors.examNotFound()
  return row
}

/** An exam tests a course (its title read from the course) or an activity (its title kept on the exam). */
async function relatedObjectOf(db: AppDb, row: ExamRow) {
  if (row.courseId !== null) {
    const [course] = await db
      .select({ title: academyCourse.title })
      .from(academyCourse)
      .where(eq(academyCourse.id, row.courseId))
    return { type: 'COURSE' as const, id: row.courseId, title: course?.title ?? row.relatedTitle }
  }
  return { type: 'ACTIVITY' as const, id: row.activityId ?? 0, title: row.relatedTitle }
}

/** Visitors of the captcha login may look, not take exams (contract: guests may not take exams). */
function refuseGuest(session: Session): void {
  if (session.roles.includes(ROLE_GUEST)) throw errors.guestForbidden()
}

function refuseOutsideWindow(row: ExamRow, now: Date): void {
  const status = windowStatusAt(row.startTime, row.endTime, now)
  if (status === 'NOT_START') throw errors.notStarted()
  if (status === 'END') throw errors.ended()
}

/** The questions asked, in order: a question retired by a forced publish is out of the paper. */
async function questionsOf(db: AppDb, examId: number) {
  return db
    .select()
    .from(examQuestion)
    .where(and(eq(examQuestion.examId, examId), isNull(examQuestion.retiredAt)))
    .orderBy(examQuestion.sortOrder, examQuestion.id)
}

/** The paper hands itself in when the time is up; this much later a submission is still taken (network). */
const TIME_UP_GRACE_MS = 60_000

/** When an attempt started at `startedAt` is up; null for an exam without a time limit. */
function deadlineOf(row: ExamRow, startedAt: Date): Date | null {
  return row.timeLimitMinutes === null ? null : new Date(startedAt.getTime() + row.timeLimitMinutes * 60_000)
}

const isTimeUp = (row: ExamRow, startedAt: Date, now: Date) => {
  const deadline = deadlineOf(row, startedAt)
  return deadline !== null && now.getTime() > deadline.getTime() + TIME_UP_GRACE_MS
}

type OpenAttempt = { id: number; startedAt: Date }

/**
 * Closes the caller's open attempts whose time is up, unscored (score 0 at their deadline, no answers),
 * and answers the one still open, if any. An attempt left open past its time counts as used.
 */
async function openAttemptOf(
  db: Pick<AppDb, 'select' | 'update'>,
  row: ExamRow,
  accountId: number,
  now: Date,
): Promise<OpenAttempt | undefined> {
  const open = await db
    .select({ id: examAttempt.id, startedAt: examAttempt.startedAt })
    .from(examAttempt)
    .where(
      and(
        eq(examAttempt.examId, row.id),
        eq(examAttempt.accountId, accountId),
        isNull(examAttempt.submittedAt),
      ),
    )
    .orderBy(desc(examAttempt.id))
  for (const attempt of open.filter((item) => isTimeUp(row, item.startedAt, now))) {
    await closeUnscored(db, row, attempt)
  }
  return open.find((item) => !isTimeUp(row, item.startedAt, now))
}

async function closeUnscored(db: Pick<AppDb, 'update'>, row: ExamRow, attempt: OpenAttempt): Promise<void> {
  await db
    .update(examAttempt)
    .set({ score: 0, submittedAt: deadlineOf(row, attempt.startedAt) ?? new Date() })
    .where(and(eq(examAttempt.id, attempt.id), isNull(examAttempt.submittedAt)))
}

/** Attempts the caller started (submitted, open, or closed when their time was up). */
async function attemptsStarted(db: Pick<AppDb, 'select'>, examId: number, accountId: number) {
  const [row] = await db
    .select({ started: count() })
    .from(examAttempt)
    .where(and(eq(examAttempt.examId, examId), eq(examAttempt.accountId, accountId)))
  return row?.started ?? 0
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000')

/** The caller's certificate of an exam, or null. */
async function examCertificateId(
  db: Pick<AppDb, 'select'>,
  examId: number,
  accountId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: certificate.id })
    .from(certificate)
    .where(and(eq(certificate.examId, examId), eq(certificate.accountId, accountId)))
  return row?.id ?? null
}

/** Certificates with their printed details: empty stored fields read as the account, course or product. */
function certificateQuery(db: AppDb, where: SQL | undefined) {
  return db
    .select({
      row: certificate,
      accountName: account.name,
      courseTitle: academyCourse.title,
    })
    .from(certificate)
    .innerJoin(account, eq(account.id, certificate.accountId))
    .leftJoin(
      academyCourse,
      and(eq(certificate.type, sql`'COURSE'`), eq(academyCourse.id, certificate.relatedId)),
    )
    .where(where)
}

function certificateAnswer({
  row,
  accountName,
  courseTitle,
}: {
  row: typeof certificate.$inferSelect
  accountName: string
  courseTitle: string | null
}) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    posterType: row.posterType,
    certificateNo: row.certificateNo,
    holderName: row.holderName || accountName,
    issuer: row.issuer || product.name,
    issuedAt: iso(row.issuedAt),
    relatedObject: {
      type: row.type,
      id: row.relatedId,
      title: row.relatedTitle || courseTitle || row.title,
    },
    examId: row.examId,
    score: row.score,
    imageUrl: row.imageUrl,
  }
}

export const examHandlers: Handlers<ExamEndpointName> = {
  'exam.detail': async ({ params, query, session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    const row = await examOrThrow(db, params.id)
    const related = await relatedObjectOf(db, row)
    // courseExamDetail?routeType=: an exam of the other kind is not the one the link meant.
    if (query.routeType !== undefined && query.routeType !== related.type) throw errors.examNotFound()
    const [questions, [standing], [open], certificateId] = await Promise.all([
      questionsOf(db, row.id),
      db
        .select({
          started: count(),
          submitted: count(examAttempt.submittedAt),
          best: max(examAttempt.score),
        })
        .from(examAttempt)
        .where(and(eq(examAttempt.examId, row.id), eq(examAttempt.accountId, accountId))),
      db
        .select({ id: examAttempt.id, startedAt: examAttempt.startedAt })
        .from(examAttempt)
        .where(
          and(
            eq(examAttempt.examId, row.id),
            eq(examAttempt.accountId, accountId),
            isNull(examAttempt.submittedAt),
          ),
        )
        .orderBy(desc(examAttempt.id))
        .limit(1),
      examCertificateId(db, row.id, accountId),
    ])
    const best = standing?.best ?? null
    // An attempt whose time is up is no longer open (exam.start closes it unscored).
    const stillOpen = open && !isTimeUp(row, open.startedAt, new Date()) ? open : undefined
    const deadline = stillOpen ? deadlineOf(row, stillOpen.startedAt) : null
    const questionTotal = questions.reduce((sum, question) => sum + question.score, 0)
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      relatedObject: related,
      passScore: row.passScore,
      totalScore: questionTotal > 0 ? questionTotal : row.totalScore,
      questionCount: questions.length,
      startTime: iso(row.startTime),
      endTime: iso(row.endTime),
      status: windowStatusAt(row.startTime, row.endTime),
      posterType: row.certificatePosterType,
      bestScore: best,
      attemptCount: standing?.submitted ?? 0,
      passed: best !== null && best >= row.passScore,
      submitted: (standing?.submitted ?? 0) > 0,
      certificateId,
      openAttemptId: stillOpen?.id ?? null,
      openAttemptDeadline: deadline ? iso(deadline) : null,
      timeLimitMinutes: row.timeLimitMinutes,
      maxAttempts: row.maxAttempts,
      attemptsLeft: row.maxAttempts === null ? null : Math.max(0, row.maxAttempts - (standing?.started ?? 0)),
      // Never the answers before a submission: correctKeys and explanation stay on the server.
      questions: questions.map((question) => ({
        id: question.id,
        type: question.type,
        stem: question.stem,
        options: question.options,
        score: question.score,
      })),
    }
  },

  'exam.start': async ({ params, session, database }) => {
    refuseGuest(session)
    const { db } = database
    const accountId = Number(session.userId)
    const row = await examOrThrow(db, params.id)
    const now = new Date()
    refuseOutsideWindow(row, now)
    // One doctor's starts of one exam run one after another, so two at once cannot pass max attempts.
    const attempt = await db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`exam:${row.id}:${accountId}`}, 0))`,
      )
      const open = await openAttemptOf(tx, row, accountId, now)
      if (open) return open
      if (row.maxAttempts !== null && (await attemptsStarted(tx, row.id, accountId)) >= row.maxAttempts) {
        throw errors.attemptsUsed()
      }
      return (
        await tx
          .insert(examAttempt)
          .values({ examId: row.id, accountId })
          .returning({ id: examAttempt.id, startedAt: examAttempt.startedAt })
      )[0]
    })
    if (!attempt) throw new Error('exam attempt insert returned nothing')
    const deadline = deadlineOf(row, attempt.startedAt)
    return {
      attemptId: attempt.id,
      examId: row.id,
      startedAt: iso(attempt.startedAt),
      deadline: deadline ? iso(deadline) : null,
    }
  },

  'exam.submit': async ({ params, body, session, database }) => {
    refuseGuest(session)
    const { db } = database
    const accountId = Number(session.userId)
    const row = await examOrThrow(db, params.id)
    refuseOutsideWindow(row, new Date())
    const questions = await questionsOf(db, row.id)
    const byId = new Map(questions.map((question) => [question.id, question]))
    // A question retired while the paper was open is no longer scored; its answer is not an error.
    const retired = new Set(
      (
        await db
          .select({ id: examQuestion.id })
          .from(examQuestion)
          .where(and(eq(examQuestion.examId, row.id), isNotNull(examQuestion.retiredAt)))
      ).map((question) => question.id),
    )
    const chosen = new Map<number, string[]>()
    for (const answer of body.answers) {
      if (retired.has(answer.questionId)) continue
      const question = byId.get(answer.questionId)
      if (!question) throw errors.answerInvalid()
      const keys = [...new Set(answer.optionKeys)]
      const known = new Set(question.options.map((option) => option.key))
      if (keys.some((key) => !known.has(key))) throw errors.answerInvalid()
      // Single choice and judgment take one option; several is not an answer the screen can send.
      if (question.type !== 'MULTIPLE_CHOICE' && keys.length > 1) throw errors.answerInvalid()
      chosen.set(question.id, keys)
    }
    const results = questions.map((question) => {
      const keys = chosen.get(question.id) ?? []
      // spec: a multiple choice scores only with exactly the right set.
      return { question, keys, answered: keys.length > 0, correct: sameKeys(keys, question.correctKeys) }
    })
    const score = results.reduce((sum, result) => sum + (result.correct ? result.question.score : 0), 0)
    const passed = score >= row.passScore
    const related = await relatedObjectOf(db, row)
    const [holder] = await db.select({ name: account.name }).from(account).where(eq(account.id, accountId))

    const outcome = await db.transaction(async (tx) => {
      const attemptWhere = and(
        eq(examAttempt.examId, row.id),
        eq(examAttempt.accountId, accountId),
        isNull(examAttempt.submittedAt),
        body.attemptId === undefined ? undefined : eq(examAttempt.id, body.attemptId),
      )
      const [open] = await tx
        .select({ id: examAttempt.id, startedAt: examAttempt.startedAt })
        .from(examAttempt)
        .where(attemptWhere)
        .orderBy(desc(examAttempt.id))
        .limit(1)
      if (!open) throw errors.attemptNotFound()
      // Too late: the attempt is closed unscored (kept), and the caller told so after the commit.
      if (isTimeUp(row, open.startedAt, new Date())) {
        await closeUnscored(tx, row, open)
        return undefined
      }
      // Closed only while still open: of two concurrent submissions of one attempt, one wins.
      const [closed] = await tx
        .update(examAttempt)
        .set({ score, submittedAt: sql`now()` })
        .where(and(eq(examAttempt.id, open.id), isNull(examAttempt.submittedAt)))
        .returning({ id: examAttempt.id, submittedAt: examAttempt.submittedAt })
      if (!closed?.submittedAt) throw errors.attemptNotFound()
      if (results.length > 0) {
        await tx.insert(examAnswer).values(
          results.map((result) => ({
            attemptId: closed.id,
            questionId: result.question.id,
            chosenKeys: result.keys,
            correct: result.correct,
          })),
        )
      }
      let certificateId: number | null = null
      let certificateIssued = false
      if (passed) {
        // Once per exam and doctor: the partial unique index certificate_exam_once keeps a second pass
        // (or a concurrent one) from issuing another.
        const type: CertificateType = related.type
        const [issued] = await tx
          .insert(certificate)
          .values({
            accountId,
            title:
              row.certificateTitle ||
              `${related.title || row.title} · ${POSTER_TITLES[row.certificatePosterType]}`,
            issuer: row.certificateIssuer,
            type,
            posterType: row.certificatePosterType,
            relatedId: related.id,
            relatedTitle: related.title,
            holderName: holder?.name ?? '',
            examId: row.id,
            score,
          })
          .onConflictDoNothing()
          .returning({ id: certificate.id })
        certificateIssued = issued !== undefined
        certificateId = issued?.id ?? (await examCertificateId(tx, row.id, accountId))
      }
      return { attemptId: closed.id, submittedAt: closed.submittedAt, certificateId, certificateIssued }
    })
    if (!outcome) throw errors.timeUp()
    return {
      attemptId: outcome.attemptId,
      examId: row.id,
      score,
      totalScore: results.reduce((sum, result) => sum + result.question.score, 0) || row.totalScore,
      passScore: row.passScore,
      passed,
      correctCount: results.filter((result) => result.correct).length,
      questionCount: results.length,
      results: results.map((result) => ({
        questionId: result.question.id,
        answered: result.answered,
        correct: result.correct,
      })),
      certificateId: outcome.certificateId,
      certificateIssued: outcome.certificateIssued,
      submittedAt: iso(outcome.submittedAt),
    }
  },

  'exam.answers': async ({ params, session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    const row = await examOrThrow(db, params.id)
    const [attempt] = await db
      .select({ id: examAttempt.id, score: examAttempt.score, submittedAt: examAttempt.submittedAt })
      .from(examAttempt)
      .where(
        and(
          eq(examAttempt.examId, row.id),
          eq(examAttempt.accountId, accountId),
          isNotNull(examAttempt.submittedAt),
        ),
      )
      .orderBy(desc(examAttempt.submittedAt), desc(examAttempt.id))
      .limit(1)
    // spec: 查看答案 only once the caller has handed in.
    if (!attempt?.submittedAt || attempt.score === null) throw errors.answersLocked()
    const [asked, answers] = await Promise.all([
      db
        .select()
        .from(examQuestion)
        .where(eq(examQuestion.examId, row.id))
        .orderBy(examQuestion.sortOrder, examQuestion.id),
      db.select().from(examAnswer).where(eq(examAnswer.attemptId, attempt.id)),
    ])
    const answerOf = new Map(answers.map((answer) => [answer.questionId, answer]))
    // The questions asked now, and a retired one where this attempt answered it (its score counted it).
    const questions = asked.filter((question) => question.retiredAt === null || answerOf.has(question.id))
    return {
      examId: row.id,
      attemptId: attempt.id,
      score: attempt.score,
      passed: attempt.score >= row.passScore,
      submittedAt: iso(attempt.submittedAt),
      questions: questions.map((question) => {
        const answer = answerOf.get(question.id)
        return {
          id: question.id,
          type: question.type as QuestionType,
          stem: question.stem,
          options: question.options,
          score: question.score,
          correctKeys: question.correctKeys,
          chosenKeys: answer?.chosenKeys ?? [],
          correct: answer?.correct ?? false,
          explanation: question.explanation,
        }
      }),
    }
  },

  'certificate.items': async ({ query, session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    const where = and(
      eq(certificate.accountId, accountId),
      query.type === undefined ? undefined : eq(certificate.type, query.type),
    )
    const [rows, [total]] = await Promise.all([
      certificateQuery(db, where)
        .orderBy(desc(certificate.issuedAt), desc(certificate.id))
        .limit(query.size)
        .offset(offsetOf(query)),
      db.select({ total: count() }).from(certificate).where(where),
    ])
    return pageOf(rows.map(certificateAnswer), total?.total ?? 0, query)
  },

  'certificate.detail': async ({ params, session, database }) => {
    const [row] = await certificateQuery(
      database.db,
      // Another doctor's certificate is answered as missing, not as forbidden (contract: never 403).
      and(eq(certificate.id, params.id), eq(certificate.accountId, Number(session.userId))),
    )
    if (!row) throw errors.certificateNotFound()
    return certificateAnswer(row)
  },

  'utaskCertificate.detail': async ({ params, session, database }) => {
    const [found] = await database.db
      .select({ row: utaskCertificate, accountName: account.name })
      .from(utaskCertificate)
      .innerJoin(account, eq(account.id, utaskCertificate.accountId))
      .where(and(eq(utaskCertificate.id, params.id), eq(utaskCertificate.accountId, Number(session.userId))))
    if (!found) throw errors.utaskCertificateNotFound()
    const { row, accountName } = found
    return {
      id: row.id,
      title: row.title,
      taskId: row.taskId,
      taskTitle: row.taskTitle,
      posterType: row.posterType,
      certificateNo: row.certificateNo,
      holderName: row.holderName || accountName,
      issuer: row.issuer || product.name,
      issuedAt: iso(row.issuedAt),
    }
  },
}
