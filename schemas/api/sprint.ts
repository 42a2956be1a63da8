import product from '../product.json'
import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { pageQueryProperties } from './paging'
import { idKey } from './product-keys'

/**
 * The study sprint month (学习冲刺月, spec §1, §2 sprint, sprintRank, sprintResult, sprintResultShare):
 * a month-long campaign where participants' study minutes and study days are ranked. The calendar is
 * Asia/Shanghai; a sprint runs from the first day of its month 00:00 to the first of the next.
 * The public result (`sprint.publicResult`, no `/user/` segment) feeds the share page.
 */

/**
 * The query key naming whose result: `target{product}Id` (spec §2; `targetDermaId`), the doctor's public
 * id. Typed as the spec's placeholder like idKey (schemas/api/product-keys.ts, decision 0004).
 */
export const targetIdKey =
  `target${product.key.charAt(0).toUpperCase()}${product.key.slice(1)}Id` as 'target{product}Id'

/** Month targets a participant may choose when joining (minutes). */
export const SPRINT_TARGETS = [600, 900, 1200] as const

export const sprintStatusSchema = {
  type: 'string',
  enum: ['NO_STARTED', 'PROCESSING', 'COMPLETED'],
  description: 'From startTime/endTime and now (spec §3 promotion status)',
} as const

export const sprintSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'month',
    'status',
    'startTime',
    'endTime',
    'dailyGoalMinutes',
    'participantCount',
    'rules',
    'bannerUrl',
    'shareTitle',
    'shareDesc',
    'shareImg',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Sprint id (yyyymm of its month, e.g. 202611)' },
    title: { type: 'string', description: 'e.g. 2026年11月学习冲刺月' },
    month: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}$', description: 'yyyy-mm' },
    status: sprintStatusSchema,
    startTime: { type: 'string', format: 'date-time', description: 'First day of the month, 00:00 Beijing' },
    endTime: {
      type: 'string',
      format: 'date-time',
      description: 'First day of the next month, 00:00 Beijing',
    },
    dailyGoalMinutes: { type: 'integer', minimum: 1, description: 'The daily study goal (minutes)' },
    participantCount: { type: 'integer', minimum: 0, description: 'Doctors who joined' },
    rules: {
      type: 'array',
      items: { type: 'string' },
      description: 'Rules, one paragraph each (plain text)',
    },
    bannerUrl: { type: 'string', description: 'Banner picture; empty: the widget draws its own' },
    shareTitle: { type: 'string', description: 'Share title of the campaign' },
    shareDesc: { type: 'string', description: 'Share description' },
    shareImg: { type: 'string', description: 'Share picture; empty: the product logo' },
  },
} as const

const doctorProperties = {
  [idKey]: { type: 'string', description: "The doctor's public id ({product}Id)" },
  name: { type: 'string', description: "The doctor's name" },
  avatar: { type: 'string', description: 'Avatar URL; empty shows the default picture' },
  hospital: { type: 'string', description: 'Hospital' },
  title: { type: 'string', description: 'Professional title, e.g. 主治医师' },
} as const

export const sprintRankRowSchema = {
  type: 'object',
  required: ['rank', idKey, 'name', 'avatar', 'hospital', 'title', 'minutes', 'days', 'mine'],
  additionalProperties: false,
  properties: {
    rank: {
      type: 'integer',
      minimum: 1,
      description: '1-based: minutes desc, then days desc, then who joined first',
    },
    ...doctorProperties,
    minutes: { type: 'integer', minimum: 0, description: 'Study minutes in the sprint' },
    days: { type: 'integer', minimum: 0, description: 'Days with study in the sprint' },
    mine: { type: 'boolean', description: "The caller's own row" },
  },
} as const

