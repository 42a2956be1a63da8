import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { pageOf, pageQueryProperties } from './paging'

/**
 * Exams and certificates (spec §3 question, certificate and poster types; §2 examDetail, courseExamDetail,
 * certificateList, certificateDetail, utask certificateDetail). An exam tests a course or an activity; a
 * doctor starts an attempt, submits it, and only then may read the right answers. A passed exam issues one
 * certificate per doctor (docs/server.md, Exams and certificates). `exam.items` and `certificate.related`
 * (issue 4) live in academy.ts.
 */

const isoTime = (description: string) => ({ type: 'string', format: 'date-time', description }) as const
const idSchema = (description: string) => ({ type: 'integer', minimum: 1, description }) as const

export const questionTypeSchema = {
  type: 'string',
  enum: ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'JUDGMENT'],
  description:
    'Question type (spec §3): 单选, 多选 (the exact set of right options scores), 判断 (正确 / 错误)',
} as const

export const posterTypeSchema = {
  type: 'string',
  enum: ['GRADUATION_CERTIFICATE', 'EXAMINATION_CERTIFICATE', 'POSTER'],
  description:
    'Poster type (spec §3): the template it is drawn with — 结业证书, 考试合格证书, or a share poster',
} as const

const certificateTypeSchema = {
  type: 'string',
  enum: ['COURSE', 'ACTIVITY'],
  description: 'Certificate type (spec §3): 课程证书 or 活动证书, after what it was earned for',
} as const

const relatedObjectSchema = {
  type: 'object',
  required: ['type', 'id', 'title'],
  additionalProperties: false,
  description:
    'What it belongs to (spec §3 related object types; exams and certificates use COURSE and ACTIVITY)',
  properties: {
    type: { type: 'string', enum: ['COURSE', 'ACTIVITY'], description: 'Related object type' },
    id: { type: 'integer', description: 'The course or activity id' },
    title: { type: 'string', description: 'Its title' },
  },
} as const

const optionSchema = {
  type: 'object',
  required: ['key', 'text'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', description: 'Option key sent back in answers: A, B, C… (T / F for a judgment)' },
    text: { type: 'string', description: 'Option text (a judgment: 正确 / 错误)' },
  },
} as const

/** A question as a candidate sees it: never its answer. */
const questionSchema = {
  type: 'object',
  required: ['id', 'type', 'stem', 'options', 'score'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Question id' },
    type: questionTypeSchema,
    stem: { type: 'string', description: 'The question' },
    options: { type: 'array', items: optionSchema, description: 'In display order' },
    score: { type: 'integer', minimum: 1, description: 'Points for a right answer' },
  },
} as const

const windowStatusSchema = {
  type: 'string',
  enum: ['NOT_START', 'START', 'END'],
  description: 'From the exam window at the moment of the answer: 未开始, 进行中, 已结束',
} as const

export const examDetailSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'description',
    'relatedObject',
    'passScore',
    'totalScore',
    'questionCount',
    'startTime',
    'endTime',
    'status',
    'posterType',
    'bestScore',
    'attemptCount',
    'passed',
    'submitted',
    'certificateId',
    'openAttemptId',
    'openAttemptDeadline',
    'timeLimitMinutes',
    'maxAttempts',
    'attemptsLeft',
    'questions',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Exam id' },
    title: { type: 'string', description: 'Title' },
    description: { type: 'string', description: 'Notes shown on the intro (plain text; may be empty)' },
    relatedObject: relatedObjectSchema,
    passScore: { type: 'integer', minimum: 0, description: 'Score needed to pass' },
    totalScore: { type: 'integer', minimum: 1, description: 'Full marks (the sum of the question scores)' },
    questionCount: { type: 'integer', minimum: 0, description: 'Questions' },
    startTime: isoTime('The exam opens'),
    endTime: isoTime('The exam closes'),
    status: windowStatusSchema,
    posterType: posterTypeSchema,
    bestScore: {
      type: ['integer', 'null'],
      minimum: 0,
      description: "The caller's best submitted score; null before a first submission",
    },
    attemptCount: { type: 'integer', minimum: 0, description: "The caller's submitted attempts" },
    passed: { type: 'boolean', description: 'The caller has passed it at least once' },
    submitted: {
      type: 'boolean',
      description: 'The caller has submitted an attempt, so exam.answers answers (查看答案)',
    },
    certificateId: {
      type: ['integer', 'null'],
      description: "The certificate the caller's pass issued; null when none",
    },
    openAttemptId: {
      type: ['integer', 'null'],
      description: "The caller's started, not yet submitted attempt (its time not yet up); null when none",
    },
    openAttemptDeadline: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the open attempt’s time is up; null when none or the exam has no time limit',
    },
    timeLimitMinutes: {
      type: ['integer', 'null'],
      minimum: 1,
      description: 'Minutes an attempt may last from its start (考试时长); null: no limit',
    },
    maxAttempts: {
      type: ['integer', 'null'],
      minimum: 1,
      description: 'Attempts a doctor may start (考试次数); null: no limit',
    },
    attemptsLeft: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'Attempts the caller may still start (an open one not counted as left); null: no limit',
    },
    questions: { type: 'array', items: questionSchema, description: 'In order; without their answers' },
  },
} as const

