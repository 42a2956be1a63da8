import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { pageOf, pageQueryProperties } from './paging'

/**
 * Activities (spec §3 registration and appointment statuses, activity status; §4 activity time window;
 * §7 "Consent and activity" and "Activity (precise forms)"): detail and list, 报名 (registration), 预约
 * (appointment), sign tickets, and the study-duration activity (学习时长打卡). The page text of an
 * activity is on the CDN (activity/{id}/activity.txt and variableContent.json, server/cdn/); the server
 * holds the facts it enforces. Times are ISO-8601; statuses that follow from times are computed on read.
 */

const isoTime = (description: string) => ({ type: 'string', format: 'date-time', description }) as const
const isoTimeOrNull = (description: string) =>
  ({ type: ['string', 'null'], format: 'date-time', description }) as const
const idSchema = (description: string) => ({ type: 'integer', minimum: 1, description }) as const

/** spec §3 promotion status, used for every time window (activity, lottery). */
export const phaseSchema = {
  type: 'string',
  enum: ['NO_STARTED', 'PROCESSING', 'COMPLETED'],
  description:
    'The time window (spec §4): NO_STARTED before startTime (活动还未开始), PROCESSING inside, COMPLETED after endTime (活动已经结束)',
} as const

export const activityTypeSchema = {
  type: 'string',
  enum: ['GENERAL', 'OFFLINE', 'DURATION', 'TRAINING'],
  description:
    'GENERAL an online activity; OFFLINE on site, with sign tickets; DURATION the study-duration activity (durationCountActivity screen); TRAINING a training programme with courses and an exam (e.g. GCP)',
} as const

const activityStatusSchema = {
  type: 'string',
  enum: ['ACTIVE', 'INACTIVE'],
  description: 'spec §3: ACTIVE is online; INACTIVE has been taken offline (活动已下线)',
} as const

export const registrationStatusSchema = {
  type: 'string',
  enum: ['NOT_START', 'START', 'END'],
  description:
    'spec §3 registration status, from the registration window: NOT_START 报名未开始, START 报名中, END 报名已结束 (END also when the activity takes no sign-up)',
} as const

export const appointmentStatusSchema = {
  type: 'string',
  enum: ['SUBSCRIBED', 'UNSUBSCRIBED', 'UNSUBSCRIBE'],
  description:
    'spec §3 appointment status: SUBSCRIBED 已预约; UNSUBSCRIBED never subscribed; UNSUBSCRIBE subscribed then cancelled (取消预约)',
} as const

const mineSchema = {
  type: ['object', 'null'],
  description: "The caller's state; null without a token",
  required: ['registered', 'registeredAt', 'appointmentStatus', 'ticketCount'],
  additionalProperties: false,
  properties: {
    registered: { type: 'boolean', description: 'Signed up (已报名)' },
    registeredAt: isoTimeOrNull('When the caller signed up; null when not'),
    appointmentStatus: appointmentStatusSchema,
    ticketCount: { type: 'integer', minimum: 0, description: 'Sign tickets the caller holds for it' },
  },
} as const

