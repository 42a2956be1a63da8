import type { FromSchema } from 'json-schema-to-ts'
import { utaskTypeSchema } from '../api/utask'
import { contentIdSchema, imageUrlSchema, instantSchema } from './common'

/**
 * The contract of a utask file, `content/utasks/<id>.json`: one task for doctors (a questionnaire, a
 * recruitment, a sample trial, ...), shown in the utask list, on the utask pages that list it and in zones.
 * Pages name it as `${content.utasks.<id>}` (the utask id of utask.detail). Doctors take part by sending
 * its form; their records (and certificates of the task) are theirs and are never changed by a publish.
 */
export const utaskContentSchema = {
  type: 'object',
  required: ['id', 'title', 'type', 'start', 'end'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    id: {
      ...contentIdSchema,
      description: 'The task id, as the file is named: content/utasks/<id>.json.',
    },
    number: {
      type: 'integer',
      minimum: 1,
      description:
        'The utask id the API uses, when it must be a given one (a task that already exists, e.g. one a certificate names). Read the first time only: left out, the server picks one (1001 and up) and keeps it.',
    },
    title: { type: 'string', minLength: 1, maxLength: 100, description: 'The card and detail title.' },
    summary: {
      type: 'string',
      maxLength: 200,
      description: 'One or two lines under the title, e.g. "约 5 分钟，了解门诊随访现状". Left out: none.',
    },
    cover: { ...imageUrlSchema, description: 'The card picture. Left out: none.' },
    type: {
      enum: utaskTypeSchema.enum,
      description:
        'spec §3: 0 QUESTIONNAIRE 问卷调研, 1 RECRUIT 招募, 2 SAMPLETRIAL 样品试用, 3 SIGNIN 活动报名, 4 MEETING 会议报名, 5 REGISTERATION 人才招聘. Changing it once doctors took part is refused unless the publish is forced.',
    },
    start: {
      ...instantSchema,
      description: 'The task opens (before: 即将开始 COMING), e.g. "2027-03-01T00:00:00+08:00".',
    },
    end: { ...instantSchema, description: 'The task closes (from then: 已结束 EXPIRED); after start.' },
    participantBase: {
      type: 'integer',
      minimum: 0,
      maximum: 10000000,
      description:
        'Doctors who took part before or elsewhere (an offline tally); the count shown adds the doctors who took part here (sent its form, or hold a certificate of it). Default 0.',
    },
    quota: {
      type: 'integer',
      minimum: 0,
      maximum: 10000000,
      description:
        'Places (shown as 参与/名额); 0 or left out: no limit. Not below participantBase; below the participants counted so far is refused unless the publish is forced (the task is then full at that count).',
    },
    reward: {
      type: 'string',
      maxLength: 50,
      description: 'What taking part earns, e.g. "50 麦豆", "试用装 1 份". Left out: none.',
    },
    form: {
      ...contentIdSchema,
      description:
        'The dynamic form the task is done with: the id of a content/forms file, or the key of a form the server has (e.g. "derma-survey"). Left out: the task has no form.',
    },
    online: {
      type: 'boolean',
      description:
        'false: taken offline (out of every list, its detail answers 任务不存在). Default true. Removing the file takes the task offline too; when it has participants that is refused unless the publish is forced.',
    },
  },
} as const

export type UtaskContent = FromSchema<typeof utaskContentSchema>
