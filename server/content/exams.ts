import { type ExamContent, type ExamQuestionContent, JUDGMENT_OPTIONS } from '../../schemas/content/index'
import type { SqlExecutor } from '../db/index'
import { type ApplyOptions, type ApplyReport, keyOf, type Row, same, setKey } from './shared'

/**
 * Exams (content/exams): the exam with its certificate template and its questions, keyed by the exam's
 * id and `<exam>/<question>`. Attempts, answers, scores and certificates are never touched. Refused unless
 * forced, because scores would no longer add up: removing a question doctors answered (forced: retired,
 * out of the paper, answers kept), changing its type, options, right answer or score (forced: the old
 * question retired with its answers, the new one asked in its place); fewer attempts than a doctor used
 * (forced: that doctor has none left); another pass mark once certificates were issued (forced: they are
 * kept). An exam a version no longer has is left as it is.
 */
export async function applyExams(
  tx: SqlExecutor,
  exams: readonly ExamContent[],
  options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  for (const exam of exams) await applyExam(tx, exam, options, report)
}

const totalOf = (exam: ExamContent) => exam.questions.reduce((sum, question) => sum + question.score, 0)

async function applyExam(
  tx: SqlExecutor,
  exam: ExamContent,
  options: ApplyOptions,
  report: ApplyReport,
): Promise<void> {
  const where = `exams/${exam.id}`
  const columns = {
    title: exam.title,
    description: exam.description ?? '',
    course_id: exam.course ?? null,
    activity_id: exam.activity?.id ?? null,
    related_title: exam.activity?.title ?? '',
    start_time: new Date(exam.start),
    end_time: new Date(exam.end),
    pass_score: exam.passMark,
    // Kept in step with the questions asked (exam.items and the GCP training card read them).
    total_score: totalOf(exam),
    question_count: exam.questions.length,
    time_limit_minutes: exam.timeLimitMinutes ?? null,
    max_attempts: exam.attempts ?? null,
    certificate_poster_type: exam.certificate?.template ?? 'EXAMINATION_CERTIFICATE',
    certificate_title: exam.certificate?.title ?? '',
    certificate_issuer: exam.certificate?.issuer ?? '',
  }
  const names = Object.keys(columns)
  const values = Object.values(columns)

  let examId = (await keyOf(tx, 'exams', exam.id)) ?? exam.number
  const [existing] = examId
    ? await tx.query<Row>('SELECT * FROM exam WHERE id = $1 FOR UPDATE', [examId])
    : []
  if (existing && examId) {
    await refuseBreakingLimits(tx, exam, examId, existing, where, report)
    const changed = names.filter((name, index) => {
      const before = existing[name]
      const after = values[index]
      if (before instanceof Date && after instanceof Date) return before.getTime() !== after.getTime()
      return !same(before, after)
    })
    if (changed.length > 0) {
      await tx.query(
        `UPDATE exam SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')} WHERE id = $1`,
        [examId, ...values],
      )
      report.changes.push(`${where}: changed ${changed.join(', ')}`)
    }
  } else {
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO exam (${examId ? 'id, ' : ''}${names.join(', ')})
       VALUES (${examId ? '$1, ' : ''}${names.map((_, index) => `$${index + (examId ? 2 : 1)}`).join(', ')})
       RETURNING id`,
      examId ? [examId, ...values] : values,
    )
    examId = Number(inserted?.id)
    report.changes.push(
      `${where}: new exam ${examId} "${exam.title}" (${exam.questions.length} questions, ${totalOf(exam)} points)`,
    )
  }
  await setKey(tx, 'exams', exam.id, examId)
  await applyQuestions(tx, exam, examId, options, where, report)
}

/** Fewer attempts than a doctor used; another pass mark once certificates were issued. */
async function refuseBreakingLimits(
  tx: SqlExecutor,
  exam: ExamContent,
  examId: number,
  existing: Row,
  where: string,
  report: ApplyReport,
): Promise<void> {
  const before = existing.max_attempts === null ? Number.POSITIVE_INFINITY : Number(existing.max_attempts)
  if (exam.attempts !== undefined && exam.attempts < before) {
    const [used] = await tx.query<{ most: string | null }>(
      `SELECT max(started) AS most FROM
         (SELECT count(*) AS started FROM exam_attempt WHERE exam_id = $1 GROUP BY account_id) AS per_doctor`,
      [examId],
    )
    const most = Number(used?.most ?? 0)
    if (most > exam.attempts) {
      report.refusals.push(
        `${where}: ${exam.attempts} attempt${exam.attempts === 1 ? '' : 's'} is fewer than the ${most} a doctor already used; raise it, or publish with --force (that doctor has none left)`,
      )
    }
  }
  if (exam.passMark !== Number(existing.pass_score)) {
    const [issued] = await tx.query<{ count: string }>(
      'SELECT count(*) AS count FROM certificate WHERE exam_id = $1',
      [examId],
    )
    const certificates = Number(issued?.count ?? 0)
    if (certificates > 0) {
      report.refusals.push(
        `${where}: changes the pass mark ${String(existing.pass_score)} → ${exam.passMark} after ${certificates} certificate${certificates === 1 ? ' was' : 's were'} issued at the old one; keep it, or publish with --force (the certificates are kept)`,
      )
    }
  }
}

/** What a question is stored as. */
function questionColumns(question: ExamQuestionContent, position: number) {
  return {
    sort_order: position,
    type: question.type,
    stem: question.text,
    options: question.type === 'JUDGMENT' ? JUDGMENT_OPTIONS : (question.options ?? []),
    // In key order: ["B", "A"] and ["A", "B"] are the same answer.
    correct_keys: [...question.correct].sort(),
    explanation: question.explanation ?? '',
    score: question.score,
  }
}

/** The columns whose change would recount the attempts that answered the question. */
const SCORED = ['type', 'options', 'correct_keys', 'score'] as const

async function applyQuestions(
  tx: SqlExecutor,
  exam: ExamContent,
  examId: number,
  options: ApplyOptions,
  where: string,
  report: ApplyReport,
): Promise<void> {
  const existing = await tx.query<Row>(
    `SELECT q.*, (SELECT count(*) FROM exam_answer a WHERE a.question_id = q.id)::int AS answers,
            EXISTS (SELECT 1 FROM content_key k WHERE k.kind = 'exam-question' AND k.row_id = q.id) AS keyed
     FROM exam_question q WHERE q.exam_id = $1 AND q.retired_at IS NULL ORDER BY q.sort_order FOR UPDATE OF q`,
    [examId],
  )
  const byId = new Map(existing.map((row) => [Number(row.id), row]))
  // An exam made before it was content (taken over by `number`) keeps its questions by position.
  const unkeyedByPosition = new Map(
    existing.filter((row) => !row.keyed).map((row) => [Number(row.sort_order), row]),
  )
  // Positions may be swapped between questions: move every one out of the way first.
  await tx.query(
    `UPDATE exam_question SET sort_order = sort_order + 1000000
     WHERE exam_id = $1 AND retired_at IS NULL AND sort_order < 1000000`,
    [examId],
  )
  const kept = new Set<number>()
  for (const [index, question] of exam.questions.entries()) {
    const key = `${exam.id}/${question.id}`
    const position = index + 1
    const known = await keyOf(tx, 'exam-question', key)
    // A question a forced publish retired (removed from the file) and now back: asked again if unchanged.
    const [retired] =
      known !== undefined && !byId.has(known)
        ? await tx.query<Row>(
            `SELECT q.*, (SELECT count(*) FROM exam_answer a WHERE a.question_id = q.id)::int AS answers
             FROM exam_question q WHERE q.id = $1 AND q.exam_id = $2 AND q.retired_at IS NOT NULL`,
            [known, examId],
          )
        : []
    const row =
      known === undefined ? unkeyedByPosition.get(position) : (byId.get(known) ?? retired ?? undefined)
    const columns = questionColumns(question, position)
    const names = Object.keys(columns)
    const values = names.map((name) => {
      const value = columns[name as keyof typeof columns]
      // jsonb takes JSON text; text[] takes an array.
      return name === 'options' ? JSON.stringify(value) : value
    })
    if (row) {
      const id = Number(row.id)
      const changed = names.filter(
        (name) => name !== 'sort_order' && !same(row[name], columns[name as keyof typeof columns]),
      )
      if (Number(row.sort_order) % 1_000_000 !== position) changed.push('position')
      if (row.retired_at) changed.push('asked again')
      const answers = Number(row.answers)
      const rescored = SCORED.filter((name) => changed.includes(name))
      if (answers > 0 && rescored.length > 0) {
        // Their scores were counted with the question as it was: retire it and ask the new one.
        kept.add(id)
        if (!row.retired_at) {
          report.refusals.push(
            `${where}: question ${question.id} changes its ${rescored.map((name) => name.replace('_keys', ' answer')).join(', ')} after ${answers} answer${answers === 1 ? '' : 's'}; keep it, or publish with --force to retire it (its answers and the scores made with it are kept) and ask the changed question in its place`,
          )
          await retire(tx, id, options.now)
        }
        const newId = await insertQuestion(tx, examId, names, values)
        kept.add(newId)
        await setKey(tx, 'exam-question', key, newId)
        report.changes.push(
          row.retired_at
            ? `${where}: question ${question.id} asked anew as changed`
            : `${where}: question ${question.id} retired with its ${answers} answers, asked anew as changed`,
        )
        continue
      }
      kept.add(id)
      await tx.query(
        `UPDATE exam_question SET ${names.map((name, place) => `${name} = $${place + 2}`).join(', ')},
           retired_at = NULL WHERE id = $1`,
        [id, ...values],
      )
      await setKey(tx, 'exam-question', key, id)
      if (changed.length > 0)
        report.changes.push(`${where}: question ${question.id} changed ${changed.join(', ')}`)
    } else {
      // A question new to the database: the demo seed names its id (exam number × 100 + position).
      const given = known === undefined ? options.rowId?.('exam-question', key) : undefined
      const id = await insertQuestion(tx, examId, names, values, given)
      kept.add(id)
      await setKey(tx, 'exam-question', key, id)
      report.changes.push(`${where}: new question ${question.id}`)
    }
  }
  for (const row of existing) {
    const id = Number(row.id)
    if (kept.has(id)) continue
    const answers = Number(row.answers)
    const stem = String(row.stem).slice(0, 40)
    if (answers > 0) {
      report.refusals.push(
        `${where}: question "${stem}" has ${answers} answer${answers === 1 ? '' : 's'} and is not in the file; keep it, or publish with --force to retire it (out of the paper; its answers and the scores made with it are kept)`,
      )
      await retire(tx, id, options.now)
      report.changes.push(`${where}: question "${stem}" retired, its ${answers} answers kept`)
    } else {
      await tx.query('DELETE FROM exam_question WHERE id = $1', [id])
      await tx.query(`DELETE FROM content_key WHERE kind = 'exam-question' AND row_id = $1`, [id])
      report.changes.push(`${where}: question "${stem}" removed (nobody answered it)`)
    }
  }
}

/** Out of the paper, at the position it had (positions are unique only among the questions asked). */
async function retire(tx: SqlExecutor, id: number, now: Date): Promise<void> {
  await tx.query(
    'UPDATE exam_question SET retired_at = $2, sort_order = sort_order % 1000000 WHERE id = $1',
    [id, now],
  )
}

/** Inserts a question; with `id`, that row id (else the table numbers it). */
async function insertQuestion(
  tx: SqlExecutor,
  examId: number,
  names: readonly string[],
  values: readonly unknown[],
  id?: number,
): Promise<number> {
  const columns = id === undefined ? names : ['id', ...names]
  const params = id === undefined ? [examId, ...values] : [examId, id, ...values]
  const [inserted] = await tx.query<{ id: string }>(
    `INSERT INTO exam_question (exam_id, ${columns.join(', ')})
     VALUES ($1, ${columns.map((_, place) => `$${place + 2}`).join(', ')}) RETURNING id`,
    params,
  )
  return Number(inserted?.id)
}