const questionResultSchema = {
  type: 'object',
  required: ['questionId', 'answered', 'correct'],
  additionalProperties: false,
  properties: {
    questionId: { type: 'integer', description: 'Question id' },
    answered: { type: 'boolean', description: 'An option was chosen' },
    correct: { type: 'boolean', description: 'Right (a multiple choice: exactly the right set)' },
  },
} as const

export const examResultSchema = {
  type: 'object',
  required: [
    'attemptId',
    'examId',
    'score',
    'totalScore',
    'passScore',
    'passed',
    'correctCount',
    'questionCount',
    'results',
    'certificateId',
    'certificateIssued',
    'submittedAt',
  ],
  additionalProperties: false,
  properties: {
    attemptId: { type: 'integer', description: 'The attempt submitted' },
    examId: { type: 'integer', description: 'Exam id' },
    score: { type: 'integer', minimum: 0, description: 'Sum of the scores of the questions answered right' },
    totalScore: { type: 'integer', minimum: 1, description: 'Full marks' },
    passScore: { type: 'integer', minimum: 0, description: 'Score needed to pass' },
    passed: { type: 'boolean', description: 'score ≥ passScore' },
    correctCount: { type: 'integer', minimum: 0, description: 'Questions answered right' },
    questionCount: { type: 'integer', minimum: 0, description: 'Questions' },
    results: {
      type: 'array',
      items: questionResultSchema,
      description: 'Per question, in order (no answers)',
    },
    certificateId: {
      type: ['integer', 'null'],
      description:
        "When passed: the caller's certificate of this exam (issued now or by an earlier pass); else null",
    },
    certificateIssued: { type: 'boolean', description: 'This submission issued the certificate' },
    submittedAt: isoTime('When it was submitted'),
  },
} as const

const answerKeySchema = {
  type: 'object',
  required: ['id', 'type', 'stem', 'options', 'score', 'correctKeys', 'chosenKeys', 'correct', 'explanation'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Question id' },
    type: questionTypeSchema,
    stem: { type: 'string', description: 'The question' },
    options: { type: 'array', items: optionSchema, description: 'In display order' },
    score: { type: 'integer', minimum: 1, description: 'Points' },
    correctKeys: { type: 'array', items: { type: 'string' }, description: 'The right options' },
    chosenKeys: {
      type: 'array',
      items: { type: 'string' },
      description: "What the caller's latest submitted attempt chose (empty when unanswered or not recorded)",
    },
    correct: { type: 'boolean', description: 'That attempt got it right' },
    explanation: { type: 'string', description: '解析 (plain text; may be empty)' },
  },
} as const