export const activitySchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'subtitle',
    'type',
    'status',
    'phase',
    'bannerUrl',
    'startTime',
    'endTime',
    'registrationEnabled',
    'registrationStartTime',
    'registrationEndTime',
    'registrationStatus',
    'quota',
    'registeredCount',
    'appointmentEnabled',
    'subscribedCount',
    'venue',
    'lotteryId',
    'votePromotionId',
    'hasCertificate',
    'shareTitle',
    'shareDesc',
    'tags',
    'mine',
  ],
  additionalProperties: false,
  properties: {
    id: idSchema('Activity id; its CDN files are activity/{id}/activity.txt and variableContent.json'),
    title: { type: 'string', description: 'Title' },
    subtitle: { type: 'string', description: "One line under the title ('' when none)" },
    type: activityTypeSchema,
    status: activityStatusSchema,
    phase: phaseSchema,
    bannerUrl: { type: 'string', description: "Banner image ('' when none)" },
    startTime: isoTime('Start of the activity window'),
    endTime: isoTime('End of the activity window'),
    registrationEnabled: { type: 'boolean', description: 'The activity takes sign-ups (报名)' },
    registrationStartTime: isoTimeOrNull('Registration opens; null when it takes no sign-up'),
    registrationEndTime: isoTimeOrNull('Registration closes; null when it takes no sign-up'),
    registrationStatus: registrationStatusSchema,
    quota: { type: 'integer', minimum: 0, description: 'Places; 0 = no limit' },
    registeredCount: { type: 'integer', minimum: 0, description: 'Doctors signed up' },
    appointmentEnabled: {
      type: 'boolean',
      description: '预约 (a reminder when it starts) is offered; it can be taken only before the start',
    },
    subscribedCount: { type: 'integer', minimum: 0, description: 'Doctors with a SUBSCRIBED appointment' },
    venue: { type: 'string', description: "Where it takes place ('' online)" },
    lotteryId: {
      type: ['integer', 'null'],
      description: 'Its lottery (route lotteryDetail?id=); null when none',
    },
    votePromotionId: {
      type: ['integer', 'null'],
      description: 'Its vote campaign (promotion id); null when none',
    },
    hasCertificate: {
      type: 'boolean',
      description:
        'Completing it earns an ACTIVITY certificate (relatedId = the activity id; certificateList)',
    },
    shareTitle: { type: 'string', description: "Share card title ('' = the title)" },
    shareDesc: { type: 'string', description: "Share card description ('' = the subtitle)" },
    tags: { type: 'array', items: { type: 'string' }, description: 'Short labels shown on cards' },
    mine: mineSchema,
  },
} as const

export const ticketStatusSchema = {
  type: 'string',
  enum: ['SIGNED', 'UNSIGNED'],
  description: 'SIGNED 已签到 (scanned on site), UNSIGNED 未签到',
} as const

export const ticketSchema = {
  type: 'object',
  required: [
    'id',
    'activityId',
    'code',
    'sessionTitle',
    'venue',
    'seat',
    'startTime',
    'endTime',
    'status',
    'signedAt',
  ],
  additionalProperties: false,
  properties: {
    id: idSchema('Ticket id'),
    activityId: idSchema('The activity'),
    code: { type: 'string', pattern: '^[0-9]{8}$', description: 'The 8-digit sign-in code shown on site' },
    sessionTitle: { type: 'string', description: 'The session it admits to' },
    venue: { type: 'string', description: "Where ('' online)" },
    seat: { type: 'string', description: "Seat, e.g. A区 3排 12座 ('' unassigned)" },
    startTime: isoTime('Session start'),
    endTime: isoTime('Session end'),
    status: ticketStatusSchema,
    signedAt: isoTimeOrNull('When it was signed in; null when not'),
  },
} as const

const rewardStateSchema = {
  type: 'string',
  enum: ['LOCKED', 'CLAIMABLE', 'CLAIMED'],
  description:
    'LOCKED the goal is not reached; CLAIMABLE reached, not yet claimed (inside the window or after it); CLAIMED',
} as const

