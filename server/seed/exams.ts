import { and, asc, eq, isNull } from 'drizzle-orm'
import {
  certificate,
  type Database,
  exam,
  examAnswer,
  examAttempt,
  examQuestion,
  utaskCertificate,
} from '../db/index'

/**
 * Exams and certificates demo history (docs/server.md, Exams and certificates). The exams 1–9 with their
 * questions are content: `content/exams/<id>.json`, applied by seedContent (server/seed/content.ts) before
 * this seed runs. What doctors did stays here: 李医生's attempts at exam 2 (72 and 86) and his failed
 * attempt at exam 8 with its answers, the holder details of the academy's certificates 1–3, and the utask
 * certificates. Times are relative to the seed run, inside the exams' windows.
 *
 * Exam 4 is the e2e exam of the new doctor 赵医生 (10011, no attempts): EXAM_4_CORRECT lists the texts
 * of its right options, so a browser test picks them by what is on the screen.
 */

const DAY = 86_400_000
const MINUTE = 60_000
const DEMO_DOCTOR = 10_001
const OTHER_DOCTOR = 10_002

/** 李医生's exam 2 (melanoma-dermoscopy-quiz); exam 8 (vitiligo) is the one he failed once. */
const READING_EXAM = 2
const FAILED_EXAM = 8

/**
 * Exam 4's questions in order (content/exams/atopic-dermatitis-course.json), with the texts of their right
 * options: the e2e test of 赵医生 picks these by their visible text (a judgment's are 正确 / 错误).
 */
export const EXAM_4_CORRECT: readonly { readonly stem: string; readonly correct: readonly string[] }[] = [
  { stem: '度普利尤单抗（dupilumab）的作用靶点是？', correct: ['IL-4Rα（IL-4/IL-13 共同受体亚基）'] },
  { stem: '以下哪些属于中重度特应性皮炎的系统治疗？', correct: ['度普利尤单抗', '阿布昔替尼', '环孢素'] },
  { stem: '口服 JAK 抑制剂治疗前应筛查结核、乙肝等感染。', correct: ['正确'] },
  { stem: 'EASI 评分主要用于评估什么？', correct: ['特应性皮炎的严重程度'] },
  { stem: '特应性皮炎患儿一律不能使用系统治疗。', correct: ['错误'] },
]

/** The history rows of this seed, with times relative to `now`. */
export function examSeed(now: Date = new Date()) {
  const at = (days: number, minutes = 0) => new Date(now.getTime() + days * DAY + minutes * MINUTE)
  // 李医生 failed exam 2 once, then passed it (certificate 2 of the academy seed).
  const readingAttempts: (typeof examAttempt.$inferInsert)[] = [
    { examId: READING_EXAM, accountId: DEMO_DOCTOR, score: 72, startedAt: at(-4, -20), submittedAt: at(-4) },
    { examId: READING_EXAM, accountId: DEMO_DOCTOR, score: 86, startedAt: at(-2, -20), submittedAt: at(-2) },
  ]
  const failedAttempt = { startedAt: at(-3, -10), submittedAt: at(-3) }
  const utaskCertificates: (typeof utaskCertificate.$inferInsert)[] = [
    {
      id: 1,
      accountId: DEMO_DOCTOR,
      taskId: 1,
      taskTitle: '2026 特应性皮炎患者随访问卷',
      title: '任务完成证书',
      posterType: 'GRADUATION_CERTIFICATE',
      issuedAt: at(-15),
    },
    {
      id: 2,
      accountId: DEMO_DOCTOR,
      taskId: 4,
      taskTitle: '皮肤科青年医师学术沙龙（上海站）',
      title: '参会证明',
      posterType: 'POSTER',
      issuedAt: at(-40),
    },
    {
      id: 3,
      accountId: OTHER_DOCTOR,
      taskId: 2,
      taskTitle: '银屑病患者招募',
      title: '任务完成证书',
      posterType: 'GRADUATION_CERTIFICATE',
      issuedAt: at(-5),
    },
  ]
  return { readingAttempts, failedAttempt, utaskCertificates }
}