export const certificateSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'type',
    'posterType',
    'certificateNo',
    'holderName',
    'issuer',
    'issuedAt',
    'relatedObject',
    'examId',
    'score',
    'imageUrl',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Certificate id' },
    title: { type: 'string', description: 'Title, e.g. 特应性皮炎系统治疗进展 · 考试合格证书' },
    type: certificateTypeSchema,
    posterType: posterTypeSchema,
    certificateNo: { type: 'string', description: '证书编号, e.g. DC2026000012' },
    holderName: { type: 'string', description: "The doctor's name as printed" },
    issuer: { type: 'string', description: '颁发机构' },
    issuedAt: isoTime('When it was issued'),
    relatedObject: relatedObjectSchema,
    examId: { type: ['integer', 'null'], description: 'The exam whose pass issued it; null otherwise' },
    score: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'The passing score; null when not from an exam',
    },
    imageUrl: {
      type: 'string',
      description: "A picture kept with it (may be ''); the client draws the certificate itself",
    },
  },
} as const

export const utaskCertificateSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'taskId',
    'taskTitle',
    'posterType',
    'certificateNo',
    'holderName',
    'issuer',
    'issuedAt',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Utask certificate id' },
    title: { type: 'string', description: 'Title, e.g. 任务完成证书' },
    taskId: { type: 'integer', description: 'The utask task' },
    taskTitle: { type: 'string', description: "The task's title" },
    posterType: posterTypeSchema,
    certificateNo: { type: 'string', description: '证书编号, e.g. UT2026000003' },
    holderName: { type: 'string', description: "The doctor's name as printed" },
    issuer: { type: 'string', description: '颁发机构' },
    issuedAt: isoTime('When it was issued'),
  },
} as const

const examIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idSchema('Exam id') },
} as const

const examNotFound = {
  status: 404,
  code: 'academy.user.exam.not.found',
  when: 'no such exam, or it is not of the routeType asked (该考试不存在; suppressed: the screen shows its own state)',
} as const
const guestForbidden = {
  status: 400,
  code: 'academy.exam.guest.forbidden',
  when: 'the caller is a visitor (ROLE_GUEST) (请先登录医生账号)',
} as const
const notStarted = {
  status: 400,
  code: 'academy.exam.not.started',
  when: 'before the window (考试还未开始)',
} as const
const ended = { status: 400, code: 'academy.exam.ended', when: 'after the window (考试已经结束)' } as const