export const sprintMineSchema = {
  type: 'object',
  required: ['joined', 'targetMinutes', 'minutes', 'days', 'lessons', 'todayMinutes', 'rank', 'beatPercent'],
  additionalProperties: false,
  properties: {
    joined: { type: 'boolean', description: 'The caller joined this sprint' },
    targetMinutes: {
      type: 'integer',
      minimum: 0,
      description: 'The month target chosen when joining; 0 before',
    },
    minutes: { type: 'integer', minimum: 0, description: 'Study minutes so far' },
    days: { type: 'integer', minimum: 0, description: 'Study days so far' },
    lessons: { type: 'integer', minimum: 0, description: 'Lessons studied so far' },
    todayMinutes: { type: 'integer', minimum: 0, description: 'Study minutes today (the daily goal bar)' },
    rank: { type: ['integer', 'null'], minimum: 1, description: 'Current rank; null when not joined' },
    beatPercent: {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      description: 'Share of the other participants with fewer minutes (percent, rounded down)',
    },
  },
} as const

export const sprintBadgeSchema = {
  type: 'object',
  required: ['level', 'name', 'description'],
  additionalProperties: false,
  properties: {
    level: {
      type: 'string',
      enum: ['GOLD', 'SILVER', 'BRONZE', 'STAR', 'NONE'],
      description:
        'By study minutes: GOLD ≥ 1200 学霸之星, SILVER ≥ 600 勤学达人, BRONZE ≥ 180 进步新星, STAR > 0 冲刺新人, NONE 0',
    },
    name: { type: 'string', description: 'Badge name; empty for NONE' },
    description: { type: 'string', description: 'One line under the badge' },
  },
} as const

export const sprintResultSchema = {
  type: 'object',
  required: [
    'sprint',
    'doctor',
    'joined',
    'minutes',
    'days',
    'lessons',
    'rank',
    'participantCount',
    'beatPercent',
    'badge',
    'mine',
    'shareTitle',
    'shareDesc',
    'shareImg',
  ],
  additionalProperties: false,
  properties: {
    sprint: sprintSchema,
    doctor: {
      type: 'object',
      required: [idKey, 'name', 'avatar', 'hospital', 'title'],
      additionalProperties: false,
      properties: doctorProperties,
    },
    joined: { type: 'boolean', description: 'The doctor joined this sprint (else every figure is 0)' },
    minutes: { type: 'integer', minimum: 0, description: 'Study minutes in the month' },
    days: { type: 'integer', minimum: 0, description: 'Study days in the month' },
    lessons: { type: 'integer', minimum: 0, description: 'Lessons studied in the month' },
    rank: { type: ['integer', 'null'], minimum: 1, description: 'Rank; null when not joined' },
    participantCount: { type: 'integer', minimum: 0, description: 'Doctors who joined' },
    beatPercent: { type: 'integer', minimum: 0, maximum: 100, description: 'Percent of the others beaten' },
    badge: sprintBadgeSchema,
    mine: { type: 'boolean', description: "The caller's own result (false on the public page for others)" },
    shareTitle: { type: 'string', description: 'Share title naming the doctor and the figures' },
    shareDesc: { type: 'string', description: 'Share description' },
    shareImg: { type: 'string', description: 'Share picture; empty: the product logo' },
  },
} as const

const sprintQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sprintId: { type: 'integer', minimum: 1, description: 'A sprint (default: the current one)' },
  },
} as const

const resultQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    [targetIdKey]: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: 'Whose result: the doctor id ({product}Id); default the caller',
    },
    sprintId: { type: 'integer', minimum: 1, description: 'A sprint (default: the current one)' },
  },
} as const

const sprintNotFound = {
  status: 404,
  code: 'sprint.not.found',
  when: 'no such sprint, or none is running and none ran before (冲刺月活动不存在)',
} as const

const guestForbidden = {
  status: 400,
  code: 'sprint.guest.forbidden',
  when: 'a visitor (ROLE_GUEST) of the captcha login (请先登录医生账号)',
} as const