/** Holder details for issue 4's certificates (the columns came with 0007), filled only while empty. */
const issue4CertificateTitles: readonly { id: number; relatedTitle: string }[] = [
  { id: 1, relatedTitle: '白癜风诊疗规范' },
  { id: 2, relatedTitle: '皮肤镜下黑色素瘤识别' },
  { id: 3, relatedTitle: '银屑病诊疗专区学术活动' },
]

/** Rows seedExams inserted on this run: all zero when the history was already there. */
export interface ExamSeedReport {
  readonly attempts: number
  readonly answers: number
  readonly utaskCertificates: number
}

/** Whether the doctor has no attempt at the exam yet (attempts have no natural key) and the exam exists. */
async function noAttemptYet(database: Database, examId: number, accountId: number): Promise<boolean> {
  const { db } = database
  const [present] = await db.select({ id: exam.id }).from(exam).where(eq(exam.id, examId)).limit(1)
  if (!present) return false
  const [existing] = await db
    .select({ id: examAttempt.id })
    .from(examAttempt)
    .where(and(eq(examAttempt.examId, examId), eq(examAttempt.accountId, accountId)))
    .limit(1)
  return !existing
}

/**
 * Inserts the missing exam history and answers how many rows went in. Needs the demo accounts, the academy
 * seed (certificates 1–3) and seedContent (the exams and their questions) first.
 */
export async function seedExams(database: Database, now: Date = new Date()): Promise<ExamSeedReport> {
  const { db } = database
  const seed = examSeed(now)
  for (const { id, relatedTitle } of issue4CertificateTitles) {
    await db
      .update(certificate)
      .set({ relatedTitle })
      .where(and(eq(certificate.id, id), eq(certificate.relatedTitle, '')))
  }
  let attempts = 0
  let answers = 0
  if (await noAttemptYet(database, READING_EXAM, DEMO_DOCTOR)) {
    const inserted = await db
      .insert(examAttempt)
      .values(seed.readingAttempts)
      .returning({ id: examAttempt.id })
    attempts += inserted.length
  }
  // 李医生 failed exam 8 once (answers kept, so 查看答案 has his choices): right on the first three
  // questions only (39 of 100).
  if (await noAttemptYet(database, FAILED_EXAM, DEMO_DOCTOR)) {
    const questions = await db
      .select({
        id: examQuestion.id,
        type: examQuestion.type,
        correctKeys: examQuestion.correctKeys,
        score: examQuestion.score,
      })
      .from(examQuestion)
      .where(and(eq(examQuestion.examId, FAILED_EXAM), isNull(examQuestion.retiredAt)))
      .orderBy(asc(examQuestion.sortOrder))
    const chosen = questions.map((question, index) =>
      index < 3
        ? [...question.correctKeys]
        : question.type === 'JUDGMENT'
          ? [question.correctKeys[0] === 'T' ? 'F' : 'T']
          : ['D'],
    )
    const score = questions.slice(0, 3).reduce((sum, question) => sum + question.score, 0)
    const [attempt] =
      questions.length > 0
        ? await db
            .insert(examAttempt)
            .values({ examId: FAILED_EXAM, accountId: DEMO_DOCTOR, score, ...seed.failedAttempt })
            .returning({ id: examAttempt.id })
        : []
    if (attempt) {
      attempts += 1
      const rows = await db
        .insert(examAnswer)
        .values(
          questions.map((question, index) => ({
            attemptId: attempt.id,
            questionId: question.id,
            chosenKeys: chosen[index] ?? [],
            correct: index < 3,
          })),
        )
        .returning({ id: examAnswer.questionId })
      answers += rows.length
    }
  }
  const utask = await db
    .insert(utaskCertificate)
    .values(seed.utaskCertificates)
    .onConflictDoNothing()
    .returning({ id: utaskCertificate.id })
  return { attempts, answers, utaskCertificates: utask.length }
}