export const examEndpoints = defineEndpoints([
  {
    name: 'exam.detail',
    method: 'GET',
    path: '/academy/v2/user/promotion-exam/{id}',
    shows: ['exam', 'certificate'],
    auth: true,
    quiet: true,
    summary:
      "An exam with its questions (never their answers), its window status and the caller's standing (best score, pass, certificate, open attempt).",
    params: examIdParams,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        routeType: {
          type: 'string',
          enum: ['COURSE', 'ACTIVITY'],
          description:
            "courseExamDetail's routeType: the exam must be of a course (COURSE) or an activity (ACTIVITY)",
        },
      },
    },
    response: examDetailSchema,
    errors: [...sessionErrors, examNotFound],
  },
  {
    name: 'exam.start',
    method: 'POST',
    path: '/academy/v2/user/promotion-exam/{id}/start',
    changes: ['exam'],
    auth: true,
    quiet: true,
    summary:
      "Starts an attempt (开始考试 / 重新考试); answers the caller's open attempt when one is already started (one whose time is up is closed unscored first).",
    params: examIdParams,
    response: {
      type: 'object',
      required: ['attemptId', 'examId', 'startedAt', 'deadline'],
      additionalProperties: false,
      properties: {
        attemptId: { type: 'integer', description: 'The open attempt to submit' },
        examId: { type: 'integer', description: 'Exam id' },
        startedAt: isoTime('When it was started'),
        deadline: {
          type: ['string', 'null'],
          format: 'date-time',
          description: 'When its time is up (the paper hands in then); null: the exam has no time limit',
        },
      },
    },
    errors: [
      ...sessionErrors,
      examNotFound,
      guestForbidden,
      notStarted,
      ended,
      {
        status: 400,
        code: 'academy.exam.attempts.used',
        when: 'the caller has started as many attempts as the exam allows and has none open (考试次数已用完)',
      },
    ],
  },
  {
    name: 'exam.submit',
    method: 'POST',
    path: '/academy/v2/user/promotion-exam/{id}/submit',
    changes: ['exam', 'certificate', 'scholarship'],
    auth: true,
    quiet: true,
    summary:
      'Submits the open attempt (交卷) and scores it; a pass issues the EXAMINATION/GRADUATION certificate once per doctor and exam.',
    params: examIdParams,
    body: {
      type: 'object',
      required: ['answers'],
      additionalProperties: false,
      properties: {
        attemptId: idSchema('The attempt from exam.start; default the caller’s latest open attempt'),
        answers: {
          type: 'array',
          maxItems: 200,
          description: 'One entry per answered question; a question left out counts as unanswered (wrong)',
          items: {
            type: 'object',
            required: ['questionId', 'optionKeys'],
            additionalProperties: false,
            properties: {
              questionId: idSchema('Question id'),
              optionKeys: {
                type: 'array',
                maxItems: 26,
                items: { type: 'string', maxLength: 8 },
                description: 'The keys chosen (one for SINGLE_CHOICE / JUDGMENT)',
              },
            },
          },
        },
      },
    },
    response: examResultSchema,
    errors: [
      ...sessionErrors,
      examNotFound,
      guestForbidden,
      notStarted,
      ended,
      {
        status: 400,
        code: 'academy.exam.attempt.not.found',
        when: 'no open attempt to submit: start first (请先开始考试)',
      },
      {
        status: 400,
        code: 'academy.exam.time.up',
        when: 'the attempt’s time limit passed more than a minute ago: it is closed unscored (考试时间已到)',
      },
      {
        status: 400,
        code: 'academy.exam.answer.invalid',
        when: 'an answer names a question of another exam or an option the question lacks (答案与试题不符)',
      },
    ],
  },
  {
    name: 'exam.answers',
    method: 'GET',
    path: '/academy/v2/user/promotion-exam/{id}/answers',
    shows: ['exam'],
    auth: true,
    quiet: true,
    summary:
      "查看答案: every question's right options and explanation, with the caller's latest submitted choices. Only after a submitted attempt.",
    params: examIdParams,
    response: {
      type: 'object',
      required: ['examId', 'attemptId', 'score', 'passed', 'submittedAt', 'questions'],
      additionalProperties: false,
      properties: {
        examId: { type: 'integer', description: 'Exam id' },
        attemptId: { type: 'integer', description: 'The latest submitted attempt' },
        score: { type: 'integer', minimum: 0, description: 'Its score' },
        passed: { type: 'boolean', description: 'It passed' },
        submittedAt: isoTime('When it was submitted'),
        questions: { type: 'array', items: answerKeySchema, description: 'In order' },
      },
    },
    errors: [
      ...sessionErrors,
      examNotFound,
      {
        status: 400,
        code: 'academy.exam.answers.locked',
        when: 'the caller has not submitted an attempt yet (交卷后才能查看答案)',
      },
    ],
  },
  {
    name: 'certificate.items',
    method: 'GET',
    path: '/academy/v1/user/certificate/items',
    shows: ['certificate'],
    auth: true,
    quiet: true,
    summary: "The caller's certificates (我的证书), newest first.",
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { type: certificateTypeSchema, ...pageQueryProperties },
    },
    response: pageOf(certificateSchema, 'Page<Certificate>'),
    errors: [...sessionErrors],
  },
  {
    name: 'certificate.detail',
    method: 'GET',
    path: '/academy/v1/user/certificate/{id}',
    shows: ['certificate'],
    auth: true,
    quiet: true,
    summary: "One of the caller's certificates, with what the client needs to draw it.",
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('Certificate id') },
    },
    response: certificateSchema,
    errors: [
      ...sessionErrors,
      {
        status: 404,
        code: 'academy.certificate.not.found',
        when: "no such certificate, or it is another doctor's (证书不存在)",
      },
    ],
  },
  {
    name: 'utaskCertificate.detail',
    method: 'GET',
    path: '/utask/v1/user/certificate/{id}',
    shows: ['utask'],
    auth: true,
    quiet: true,
    summary: "One of the caller's utask (task) certificates.",
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('Utask certificate id') },
    },
    response: utaskCertificateSchema,
    errors: [
      ...sessionErrors,
      {
        status: 404,
        code: 'utask.certificate.not.found',
        when: "no such certificate, or it is another doctor's (证书不存在)",
      },
    ],
  },
])