export const sprintEndpoints = defineEndpoints([
  {
    name: 'sprint.home',
    method: 'GET',
    path: '/promotion/v1/user/sprint',
    shows: ['sprint', 'progress'],
    auth: true,
    summary: "A sprint with the caller's figures, the top three and the previous sprint (往期).",
    query: sprintQuery,
    response: {
      type: 'object',
      required: ['sprint', 'mine', 'top', 'previous'],
      additionalProperties: false,
      properties: {
        sprint: sprintSchema,
        mine: sprintMineSchema,
        top: { type: 'array', items: sprintRankRowSchema, description: 'The first three of the ranking' },
        previous: {
          type: ['object', 'null'],
          required: ['id', 'title', 'month'],
          additionalProperties: false,
          description: 'The sprint before this one, when there was one (its result: sprintResult?sprintId=)',
          properties: {
            id: { type: 'integer', description: 'Sprint id' },
            title: { type: 'string', description: 'Title' },
            month: { type: 'string', description: 'yyyy-mm' },
          },
        },
      },
    },
    errors: [...sessionErrors, sprintNotFound],
  },
  {
    name: 'sprint.join',
    method: 'POST',
    path: '/promotion/v1/user/sprint/{sprintId}/join',
    changes: ['sprint', 'scholarship'],
    auth: true,
    summary: 'Joins a running sprint with a month target; joining again changes the target.',
    params: {
      type: 'object',
      required: ['sprintId'],
      additionalProperties: false,
      properties: { sprintId: { type: 'integer', minimum: 1, description: 'The sprint' } },
    },
    body: {
      type: 'object',
      required: ['targetMinutes'],
      additionalProperties: false,
      properties: {
        targetMinutes: {
          type: 'integer',
          enum: [...SPRINT_TARGETS],
          description: 'The month target in minutes: 600 (10 小时), 900 (15 小时) or 1200 (20 小时)',
        },
      },
    },
    response: sprintMineSchema,
    errors: [
      ...sessionErrors,
      guestForbidden,
      sprintNotFound,
      { status: 400, code: 'sprint.not.started', when: 'before the sprint starts (活动还未开始)' },
      { status: 400, code: 'sprint.ended', when: 'after the sprint ends (活动已经结束)' },
    ],
  },
  {
    name: 'sprint.rank',
    method: 'GET',
    path: '/promotion/v1/user/sprint/rank',
    shows: ['sprint', 'progress'],
    auth: true,
    summary: "A sprint's ranking a page at a time, with the caller's own row (pinned by the client).",
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        sprintId: { type: 'integer', minimum: 1, description: 'A sprint (default: the current one)' },
        ...pageQueryProperties,
      },
    },
    response: {
      type: 'object',
      required: ['items', 'total', 'page', 'size', 'hasMore', 'mine', 'sprintId'],
      additionalProperties: false,
      description: 'Page<SprintRankRow> plus the caller’s row',
      properties: {
        items: { type: 'array', items: sprintRankRowSchema, description: 'This page, by rank' },
        total: { type: 'integer', minimum: 0, description: 'Participants' },
        page: { type: 'integer', minimum: 1, description: 'This page number (1-based)' },
        size: { type: 'integer', minimum: 1, description: 'The page size asked for' },
        hasMore: { type: 'boolean', description: 'A later page has rows' },
        mine: {
          ...sprintRankRowSchema,
          type: ['object', 'null'],
          description: "The caller's row; null when not joined",
        },
        sprintId: { type: 'integer', description: 'The sprint ranked' },
      },
    },
    errors: [...sessionErrors, sprintNotFound],
  },
  {
    name: 'sprint.result',
    method: 'GET',
    path: '/promotion/v1/user/sprint/result',
    shows: ['sprint', 'progress'],
    auth: true,
    summary:
      "The caller's month summary (学习成绩); another doctor's result is only on the public share page.",
    query: resultQuery,
    response: sprintResultSchema,
    errors: [
      ...sessionErrors,
      sprintNotFound,
      {
        status: 400,
        code: 'sprint.result.not.mine',
        when: `${targetIdKey} names another doctor: their result is on the share page (sprintResultShare) (只能查看自己的冲刺成绩)`,
      },
    ],
  },
  {
    name: 'sprint.publicResult',
    method: 'GET',
    path: '/promotion/v1/sprint/result',
    shows: ['sprint', 'progress'],
    summary: "A doctor's month summary for the share page (public; `mine` when the token is that doctor's).",
    query: {
      ...resultQuery,
      required: [targetIdKey],
    },
    response: sprintResultSchema,
    errors: [
      sprintNotFound,
      {
        status: 404,
        code: 'sprint.doctor.not.found',
        when: `no doctor has that ${targetIdKey} (医生不存在)`,
      },
    ],
  },
])