export const durationProgressSchema = {
  type: 'object',
  required: [
    'activityId',
    'title',
    'phase',
    'startTime',
    'endTime',
    'targetMinutes',
    'studiedMinutes',
    'todayMinutes',
    'targetDays',
    'checkInDays',
    'checkedInToday',
    'days',
    'reward',
  ],
  additionalProperties: false,
  properties: {
    activityId: idSchema('The DURATION activity'),
    title: { type: 'string', description: 'Activity title' },
    phase: phaseSchema,
    startTime: isoTime('Window start'),
    endTime: isoTime('Window end'),
    targetMinutes: { type: 'integer', minimum: 0, description: 'Minutes to study within the window' },
    studiedMinutes: {
      type: 'integer',
      minimum: 0,
      description:
        'Minutes studied within the window: the study log plus lesson progress reported within the window',
    },
    todayMinutes: { type: 'integer', minimum: 0, description: 'Minutes studied today (Asia/Shanghai)' },
    targetDays: { type: 'integer', minimum: 0, description: 'Days to check in (打卡) within the window' },
    checkInDays: { type: 'integer', minimum: 0, description: 'Days checked in within the window' },
    checkedInToday: { type: 'boolean', description: 'Checked in today' },
    days: {
      type: 'array',
      description: 'The last 7 calendar days of the window up to today, oldest first',
      items: {
        type: 'object',
        required: ['date', 'minutes', 'checkedIn'],
        additionalProperties: false,
        properties: {
          date: {
            type: 'string',
            pattern: '^\\d{4}-\\d{2}-\\d{2}$',
            description: 'YYYY-MM-DD (Asia/Shanghai)',
          },
          minutes: { type: 'integer', minimum: 0, description: 'Minutes studied that day' },
          checkedIn: { type: 'boolean', description: 'Checked in that day' },
        },
      },
    },
    reward: {
      type: 'object',
      required: ['type', 'amount', 'title', 'state', 'claimedAt'],
      additionalProperties: false,
      properties: {
        type: {
          type: 'string',
          enum: ['MAIDOU', 'INTEGRAL', 'GOODS', 'NONE', 'EBOOK', 'OTHER'],
          description: 'spec §3 prize type of the reward',
        },
        amount: { type: 'integer', minimum: 0, description: 'MAIDOU / INTEGRAL: how many' },
        title: { type: 'string', description: 'What it is, e.g. 200 麦豆' },
        state: rewardStateSchema,
        claimedAt: isoTimeOrNull('When it was claimed; null when not'),
      },
    },
  },
} as const

const activityIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idSchema('The activity') },
} as const

const notFound = { status: 404, code: 'activity.not.found', when: 'no such activity (活动不存在)' } as const
const inactive = {
  status: 400,
  code: 'activity.inactive',
  when: 'the activity is INACTIVE (活动已下线)',
} as const
const notStarted = {
  status: 400,
  code: 'activity.not.started',
  when: 'before the activity window (活动还未开始)',
} as const
const ended = {
  status: 400,
  code: 'activity.ended',
  when: 'after the activity window (活动已经结束)',
} as const
const notDuration = {
  status: 404,
  code: 'activity.duration.not.found',
  when: 'the activity is not a study-duration (DURATION) activity (活动不存在)',
} as const

