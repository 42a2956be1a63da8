import type { FromSchema } from 'json-schema-to-ts'
import { posterTypeSchema, questionTypeSchema } from '../api/exam'
import { contentIdSchema, instantSchema } from './common'

/** Question types whose options the file lists (a JUDGMENT's are always T 正确 / F 错误). */
export const CHOICE_QUESTION_TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE'] as const

/** The options of every JUDGMENT question, as stored and sent. */
export const JUDGMENT_OPTIONS = [
  { key: 'T', text: '正确' },
  { key: 'F', text: '错误' },
] as const

const questionContentSchema = {
  type: 'object',
  required: ['id', 'type', 'text', 'correct', 'score'],
  additionalProperties: false,
  properties: {
    id: {
      ...contentIdSchema,
      description:
        'Stable: doctors’ answers are kept under the question of this id; unique in the exam. Renaming a question that doctors answered is removing it.',
    },
    type: {
      enum: questionTypeSchema.enum,
      description:
        'SINGLE_CHOICE 单选 (one right option), MULTIPLE_CHOICE 多选 (scores only with exactly the right set), JUDGMENT 判断 (正确 / 错误, no options: correct is ["T"] or ["F"]).',
    },
    text: {
      type: 'string',
      minLength: 1,
      maxLength: 1000,
      description: 'The question (题干), e.g. "度普利尤单抗的作用靶点是？".',
    },
    options: {
      type: 'array',
      minItems: 2,
      maxItems: 10,
      description:
        'The choices of a SINGLE_CHOICE or MULTIPLE_CHOICE question in display order (needed there; a JUDGMENT has none). Changing them once doctors answered is refused unless the publish is forced.',
      items: {
        type: 'object',
        required: ['key', 'text'],
        additionalProperties: false,
        properties: {
          key: {
            type: 'string',
            pattern: '^[A-Z]$',
            description: 'The letter shown and sent in answers: A, B, C…; unique in the question.',
          },
          text: { type: 'string', minLength: 1, maxLength: 500, description: 'What the doctor reads.' },
        },
      },
    },
    correct: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[A-Z]$' },
      description:
        'The keys of the right options: one for SINGLE_CHOICE and JUDGMENT ("T" 正确 or "F" 错误), one or more for MULTIPLE_CHOICE. Never sent before a doctor has handed in. Changing it once doctors answered is refused unless the publish is forced.',
    },
    score: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      description:
        'Points for a right answer; full marks are the sum. Changing it once doctors answered is refused unless the publish is forced.',
    },
    explanation: {
      type: 'string',
      maxLength: 2000,
      description: '解析, shown with the right answer after handing in (plain text). Left out: none.',
    },
  },
} as const

/**
 * The contract of an exam file, `content/exams/<id>.json` (docs/server.md, Exams and certificates): what
 * it tests, its window, pass mark, time limit and attempts, its questions with their answers, and the
 * certificate a pass issues. Pages name it as `${content.exams.<id>}` (the exam id of the exam screen,
 * courseExamDetail). A GCP training names its final exam by that id (`gcp_training.exam_id`); the seeded
 * GCP exam is taken over with `number` 3. Attempts, answers, scores and certificates are doctors' and are
 * never changed by a publish.
 */
export const examContentSchema = {
  type: 'object',
  required: ['id', 'title', 'start', 'end', 'passMark', 'questions'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    id: {
      ...contentIdSchema,
      description: 'The exam id, as the file is named: content/exams/<id>.json.',
    },
    number: {
      type: 'integer',
      minimum: 1,
      description:
        'The exam id the API uses, when it must be a given one (an exam that already exists, e.g. 3 for the GCP training’s exam). Left out: the server picks one the first time and keeps it. Questions of an existing exam are taken over by position.',
    },
    title: { type: 'string', minLength: 1, maxLength: 100, description: 'Shown at the top of the exam.' },
    description: {
      type: 'string',
      maxLength: 2000,
      description:
        'Notes on the intro, e.g. "60 分及格，通过即获考试合格证书。" (plain text). Left out: none.',
    },
    course: {
      type: 'integer',
      minimum: 1,
      description:
        'The course the exam tests (its title is read from the course); name either course or activity.',
    },
    activity: {
      type: 'object',
      required: ['id', 'title'],
      additionalProperties: false,
      description:
        'The activity the exam tests, e.g. a GCP training: {"id": 5, "title": "GCP 培训"}; name either course or activity.',
      properties: {
        id: { type: 'integer', minimum: 1, description: 'The activity id.' },
        title: {
          type: 'string',
          minLength: 1,
          maxLength: 100,
          description: 'Its title as the exam and its certificates show it.',
        },
      },
    },
    start: { ...instantSchema, description: 'The exam opens, e.g. "2027-03-01T00:00:00+08:00".' },
    end: { ...instantSchema, description: 'The exam closes; after start.' },
    passMark: {
      type: 'integer',
      minimum: 0,
      maximum: 10000,
      description:
        'The score needed to pass (及格分), at most full marks. Changing it once certificates were issued is refused unless the publish is forced (those certificates are kept).',
    },
    timeLimitMinutes: {
      type: 'integer',
      minimum: 1,
      maximum: 1440,
      description:
        'Minutes an attempt may last from its start (考试时长); the paper hands in when they are up. Left out: no limit.',
    },
    attempts: {
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      description:
        'Attempts a doctor may start (考试次数). Left out: no limit. Fewer than a doctor already used is refused unless the publish is forced (that doctor then has none left).',
    },
    questions: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      description:
        'In display order. A question that doctors answered cannot be removed, nor its type, options, right answer or score changed, unless the publish is forced: the question is then retired (out of the paper; the attempts that answered it keep their answers and scores) and a changed one asked anew.',
      items: questionContentSchema,
    },
    certificate: {
      type: 'object',
      additionalProperties: false,
      description:
        'The certificate a pass issues (once per doctor), drawn by the app from these texts with the doctor’s name, number, date and score. Left out: an EXAMINATION_CERTIFICATE with the default title and issuer. Certificates already issued keep what they were issued with.',
      properties: {
        template: {
          enum: posterTypeSchema.enum,
          description:
            'GRADUATION_CERTIFICATE 结业证书 (a training’s final exam), EXAMINATION_CERTIFICATE 考试合格证书 (default), POSTER a share poster.',
        },
        title: {
          type: 'string',
          minLength: 1,
          maxLength: 100,
          description:
            'The title printed, e.g. "GCP 培训 · 结业证书". Left out: the course’s or activity’s title · the template’s name.',
        },
        issuer: {
          type: 'string',
          minLength: 1,
          maxLength: 50,
          description: 'The issuer printed on the seal (颁发机构). Left out: the product’s name.',
        },
      },
    },
  },
} as const

export type ExamContent = FromSchema<typeof examContentSchema>
export type ExamQuestionContent = ExamContent['questions'][number]
