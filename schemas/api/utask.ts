import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { pageOf, pageQueryProperties } from './paging'

/**
 * Utasks (spec §3 utask status and type; §2 utaskList, utaskPetersonsLab, utaskDrWu, otherUtask) and
 * skin-care articles (skinCareDetail). A utask is a task for doctors (a questionnaire, a recruitment, a
 * sample trial, ...); its status follows from its time window and is computed on read. A utask page
 * (/utask-{name}) is a config held by the server: a title, a banner, an intro and its utasks.
 */

const idSchema = (description: string) => ({ type: 'integer', minimum: 1, description }) as const
const isoTime = (description: string) => ({ type: 'string', format: 'date-time', description }) as const

/** spec §3 utask status: ING = 0 进行中, COMING = 1 即将开始, EXPIRED = 2 已结束. */
export const utaskStatusSchema = {
  type: 'integer',
  enum: [0, 1, 2],
  description: 'spec §3, from the time window: 0 ING 进行中, 1 COMING 即将开始, 2 EXPIRED 已结束',
} as const

/** spec §3 utask type. */
export const utaskTypeSchema = {
  type: 'integer',
  enum: [0, 1, 2, 3, 4, 5],
  description:
    'spec §3: 0 QUESTIONNAIRE 问卷调研, 1 RECRUIT 招募, 2 SAMPLETRIAL 样品试用, 3 SIGNIN 活动报名, 4 MEETING 会议报名, 5 REGISTERATION 人才招聘',
} as const

export const utaskSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'summary',
    'coverUrl',
    'type',
    'status',
    'startTime',
    'endTime',
    'participantCount',
    'quota',
    'reward',
    'formKey',
  ],
  additionalProperties: false,
  properties: {
    id: idSchema('Utask id'),
    title: { type: 'string', description: 'Title' },
    summary: { type: 'string', description: "One or two lines under the title ('' when none)" },
    coverUrl: { type: 'string', description: "Cover image ('' when none)" },
    type: utaskTypeSchema,
    status: utaskStatusSchema,
    startTime: isoTime('Start of the task window'),
    endTime: isoTime('End of the task window'),
    participantCount: { type: 'integer', minimum: 0, description: 'Doctors taking part so far' },
    quota: { type: 'integer', minimum: 0, description: 'Places; 0 = no limit' },
    reward: { type: 'string', description: "What taking part earns, e.g. 50 麦豆 ('' when nothing)" },
    formKey: {
      type: ['string', 'null'],
      description: 'The dynamic form the task is done with (route form?key=); null when none',
    },
  },
} as const

export const utaskPageSchema = {
  type: 'object',
  required: ['name', 'title', 'bannerUrl', 'introHtml', 'themeColor', 'utasks'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', description: 'The page name: the {name} of /utask-{name}' },
    title: { type: 'string', description: 'Screen title' },
    bannerUrl: { type: 'string', description: "Header image ('' when none)" },
    introHtml: { type: 'string', description: "Intro HTML (sanitized on the client; '' when none)" },
    themeColor: { type: 'string', description: 'Accent colour of the page, #rrggbb' },
    utasks: {
      type: 'array',
      items: utaskSchema,
      description: 'Its utasks: ING first, then COMING, then EXPIRED',
    },
  },
} as const

export const skinCareSchema = {
  type: 'object',
  required: ['id', 'title', 'coverUrl', 'author', 'contentHtml', 'publishedAt', 'tags', 'readCount'],
  additionalProperties: false,
  properties: {
    id: idSchema('Skin-care article id'),
    title: { type: 'string', description: 'Title' },
    coverUrl: { type: 'string', description: "Cover image ('' when none)" },
    author: { type: 'string', description: "Author line, e.g. 皮肤科 王医生 ('' when none)" },
    contentHtml: { type: 'string', description: 'The article as HTML (sanitized on the client)' },
    publishedAt: isoTime('When it was published'),
    tags: { type: 'array', items: { type: 'string' }, description: 'Short labels' },
    readCount: { type: 'integer', minimum: 0, description: 'Times read (this call counts)' },
  },
} as const

const utaskNotFound = { status: 404, code: 'utask.not.found', when: 'no such utask (任务不存在)' } as const
const pageNotFound = {
  status: 404,
  code: 'utask.page.not.found',
  when: 'no utask page of that name (页面不存在)',
} as const
const skinCareNotFound = {
  status: 404,
  code: 'skincare.not.found',
  when: 'no such article, or it is offline (内容不存在或已下线)',
} as const

export const utaskEndpoints = defineEndpoints([
  {
    name: 'utask.items',
    method: 'GET',
    path: '/community-search/v1/utask/items',
    shows: ['utask'],
    publicCache: { maxAge: 10 },
    summary:
      'Utasks (spec §2 utaskList, public): ING first, then COMING soonest first, then EXPIRED latest first.',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        status: { ...utaskStatusSchema, description: 'Only utasks in this status; all when omitted' },
        type: { ...utaskTypeSchema, description: 'Only utasks of this type; all when omitted' },
        ...pageQueryProperties,
      },
    },
    response: pageOf(utaskSchema, 'Page<Utask>'),
  },
  {
    name: 'utask.detail',
    method: 'GET',
    path: '/academy/v1/utask/{id}',
    shows: ['utask'],
    publicCache: { maxAge: 10 },
    summary: 'One utask (public).',
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The utask') },
    },
    response: utaskSchema,
    errors: [utaskNotFound],
  },
  {
    name: 'utask.page',
    method: 'GET',
    path: '/academy/v1/utask/page/{name}',
    shows: ['utask'],
    publicCache: { maxAge: 10 },
    summary:
      'A utask page config by name (public): /utask-petersonslab is "petersonslab", /utask-{name} is {name}, /other is "other".',
    params: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      properties: {
        name: {
          type: 'string',
          pattern: '^[a-z0-9-]{1,40}$',
          description: 'The page name (lower-case letters, digits and -)',
        },
      },
    },
    response: utaskPageSchema,
    errors: [pageNotFound],
  },
  {
    name: 'skinCare.detail',
    method: 'GET',
    path: '/academy/v1/user/skin-care/{id}',
    shows: ['catalogue'],
    auth: true,
    summary: 'A skin-care article (spec §2 skinCareDetail, login); counts one read.',
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The article') },
    },
    response: skinCareSchema,
    errors: [...sessionErrors, skinCareNotFound],
  },
])