export const activityEndpoints = defineEndpoints([
  {
    name: 'activity.detail',
    method: 'GET',
    path: '/academy/v1/activity/{id}',
    shows: ['activity'],
    publicCache: { maxAge: 10 },
    summary:
      "An activity (public, spec §7 activity info). With a token, `mine` is the caller's registration, appointment and ticket count.",
    params: activityIdParams,
    response: activitySchema,
    errors: [notFound],
  },
  {
    name: 'activity.items',
    method: 'GET',
    path: '/community-search/v1/activity/items',
    shows: ['activity'],
    publicCache: { maxAge: 10 },
    summary:
      'ACTIVE activities (spec §7 activity list): PROCESSING first, then NO_STARTED soonest first, then COMPLETED latest first; `mine` is null.',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        status: { ...phaseSchema, description: 'Only activities in this time window; all when omitted' },
        type: { ...activityTypeSchema, description: 'Only activities of this type; all when omitted' },
        keyword: {
          type: 'string',
          maxLength: 40,
          description: 'Only activities whose title or subtitle contains it',
        },
        ...pageQueryProperties,
      },
    },
    response: pageOf(activitySchema, 'Page<Activity>'),
  },
  {
    name: 'activity.tickets',
    method: 'GET',
    path: '/academy/v1/user/activity/{id}/tickets',
    shows: ['activity'],
    auth: true,
    quiet: true,
    summary: "The caller's sign tickets for the activity (spec §7 sign tickets), soonest session first.",
    params: activityIdParams,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        status: { ...ticketStatusSchema, description: 'Only SIGNED or UNSIGNED tickets; all when omitted' },
        ...pageQueryProperties,
      },
    },
    response: pageOf(ticketSchema, 'Page<Ticket>'),
    errors: [...sessionErrors, notFound],
  },
  {
    name: 'activity.register',
    method: 'POST',
    path: '/academy/v1/user/activity/{id}/registration',
    changes: ['activity'],
    auth: true,
    summary:
      '报名: signs the caller up while registration is START and places remain; an OFFLINE activity issues a sign ticket. Signing up twice answers the same.',
    params: activityIdParams,
    response: activitySchema,
    errors: [
      ...sessionErrors,
      notFound,
      inactive,
      {
        status: 400,
        code: 'activity.registration.unavailable',
        when: 'the activity takes no sign-up (该活动无需报名)',
      },
      {
        status: 400,
        code: 'activity.registration.not.started',
        when: 'registration is NOT_START (报名还未开始)',
      },
      { status: 400, code: 'activity.registration.ended', when: 'registration is END (报名已结束)' },
      { status: 400, code: 'activity.registration.full', when: 'every place is taken (名额已满)' },
    ],
  },
  {
    name: 'activity.subscribe',
    method: 'POST',
    path: '/academy/v1/user/activity/{id}/appointment',
    changes: ['activity'],
    invalidates: false,
    auth: true,
    summary: '预约: SUBSCRIBED (a reminder when it starts); only before the start. Idempotent.',
    params: activityIdParams,
    response: activitySchema,
    errors: [
      ...sessionErrors,
      notFound,
      inactive,
      {
        status: 400,
        code: 'activity.appointment.unavailable',
        when: 'the activity offers no appointment (该活动无需预约)',
      },
      {
        status: 400,
        code: 'activity.appointment.closed',
        when: 'the activity has started or ended (活动已开始，无需预约)',
      },
    ],
  },
  {
    name: 'activity.unsubscribe',
    method: 'DELETE',
    path: '/academy/v1/user/activity/{id}/appointment',
    changes: ['activity'],
    invalidates: false,
    auth: true,
    summary: '取消预约: a SUBSCRIBED appointment becomes UNSUBSCRIBE; without one the answer is unchanged.',
    params: activityIdParams,
    response: activitySchema,
    errors: [...sessionErrors, notFound],
  },
  {
    name: 'activity.duration',
    method: 'GET',
    path: '/academy/v1/user/activity/{id}/duration',
    shows: ['activity', 'progress'],
    auth: true,
    summary:
      "The caller's progress in a study-duration activity: minutes studied within the window against the target, check-in days, the reward.",
    params: activityIdParams,
    response: durationProgressSchema,
    errors: [...sessionErrors, notFound, notDuration],
  },
  {
    name: 'activity.checkIn',
    method: 'POST',
    path: '/academy/v1/user/activity/{id}/duration/check-in',
    changes: ['activity'],
    invalidates: false,
    auth: true,
    summary:
      '打卡: checks the caller in for today (Asia/Shanghai) inside the window; twice a day answers the same.',
    params: activityIdParams,
    response: durationProgressSchema,
    errors: [...sessionErrors, notFound, notDuration, notStarted, ended],
  },
  {
    name: 'activity.claimReward',
    method: 'POST',
    path: '/academy/v1/user/activity/{id}/duration/reward',
    changes: ['activity', 'scholarship'],
    invalidates: false,
    auth: true,
    summary:
      'Claims the reward of a study-duration activity once the goal (minutes and check-in days) is reached; claiming twice answers the same.',
    params: activityIdParams,
    response: durationProgressSchema,
    errors: [
      ...sessionErrors,
      notFound,
      notDuration,
      notStarted,
      {
        status: 400,
        code: 'activity.reward.not.reached',
        when: 'the goal is not reached yet (还未达成活动目标)',
      },
    ],
  },
])
